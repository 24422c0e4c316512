import type { TDb } from '@tour/db';
import { INACTIVITY_TIMEOUT_MS } from '@tour/shared';
import type { TClock } from '../clock';
import { deleteDeadSessions } from '../modules/auth/auth.repository';

/** Idle sessions are already refused on read; this only keeps the table small. */
export async function runSessionCleanup(deps: { db: TDb; clock: TClock }): Promise<void> {
  const now = deps.clock.now();
  await deleteDeadSessions(deps.db, now, new Date(now.getTime() - INACTIVITY_TIMEOUT_MS));
}
