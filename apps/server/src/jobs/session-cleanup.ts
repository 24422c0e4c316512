import type { TDb } from '@tour/db';
import type { TClock } from '../clock';
import { deleteExpiredSessions } from '../modules/auth/auth.service';

export async function runSessionCleanup(deps: { db: TDb; clock: TClock }): Promise<void> {
  await deleteExpiredSessions(deps);
}
