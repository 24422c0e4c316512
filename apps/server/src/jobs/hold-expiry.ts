import type { FastifyBaseLogger } from 'fastify';
import { expireDueSessions, type TBookingSessionDeps } from '../modules/booking-sessions/booking-sessions.service';

/** Returns the seats of booking sessions whose 30 minutes ran out, even if nobody reads them again. */
export async function runHoldExpiry(deps: TBookingSessionDeps & { log: FastifyBaseLogger }): Promise<void> {
  const released = await expireDueSessions(deps);
  if (released > 0) deps.log.info({ released }, 'expired booking sessions released their seats');
}
