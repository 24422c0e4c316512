import { BOOKING_SESSION_MESSAGES, notEnoughSpotsMessage, type TBookingConfirmation } from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import {
  findSessionRow,
  lockSessionForBooking,
  markSessionCompleted,
  takeSeats,
} from '../booking-sessions/booking-sessions.repository';
import { isOwnedBy, toSessionView, type TSessionOwner } from '../booking-sessions/booking-sessions.service';
import { bookingConfirmationMail } from './bookings.mails';
import { findBookingConfirmation, findBookingIdBySession, insertBooking } from './bookings.repository';

type TCompletion = {
  paymentMethod: 'credit_card' | 'bank_transfer' | 'promptpay';
  paid: boolean;
  now: Date;
  appUrl: string;
};

/**
 * Turns a booking session into its booking inside the caller's transaction: the hold's seats become
 * the booking's (taken again if the hold had lapsed, never beyond what is left), the session is
 * completed, and the confirmation e-mail is queued. A session already booked returns that booking.
 */
export async function bookSession(tx: TExecutor, sessionId: string, completion: TCompletion) {
  const session = await lockSessionForBooking(tx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.notFound);
  const existing = await findBookingIdBySession(tx, sessionId);
  if (existing) return existing;

  if (session.status === 'expired' || session.status === 'abandoned') {
    if (!(await takeSeats(tx, session.tour_date_id, session.seats, completion.now))) {
      const view = toSessionView((await findSessionRow(tx, sessionId))!);
      throw new AppError('NOT_ENOUGH_SPOTS', notEnoughSpotsMessage(view.date.availableSpots));
    }
  }
  await markSessionCompleted(tx, sessionId, completion.now);

  const view = toSessionView((await findSessionRow(tx, sessionId))!);
  const booking = await insertBooking(tx, {
    userId: session.user_id,
    bookingSessionId: sessionId,
    tourId: session.tour_id,
    tourDateId: session.tour_date_id,
    numberOfGuests: session.seats,
    totalAmount: session.total_price,
    currency: session.currency,
    discountAmount: Math.max(0, view.pricing.subtotal - session.total_price),
    discountPercentage: view.pricing.discountPercent || null,
    bookingStatus: completion.paid ? 'confirmed' : 'pending',
    // A bank transfer with its slip is being verified: 'processing', so Pay Now is not offered on it.
    paymentStatus: completion.paid ? 'completed' : 'processing',
    paymentMethod: completion.paymentMethod,
    contactName: session.contact_name,
    contactEmail: session.contact_email,
    contactPhone: session.contact_phone,
    now: completion.now,
  });
  const confirmation = await findBookingConfirmation(tx, { bookingId: booking.id });
  if (confirmation?.contactEmail) {
    await enqueueMail(tx, bookingConfirmationMail(confirmation, completion.appUrl), completion.now);
  }
  return booking;
}

/** The booking's owner only: its account, or the guest browser that made its session. */
export async function getBookingConfirmation(
  db: TExecutor,
  where: { bookingId: string } | { sessionId: string },
  owner: TSessionOwner,
): Promise<TBookingConfirmation> {
  const booking = await findBookingConfirmation(db, where);
  const owned =
    booking &&
    (booking.userId
      ? booking.userId === owner.userId
      : isOwnedBy({ user_id: null, account_id: booking.sessionAccountId ?? '' }, owner));
  if (!booking || !owned) throw new AppError('NOT_FOUND', 'Booking details not available');
  const { userId: _userId, sessionAccountId: _accountId, ...confirmation } = booking;
  return confirmation;
}

