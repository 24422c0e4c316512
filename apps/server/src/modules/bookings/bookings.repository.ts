import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  bookingGuests,
  bookingSessions,
  bookings,
  payments,
  type TBookingPaymentMethod,
  type TCurrency,
  tourDates,
  tours,
} from '@tour/db';
import {
  CANCELLATION_POLICY_CODES,
  cancellationPolicySnapshot,
  type TBookingConfirmation,
  type TBookingPaymentStatus,
  type TBookingStatusValue,
  type TCancellationPolicySnapshot,
  type TLanguage,
} from '@tour/shared';
import type { TExecutor } from '../../db';
import { insertBookingEvent } from './booking-events.repository';

export function newBookingReference(): string {
  return `CHT-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

type TNewBooking = {
  userId: string | null;
  bookingSessionId: string | null;
  tourId: string;
  tourDateId: string;
  numberOfGuests: number;
  totalAmount: number;
  currency: TCurrency;
  discountAmount: number;
  discountPercentage: number | null;
  bookingStatus: TBookingStatusValue;
  paymentStatus: TBookingPaymentStatus;
  paymentMethod: TBookingPaymentMethod;
  /** Reserve now, pay later: unpaid at this instant, the booking is cancelled. */
  paymentDeadline?: Date | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** The language the booking is made in (issue 27). */
  language: TLanguage;
  now: Date;
};

/**
 * The tour's cancellation policy as the booking keeps it (DESIGN decision 31), its code and tiers as the list
 * says now, read by the booking's own insert: no query of its own on the measured booking path.
 */
function policySnapshotOfTour(tourId: string) {
  const cases = CANCELLATION_POLICY_CODES.map(
    (code) => sql`when ${code} then ${JSON.stringify(cancellationPolicySnapshot(code))}::jsonb`,
  );
  return sql<TCancellationPolicySnapshot>`(select case ${tours.cancellationPolicy} ${sql.join(cases, sql` `)} end
    from ${tours} where ${tours.id} = ${tourId})`;
}

/**
 * Inserts with a fresh `CHT-` reference, and opens the booking's history, drawing again on the rare clash (DESIGN decision 4).
 * `on conflict do nothing` keeps the transaction usable; a clash on the session means the
 * session already has its booking, which is then returned.
 */
export async function insertBooking(db: TExecutor, input: TNewBooking): Promise<{ id: string; reference: string }> {
  const { now, paymentDeadline, ...booking } = input;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const reference = newBookingReference();
    const [row] = await db
      .insert(bookings)
      .values({
        ...booking,
        bookingReference: reference,
        cancellationPolicy: policySnapshotOfTour(booking.tourId),
        paymentDeadline: paymentDeadline ?? null,
        bookingDate: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    if (row) {
      await insertBookingEvent(db, {
        bookingId: row.id,
        event: 'created',
        before: null,
        after: {
          status: booking.bookingStatus ?? 'pending',
          paymentStatus: booking.paymentStatus ?? 'pending',
          refundStatus: null,
        },
        by: { kind: 'traveller' },
        now,
      });
      return { id: row.id, reference };
    }
    if (input.bookingSessionId) {
      const existing = await findBookingIdBySession(db, input.bookingSessionId);
      if (existing) return existing;
    }
  }
  throw new Error('could not draw a free booking reference');
}

export async function findBookingIdBySession(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({ id: bookings.id, reference: bookings.bookingReference })
    .from(bookings)
    .where(eq(bookings.bookingSessionId, sessionId));
  return row ?? null;
}

/** The provider's id of the booking's latest payment (its receipt's payment id). */
const LATEST_PAYMENT_ID = sql<string | null>`(
  select ${payments.providerPaymentId} from ${payments} where ${payments.bookingId} = ${bookings.id}
  order by ${payments.createdAt} desc limit 1)`;

export async function findBookingConfirmation(
  db: TExecutor,
  where: { bookingId: string } | { sessionId: string },
): Promise<(TBookingConfirmation & { userId: string | null; sessionAccountId: string | null }) | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      status: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      paymentDeadline: bookings.paymentDeadline,
      refundStatus: bookings.refundStatus,
      refundAmount: bookings.refundAmount,
      cancellationReason: bookings.cancellationReason,
      paymentIntentId: LATEST_PAYMENT_ID,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      numberOfGuests: bookings.numberOfGuests,
      bookingDate: bookings.bookingDate,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      contactPhone: bookings.contactPhone,
      cancellationPolicy: bookings.cancellationPolicy,
      tour: {
        slug: tours.slug,
        contentLanguage: tours.contentLanguage,
        title: tours.title,
        // The other language's title: the traveller's mails, receipt and screens name the tour in theirs (issue 27).
        titleTranslation: sql<string | null>`${tours.contentTranslation}->>'title'`,
        location: tours.location,
        country: tours.country,
        durationDays: tours.durationDays,
      },
      date: { startDate: tourDates.startDate, endDate: tourDates.endDate },
      userId: bookings.userId,
      sessionAccountId: bookingSessions.accountId,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(bookingSessions, eq(bookingSessions.id, bookings.bookingSessionId))
    .where('bookingId' in where ? eq(bookings.id, where.bookingId) : eq(bookings.bookingSessionId, where.sessionId));
  if (!row) return null;
  return {
    ...row,
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    bookingDate: row.bookingDate.toISOString(),
  };
}

/** The booking form's extras: the booking's special requests and consent, and one row per guest. */
export async function saveBookingFormDetails(
  db: TExecutor,
  bookingId: string,
  input: {
    specialRequests?: string | null;
    marketingConsent: boolean;
    guests: ReadonlyArray<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      dateOfBirth: string;
      nationality: string;
      passportNumber?: string | null;
      passportExpiry?: string | null;
      dietaryRequirements?: string | null;
      specialRequests?: string | null;
      emergencyContactName?: string | null;
      emergencyContactPhone?: string | null;
    }>;
  },
  now: Date,
) {
  await db
    .update(bookings)
    .set({ specialRequests: input.specialRequests ?? null, marketingConsent: input.marketingConsent, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  if (input.guests.length === 0) return;
  await db.insert(bookingGuests).values(
    input.guests.map((guest, position) => ({
      bookingId,
      position,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      dateOfBirth: guest.dateOfBirth,
      nationality: guest.nationality,
      passportNumber: guest.passportNumber ?? null,
      passportExpiry: guest.passportExpiry ?? null,
      dietaryRequirements: guest.dietaryRequirements ?? null,
      specialRequests: guest.specialRequests ?? null,
      emergencyContactName: guest.emergencyContactName ?? null,
      emergencyContactPhone: guest.emergencyContactPhone ?? null,
    })),
  );
}

/** A booking's statuses and its trip's last day, for an administrator's status change. */
export async function findBookingStateAndTripEnd(db: TExecutor, bookingId: string) {
  const [row] = await db
    .select({
      status: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
      endDate: tourDates.endDate,
    })
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
