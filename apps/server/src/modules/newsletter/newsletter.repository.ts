import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';

/** Adds the address once; true when it was new, false when it was already subscribed. */
export async function subscribeOnce(db: TExecutor, email: string, now: Date): Promise<boolean> {
  const inserted = await queryRows(
    db,
    sql`
    insert into newsletter_subscriptions (email, created_at) values (${email}, ${now.toISOString()}::timestamptz)
    on conflict do nothing returning id`,
  );
  return inserted.length === 1;
}
