import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { bookings } from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

/** An unpaid reservation: still pending, nothing received (or a payment failed), with a deadline. */
const UNPAID_RESERVATION = and(
  eq(bookings.bookingStatus, 'pending'),
  inArray(bookings.paymentStatus, ['pending', 'failed']),
  isNotNull(bookings.paymentDeadline),
);

/**
 * Claims one reservation whose reminder is due (24 hours before its deadline, still unpaid, not reminded
 * yet) by stamping it: the stamp is the "once", and SKIP LOCKED lets another instance take the next one.
 */
export async function claimDueReminder(db: TExecutor, now: Date, remindBeforeMs: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const remindFrom = sql`${new Date(now.getTime() + remindBeforeMs).toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with due as (
      select id from bookings
      where ${UNPAID_RESERVATION} and payment_reminder_sent_at is null and payment_deadline > ${at} and payment_deadline <= ${remindFrom}
      order by payment_deadline limit 1 for update skip locked
    )
    update bookings b set payment_reminder_sent_at = ${at}, updated_at = ${at}
    from due where b.id = due.id and b.payment_reminder_sent_at is null
    returning b.id`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Locks one unpaid reservation whose deadline has passed, for the transition that cancels it. SKIP LOCKED: a
 * booking being paid right now is left to its payment (and met by the next pass if the payment fails).
 */
export async function lockOverdueReservation(db: TExecutor, now: Date) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(UNPAID_RESERVATION, lte(bookings.paymentDeadline, now)))
    .orderBy(asc(bookings.paymentDeadline))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id ?? null;
}

/** Tests only: brings an unpaid reservation's deadline to the given instant (a clean reminder slate too). */
export async function movePaymentDeadline(db: TExecutor, bookingId: string, deadline: Date) {
  const rows = await db
    .update(bookings)
    .set({ paymentDeadline: deadline, paymentReminderSentAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.bookingStatus, 'pending'), isNotNull(bookings.paymentDeadline)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
