import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { bookings, payments, refunds, type TCurrency, tourDates, tours, type TRefund, users } from '@tour/db';
import type { TRefundAccount } from '@tour/shared';
import type { TExecutor } from '../../db';

/** A payment that took money the ledger may give back. */
export type TCapturedPayment = {
  id: string;
  provider: 'test' | 'stripe';
  providerPaymentId: string | null;
  method: 'card' | 'promptpay' | 'bank_transfer';
  status: string;
  amount: number;
  currency: string;
};

const CAPTURED_COLUMNS = {
  id: payments.id,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  method: payments.method,
  status: payments.status,
  amount: payments.amount,
  currency: payments.currency,
};

/**
 * Money taken for the booking that may be given back: a succeeded payment (card, PromptPay or a verified
 * transfer), or a transfer still being verified (its money has been sent). Money recorded for refund already
 * (needs_refund: it paid nothing) is not it.
 */
const capturedFor = (bookingId: string) =>
  and(
    eq(payments.bookingId, bookingId),
    or(
      eq(payments.status, 'succeeded'),
      and(eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending_verification')),
    ),
    or(isNull(payments.lastErrorCode), ne(payments.lastErrorCode, 'needs_refund')),
  );

/** The booking's latest payment that took money, or null. */
export async function findCapturedPayment(db: TExecutor, bookingId: string): Promise<TCapturedPayment | null> {
  const [row] = await db
    .select(CAPTURED_COLUMNS)
    .from(payments)
    .where(capturedFor(bookingId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return (row as TCapturedPayment | undefined) ?? null;
}

/** Locks the payment row: refunds of one payment are decided one at a time (DESIGN decision 34). */
export async function lockPayment(tx: TExecutor, paymentId: string) {
  const [row] = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return row ?? null;
}

export async function listPaymentRefunds(db: TExecutor, paymentId: string) {
  return db
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
}

export async function insertRefund(
  tx: TExecutor,
  values: {
    bookingId: string;
    paymentId: string;
    route: 'provider' | 'bank_transfer';
    amount: number;
    currency: string;
    reason: string;
    requestedByKind: 'traveller' | 'administrator' | 'system';
    requestedBy: string | null;
    payoutAccount: TRefundAccount | null;
    now: Date;
  },
): Promise<TRefund> {
  const { now, currency, ...row } = values;
  const [inserted] = await tx
    .insert(refunds)
    .values({ ...row, currency: currency as TCurrency, status: 'requested', createdAt: now, updatedAt: now })
    .returning();
  if (!inserted) throw new Error('refund insert returned nothing');
  return inserted;
}

/** Every refund of the booking, oldest first. */
export async function listBookingRefunds(db: TExecutor, bookingId: string): Promise<TRefund[]> {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt));
}

export async function findRefund(db: TExecutor, refundId: string): Promise<TRefund | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

export async function lockRefund(tx: TExecutor, refundId: string): Promise<TRefund | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row ?? null;
}

export async function findRefundByProviderId(db: TExecutor, providerRefundId: string): Promise<TRefund | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row ?? null;
}

/**
 * Moves a refund to `status` only from one of `from` (a conditional UPDATE, so an out-of-order or repeated report
 * changes nothing it should not); null when it did not apply.
 */
export async function moveRefund(
  db: TExecutor,
  input: {
    refundId: string;
    from: readonly TRefund['status'][];
    status: TRefund['status'];
    now: Date;
    providerRefundId?: string;
    failureReason?: string | null;
    transferReference?: string;
    proof?: { key: string; contentType: string } | null;
    recordedBy?: string;
  },
): Promise<TRefund | null> {
  const settled = input.status === 'succeeded' || input.status === 'failed';
  const [row] = await db
    .update(refunds)
    .set({
      status: input.status,
      updatedAt: input.now,
      ...(input.providerRefundId ? { providerRefundId: input.providerRefundId } : {}),
      ...(input.failureReason !== undefined ? { failureReason: input.failureReason } : {}),
      ...(input.status === 'submitted' ? { submittedAt: input.now } : {}),
      ...(settled ? { settledAt: input.now } : {}),
      ...(input.transferReference ? { transferReference: input.transferReference } : {}),
      ...(input.proof ? { proofFileKey: input.proof.key, proofContentType: input.proof.contentType } : {}),
      ...(input.recordedBy ? { recordedBy: input.recordedBy } : {}),
    })
    .where(and(eq(refunds.id, input.refundId), inArray(refunds.status, [...input.from])))
    .returning();
  return row ?? null;
}

