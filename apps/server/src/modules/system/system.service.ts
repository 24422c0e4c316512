import type { TDb } from '@tour/db';
import { pingDatabase } from './system.repository';

/** The health check's one question: does the database answer? Throws (a 500) when it does not. */
export async function checkDatabase(db: TDb): Promise<void> {
  await pingDatabase(db);
}
