import { expectRow } from '@tour/db';
import {
  BOOKING_SESSION_LIFETIME_MS,
  BOOKING_SESSION_MESSAGES,
  departureBookingPrice,
  extendedExpiry,
  isBookingSessionUsable,
  MAX_SEATS_HELD_PER_VISITOR,
  notEnoughSpotsMessage,
  type TBookingSessionView,
  type TCreateBookingSessionRequest,
  type TStartBookingSessionResponse,
  type TVisitorHoldsResponse,
  TOUR_UNAVAILABLE_MESSAGE,
} from '@tour/shared';
import { isUniqueViolation, type TDb } from '@tour/db';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { assertTourTakesBookings } from '../licence-watch/licence-watch.service';
import { todayOf } from '../tours/tours.service';
import {
  claimSession,
  extendSession,
  findSessionRow,
  insertBookingSession,
  releaseSessions,
  type TSessionRow,
} from './booking-sessions.repository';
import { departureOfHiddenTour, findBookableDate, giveSeatsBack, takeSeats } from './seat-inventory.repository';
import {
  findActiveHold,
  findVisitorHolds,
  lockVisitorHolds,
  resizeHold,
  seatsHeldBy,
} from './visitor-holds.repository';

export type TBookingSessionDeps = { db: TDb; clock: TClock };

/**
 * Refuses a new hold or booking on a tour an administrator unpublished with the tour page's own words
 * rather than as an unknown departure (410). Holds and bookings made before stand.
 */
export async function refuseTakenDownTour(db: TExecutor, tourDateId: string) {
  if (await departureOfHiddenTour(db, tourDateId)) throw new AppError('TOUR_UNAVAILABLE', TOUR_UNAVAILABLE_MESSAGE);
}

export function toSessionView(row: TSessionRow): TBookingSessionView {
  const departure = { price: row.date.price, discountPercent: row.date.discountPercent };
  const price = departureBookingPrice(departure, row.tour.discountPercent, row.adults + row.children + row.infants);
  const { discountPercent: _tourDiscount, ...tour } = row.tour;
  return {
    id: row.id,
    status: row.status,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    tour,
    date: {
      id: row.date.id,
      startDate: row.date.startDate,
      endDate: row.date.endDate,
      availableSpots: row.date.availableSpots,
    },
    pricing: {
      currency: row.currency,
      pricePerPerson: price.listedPerPerson,
      subtotal: price.subtotal,
      discountPercent: price.discountPercent,
      discountAmount: price.discountAmount,
      // What the hold was priced at when Book Now was pressed; the payment charges this amount.
      total: row.totalPrice,
    },
  };
}

/** A session's owner: its account when it has one, else the guest browser whose cookie made it. */
export function isOwnedBy(session: { userId: string | null; accountId: string }, owner: TSessionOwner): boolean {
  if (session.userId) return session.userId === owner.userId;
  return owner.guestId !== null && session.accountId === owner.guestId;
}

/** Every account id the visitor answers to: the signed-in user, and the guest cookie of this browser. */
function visitorAccountIds(owner: TSessionOwner): string[] {
  return [...new Set([owner.userId, owner.guestId].filter((id): id is string => id !== null))];
}

/**
 * Book Now. Holds the seats at once; the hold lasts 30 minutes unless extended, completed or abandoned.
 * A visitor who already holds this departure gets that hold back (`reused`), resized to the new guest
 * count when the seats allow, its expiry unchanged. A visitor holds at most 10 seats at once across
 * holds (DESIGN decision 17). The partial unique index on (account_id, tour_date_id) for active holds
 * backs this up: an insert that loses a race to it is answered with the hold that won.
 */
export async function startBookingSession(
  deps: TBookingSessionDeps,
  input: TCreateBookingSessionRequest,
  owner: TSessionOwner,
): Promise<TStartBookingSessionResponse> {
  try {
    return await holdSeats(deps, input, owner);
  } catch (error) {
    if (!isUniqueViolation(error, ONE_ACTIVE_HOLD_INDEX)) throw error;
    return holdSeats(deps, input, owner);
  }
}

const ONE_ACTIVE_HOLD_INDEX = 'booking_sessions_one_active_hold_unique';

