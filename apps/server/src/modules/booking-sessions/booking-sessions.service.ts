import {
  BOOKING_SESSION_EXTENSION_MS,
  BOOKING_SESSION_LIFETIME_MS,
  BOOKING_SESSION_MESSAGES,
  effectiveDiscountPercent,
  GUEST_ACCOUNT_PREFIX,
  isBookingSessionUsable,
  notEnoughSpotsMessage,
  priceBooking,
  type TBookingSessionView,
  type TCreateBookingSessionRequest,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { todayOf } from '../tours/tours.service';
import {
  claimSession,
  extendSession,
  findBookableDate,
  findSessionRow,
  insertBookingSession,
  releaseSessions,
  takeSeats,
  type TSessionRow,
} from './booking-sessions.repository';

export type TBookingSessionDeps = { db: TDb; clock: TClock };

/** Who is asking: a signed-in user, and/or the guest id kept in the browser's cookie. */
export type TSessionOwner = { userId: string | null; guestId: string | null };

const day = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
const instant = (value: string | Date) => new Date(value).toISOString();

export function toSessionView(row: TSessionRow): TBookingSessionView {
  const discountPercent = effectiveDiscountPercent(row.date_discount, row.tour_discount);
  const guests = row.adults + row.children + row.infants;
  const pricing = priceBooking(row.price, guests, discountPercent);
  return {
    id: row.id,
    status: row.status,
    accountId: row.account_id,
    createdAt: instant(row.created_at),
    expiresAt: instant(row.expires_at),
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    tour: {
      id: row.tour_id,
      slug: row.slug,
      title: row.title,
      location: row.location,
      country: row.country,
      description: row.description,
      durationDays: row.duration_days,
      highlights: row.highlights ?? [],
      thumbnailUrl: row.thumbnail_url,
    },
    date: { id: row.tour_date_id, startDate: day(row.start_date), endDate: day(row.end_date), availableSpots: row.available_spots },
    pricing: { currency: row.currency, pricePerPerson: row.price, ...pricing, total: row.total_price },
  };
}

export function isOwnedBy(row: Pick<TSessionRow, 'user_id' | 'account_id'>, owner: TSessionOwner): boolean {
  if (row.user_id) return row.user_id === owner.userId;
  return owner.guestId !== null && row.account_id === owner.guestId;
}

export function newGuestId(): string {
  return `${GUEST_ACCOUNT_PREFIX}${crypto.randomUUID()}`;
}

/** Holds the seats at once; the hold lasts 30 minutes unless extended, completed or abandoned. */
export async function startBookingSession(
  deps: TBookingSessionDeps,
  input: TCreateBookingSessionRequest,
  owner: TSessionOwner,
): Promise<TBookingSessionView> {
  const now = deps.clock.now();
  const accountId = owner.userId ?? owner.guestId;
  if (!accountId) throw new Error('a booking session needs an owner');
  const sessionId = await deps.db.transaction(async (tx) => {
    const date = await findBookableDate(tx, input.tourDateId, todayOf(deps.clock));
    if (!date) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.tourDateNotFound);
    if (!(await takeSeats(tx, date.id, input.guests, now))) {
      const left = (await findBookableDate(tx, date.id, todayOf(deps.clock)))?.available_spots ?? 0;
      throw new AppError('NOT_ENOUGH_SPOTS', notEnoughSpotsMessage(left));
    }
    const pricing = priceBooking(date.price, input.guests, effectiveDiscountPercent(date.date_discount, date.tour_discount));
    return insertBookingSession(tx, {
      accountId,
      userId: owner.userId,
      tourId: date.tour_id,
      tourDateId: date.id,
      adults: input.guests,
      totalPrice: pricing.total,
      currency: date.currency,
      now,
      expiresAt: new Date(now.getTime() + BOOKING_SESSION_LIFETIME_MS),
    });
  });
  return (await readOwnedSession(deps.db, sessionId, owner, now))!;
}

async function readOwnedSession(db: TExecutor, sessionId: string, owner: TSessionOwner, now: Date) {
  const row = await findSessionRow(db, sessionId);
  if (!row || !isOwnedBy(row, owner)) return null;
  if (row.status === 'active' && new Date(row.expires_at) <= now) {
    await releaseSessions(db, { now, newStatus: 'expired', sessionId, onlyDue: true });
    return toSessionView((await findSessionRow(db, sessionId))!);
  }
  return toSessionView(row);
}

/** Reads a session its owner may see; a due session is expired (and its seats returned) on read. */
export async function getBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  const now = deps.clock.now();
  const row = await findSessionRow(deps.db, sessionId);
  if (row && !row.user_id && owner.userId && isOwnedBy(row, owner)) {
    await claimSession(deps.db, sessionId, owner.userId);
  }
  const view = await readOwnedSession(deps.db, sessionId, owner, now);
  if (!view) throw new AppError('NOT_FOUND', BOOKING_SESSION_MESSAGES.notFound);
  return view;
}

export async function extendBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  const view = await getBookingSession(deps, sessionId, owner);
  const now = deps.clock.now();
  if (!isBookingSessionUsable(view, now) || !(await extendSession(deps.db, sessionId, now, new Date(now.getTime() + BOOKING_SESSION_EXTENSION_MS)))) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  return getBookingSession(deps, sessionId, owner);
}

export async function abandonBookingSession(deps: TBookingSessionDeps, sessionId: string, owner: TSessionOwner) {
  await getBookingSession(deps, sessionId, owner);
  await releaseSessions(deps.db, { now: deps.clock.now(), newStatus: 'abandoned', sessionId, onlyDue: false });
}

/** The periodic sweep: every due session is expired and its seats returned, once. */
export async function expireDueSessions(deps: TBookingSessionDeps) {
  return releaseSessions(deps.db, { now: deps.clock.now(), newStatus: 'expired', onlyDue: true });
}