/** A provider refund whose request could not be made: noted, still 'requested', retried with its own id. */
export async function noteRefundRequestFailed(db: TExecutor, refundId: string, reason: string, now: Date) {
  await db
    .update(refunds)
    .set({ failureReason: reason, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}

/** Provider refunds of the booking still to be asked for (a request that failed to reach the provider). */
export async function listUnsentProviderRefunds(db: TExecutor, bookingId: string): Promise<TRefund[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.route, 'provider'), eq(refunds.status, 'requested')))
    .orderBy(asc(refunds.createdAt));
}

/** The traveller's account, on the booking's bank-transfer refunds still owed without one. */
export async function setPayoutAccount(tx: TExecutor, bookingId: string, account: TRefundAccount, now: Date) {
  return tx
    .update(refunds)
    .set({ payoutAccount: account, updatedAt: now })
    .where(
      and(
        eq(refunds.bookingId, bookingId),
        eq(refunds.route, 'bank_transfer'),
        eq(refunds.status, 'requested'),
        isNull(refunds.payoutAccount),
      ),
    )
    .returning({ id: refunds.id });
}

/** The account the traveller gave on an earlier bank-transfer refund of the booking, if any. */
export async function findKnownPayoutAccount(db: TExecutor, bookingId: string): Promise<TRefundAccount | null> {
  const [row] = await db
    .select({ payoutAccount: refunds.payoutAccount })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), sql`${refunds.payoutAccount} is not null`))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return row?.payoutAccount ?? null;
}

const owedByTransfer = and(eq(refunds.route, 'bank_transfer'), eq(refunds.status, 'requested'));

/** The desk's "to pay back": bank-transfer refunds not yet made, oldest first, with what the desk shows. */
export async function listOwedRefunds(db: TExecutor, page: { limit: number; offset: number }) {
  const [total] = await db.select({ value: count() }).from(refunds).where(owedByTransfer);
  const rows = await db
    .select({
      refund: refunds,
      bookingReference: bookings.bookingReference,
      contactName: bookings.contactName,
      mailTo: sql<string | null>`coalesce(${bookings.contactEmail}, ${users.email})`,
      tour: { title: tours.title, slug: tours.slug, startDate: tourDates.startDate, endDate: tourDates.endDate },
      payment: {
        status: payments.status,
        slipBankCode: payments.slipBankCode,
        slipReference: payments.slipReference,
        slipCheck: payments.slipCheck,
        slipContentType: payments.slipContentType,
        slipFileName: payments.slipFileName,
      },
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(owedByTransfer)
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.value ?? 0 };
}

/** What the refund e-mails and the booking's refund summary read of the booking. */
export async function findRefundBooking(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      status: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      contactName: bookings.contactName,
      mailTo: sql<string | null>`coalesce(${bookings.contactEmail}, ${users.email})`,
      // The tour's title in both languages: the refund mails name it in the booking's (issue 27).
      tour: {
        contentLanguage: tours.contentLanguage,
        title: tours.title,
        titleTranslation: sql<string | null>`${tours.contentTranslation}->>'title'`,
      },
      endDate: tourDates.endDate,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The booking's refunds with the amount of the payment each gives back from (for amounts in the booking's currency). */
export async function listBookingRefundsWithPayments(db: TExecutor, bookingId: string) {
  return db
    .select({ refund: refunds, paymentAmount: payments.amount, paymentMethod: payments.method })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt));
}

export async function findPaymentForRefund(db: TExecutor, paymentId: string) {
  const [row] = await db
    .select({
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      method: payments.method,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}