async function holdSeats(
  deps: TBookingSessionDeps,
  input: TCreateBookingSessionRequest,
  owner: TSessionOwner,
): Promise<TStartBookingSessionResponse> {
  const now = deps.clock.now();
  const accountId = owner.userId ?? owner.guestId;
  if (!accountId) throw new Error('a booking session needs an owner');
  const accountIds = visitorAccountIds(owner);
  const { sessionId, reused } = await deps.db.transaction(async (tx) => {
    await lockVisitorHolds(tx, accountIds);
    await releaseSessions(tx, { now, newStatus: 'expired', accountIds, onlyDue: true });
    const date = await findBookableDate(tx, input.tourDateId, todayOf(deps.clock));
    if (!date) {
      await refuseTakenDownTour(tx, input.tourDateId);
      throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.tourDateNotFound);
    }
    assertTourTakesBookings(date);
    const existing = await findActiveHold(tx, accountId, date.id);
    const alreadyHeld = existing?.seats ?? 0;
    const heldElsewhere = (await seatsHeldBy(tx, accountIds)) - alreadyHeld;
    if (heldElsewhere + input.guests > MAX_SEATS_HELD_PER_VISITOR) {
      throw new AppError('CONFLICT', BOOKING_SESSION_MESSAGES.holdLimit);
    }
    const delta = input.guests - alreadyHeld;
    if (delta > 0 && !(await takeSeats(tx, date.id, delta, now))) {
      const left = (await findBookableDate(tx, date.id, todayOf(deps.clock)))?.availableSpots ?? 0;
      // The visitor could have their own held seats plus those left.
      throw new AppError('NOT_ENOUGH_SPOTS', notEnoughSpotsMessage(Number(left) + alreadyHeld));
    }
    if (delta < 0) await giveSeatsBack(tx, date.id, -delta, now);
    const pricing = departureBookingPrice(
      { price: date.price, discountPercent: date.dateDiscount },
      date.tourDiscount,
      input.guests,
    );
    if (existing) {
      await resizeHold(tx, { sessionId: existing.id, adults: input.guests, totalPrice: pricing.total, now });
      return { sessionId: existing.id, reused: true };
    }
    const id = await insertBookingSession(tx, {
      accountId,
      userId: owner.userId,
      tourId: date.tourId,
      tourDateId: date.id,
      adults: input.guests,
      totalPrice: pricing.total,
      currency: date.currency,
      now,
      expiresAt: new Date(now.getTime() + BOOKING_SESSION_LIFETIME_MS),
    });
    return { sessionId: id, reused: false };
  });
  const view = expectRow(await readOwnedSession(deps.db, sessionId, owner, now), `booking session ${sessionId}`);
  return { ...view, reused };
}

async function readOwnedSession(db: TExecutor, sessionId: string, owner: TSessionOwner, now: Date) {
  const row = await findSessionRow(db, sessionId);
  if (!row || !isOwnedBy(row, owner)) return null;
  if (row.status === 'active' && row.expiresAt <= now) {
    await releaseSessions(db, { now, newStatus: 'expired', sessionId, onlyDue: true });
    return toSessionView(expectRow(await findSessionRow(db, sessionId), `booking session ${sessionId}`));
  }
  return toSessionView(row);
}

/** Reads a session its owner may see; a due session is expired (and its seats returned) on read. */
export async function getBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  const now = deps.clock.now();
  const row = await findSessionRow(deps.db, sessionId);
  if (row && !row.userId && owner.userId && isOwnedBy(row, owner)) {
    try {
      await claimSession(deps.db, sessionId, owner.userId);
    } catch (error) {
      // The account took a hold on this departure at the same moment: the session stays the guest's.
      if (!isUniqueViolation(error, ONE_ACTIVE_HOLD_INDEX)) throw error;
    }
  }
  const view = await readOwnedSession(deps.db, sessionId, owner, now);
  if (!view) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.notFound);
  return view;
}

/**
 * Extend: the later of the current expiry and now + 15 minutes, capped at 60 minutes from the start
 * (DESIGN decision 17). The answer carries the new expiry.
 */
export async function extendBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  const view = await getBookingSession(deps, sessionId, owner);
  const now = deps.clock.now();
  if (
    !isBookingSessionUsable(view, now) ||
    !(await extendSession(deps.db, sessionId, now, extendedExpiry(view, now)))
  ) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  return getBookingSession(deps, sessionId, owner);
}

export async function abandonBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  await getBookingSession(deps, sessionId, owner);
  await releaseSessions(deps.db, { now: deps.clock.now(), newStatus: 'abandoned', sessionId, onlyDue: false });
}

/**
 * The seats this visitor holds right now on the tour's departures (tour page: 'You are holding …').
 * Only their own holds, and only those still running: nothing about anyone else's.
 */
export async function listVisitorHolds(
  deps: TBookingSessionDeps,
  tourId: string,
  owner: TSessionOwner,
): Promise<TVisitorHoldsResponse> {
  const rows = await findVisitorHolds(deps.db, { tourId, ...owner, now: deps.clock.now() });
  return {
    holds: rows.map((row) => ({
      sessionId: row.sessionId,
      tourSlug: row.tourSlug,
      date: { id: row.tourDateId, startDate: row.startDate, endDate: row.endDate },
      guests: row.adults + row.children + row.infants,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** The periodic sweep: every due session is expired and its seats returned, once. */
export async function expireDueSessions(deps: TBookingSessionDeps) {
  return releaseSessions(deps.db, { now: deps.clock.now(), newStatus: 'expired', onlyDue: true });
}
