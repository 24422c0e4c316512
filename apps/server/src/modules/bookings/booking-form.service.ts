import { expectRow } from '@tour/db';
import {
  adminStatusTargets,
  BOOKING_MESSAGES,
  marketplaceDayEnd,
  MONEY_MESSAGES,
  departureBookingPrice,
  initialBookingState,
  notEnoughSpotsMessage,
  type ZCreateBookingRequest,
  type ZUpdateBookingStatusRequest,
  type TLanguage,
} from '@tour/shared';
import type { z } from 'zod';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { refuseTakenDownTour } from '../booking-sessions/booking-sessions.service';
import { findBookableDeparture, takeDepartureSeats } from '../booking-sessions/session-checkout.service';
import { assertTourTakesBookings } from '../licence-watch/licence-watch.service';
import { todayOf } from '../tours/tours.service';
import { transitionBooking } from './booking-transitions.service';
import { findBookingStateAndTripEnd, insertBooking, saveBookingFormDetails } from './bookings.repository';
import { queueBookingMail } from './bookings.service';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

function notEnoughSpots(availableSpots: number): AppError {
  const message = notEnoughSpotsMessage(availableSpots);
  return new AppError('NOT_ENOUGH_SPOTS', message, { numberOfGuests: message });
}

/**
 * The booking form: the booking and its guests in one transaction, seats taken with the same
 * never-oversell rule as checkout. Payment is later (Pay Now) or offline: the booking starts pending.
 */
export async function createBookingFromForm(
  deps: TDeps,
  user: { id: string; email: string },
  input: z.output<typeof ZCreateBookingRequest>,
  language: TLanguage,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const date = await findBookableDeparture(tx, input.tourDateId, todayOf(deps.clock));
    if (!date) await refuseTakenDownTour(tx, input.tourDateId);
    if (!date || date.tourId !== input.tourId) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.tourDateNotFound);
    assertTourTakesBookings(date);
    // A departure already short of seats is refused before anything is written; the seat update below decides.
    if (date.availableSpots < input.numberOfGuests) throw notEnoughSpots(date.availableSpots);
    const pricing = departureBookingPrice(
      { price: date.price, discountPercent: date.dateDiscount },
      date.tourDiscount,
      input.numberOfGuests,
    );
    const state = initialBookingState('unpaid');
    const primary = expectRow(input.guests[0], 'the lead guest (the schema requires one per seat)');
    const booking = await insertBooking(tx, {
      userId: user.id,
      bookingSessionId: null,
      tourId: date.tourId,
      tourDateId: date.id,
      numberOfGuests: input.numberOfGuests,
      totalAmount: pricing.total,
      currency: date.currency,
      discountAmount: pricing.discountAmount,
      discountPercentage: pricing.discountPercent || null,
      bookingStatus: state.status,
      paymentStatus: state.paymentStatus,
      paymentMethod: input.paymentMethod,
      contactName: `${primary.firstName} ${primary.lastName}`,
      contactEmail: primary.email || user.email,
      contactPhone: primary.phone,
      language,
      now,
    });
    await saveBookingFormDetails(tx, booking.id, input, now);
    await queueBookingMail(tx, booking.id, 'booking_confirmation', { ...deps, now });
    // Seats last: the departure's row stays locked only until the commit, not while the booking is written.
    // Too few seats rolls everything above back.
    if (!(await takeDepartureSeats(tx, date.id, input.numberOfGuests, now))) {
      // Read again: other bookings may have taken seats since `date` was read.
      throw notEnoughSpots((await findBookableDeparture(tx, date.id, todayOf(deps.clock)))?.availableSpots ?? 0);
    }
    return { bookingId: booking.id, bookingReference: booking.reference };
  });
}

/**
 * An administrator's status change (the spec's update_booking_status), through the one transition function and
 * only along the transition table's administrator paths (adminStatusTargets): completion once the trip has ended
 * (Bangkok days), never a cancellation (cancelAdminBooking gives seats and money back) nor a reopening.
 */
export async function updateBookingStatus(
  deps: TDeps,
  actor: TActor,
  bookingId: string,
  input: z.output<typeof ZUpdateBookingStatusRequest>,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = await findBookingStateAndTripEnd(tx, bookingId);
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
    const tripEnded = now >= marketplaceDayEnd(booking.endDate);
    const samePayment = !input.paymentStatus || input.paymentStatus === booking.paymentStatus;
    if (!samePayment || !adminStatusTargets(booking, { tripEnded }).includes(input.status)) {
      throw new AppError('CONFLICT', MONEY_MESSAGES.statusNotAllowed);
    }
    const change = { event: 'status_set', ...input } as const;
    const by = { kind: 'administrator', userId: actor.userId } as const;
    // The table is asked again under the row's lock: a change made since the read above refuses this one.
    const changed = await transitionBooking(tx, bookingId, change, now, by);
    if (!changed) throw new AppError('CONFLICT', MONEY_MESSAGES.statusNotAllowed);
    // Only administrators reach this (area manageBookings): DESIGN decision 24.
    await recordAdminAction(tx, actor, {
      action: 'booking.status_change',
      targetType: 'booking',
      targetId: bookingId,
      before: { status: changed.before.status, paymentStatus: changed.before.paymentStatus },
      after: { status: changed.after.status, paymentStatus: changed.after.paymentStatus },
    });
    return { message: BOOKING_MESSAGES.statusUpdated };
  });
}
