import { expectRow } from '@tour/db';
import {
  BOOKING_MESSAGES,
  departureBookingPrice,
  notEnoughSpotsMessage,
  type ZCreateBookingRequest,
  type ZUpdateBookingStatusRequest,
} from '@tour/shared';
import type { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { findBookableDate, takeSeats } from '../booking-sessions/booking-sessions.service';
import { assertTourTakesBookings } from '../licence-watch/licence-watch.service';
import { todayOf } from '../tours/tours.service';
import { bookingExists, insertBooking, saveBookingFormDetails, setBookingStatusOnce } from './bookings.repository';

import { queueBookingMail } from './bookings.service';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

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
    assertTourTakesBookings(date);
    if (!(await takeSeats(tx, date.id, input.numberOfGuests, now))) {
      // Read again: other bookings may have taken seats since `date` was read.
      const message = notEnoughSpotsMessage(
        (await findBookableDate(tx, date.id, todayOf(deps.clock)))?.available_spots ?? 0,
      );
      throw new AppError('NOT_ENOUGH_SPOTS', message, { numberOfGuests: message });
    }
    const pricing = departureBookingPrice(
      { price: date.price, discountPercent: date.date_discount },
      date.tour_discount,
      input.numberOfGuests,
    );
    const primary = expectRow(input.guests[0], 'the lead guest (the schema requires one per seat)');
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
    await saveBookingFormDetails(tx, booking.id, input);
    await queueBookingMail(tx, booking.id, 'booking_confirmation', { ...deps, now });
    return { bookingId: booking.id, bookingReference: booking.reference };
  });
}

/**
 * The one status function (the spec's update_booking_status). Cancelling returns the seats once;
 * reopening a cancelled booking is refused because its seats may be gone.
 */
export async function updateBookingStatus(
  deps: TDeps,
  actor: TActor,
  bookingId: string,
  input: z.output<typeof ZUpdateBookingStatusRequest>,
) {
  return deps.db.transaction(async (tx) => {
    const [changed] = await setBookingStatusOnce(tx, bookingId, input, deps.clock.now());
    if (!changed) {
      throw (await bookingExists(tx, bookingId))
        ? new AppError('CONFLICT', BOOKING_MESSAGES.statusUpdateFailed)
        : new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
    }
    // Only administrators reach this (area manageBookings): DESIGN decision 24.
    await recordAdminAction(tx, actor, {
      action: 'booking.status_change',
      targetType: 'booking',
      targetId: bookingId,
      before: { status: changed.old_status, paymentStatus: changed.old_payment_status },
      after: { status: input.status, paymentStatus: input.paymentStatus ?? changed.old_payment_status },
    });
    return { message: BOOKING_MESSAGES.statusUpdated };
  });
}
