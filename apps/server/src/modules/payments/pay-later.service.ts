import {
  BOOKING_SESSION_MESSAGES,
  isBookingSessionUsable,
  isPayLaterOffered,
  PAY_LATER_MESSAGES,
  PAYMENT_MESSAGES,
  payLaterDeadline,
  type TPayLaterRequest,
  type TPayLaterResponse,
  type TLanguage,
} from '@tour/shared';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { getBookingSession } from '../booking-sessions/booking-sessions.service';
import { saveCheckoutContact } from '../booking-sessions/session-checkout.service';
import {
  bookSession,
  lockSessionForPayment,
  readBookingConfirmation,
  type TBookingMailDeps,
} from '../bookings/bookings.service';
import type { TSettleDeps } from './settlement.service';

/**
 * Reserve now, pay later (DESIGN decision 13): the hold becomes a pending, unpaid booking that keeps its
 * seats until its payment deadline. Decided under the session's row lock like every other way of paying
 * (decision 3): a session another method completed is refused with 409 'already paid'; a repeat of this
 * reservation (double click, retry) answers with the reservation it made.
 */
export async function reserveForLater(
  deps: Pick<TSettleDeps, 'db' | 'clock'> & TBookingMailDeps,
  input: TPayLaterRequest,
  owner: TSessionOwner,
  language: TLanguage,
): Promise<TPayLaterResponse> {
  const session = await getBookingSession(deps, input.sessionId, owner);
  if (!isPayLaterOffered(session.date.startDate, deps.clock.now())) {
    throw new AppError('VALIDATION_FAILED', PAY_LATER_MESSAGES.notOffered);
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const decision = await lockSessionForPayment(tx, session.id);
    if (decision.booking) {
      const existing = await readBookingConfirmation(tx, { bookingId: decision.booking.id });
      if (existing?.paymentMethod !== 'pay_later' || !existing.paymentDeadline) {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
      }
      return {
        bookingId: existing.id,
        bookingReference: existing.reference,
        paymentDeadline: existing.paymentDeadline,
      };
    }
    if (!isBookingSessionUsable(session, now)) {
      throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
    }
    await saveCheckoutContact(tx, session.id, input.customerInfo, language, now);
    const paymentDeadline = payLaterDeadline(now, session.date.startDate);
    const booking = await bookSession(tx, session.id, {
      paymentMethod: 'pay_later',
      payment: 'unpaid',
      paymentDeadline,
      now,
      appUrl: deps.appUrl,
      appName: deps.appName,
    });
    return {
      bookingId: booking.id,
      bookingReference: booking.reference,
      paymentDeadline: paymentDeadline.toISOString(),
    };
  });
}
