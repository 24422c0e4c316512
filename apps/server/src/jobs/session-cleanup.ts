import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '@tour/db';
import { INACTIVITY_TIMEOUT_MS } from '@tour/shared';
import type { TClock } from '../clock';
import { deleteDeadSessions } from '../modules/auth/auth.repository';

/** Idle sessions are already refused on read; this only keeps the table small. */
export function startSessionCleanup(deps: { db: TDb; clock: TClock; log: FastifyBaseLogger }, intervalMs: number) {
  const timer = setInterval(() => {
    const now = deps.clock.now();
    deleteDeadSessions(deps.db, now, new Date(now.getTime() - INACTIVITY_TIMEOUT_MS)).catch((error: unknown) =>
      deps.log.error({ err: error }, 'session cleanup failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
