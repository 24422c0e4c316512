import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  auditLog,
  bookingEvents,
  bookingGuests,
  bookingSessions,
  bookings,
  companies,
  mailOutbox,
  payments,
  profiles,
  refunds,
  tourDates,
  tourFlights,
  tours,
  users,
} from '@tour/db';
import type { TExecutor } from '../../db';

export type TAdminBookingsFilter = {
  search?: string;
  status?: string;
  paymentStatus?: string;
  method?: string;
  /** Calendar days of departure (a departure's date is its local day), both included. */
  departureFrom?: string;
  departureTo?: string;
};

/** `%…%` for ILIKE, the search's own `%`, `_` and `\` taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditionsOf(filter: TAdminBookingsFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : null;
  return and(
    pattern
      ? or(
          ilike(bookings.bookingReference, pattern),
          ilike(bookings.contactEmail, pattern),
          ilike(bookings.contactName, pattern),
          ilike(tours.title, pattern),
          ilike(users.email, pattern),
          ilike(profiles.username, pattern),
        )
      : undefined,
    filter.status ? eq(bookings.bookingStatus, filter.status as never) : undefined,
    filter.paymentStatus ? eq(bookings.paymentStatus, filter.paymentStatus as never) : undefined,
    filter.method ? eq(bookings.paymentMethod, filter.method as never) : undefined,
    filter.departureFrom ? gte(tourDates.startDate, filter.departureFrom) : undefined,
    filter.departureTo ? lte(tourDates.startDate, filter.departureTo) : undefined,
  );
}

const ROW_COLUMNS = {
  id: bookings.id,
  reference: bookings.bookingReference,
  tourTitle: tours.title,
  contactName: bookings.contactName,
  contactEmail: bookings.contactEmail,
  accountName: profiles.username,
  accountEmail: users.email,
  departureDate: tourDates.startDate,
  guests: bookings.numberOfGuests,
  totalAmount: bookings.totalAmount,
  currency: bookings.currency,
  status: bookings.bookingStatus,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  refundStatus: bookings.refundStatus,
  bookingDate: bookings.bookingDate,
};

/** One page of bookings matching the filter, newest first. */
export async function listBookings(
  db: TExecutor,
  filter: TAdminBookingsFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(ROW_COLUMNS)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(conditionsOf(filter))
    .orderBy(desc(bookings.bookingDate), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBookings(db: TExecutor, filter: TAdminBookingsFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(conditionsOf(filter));
  return row?.total ?? 0;
}

/** One booking with its tour, departure, account and operator; null when there is none. */
export async function findBookingDetail(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      ...ROW_COLUMNS,
      userId: bookings.userId,
      contactPhone: bookings.contactPhone,
      sessionId: bookings.bookingSessionId,
      cancellationReason: bookings.cancellationReason,
      cancellationDate: bookings.cancellationDate,
      paymentDeadline: bookings.paymentDeadline,
      refundAmount: bookings.refundAmount,
      tourSlug: tours.slug,
      endDate: tourDates.endDate,
      operator: sql<
        string | null
      >`coalesce(${companies.companyNameEn}, ${companies.companyNameTh}, ${tours.companyName})`,
      cancellationPolicy: bookings.cancellationPolicy,
      outboundDeparture: sql<string | null>`(select min(f.departure_time) from ${tourFlights} f
        where f.tour_date_id = ${bookings.tourDateId} and f.is_outbound)`,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export async function listGuests(db: TExecutor, bookingId: string) {
  return db
    .select({
      firstName: bookingGuests.firstName,
      lastName: bookingGuests.lastName,
      email: bookingGuests.email,
      nationality: bookingGuests.nationality,
    })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}

export async function listPayments(db: TExecutor, bookingId: string) {
  return db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
      lastErrorCode: payments.lastErrorCode,
      slipFileKey: payments.slipFileKey,
      slipCheck: payments.slipCheck,
      slipBankCode: payments.slipBankCode,
      slipReference: payments.slipReference,
      slipContentType: payments.slipContentType,
      slipFileName: payments.slipFileName,
      rejectionReason: payments.rejectionReason,
      reviewedAt: payments.reviewedAt,
      escalatedAt: payments.escalatedAt,
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));
}

export async function listRefunds(db: TExecutor, bookingId: string) {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      route: refunds.route,
      amount: refunds.amount,
      currency: refunds.currency,
      status: refunds.status,
      reason: refunds.reason,
      requestedByKind: refunds.requestedByKind,
      requestedBy: refunds.requestedBy,
      recordedBy: refunds.recordedBy,
      createdAt: refunds.createdAt,
      submittedAt: refunds.submittedAt,
      settledAt: refunds.settledAt,
      transferReference: refunds.transferReference,
      failureReason: refunds.failureReason,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt));
}

/** When the seats were first held: the booking session's start, for a booking made at checkout. */
export async function findHold(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({
      createdAt: bookingSessions.createdAt,
      seats: sql<number>`${bookingSessions.adults} + ${bookingSessions.children} + ${bookingSessions.infants}`.mapWith(
        Number,
      ),
    })
    .from(bookingSessions)
    .where(eq(bookingSessions.id, sessionId));
  return row ?? null;
}

export async function listBookingEvents(db: TExecutor, bookingId: string) {
  return db
    .select({
      event: bookingEvents.event,
      status: bookingEvents.bookingStatus,
      paymentStatus: bookingEvents.paymentStatus,
      refundStatus: bookingEvents.refundStatus,
      actorKind: bookingEvents.actorKind,
      actorUserId: bookingEvents.actorUserId,
      note: bookingEvents.note,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

export async function listBookingMails(db: TExecutor, bookingId: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .orderBy(asc(mailOutbox.createdAt));
}

export async function listBookingAudit(db: TExecutor, bookingId: string) {
  return db
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, bookingId)))
    .orderBy(asc(auditLog.createdAt));
}

/** The names the timeline shows for the people who acted: an administrator's username, else their e-mail. */
export async function findUserNames(db: TExecutor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.username || row.email]));
}
