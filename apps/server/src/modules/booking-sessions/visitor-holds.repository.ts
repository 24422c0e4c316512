import { bookingSessions, tourDates, tours } from '@tour/db';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';
import { SEATS } from './booking-sessions.repository';

/** A visitor's holds: the per-visitor lock, the seat cap's count, and the holds the tour page shows. */

/**
 * Serialises Book Now per visitor until the transaction ends, so that the seat cap and the
 * one-hold-per-departure rule see every hold the visitor has. Locks are taken in a fixed order.
 */
export async function lockVisitorHolds(db: TExecutor, accountIds: string[]) {
  for (const accountId of [...accountIds].sort()) {
    await queryRows<{ locked: boolean }>(
      db,
      sql`select pg_advisory_xact_lock(hashtextextended(${`booking-holds:${accountId}`}, 0)) is null as locked`,
    );
  }
}

/** The visitor's active hold on a departure, locked for resizing. */
export async function findActiveHold(db: TExecutor, accountId: string, tourDateId: string) {
  const [row] = await db
    .select({ id: bookingSessions.id, seats: SEATS })
    .from(bookingSessions)
    .where(
      and(
        eq(bookingSessions.accountId, accountId),
        eq(bookingSessions.tourDateId, tourDateId),
        eq(bookingSessions.status, 'active'),
      ),
    )
    .for('update');
  return row ? { id: row.id, seats: Number(row.seats) } : null;
}

/** Seats held by these account ids (one visitor: their user id and/or guest id) in active holds. */
export async function seatsHeldBy(db: TExecutor, accountIds: string[]) {
  const [row] = await db
    .select({ seats: sql<number>`coalesce(sum(${SEATS}), 0)::int` })
    .from(bookingSessions)
    .where(and(eq(bookingSessions.status, 'active'), inArray(bookingSessions.accountId, accountIds)));
  return Number(row?.seats ?? 0);
}

/** Book Now again: the existing hold takes the new guest count and price; its expiry stays. */
export async function resizeHold(
  db: TExecutor,
  input: { sessionId: string; adults: number; totalPrice: number; now: Date },
) {
  await db
    .update(bookingSessions)
    .set({ adults: input.adults, children: 0, infants: 0, totalPrice: input.totalPrice, updatedAt: input.now })
    .where(and(eq(bookingSessions.id, input.sessionId), eq(bookingSessions.status, 'active')));
}

/**
 * The active, unexpired holds on a tour's departures that belong to this visitor: sessions of the
 * signed-in user, and guest sessions of this browser's guest id (the ownership rule of `isOwnedBy`).
 */
export async function findVisitorHolds(
  db: TExecutor,
  input: { tourId: string; userId: string | null; guestId: string | null; now: Date },
) {
  const owners = [
    input.userId ? eq(bookingSessions.userId, input.userId) : undefined,
    input.guestId ? and(isNull(bookingSessions.userId), eq(bookingSessions.accountId, input.guestId)) : undefined,
  ].filter((condition) => condition !== undefined);
  if (owners.length === 0) return [];
  return db
    .select({
      sessionId: bookingSessions.id,
      tourSlug: tours.slug,
      tourDateId: tourDates.id,
      startDate: tourDates.startDate,
      endDate: tourDates.endDate,
      adults: bookingSessions.adults,
      children: bookingSessions.children,
      infants: bookingSessions.infants,
      expiresAt: bookingSessions.expiresAt,
    })
    .from(bookingSessions)
    .innerJoin(tours, eq(tours.id, bookingSessions.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookingSessions.tourDateId))
    .where(
      and(
        eq(bookingSessions.tourId, input.tourId),
        eq(bookingSessions.status, 'active'),
        gt(bookingSessions.expiresAt, input.now),
        or(...owners),
      ),
    )
    .orderBy(asc(tourDates.startDate), asc(bookingSessions.createdAt));
}
