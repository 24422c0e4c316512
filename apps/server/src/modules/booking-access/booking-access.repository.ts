import { and, desc, eq, gt, inArray, isNull, min, ne, or, sql } from 'drizzle-orm';
import { bookingAccessTokens, bookings, payments, tourDates, tourFlights, users } from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

export async function insertAccessToken(
  db: TExecutor,
  row: { tokenHash: string; bookingId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(bookingAccessTokens).values(row);
}

/** The booking whose unexpired link has this token hash, if any. */
export async function findLiveAccessToken(db: TExecutor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ bookingId: bookingAccessTokens.bookingId })
    .from(bookingAccessTokens)
    .where(and(eq(bookingAccessTokens.tokenHash, tokenHash), gt(bookingAccessTokens.expiresAt, now)))
    .limit(1);
  return row?.bookingId ?? null;
}

/** What managing a booking needs beyond the confirmation read: its money, its deadline and its departure. */
export type TManageState = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  currency: string;
  cancellationDate: Date | null;
  refundAmount: number | null;
  refundStatus: 'none' | 'pending' | 'refunded' | 'failed' | null;
  startDate: string;
  endDate: string;
  contactName: string | null;
  /** Where mail about the booking goes: its contact e-mail, else its account's. */
  mailTo: string | null;
};

const STATE_COLUMNS = {
  id: bookings.id,
  status: bookings.bookingStatus,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  totalAmount: bookings.totalAmount,
  currency: bookings.currency,
  cancellationDate: bookings.cancellationDate,
  refundAmount: bookings.refundAmount,
  refundStatus: bookings.refundStatus,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  contactName: bookings.contactName,
  mailTo: sql<string | null>`coalesce(${bookings.contactEmail}, ${users.email})`,
};

export async function findManageState(db: TExecutor, bookingId: string): Promise<TManageState | null> {
  const [row] = await db
    .select(STATE_COLUMNS)
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The same, with the booking row locked until the transaction ends: cancellations of one booking queue here. */
export async function lockManageState(tx: TExecutor, bookingId: string): Promise<TManageState | null> {
  const [row] = await tx
    .select(STATE_COLUMNS)
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row ?? null;
}

/** The earliest outbound flight of the booking's departure, if the departure has flights. */
export async function findOutboundDeparture(db: TExecutor, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ departureTime: min(tourFlights.departureTime) })
    .from(bookings)
    .innerJoin(tourFlights, and(eq(tourFlights.tourDateId, bookings.tourDateId), eq(tourFlights.isOutbound, true)))
    .where(eq(bookings.id, bookingId));
  const value = row?.departureTime ?? null;
  return value === null ? null : new Date(value);
}

export type TRefundablePayment = {
  id: string;
  provider: 'test' | 'stripe';
  providerPaymentId: string;
  method: 'card' | 'promptpay' | 'bank_transfer';
  amount: number;
  currency: string;
};

/**
 * The card or PromptPay payment that paid the booking, to refund through its provider. Money recorded
 * for refund already (needs_refund: it paid nothing) is not it.
 */
export async function findProviderPayment(db: TExecutor, bookingId: string): Promise<TRefundablePayment | null> {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'succeeded'),
        inArray(payments.method, ['card', 'promptpay']),
        or(isNull(payments.lastErrorCode), ne(payments.lastErrorCode, 'needs_refund')),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row?.providerPaymentId) return null;
  return { ...row, providerPaymentId: row.providerPaymentId };
}

/**
 * Cancels a pending or confirmed booking with what the policy gives back, and returns its seats, in one
 * statement: the status guard makes a second cancellation change nothing (and return no seats twice).
 */
export async function cancelBookingOnce(
  tx: TExecutor,
  input: {
    bookingId: string;
    reason: string;
    refundAmount: number;
    refundStatus: 'none' | 'pending';
    now: Date;
  },
): Promise<boolean> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    with cancelled as (
      update bookings set booking_status = 'cancelled', cancellation_date = ${now},
        cancellation_reason = ${input.reason}, refund_amount = ${input.refundAmount},
        refund_status = ${input.refundStatus}, updated_at = ${now}
      where id = ${input.bookingId} and booking_status in ('pending', 'confirmed')
      returning id, tour_date_id, number_of_guests
    ),
    restored as (
      update tour_dates d set available_spots = d.available_spots + c.number_of_guests, updated_at = ${now}
      from cancelled c where d.id = c.tour_date_id returning c.id
    )
    select id from restored`,
  );
  return rows.length === 1;
}

/** What the provider answered for a refund owed; a refund already made is never reopened. */
export async function recordRefundOutcome(
  db: TExecutor,
  input: { bookingId: string; status: 'pending' | 'refunded' | 'failed'; now: Date },
): Promise<void> {
  await db
    .update(bookings)
    .set({ refundStatus: input.status, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), inArray(bookings.refundStatus, ['pending', 'failed'])));
}

/**
 * Stripe's final word on a refund, from its webhook: a refund that succeeded may still fail later (Stripe
 * documents it for some banks), so a final answer replaces any earlier one on a booking that owed money.
 */
export async function recordRefundSettlement(
  db: TExecutor,
  input: { bookingId: string; status: 'refunded' | 'failed'; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ refundStatus: input.status, updatedAt: input.now })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        inArray(bookings.refundStatus, ['pending', 'failed', 'refunded']),
        ne(bookings.refundStatus, input.status),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/**
 * The booking with this reference whose contact e-mail, or whose account's e-mail, is `email`
 * (already lower case), with its trip's last day; null when nothing matches.
 */
export async function findBookingByReferenceAndEmail(
  db: TExecutor,
  reference: string,
  email: string,
): Promise<{ id: string; endDate: string; mailTo: string } | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      endDate: tourDates.endDate,
      contactEmail: bookings.contactEmail,
      accountEmail: users.email,
    })
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.bookingReference, reference),
        or(sql`lower(${bookings.contactEmail}) = ${email}`, sql`lower(${users.email}) = ${email}`),
      ),
    )
    .limit(1);
  if (!row) return null;
  // The stored address that matched, as it was written.
  const mailTo = row.contactEmail?.toLowerCase() === email ? row.contactEmail : (row.accountEmail ?? email);
  return { id: row.id, endDate: row.endDate, mailTo };
}
