import { sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  effectiveDiscountPercent,
  notEnoughSpotsMessage,
  priceBooking,
  ZCreateBookingRequest,
  ZUpdateBookingStatusRequest,
} from '@tour/shared';
import type { z } from 'zod';
import type { TDb } from '@tour/db';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import { queryRows } from '../../db';
import { AppError } from '../../http/app-error';
import { findBookableDate, takeSeats } from '../booking-sessions/booking-sessions.repository';
import { todayOf } from '../tours/tours.service';
import { bookingConfirmationMail } from './bookings.mails';
import { findBookingConfirmation, insertBooking } from './bookings.repository';

type TDeps = { db: TDb; clock: TClock; appUrl: string };

/**
 * The booking form: the booking and its guests in one transaction, seats taken with the same
 * never-oversell rule as checkout. Payment is later (Pay Now) or offline: the booking starts pending.
 */
export async function createBookingFromForm(
  deps: TDeps,
  user: { id: string; email: string },
  input: z.output<typeof ZCreateBookingRequest>,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const date = await findBookableDate(tx, input.tourDateId, todayOf(deps.clock));
    if (!date || date.tour_id !== input.tourId) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.tourDateNotFound);
    if (!(await takeSeats(tx, date.id, input.numberOfGuests, now))) {
      // Read again: other bookings may have taken seats since `date` was read.
      const message = notEnoughSpotsMessage((await findBookableDate(tx, date.id, todayOf(deps.clock)))?.available_spots ?? 0);
      throw new AppError('NOT_ENOUGH_SPOTS', message, { numberOfGuests: message });
    }
    const pricing = priceBooking(date.price, input.numberOfGuests, effectiveDiscountPercent(date.date_discount, date.tour_discount));
    const primary = input.guests[0]!;
    const booking = await insertBooking(tx, {
      userId: user.id,
      bookingSessionId: null,
      tourId: date.tour_id,
      tourDateId: date.id,
      numberOfGuests: input.numberOfGuests,
      totalAmount: pricing.total,
      currency: date.currency,
      discountAmount: pricing.discountAmount,
      discountPercentage: pricing.discountPercent || null,
      bookingStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: input.paymentMethod,
      contactName: `${primary.firstName} ${primary.lastName}`,
      contactEmail: primary.email || user.email,
      contactPhone: primary.phone,
      now,
    });
    await queryRows(tx, sql`
      update bookings set special_requests = ${input.specialRequests ?? null}, marketing_consent = ${input.marketingConsent}
      where id = ${booking.id}`);
    for (const [position, guest] of input.guests.entries()) {
      await queryRows(tx, sql`
        insert into booking_guests (booking_id, position, first_name, last_name, email, phone, date_of_birth, nationality,
          passport_number, passport_expiry, dietary_requirements, special_requests, emergency_contact_name, emergency_contact_phone)
        values (${booking.id}, ${position}, ${guest.firstName}, ${guest.lastName}, ${guest.email}, ${guest.phone},
          ${guest.dateOfBirth}, ${guest.nationality}, ${guest.passportNumber ?? null}, ${guest.passportExpiry ?? null},
          ${guest.dietaryRequirements ?? null}, ${guest.specialRequests ?? null}, ${guest.emergencyContactName ?? null},
          ${guest.emergencyContactPhone ?? null})`);
    }
    const confirmation = await findBookingConfirmation(tx, { bookingId: booking.id });
    if (confirmation?.contactEmail) await enqueueMail(tx, bookingConfirmationMail(confirmation, deps.appUrl), now);
    return { bookingId: booking.id, bookingReference: booking.reference };
  });
}

/**
 * The one status function (the spec's update_booking_status). Cancelling returns the seats once;
 * reopening a cancelled booking is refused because its seats may be gone.
 */
export async function updateBookingStatus(deps: TDeps, bookingId: string, input: z.output<typeof ZUpdateBookingStatusRequest>) {
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string; old_status: string }>(deps.db, sql`
    with current as (select id, booking_status as old_status, tour_date_id, number_of_guests from bookings where id = ${bookingId} for update),
    changed as (
      update bookings b set booking_status = ${input.status},
        payment_status = coalesce(${input.paymentStatus ?? null}, b.payment_status),
        cancellation_date = case when ${input.status} = 'cancelled' and current.old_status <> 'cancelled' then ${now} else b.cancellation_date end,
        updated_at = ${now}
      from current where b.id = current.id and (current.old_status <> 'cancelled' or ${input.status} = 'cancelled')
      returning b.id, current.old_status, current.tour_date_id, current.number_of_guests
    ),
    restored as (
      update tour_dates d set available_spots = d.available_spots + changed.number_of_guests
      from changed where d.id = changed.tour_date_id and ${input.status} = 'cancelled' and changed.old_status <> 'cancelled'
      returning d.id
    )
    select id, old_status from changed`);
  if (rows.length === 0) {
    const [exists] = await queryRows(deps.db, sql`select 1 from bookings where id = ${bookingId}`);
    throw exists ? new AppError('CONFLICT', BOOKING_MESSAGES.statusUpdateFailed) : new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
  }
  return { message: BOOKING_MESSAGES.statusUpdated };
}
