import { bookingsPausedSql, tourDates, tours } from '@tour/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db';

/** A departure's seats: what Book Now holds and a booking takes, never more than are left. */

/**
 * Takes seats only while enough are left: one conditional UPDATE, so no interleaving of
 * concurrent holds can push `available_spots` below zero (DESIGN decision 2).
 */
export async function takeSeats(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  const rows = await db
    .update(tourDates)
    .set({ availableSpots: sql`${tourDates.availableSpots} - ${seats}`, updatedAt: now })
    .where(and(eq(tourDates.id, tourDateId), gte(tourDates.availableSpots, seats)))
    .returning({ id: tourDates.id });
  return rows.length === 1;
}

/** Gives seats back to a departure (a hold made smaller). */
export async function giveSeatsBack(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  await db
    .update(tourDates)
    .set({ availableSpots: sql`${tourDates.availableSpots} + ${seats}`, updatedAt: now })
    .where(eq(tourDates.id, tourDateId));
}

/** A departure that can be booked today (published, not yet started), with its price terms. */
export async function findBookableDate(db: TExecutor, tourDateId: string, today: string) {
  const [row] = await db
    .select({
      id: tourDates.id,
      tourId: tourDates.tourId,
      price: tourDates.price,
      currency: tourDates.currency,
      availableSpots: tourDates.availableSpots,
      dateDiscount: tourDates.discountPercent,
      tourDiscount: tours.discountPercentage,
      bookingsPaused: sql<boolean>`${bookingsPausedSql(sql`${tours.companyId}`, today)}`,
    })
    .from(tourDates)
    .innerJoin(tours, eq(tours.id, tourDates.tourId))
    .where(and(eq(tourDates.id, tourDateId), eq(tours.status, 'published'), gte(tourDates.startDate, today)))
    .limit(1);
  return row ?? null;
}

/** Whether the departure belongs to a tour an administrator took down (tours.status 'hidden'). */
export async function departureOfHiddenTour(db: TExecutor, tourDateId: string) {
  const [row] = await db
    .select({ id: tourDates.id })
    .from(tourDates)
    .innerJoin(tours, eq(tours.id, tourDates.tourId))
    .where(and(eq(tourDates.id, tourDateId), eq(tours.status, 'hidden')))
    .limit(1);
  return !!row;
}
