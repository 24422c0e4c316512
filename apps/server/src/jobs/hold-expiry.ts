import type { FastifyBaseLogger } from 'fastify';
import { expireDueSessions, type TBookingSessionDeps } from '../modules/booking-sessions/booking-sessions.service';

/** Returns the seats of booking sessions whose 30 minutes ran out, even if nobody reads them again. */
export function startHoldExpiry(deps: TBookingSessionDeps & { log: FastifyBaseLogger }, intervalMs: number) {
  const timer = setInterval(() => {
    expireDueSessions(deps)
      .then((released) => {
        if (released > 0) deps.log.info({ released }, 'expired booking sessions released their seats');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'hold expiry sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
