import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';

/** Throws when the database does not answer: what the health check reports. */
export async function pingDatabase(db: TExecutor): Promise<void> {
  await queryRows(db, sql`select 1`);
}
