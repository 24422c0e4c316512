import { expectRow } from '@tour/db';
import { BOOKING_SESSION_MESSAGES, notEnoughSpotsMessage, type TBookingConfirmation } from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import {
  findSessionRow,
  lockSessionForBooking,
  markSessionCompleted,
  takeSeats,
} from '../booking-sessions/booking-sessions.service';
import { isOwnedBy, toSessionView, type TSessionOwner } from '../booking-sessions/booking-sessions.service';
import { issueManageLink } from '../booking-access/manage-links';
import { bookingMail, type TBookingMailKind } from './bookings.mails';
import { findBookingConfirmation, findBookingIdBySession, insertBooking } from './bookings.repository';

/** Test support moves a reservation's deadline through this, never through the repository. */
export { movePaymentDeadline } from './bookings.repository';

/** What writing a booking e-mail needs besides the transaction. */
export type TBookingMailDeps = { appUrl: string; appName: string };

/**
 * Writes a booking e-mail to the outbox with a fresh private manage link (DESIGN decisions 11 and 16),
 * inside the caller's transaction, so that the mail and its link exist exactly when the change does.
 * A booking without a contact e-mail gets none.
 */
export async function queueBookingMail(
  tx: TExecutor,
  bookingId: string,
  kind: TBookingMailKind,
  deps: TBookingMailDeps & { now: Date },
) {
  const booking = await findBookingConfirmation(tx, { bookingId });
  if (!booking?.contactEmail) return;
  const manageUrl = await issueManageLink(tx, {
    bookingId,
    tripEndDate: booking.date.endDate,
    appUrl: deps.appUrl,
    now: deps.now,
  });
  await enqueueMail(tx, bookingMail(booking, kind, { appName: deps.appName, manageUrl }), deps.now);
}

/** The booking read other modules show (the manage-booking page); unguarded: callers decide who may see it. */
export { findBookingConfirmation } from './bookings.repository';

type TSessionPaymentDecision = {
  /** The booking that already completed the session (paid, or a transfer awaiting verification), if any. */
  booking: { id: string; reference: string } | null;
};

/**
 * The one place where a way of paying a booking session is decided (DESIGN decision 3, decision 0004).
 * Card, PromptPay, bank transfer, the Stripe webhook and the status poll (and pay later, when it comes)
 * call this first inside the transaction that then writes their payment and booking: it takes the
 * session row with SELECT … FOR UPDATE, so concurrent payers of one session queue here, and reads under
 * that lock whether another payment already completed the session. The caller decides with that
 * answer before it writes anything: book, refuse with 409, or record money that arrived anyway for refund.
 * No network call may happen while the lock is held (PGlite is one session): call the provider first.
 */
export async function lockSessionForPayment(tx: TExecutor, sessionId: string): Promise<TSessionPaymentDecision> {
  const session = await lockSessionForBooking(tx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.notFound);
  return { booking: await findBookingIdBySession(tx, sessionId) };
}

type TCompletion = TBookingMailDeps & {
  paymentMethod: 'credit_card' | 'bank_transfer' | 'promptpay' | 'pay_later';
  paid: boolean;
  /** Reserve now, pay later: the booking stays unpaid until then. */
  paymentDeadline?: Date;
  now: Date;
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
      const view = toSessionView(expectRow(await findSessionRow(tx, sessionId), `booking session ${sessionId}`));
      throw new AppError('NOT_ENOUGH_SPOTS', notEnoughSpotsMessage(view.date.availableSpots));
    }
  }
  await markSessionCompleted(tx, sessionId, completion.now);

  const view = toSessionView(expectRow(await findSessionRow(tx, sessionId), `booking session ${sessionId}`));
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
    // A reservation has received nothing: 'pending', payable until its deadline.
    paymentStatus: completion.paid ? 'completed' : completion.paymentMethod === 'pay_later' ? 'pending' : 'processing',
    paymentMethod: completion.paymentMethod,
    paymentDeadline: completion.paymentDeadline ?? null,
    contactName: session.contact_name,
    contactEmail: session.contact_email,
    contactPhone: session.contact_phone,
    now: completion.now,
  });
  await queueBookingMail(tx, booking.id, 'booking_confirmation', completion);
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
