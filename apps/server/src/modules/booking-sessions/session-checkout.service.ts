import { expectRow } from '@tour/db';
import {
  BOOKING_SESSION_MESSAGES,
  notEnoughSpotsMessage,
  type TBookingSessionView,
  type TContactInfo,
  type TLanguage,
} from '@tour/shared';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import {
  findSessionRow,
  lockSessionForBooking,
  markSessionCompleted,
  saveSessionContact,
} from './booking-sessions.repository';
import { findBookableDate, takeSeats } from './seat-inventory.repository';
import { toSessionView } from './booking-sessions.service';

/**
 * What checkout (the payments) and the booking form use of the seat inventory and of a held session: a
 * booking is made from a session, or takes its seats directly, under the same never-oversell rule.
 */

/** A departure that can be booked today (published, not yet started), with its price terms. */
export async function findBookableDeparture(db: TExecutor, tourDateId: string, today: string) {
  return findBookableDate(db, tourDateId, today);
}

/** Takes seats only while enough are left (DESIGN decision 2); false when they are not. */
export async function takeDepartureSeats(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  return takeSeats(db, tourDateId, seats, now);
}

/**
 * The traveller's contact details, kept on the session for the booking it becomes, with the language they are
 * paying in: the booking's e-mails and receipt are written in it, even when a payment settles later (a webhook).
 */
export async function saveCheckoutContact(
  db: TExecutor,
  sessionId: string,
  contact: TContactInfo,
  language: TLanguage,
  now: Date,
) {
  await saveSessionContact(db, sessionId, contact, language, now);
}

export type TLockedSession = NonNullable<Awaited<ReturnType<typeof lockSessionForBooking>>>;

/**
 * Takes the session row with SELECT … FOR UPDATE until the transaction ends: every way of paying a session
 * queues here (decision 0004). Unknown session: NOT_FOUND.
 */
export async function lockSessionForCheckout(tx: TExecutor, sessionId: string): Promise<TLockedSession> {
  const session = await lockSessionForBooking(tx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.notFound);
  return session;
}

async function readSessionView(db: TExecutor, sessionId: string): Promise<TBookingSessionView> {
  return toSessionView(expectRow(await findSessionRow(db, sessionId), `booking session ${sessionId}`));
}

/**
 * Completes a locked session for the booking it becomes: its hold's seats become the booking's, taken again
 * if the hold had lapsed (never beyond what is left: NOT_ENOUGH_SPOTS). Returns the session as completed.
 */
export async function completeSession(tx: TExecutor, session: TLockedSession, now: Date) {
  if (session.status === 'expired' || session.status === 'abandoned') {
    if (!(await takeSeats(tx, session.tourDateId, session.seats, now))) {
      const view = await readSessionView(tx, session.id);
      throw new AppError('NOT_ENOUGH_SPOTS', notEnoughSpotsMessage(view.date.availableSpots));
    }
  }
  await markSessionCompleted(tx, session.id, now);
  return readSessionView(tx, session.id);
}
