import { expectRow } from '@tour/db';
import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';
import { NEEDS_REFUND_CODE } from '@tour/shared';

export type TPaymentRow = {
  id: string;
  booking_id: string | null;
  booking_session_id: string | null;
  provider: 'test' | 'stripe';
  provider_payment_id: string;
  idempotency_key: string;
  method: 'card' | 'promptpay' | 'bank_transfer';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'failed'
    | 'pending_verification';
  last_error_code: string | null;
  last_error_message: string | null;
};

const COLUMNS = sql`id, booking_id, booking_session_id, provider, provider_payment_id, idempotency_key, method, amount, currency,
  status, last_error_code, last_error_message`;

/** One payment per booking session (or Pay Now booking) and method: retries find the same row by this key. */
export function paymentIdempotencyKey(target: { sessionId: string | null; bookingId: string | null }, method: string) {
  return target.sessionId ? `session:${target.sessionId}:${method}` : `booking:${target.bookingId}:${method}`;
}

export async function findPaymentByIdempotencyKey(db: TExecutor, key: string) {
  const rows = await queryRows<TPaymentRow>(db, sql`select ${COLUMNS} from payments where idempotency_key = ${key}`);
  return rows[0] ?? null;
}

export async function findPaymentByProviderId(db: TExecutor, providerPaymentId: string) {
  const rows = await queryRows<TPaymentRow>(
    db,
    sql`select ${COLUMNS} from payments where provider_payment_id = ${providerPaymentId}`,
  );
  return rows[0] ?? null;
}

/** A second request with the same key (double click, retry) finds the first one's row instead. */
export async function insertPaymentOnce(
  db: TExecutor,
  input: {
    bookingSessionId: string | null;
    bookingId?: string | null;
    provider: 'test' | 'stripe';
    providerPaymentId: string;
    idempotencyKey: string;
    method: TPaymentRow['method'];
    amount: number;
    currency: string;
    status: TPaymentRow['status'];
    now: Date;
    slip?: { key: string; contentType: string; fileName: string; sizeBytes: number };
  },
) {
  const now = input.now.toISOString();
  await queryRows(
    db,
    sql`
    insert into payments (booking_session_id, booking_id, provider, provider_payment_id, idempotency_key, method, amount,
      currency, status, slip_file_key, slip_content_type, slip_file_name, slip_size_bytes, created_at, updated_at)
    values (${input.bookingSessionId}, ${input.bookingId ?? null}, ${input.provider}, ${input.providerPaymentId},
      ${input.idempotencyKey}, ${input.method}, ${input.amount}, ${input.currency}, ${input.status},
      ${input.slip?.key ?? null}, ${input.slip?.contentType ?? null}, ${input.slip?.fileName ?? null},
      ${input.slip?.sizeBytes ?? null}, ${now}::timestamptz, ${now}::timestamptz)
    on conflict (idempotency_key) do nothing`,
  );
  return expectRow(await findPaymentByIdempotencyKey(db, input.idempotencyKey), 'the payment just inserted');
}

export async function setPaymentState(
  db: TExecutor,
  paymentId: string,
  input: { status: TPaymentRow['status']; errorCode?: string | null; errorMessage?: string | null; now: Date },
) {
  await queryRows(
    db,
    sql`
    update payments set status = ${input.status}, last_error_code = ${input.errorCode ?? null},
      last_error_message = ${input.errorMessage ?? null}, updated_at = ${input.now.toISOString()}::timestamptz
    where id = ${paymentId} and status not in ('succeeded', 'pending_verification')`,
  );
}

/** Only the first verification of a payment wins; replays find it already succeeded. */
export async function markPaymentSucceeded(db: TExecutor, paymentId: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update payments set status = 'succeeded', last_error_code = null, last_error_message = null,
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${paymentId} and status <> 'succeeded' returning id`,
  );
  return rows.length === 1;
}

export async function linkPaymentToBooking(db: TExecutor, paymentId: string, bookingId: string) {
  await queryRows(db, sql`update payments set booking_id = ${bookingId} where id = ${paymentId}`);
}

export async function recordWebhookEventOnce(db: TExecutor, eventId: string, type: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into stripe_events (id, type, processed_at) values (${eventId}, ${type}, ${now.toISOString()}::timestamptz)
    on conflict (id) do nothing returning id`,
  );
  return rows.length === 1;
}

/** A booking someone wants to pay (Pay Now), with what says who may pay it. */
export async function findBookingForPayment(db: TExecutor, bookingId: string) {
  const rows = await queryRows<{
    id: string;
    user_id: string | null;
    session_account_id: string | null;
    booking_status: string;
    payment_status: string;
    total_amount: number;
    currency: string;
  }>(
    db,
    sql`
    select b.id, b.user_id, s.account_id as session_account_id, b.booking_status, b.payment_status, b.total_amount,
      b.currency
    from bookings b left join booking_sessions s on s.id = b.booking_session_id
    where b.id = ${bookingId}`,
  );
  return rows[0] ?? null;
}

/** The unpaid reservation a session turned into, if that is what completed it (pay later). */
export async function findReservationOfSession(db: TExecutor, sessionId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select id from bookings
    where booking_session_id = ${sessionId} and payment_method = 'pay_later' and booking_status = 'pending'
      and payment_status in ('pending', 'failed')`,
  );
  return rows[0]?.id ?? null;
}

export async function findBookingReference(db: TExecutor, bookingId: string) {
  const [row] = await queryRows<{ id: string; booking_reference: string }>(
    db,
    sql`
    select id, booking_reference from bookings where id = ${bookingId}`,
  );
  return row ?? null;
}

/** Money was verified but no booking can take it: kept as succeeded, flagged for a refund. */
export async function markPaymentNeedsRefund(db: TExecutor, paymentId: string, reason: string, now: Date) {
  await queryRows(
    db,
    sql`
    update payments set last_error_code = ${NEEDS_REFUND_CODE}, last_error_message = ${reason}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${paymentId} and status = 'succeeded'`,
  );
}

/** The latest bank-transfer slip stored for a booking, if any. */
export async function findLatestSlip(db: TExecutor, bookingId: string) {
  const [slip] = await queryRows<{ slip_file_key: string; slip_content_type: string }>(
    db,
    sql`
    select slip_file_key, slip_content_type from payments
    where booking_id = ${bookingId} and slip_file_key is not null order by created_at desc limit 1`,
  );
  return slip ?? null;
}
