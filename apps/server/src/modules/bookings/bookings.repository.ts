import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TBookingConfirmation, TBookingPaymentStatus, TBookingStatusValue } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

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
  currency: string;
  discountAmount: number;
  discountPercentage: number | null;
  bookingStatus: TBookingStatusValue;
  paymentStatus: TBookingPaymentStatus;
  paymentMethod: 'credit_card' | 'bank_transfer' | 'promptpay' | 'paypal' | 'stripe' | 'cash' | 'pay_later';
  /** Reserve now, pay later: unpaid at this instant, the booking is cancelled. */
  paymentDeadline?: Date | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  now: Date;
};

/**
 * Inserts with a fresh `CHT-` reference, drawing again on the rare clash (DESIGN decision 4).
 * `on conflict do nothing` keeps the transaction usable; a clash on the session means the
 * session already has its booking, which is then returned.
 */
export async function insertBooking(db: TExecutor, input: TNewBooking): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const reference = newBookingReference();
    const now = input.now.toISOString();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      insert into bookings (user_id, booking_session_id, tour_id, tour_date_id, number_of_guests, total_amount, currency,
        discount_amount, discount_percentage, booking_reference, booking_status, payment_status, payment_method,
        payment_deadline, contact_name, contact_email, contact_phone, booking_date, created_at, updated_at)
      values (${input.userId}, ${input.bookingSessionId}, ${input.tourId}, ${input.tourDateId}, ${input.numberOfGuests},
        ${input.totalAmount}, ${input.currency}, ${input.discountAmount}, ${input.discountPercentage}, ${reference},
        ${input.bookingStatus}, ${input.paymentStatus}, ${input.paymentMethod},
        ${input.paymentDeadline ? input.paymentDeadline.toISOString() : null}::timestamptz, ${input.contactName}, ${input.contactEmail},
        ${input.contactPhone}, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)
      on conflict do nothing
      returning id`,
    );
    if (rows[0]) return { id: rows[0].id, reference };
    if (input.bookingSessionId) {
      const existing = await findBookingIdBySession(db, input.bookingSessionId);
      if (existing) return existing;
    }
  }
  throw new Error('could not draw a free booking reference');
}

export async function findBookingIdBySession(db: TExecutor, sessionId: string) {
  const rows = await queryRows<{ id: string; booking_reference: string }>(
    db,
    sql`
    select id, booking_reference from bookings where booking_session_id = ${sessionId}`,
  );
  return rows[0] ? { id: rows[0].id, reference: rows[0].booking_reference } : null;
}

type TConfirmationRow = {
  id: string;
  booking_reference: string;
  booking_status: string;
  payment_status: string;
  payment_method: string;
  payment_intent_id: string | null;
  total_amount: number;
  currency: string;
  number_of_guests: number;
  booking_date: Date | string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  payment_deadline: Date | string | null;
  refund_status: string | null;
  refund_amount: number | null;
  cancellation_reason: string | null;
  user_id: string | null;
  session_account_id: string | null;
  slug: string;
  title: string;
  location: string;
  country: string;
  duration_days: number;
  start_date: Date | string;
  end_date: Date | string;
};

const day = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

export async function findBookingConfirmation(
  db: TExecutor,
  where: { bookingId: string } | { sessionId: string },
): Promise<(TBookingConfirmation & { userId: string | null; sessionAccountId: string | null }) | null> {
  const condition =
    'bookingId' in where ? sql`b.id = ${where.bookingId}` : sql`b.booking_session_id = ${where.sessionId}`;
  const rows = await queryRows<TConfirmationRow>(
    db,
    sql`
    select b.id, b.booking_reference, b.booking_status, b.payment_status, b.payment_method, b.total_amount, b.currency,
      b.number_of_guests, b.booking_date, b.contact_name, b.contact_email, b.contact_phone, b.user_id,
      b.payment_deadline, b.refund_status, b.refund_amount, b.cancellation_reason,
      s.account_id as session_account_id,
      (select p.provider_payment_id from payments p where p.booking_id = b.id order by p.created_at desc limit 1) as payment_intent_id,
      t.slug, t.title, t.location, t.country, t.duration_days, d.start_date, d.end_date
    from bookings b
    join tours t on t.id = b.tour_id
    join tour_dates d on d.id = b.tour_date_id
    left join booking_sessions s on s.id = b.booking_session_id
    where ${condition}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    reference: row.booking_reference,
    status: row.booking_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    paymentDeadline: row.payment_deadline ? new Date(row.payment_deadline).toISOString() : null,
    refundStatus: row.refund_status,
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    cancellationReason: row.cancellation_reason,
    paymentIntentId: row.payment_intent_id,
    totalAmount: Number(row.total_amount),
    currency: row.currency,
    numberOfGuests: Number(row.number_of_guests),
    bookingDate: new Date(row.booking_date).toISOString(),
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    tour: {
      slug: row.slug,
      title: row.title,
      location: row.location,
      country: row.country,
      durationDays: Number(row.duration_days),
    },
    date: { startDate: day(row.start_date), endDate: day(row.end_date) },
    userId: row.user_id,
    sessionAccountId: row.session_account_id,
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
) {
  await queryRows(
    db,
    sql`
    update bookings set special_requests = ${input.specialRequests ?? null}, marketing_consent = ${input.marketingConsent}
    where id = ${bookingId}`,
  );
  for (const [position, guest] of input.guests.entries()) {
    await queryRows(
      db,
      sql`
      insert into booking_guests (booking_id, position, first_name, last_name, email, phone, date_of_birth, nationality,
        passport_number, passport_expiry, dietary_requirements, special_requests, emergency_contact_name, emergency_contact_phone)
      values (${bookingId}, ${position}, ${guest.firstName}, ${guest.lastName}, ${guest.email}, ${guest.phone},
        ${guest.dateOfBirth}, ${guest.nationality}, ${guest.passportNumber ?? null}, ${guest.passportExpiry ?? null},
        ${guest.dietaryRequirements ?? null}, ${guest.specialRequests ?? null}, ${guest.emergencyContactName ?? null},
        ${guest.emergencyContactPhone ?? null})`,
    );
  }
}

export async function bookingExists(db: TExecutor, bookingId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from bookings where id = ${bookingId}`);
  return rows.length > 0;
}
