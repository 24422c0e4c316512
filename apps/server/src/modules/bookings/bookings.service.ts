import {
  initialBookingState,
  itineraryIn,
  type TBookingConfirmation,
  type TLanguage,
  type TPaymentOnBooking,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TDb } from '@tour/db';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { isOwnedBy } from '../booking-sessions/booking-sessions.service';
import { findBookingLanguage } from '../languages/languages.service';
import { completeSession, lockSessionForCheckout } from '../booking-sessions/session-checkout.service';
import { bookingMail, type TBookingMailKind } from './bookings.mails';
import {
  findBookingFlights,
  findBookingGuestNames,
  findBookingItinerary,
  findBookingTourContent,
  findOperatorRecipients,
  findTourOperatorOfBooking,
} from './booking-particulars.repository';
import { findBookingConfirmation, findBookingIdBySession, insertBooking } from './bookings.repository';
import { issueManageLink } from './manage-links.service';

/** What writing a booking e-mail needs besides the transaction. */
export type TBookingMailDeps = { appUrl: string; appName: string };

/**
 * Writes a booking e-mail to the outbox with a fresh private manage link (DESIGN decisions 11 and 16),
 * inside the caller's transaction, so that the mail and its link exist exactly when the change does.
 * A booking without a contact e-mail gets none. It is written in the language the booking was made in.
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
  const particulars = {
    operator: await findTourOperatorOfBooking(tx, bookingId),
    flights: await findBookingFlights(tx, bookingId),
  };
  const language = await findBookingLanguage(tx, bookingId);
  await enqueueMail(
    tx,
    { ...bookingMail(booking, kind, { appName: deps.appName, manageUrl, language }, particulars), bookingId },
    deps.now,
  );
}

/**
 * Who runs the booking's tour, its departure's flights, its guests and its programme; the programme in `language`
 * where the operator translated it (a traveller's mails), else in the tour's own (an operator's).
 */
export async function readBookingParticulars(db: TExecutor, bookingId: string, language?: TLanguage) {
  const itinerary = await findBookingItinerary(db, bookingId);
  const content = language ? await findBookingTourContent(db, bookingId) : null;
  return {
    operator: await findTourOperatorOfBooking(db, bookingId),
    flights: await findBookingFlights(db, bookingId),
    guests: await findBookingGuestNames(db, bookingId),
    itinerary: content && language ? itineraryIn(itinerary, content, language) : itinerary,
  };
}

/** The addresses told of the booking's tour's bookings: its company's e-mail, its users' and its owner's. */
export async function readOperatorRecipients(db: TExecutor, bookingId: string) {
  return findOperatorRecipients(db, bookingId);
}

/** The booking as the confirmation and manage pages show it, with its owners; unguarded: callers decide who may see it. */
export async function readBookingConfirmation(db: TExecutor, where: { bookingId: string } | { sessionId: string }) {
  return findBookingConfirmation(db, where);
}

type TSessionPaymentDecision = {
  /** The booking that already completed the session (paid, or a transfer awaiting verification), if any. */
  booking: { id: string; reference: string } | null;
};

/**
 * The one place where a way of paying a booking session is decided (DESIGN decision 3, decision 0004).
 * Card, PromptPay, bank transfer, pay later, the Stripe webhook and the status poll call this first inside the transaction that then writes their payment and booking: it takes the
 * session row with SELECT … FOR UPDATE, so concurrent payers of one session queue here, and reads under
 * that lock whether another payment already completed the session. The caller decides with that
 * answer before it writes anything: book, refuse with 409, or record money that arrived anyway for refund.
 * No network call may happen while the lock is held (PGlite is one session): call the provider first.
 */
export async function lockSessionForPayment(tx: TExecutor, sessionId: string): Promise<TSessionPaymentDecision> {
  await lockSessionForCheckout(tx, sessionId);
  return { booking: await findBookingIdBySession(tx, sessionId) };
}

type TCompletion = TBookingMailDeps & {
  paymentMethod: 'credit_card' | 'bank_transfer' | 'promptpay' | 'pay_later';
  payment: TPaymentOnBooking;
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
  const session = await lockSessionForCheckout(tx, sessionId);
  const existing = await findBookingIdBySession(tx, sessionId);
  if (existing) return existing;

  const view = await completeSession(tx, session, completion.now);
  const state = initialBookingState(completion.payment);
  const booking = await insertBooking(tx, {
    userId: session.userId,
    bookingSessionId: sessionId,
    tourId: session.tourId,
    tourDateId: session.tourDateId,
    numberOfGuests: session.seats,
    totalAmount: session.totalPrice,
    currency: session.currency,
    discountAmount: Math.max(0, view.pricing.subtotal - session.totalPrice),
    discountPercentage: view.pricing.discountPercent || null,
    bookingStatus: state.status,
    paymentStatus: state.paymentStatus,
    paymentMethod: completion.paymentMethod,
    paymentDeadline: completion.paymentDeadline ?? null,
    contactName: session.contactName,
    contactEmail: session.contactEmail,
    contactPhone: session.contactPhone,
    language: session.language,
    now: completion.now,
  });
  await queueBookingMail(tx, booking.id, 'booking_confirmation', completion);
  return booking;
}

/** The booking's owner only: its account, or the guest browser that made its session. */
export async function getOwnBookingConfirmation(
  db: TExecutor,
  where: { bookingId: string } | { sessionId: string },
  owner: TSessionOwner,
): Promise<TBookingConfirmation> {
  const booking = await findBookingConfirmation(db, where);
  const owned =
    booking &&
    (booking.userId
      ? booking.userId === owner.userId
      : isOwnedBy({ userId: null, accountId: booking.sessionAccountId ?? '' }, owner));
  if (!booking || !owned) throw new AppError('NOT_FOUND', 'Booking details not available');
  const { userId: _userId, sessionAccountId: _accountId, ...confirmation } = booking;
  return confirmation;
}

/**
 * "View My Bookings" for a guest: a fresh private manage link to the booking its browser (or account) made.
 * The path only: the browser is already on the app.
 */
export async function issueOwnManageLink(db: TDb, bookingId: string, owner: TSessionOwner, now: Date) {
  const booking = await getOwnBookingConfirmation(db, { bookingId }, owner);
  const href = await db.transaction((tx) =>
    issueManageLink(tx, { bookingId, tripEndDate: booking.date.endDate, appUrl: '', now }),
  );
  return { href };
}
