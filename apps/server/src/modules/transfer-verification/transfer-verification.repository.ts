import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { bookings, payments, profiles, tourDates, tourFlights, tours, users } from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

/**
 * A transfer on the desk: a bank-transfer payment still pending verification whose booking still waits for it. A
 * booking cancelled meanwhile has turned the money into a refund owed ("to pay back"), so it leaves the queue.
 */
const AWAITING = and(
  eq(payments.method, 'bank_transfer'),
  eq(payments.status, 'pending_verification'),
  eq(bookings.bookingStatus, 'pending'),
  eq(bookings.paymentStatus, 'processing'),
);

/** Past its due time, or already escalated by the job. */
function overdueAt(now: Date): SQL<boolean> {
  return sql<boolean>`(${payments.escalatedAt} is not null or coalesce(${payments.verificationDueAt} <= ${now.toISOString()}::timestamptz, false))`;
}

/** One page of the queue: overdue first, then oldest first. */
export async function listAwaitingTransfers(db: TExecutor, now: Date, page: { limit: number; offset: number }) {
  const overdue = overdueAt(now);
  return db
    .select({
      paymentId: payments.id,
      bookingId: bookings.id,
      bookingReference: bookings.bookingReference,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
      verificationDueAt: payments.verificationDueAt,
      overdue,
      slipCheck: payments.slipCheck,
      slipBankCode: payments.slipBankCode,
      slipReference: payments.slipReference,
      slipContentType: payments.slipContentType,
      slipFileName: payments.slipFileName,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      guests: bookings.numberOfGuests,
      tour: { title: tours.title, slug: tours.slug, startDate: tourDates.startDate, endDate: tourDates.endDate },
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .where(AWAITING)
    .orderBy(sql`${overdue} desc`, asc(payments.createdAt), asc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAwaitingTransfers(db: TExecutor, now: Date) {
  const [row] = await db
    .select({ total: count(), overdue: sql<number>`count(*) filter (where ${overdueAt(now)})`.mapWith(Number) })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(AWAITING);
  return { total: row?.total ?? 0, overdue: row?.overdue ?? 0 };
}

/** A payment as the desk's decisions read it; null when there is no such payment. */
export async function findTransfer(db: TExecutor, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      slipCheck: payments.slipCheck,
      slipBankCode: payments.slipBankCode,
      slipReference: payments.slipReference,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/**
 * The administrator's decision on a transfer, written only while it still awaits one (the booking row is locked
 * first by its transition, so two decisions queue and the second finds none to make). A rejected transfer gives
 * up its idempotency key, so the traveller's next slip for the booking is a new payment rather than a repeat of
 * this one; it keeps its slip's bank and reference, so the same slip cannot be offered again.
 */
export async function decideTransfer(
  db: TExecutor,
  input: { paymentId: string; decision: 'succeeded' | 'rejected'; reason: string | null; by: string; now: Date },
) {
  const rows = await db
    .update(payments)
    .set({
      status: input.decision,
      reviewedAt: input.now,
      reviewedBy: input.by,
      rejectionReason: input.reason,
      updatedAt: input.now,
      ...(input.decision === 'rejected'
        ? { idempotencyKey: sql`${payments.idempotencyKey} || ':rejected:' || ${payments.id}` }
        : {}),
    })
    .where(and(eq(payments.id, input.paymentId), eq(payments.status, 'pending_verification')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * The new payment deadline of a booking whose transfer was rejected (decision 13's rule). `reminded` stamps the
 * reminder as sent when the rejection e-mail itself is the reminder (a deadline too close for another one).
 */
export async function setPaymentDeadline(
  db: TExecutor,
  input: { bookingId: string; deadline: Date; reminded: boolean; now: Date },
) {
  await db
    .update(bookings)
    .set({
      paymentDeadline: input.deadline,
      paymentReminderSentAt: input.reminded ? input.now : null,
      updatedAt: input.now,
    })
    .where(eq(bookings.id, input.bookingId));
}

/** The stored slip of a payment, for the desk to show. */
export async function findPaymentSlip(db: TExecutor, paymentId: string) {
  const [row] = await db
    .select({
      fileKey: payments.slipFileKey,
      contentType: payments.slipContentType,
      fileName: payments.slipFileName,
      reference: bookings.bookingReference,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  return row?.fileKey && row.contentType
    ? { fileKey: row.fileKey, contentType: row.contentType, bookingReference: row.reference }
    : null;
}

/** Transfers received before their due time was recorded (before issue 22): at most `limit`, oldest first. */
export async function listTransfersWithoutDueTime(db: TExecutor, limit: number) {
  return db
    .select({ id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.status, 'pending_verification'), isNull(payments.verificationDueAt)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function setVerificationDueAt(db: TExecutor, paymentId: string, dueAt: Date) {
  await db
    .update(payments)
    .set({ verificationDueAt: dueAt })
    .where(and(eq(payments.id, paymentId), isNull(payments.verificationDueAt)));
}

type TEscalatedRow = {
  paymentId: string;
  bookingId: string;
  bookingReference: string;
  amount: number;
  currency: string;
  receivedAt: Date | string;
  verificationDueAt: Date | string;
  tourTitle: string;
};

/**
 * Claims the transfers past their due time that were never escalated, by stamping `escalated_at`: the stamp is
 * the "once", and SKIP LOCKED lets a second instance's pass take other rows (or none) instead of the same ones.
 */
export async function claimOverdueTransfers(db: TExecutor, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<TEscalatedRow>(
    db,
    sql`
    with due as (
      select p.id from payments p join bookings b on b.id = p.booking_id
      where p.method = 'bank_transfer' and p.status = 'pending_verification' and p.escalated_at is null
        and p.verification_due_at <= ${at} and b.booking_status = 'pending' and b.payment_status = 'processing'
      order by p.verification_due_at limit ${limit}
      for update of p skip locked
    ),
    stamped as (
      update payments p set escalated_at = ${at}, updated_at = ${at}
      from due where p.id = due.id and p.escalated_at is null
      returning p.id, p.booking_id, p.amount, p.currency, p.created_at, p.verification_due_at
    )
    select s.id as "paymentId", s.booking_id as "bookingId", b.booking_reference as "bookingReference",
      s.amount, s.currency, s.created_at as "receivedAt", s.verification_due_at as "verificationDueAt",
      t.title as "tourTitle"
    from stamped s join bookings b on b.id = s.booking_id join tours t on t.id = b.tour_id
    order by s.verification_due_at`,
  );
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    receivedAt: new Date(row.receivedAt),
    verificationDueAt: new Date(row.verificationDueAt),
  }));
}

/** Every active administrator's address and chosen language, for the escalation e-mail. */
export async function listAdministratorAddresses(db: TExecutor) {
  const rows = await db
    .select({ email: users.email, name: profiles.username, language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(profiles.role, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.email));
  return rows;
}

/** What the rejection e-mail and its deadline need of the booking: its trip, its traveller, and when it leaves. */
export async function findBookingForRejection(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      // The tour's title in both languages: the traveller's mail names it in the booking's (issue 27).
      tour: {
        contentLanguage: tours.contentLanguage,
        title: tours.title,
        titleTranslation: sql<string | null>`${tours.contentTranslation}->>'title'`,
      },
      startDate: tourDates.startDate,
      endDate: tourDates.endDate,
      outboundDeparture: sql<string | null>`(select min(f.departure_time) from ${tourFlights} f
        where f.tour_date_id = ${bookings.tourDateId} and f.is_outbound)`,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
