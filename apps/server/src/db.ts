import type { SQL } from 'drizzle-orm';
import type { TDbOrTx } from '@tour/db';

/** A database handle or an open transaction: repositories accept either. */
export type TExecutor = TDbOrTx;

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
