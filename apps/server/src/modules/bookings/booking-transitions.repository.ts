import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { bookings } from '@tour/db';
import type { TBookingState, TBookingStatePattern } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

/** What one transition writes: the statuses the table decides, and the columns that go with the change. */
export type TBookingStateWrite = Partial<TBookingState> & {
  paymentMethod?: string;
  clearPaymentDeadline?: boolean;
  cancellationReason?: string;
  refundAmount?: number;
};

function inPattern(pattern: TBookingStatePattern): SQL {
  const conditions = [
    pattern.status && inArray(bookings.bookingStatus, [...pattern.status]),
    pattern.paymentStatus && inArray(bookings.paymentStatus, [...pattern.paymentStatus]),
    pattern.refundStatus && inArray(bookings.refundStatus, [...pattern.refundStatus]),
  ].filter((condition) => condition !== undefined);
  return and(...conditions) ?? sql`true`;
}

type TChangedRow = {
  beforeStatus: TBookingState['status'];
  beforePaymentStatus: TBookingState['paymentStatus'];
  beforeRefundStatus: TBookingState['refundStatus'];
  status: TBookingState['status'];
  paymentStatus: TBookingState['paymentStatus'];
  refundStatus: TBookingState['refundStatus'];
};

/**
 * The booking's one status write: a conditional UPDATE that changes the row only while its state is one of
 * `from` (the row is locked first, so a concurrent change is waited for and the state read again). A booking
 * entering 'cancelled' gets its cancellation date and gives its seats back in the same statement, so the
 * seats come back exactly once. Null when the booking does not exist or is in no state of `from`.
 */
export async function updateBookingState(
  db: TExecutor,
  input: { bookingId: string; from: TBookingStatePattern[]; write: TBookingStateWrite; now: Date },
): Promise<{ before: TBookingState; after: TBookingState } | null> {
  const { write } = input;
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const newStatus = sql`coalesce(${write.status ?? null}, current.booking_status)`;
  const rows = await queryRows<TChangedRow>(
    db,
    sql`
    with current as (
      select id, booking_status, payment_status, refund_status, tour_date_id, number_of_guests from bookings
      where id = ${input.bookingId} and (${or(...input.from.map(inPattern))})
      for update
    ),
    changed as (
      update bookings b set booking_status = ${newStatus},
        payment_status = coalesce(${write.paymentStatus ?? null}, current.payment_status),
        refund_status = coalesce(${write.refundStatus ?? null}, current.refund_status),
        payment_method = coalesce(${write.paymentMethod ?? null}, b.payment_method),
        payment_deadline = case when ${write.clearPaymentDeadline ?? false}::boolean then null else b.payment_deadline end,
        cancellation_reason = coalesce(${write.cancellationReason ?? null}, b.cancellation_reason),
        refund_amount = coalesce(${write.refundAmount ?? null}, b.refund_amount),
        cancellation_date = case when ${newStatus} = 'cancelled' and current.booking_status <> 'cancelled'
          then ${now} else b.cancellation_date end,
        updated_at = ${now}
      from current where b.id = current.id
      returning current.booking_status as before_status, current.payment_status as before_payment_status,
        current.refund_status as before_refund_status, b.booking_status, b.payment_status, b.refund_status,
        current.tour_date_id, current.number_of_guests
    ),
    restored as (
      update tour_dates d set available_spots = d.available_spots + changed.number_of_guests, updated_at = ${now}
      from changed where d.id = changed.tour_date_id
        and changed.booking_status = 'cancelled' and changed.before_status <> 'cancelled'
      returning d.id
    )
    select before_status as "beforeStatus", before_payment_status as "beforePaymentStatus",
      before_refund_status as "beforeRefundStatus", booking_status as "status", payment_status as "paymentStatus",
      refund_status as "refundStatus"
    from changed`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    before: { status: row.beforeStatus, paymentStatus: row.beforePaymentStatus, refundStatus: row.beforeRefundStatus },
    after: { status: row.status, paymentStatus: row.paymentStatus, refundStatus: row.refundStatus },
  };
}
