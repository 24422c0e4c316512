import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';

/**
 * Claims one paid, confirmed booking departing within the window whose documents have not gone out, by
 * stamping it: the stamp is the "once", and SKIP LOCKED lets another instance take the next one.
 */
export async function claimDueTravelDocuments(db: TExecutor, window: { from: string; until: string }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with due as (
      select b.id from bookings b join tour_dates d on d.id = b.tour_date_id
      where b.payment_status = 'completed' and b.booking_status in ('confirmed', 'paid')
        and b.travel_documents_sent_at is null
        and d.start_date >= ${window.from}::date and d.start_date <= ${window.until}::date
      order by d.start_date, b.id limit 1 for update of b skip locked
    )
    update bookings b set travel_documents_sent_at = ${at}, updated_at = ${at}
    from due where b.id = due.id and b.travel_documents_sent_at is null
    returning b.id`,
  );
  return rows[0]?.id ?? null;
}
