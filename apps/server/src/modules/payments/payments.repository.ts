import {
  bookingSessions,
  bookings,
  CURRENCIES,
  expectRow,
  payments,
  stripeEvents,
  type TPaymentStatus,
  type TSlipCheck,
} from '@tour/db';
import { and, desc, eq, inArray, isNotNull, ne, notInArray, type SQL } from 'drizzle-orm';
import { NEEDS_REFUND_CODE } from '@tour/shared';
import type { TExecutor } from '../../db';

const PAYMENT_COLUMNS = {
  id: payments.id,
  bookingId: payments.bookingId,
  bookingSessionId: payments.bookingSessionId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  method: payments.method,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  lastErrorCode: payments.lastErrorCode,
  lastErrorMessage: payments.lastErrorMessage,
};

async function findPayment(db: TExecutor, condition: SQL) {
  const [row] = await db.select(PAYMENT_COLUMNS).from(payments).where(condition).limit(1);
  if (!row) return null;
  // Every row is written with its provider's intent id (or a bank transfer's own id).
  return { ...row, providerPaymentId: expectRow(row.providerPaymentId, `the provider id of payment ${row.id}`) };
}

/** A payment attempt with a provider, as the payment services read it. */
export type TPaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** The currency as the column's type knows it; the amounts come from the catalogue, which uses no other. */
function catalogueCurrency(code: string) {
  return expectRow(
    CURRENCIES.find((currency) => currency === code),
    `a catalogue currency (not ${code})`,
  );
}

/** One payment per booking session (or Pay Now booking) and method: retries find the same row by this key. */
export function paymentIdempotencyKey(target: { sessionId: string | null; bookingId: string | null }, method: string) {
  return target.sessionId ? `session:${target.sessionId}:${method}` : `booking:${target.bookingId}:${method}`;
}

export async function findPaymentByIdempotencyKey(db: TExecutor, key: string) {
  return findPayment(db, eq(payments.idempotencyKey, key));
}

export async function findPaymentByProviderId(db: TExecutor, providerPaymentId: string) {
  return findPayment(db, eq(payments.providerPaymentId, providerPaymentId));
}

/** A second request with the same key (double click, retry) finds the first one's row instead. */
export async function insertPaymentOnce(
  db: TExecutor,
  input: {
    bookingSessionId: string | null;
    bookingId?: string | null;
    provider: TPaymentRow['provider'];
    providerPaymentId: string;
    idempotencyKey: string;
    method: TPaymentRow['method'];
    amount: number;
    currency: string;
    status: TPaymentStatus;
    now: Date;
    slip?: {
      key: string;
      contentType: string;
      fileName: string;
      sizeBytes: number;
      /** The mini QR read from the slip (DESIGN decision 33); the unique index refuses a slip used before. */
      qr: { bankCode: string; reference: string } | null;
      check: TSlipCheck | null;
      verificationDueAt: Date;
    };
  },
) {
  await db
    .insert(payments)
    .values({
      bookingSessionId: input.bookingSessionId,
      bookingId: input.bookingId ?? null,
      provider: input.provider,
      providerPaymentId: input.providerPaymentId,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      amount: input.amount,
      currency: catalogueCurrency(input.currency),
      status: input.status,
      slipFileKey: input.slip?.key ?? null,
      slipContentType: input.slip?.contentType ?? null,
      slipFileName: input.slip?.fileName ?? null,
      slipSizeBytes: input.slip?.sizeBytes ?? null,
      slipBankCode: input.slip?.qr?.bankCode ?? null,
      slipReference: input.slip?.qr?.reference ?? null,
      slipCheck: input.slip?.check ?? null,
      verificationDueAt: input.slip?.verificationDueAt ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey });
  return expectRow(await findPaymentByIdempotencyKey(db, input.idempotencyKey), 'the payment just inserted');
}

/** A payment that succeeded, or a bank transfer being verified, keeps its state. */
export async function setPaymentState(
  db: TExecutor,
  paymentId: string,
  input: { status: TPaymentStatus; errorCode?: string | null; errorMessage?: string | null; now: Date },
) {
  await db
    .update(payments)
    .set({
      status: input.status,
      lastErrorCode: input.errorCode ?? null,
      lastErrorMessage: input.errorMessage ?? null,
      updatedAt: input.now,
    })
    .where(and(eq(payments.id, paymentId), notInArray(payments.status, ['succeeded', 'pending_verification'])));
}

/** Only the first verification of a payment wins; replays find it already succeeded. */
export async function markPaymentSucceeded(db: TExecutor, paymentId: string, now: Date) {
  const rows = await db
    .update(payments)
    .set({ status: 'succeeded', lastErrorCode: null, lastErrorMessage: null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function linkPaymentToBooking(db: TExecutor, paymentId: string, bookingId: string, now: Date) {
  await db.update(payments).set({ bookingId, updatedAt: now }).where(eq(payments.id, paymentId));
}

export async function recordWebhookEventOnce(db: TExecutor, eventId: string, type: string, now: Date) {
  const rows = await db
    .insert(stripeEvents)
    .values({ id: eventId, type, processedAt: now })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

/** A booking someone wants to pay (Pay Now), with what says who may pay it. */
export async function findBookingForPayment(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      sessionAccountId: bookingSessions.accountId,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
    })
    .from(bookings)
    .leftJoin(bookingSessions, eq(bookingSessions.id, bookings.bookingSessionId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The unpaid reservation a session turned into, if that is what completed it (pay later). */
export async function findReservationOfSession(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.bookingSessionId, sessionId),
        eq(bookings.paymentMethod, 'pay_later'),
        eq(bookings.bookingStatus, 'pending'),
        inArray(bookings.paymentStatus, ['pending', 'failed']),
      ),
    );
  return row?.id ?? null;
}

export async function findBookingReference(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({ id: bookings.id, reference: bookings.bookingReference })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Money was verified but no booking can take it: kept as succeeded, flagged for a refund. */
export async function markPaymentNeedsRefund(db: TExecutor, paymentId: string, reason: string, now: Date) {
  await db
    .update(payments)
    .set({ lastErrorCode: NEEDS_REFUND_CODE, lastErrorMessage: reason, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')));
}

/** What paying a booking by transfer needs of it, found by its reference. */
export async function findBookingToPayByReference(db: TExecutor, bookingReference: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      bookingDate: bookings.bookingDate,
    })
    .from(bookings)
    .where(eq(bookings.bookingReference, bookingReference));
  return row ?? null;
}

/** How many of a booking's bank transfers an administrator rejected (each may be followed by a new one). */
export async function countRejectedTransfers(db: TExecutor, bookingId: string): Promise<number> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.method, 'bank_transfer'), eq(payments.status, 'rejected')),
    );
  return rows.length;
}

/** The latest bank-transfer slip stored for a booking, if any. */
export async function findLatestSlip(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({ fileKey: payments.slipFileKey, contentType: payments.slipContentType })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNotNull(payments.slipFileKey)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  // A slip's key and type are written together.
  return row?.fileKey && row.contentType ? { fileKey: row.fileKey, contentType: row.contentType } : null;
}
