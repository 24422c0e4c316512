import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TDb } from './client';
import {
  bookings,
  dashboardPlatformDays,
  dashboardTourDays,
  dashboardTourRatings,
  dashboardTourTotals,
  reviews,
  type TNewBooking,
  tourDates,
  tours,
} from './schema';
import { insertTestDeparture, truncateAllTables, withTestDatabases } from './testing';
import {
  checkDashboardSummary,
  repairDashboardSummary,
  summaryDriftCount,
  type TSummaryDayRange,
  WHOLE_DASHBOARD_SUMMARY,
} from './dashboard-summary';

/**
 * The summary rows of migration 0016 (issue 24, DESIGN decision 36) follow bookings, departures and reviews in the
 * statement that changes them, written here with plain SQL as any code would: what counts, on which Bangkok day,
 * and what a change, a cancellation, a refund, a departure's move and a review's moderation do to them.
 */

async function dayRows(db: TDb, tourId: string) {
  return db
    .select({
      basis: dashboardTourDays.basis,
      day: dashboardTourDays.day,
      currency: dashboardTourDays.currency,
      bookings: dashboardTourDays.bookings,
      guests: dashboardTourDays.guests,
      revenue: dashboardTourDays.revenue,
    })
    .from(dashboardTourDays)
    .where(eq(dashboardTourDays.tourId, tourId))
    .orderBy(asc(dashboardTourDays.basis), asc(dashboardTourDays.day), asc(dashboardTourDays.currency));
}

async function totalRows(db: TDb, tourId: string) {
  return db
    .select({
      currency: dashboardTourTotals.currency,
      bookings: dashboardTourTotals.bookings,
      guests: dashboardTourTotals.guests,
      revenue: dashboardTourTotals.revenue,
    })
    .from(dashboardTourTotals)
    .where(eq(dashboardTourTotals.tourId, tourId))
    .orderBy(asc(dashboardTourTotals.currency));
}

/** The platform's day rows on the days given per basis, in key order. */
async function platformRows(db: TDb, days: { booking?: TSummaryDayRange; travel?: TSummaryDayRange }) {
  const onDays = (['booking', 'travel'] as const).flatMap((basis) => {
    const range = days[basis];
    return range
      ? [
          and(
            eq(dashboardPlatformDays.basis, basis),
            gte(dashboardPlatformDays.day, range.from),
            lte(dashboardPlatformDays.day, range.to),
          ),
        ]
      : [];
  });
  return db
    .select({
      basis: dashboardPlatformDays.basis,
      day: dashboardPlatformDays.day,
      currency: dashboardPlatformDays.currency,
      shard: dashboardPlatformDays.shard,
      bookings: dashboardPlatformDays.bookings,
      guests: dashboardPlatformDays.guests,
      revenue: dashboardPlatformDays.revenue,
    })
    .from(dashboardPlatformDays)
    .where(or(...onDays))
    .orderBy(
      asc(dashboardPlatformDays.basis),
      asc(dashboardPlatformDays.day),
      asc(dashboardPlatformDays.currency),
      asc(dashboardPlatformDays.shard),
    );
}

async function ratingRows(db: TDb, tourId: string) {
  return db
    .select({ stars: dashboardTourRatings.stars, reviews: dashboardTourRatings.reviews })
    .from(dashboardTourRatings)
    .where(eq(dashboardTourRatings.tourId, tourId))
    .orderBy(asc(dashboardTourRatings.stars));
}

type TBookingOverrides = Partial<Omit<TNewBooking, 'tourId' | 'tourDateId'>>;

async function book(db: TDb, departure: { tourId: string; tourDateId: string }, overrides: TBookingOverrides = {}) {
  const [row] = await db
    .insert(bookings)
    .values({
      tourId: departure.tourId,
      tourDateId: departure.tourDateId,
      numberOfGuests: 2,
      totalAmount: 100_000,
      currency: 'USD',
      bookingReference: `CHT-${String(randomInt(1_000_000)).padStart(6, '0')}`,
      bookingStatus: 'confirmed',
      paymentStatus: 'completed',
      paymentMethod: 'credit_card',
      contactEmail: 'ada@example.test',
      bookingDate: new Date('2026-03-01T10:00:00Z'),
      ...overrides,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('the booking was not inserted');
  return row.id;
}

const setBooking = (db: TDb, bookingId: string, values: Partial<TNewBooking>) =>
  db.update(bookings).set(values).where(eq(bookings.id, bookingId));

async function review(
  db: TDb,
  bookingId: string,
  tourId: string,
  values: { overallRating: number; status: 'published' | 'in_moderation' | 'hidden' },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId,
      tourId,
      authorName: 'Ada L.',
      title: 'A fine week',
      body: 'We loved every day of this trip and the guide.',
      travelMonth: '2026-09',
      travellerType: 'couple',
      hiddenReason: values.status === 'hidden' ? 'Off topic' : null,
      ...values,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('the review was not inserted');
  return row.id;
}

/** Polls until `ready` holds (a condition, not a fixed sleep), failing after `timeoutMs`. */
async function waitUntil(ready: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether another session of this database waits for a lock. */
async function someoneWaitsForALock(db: TDb): Promise<boolean> {
  const result = await db.execute<{ waiting: number }>(sql`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return (result.rows[0]?.waiting ?? 0) > 0;
}

withTestDatabases((database, kind) => {
  let departure: { tourId: string; tourDateId: string };

  beforeEach(async () => {
    departure = await insertTestDeparture(database.db, { spots: 20, startDate: '2026-09-01' });
  });

  describe('bookings', () => {
    it('counts a paid booking not cancelled on its Bangkok booking day, its departure day and in the totals', async () => {
      const { db } = database;
      // 17:30 UTC on 1 March is 00:30 on 2 March in Bangkok.
      await book(db, departure, { bookingDate: new Date('2026-03-01T17:30:00Z'), numberOfGuests: 3 });
      await book(db, departure, { bookingDate: new Date('2026-03-01T16:59:59Z'), totalAmount: 50_000 });
      await book(db, departure, { paymentStatus: 'pending', bookingStatus: 'pending' });
      await book(db, departure, { paymentStatus: 'processing', bookingStatus: 'pending' });
      await book(db, departure, { bookingStatus: 'cancelled' });
      expect(await dayRows(db, departure.tourId)).toEqual([
        { basis: 'booking', day: '2026-03-01', currency: 'USD', bookings: 1, guests: 2, revenue: 50_000 },
        { basis: 'booking', day: '2026-03-02', currency: 'USD', bookings: 1, guests: 3, revenue: 100_000 },
        { basis: 'travel', day: '2026-09-01', currency: 'USD', bookings: 2, guests: 5, revenue: 150_000 },
      ]);
      expect(await totalRows(db, departure.tourId)).toEqual([
        { currency: 'USD', bookings: 2, guests: 5, revenue: 150_000 },
      ]);
    });

    it('adds a booking when it is paid and takes it back, leaving no empty row, when it is cancelled', async () => {
      const { db } = database;
      const bookingId = await book(db, departure, { paymentStatus: 'pending', bookingStatus: 'pending' });
      expect(await dayRows(db, departure.tourId)).toEqual([]);
      await setBooking(db, bookingId, { paymentStatus: 'completed', bookingStatus: 'confirmed' });
      expect(await totalRows(db, departure.tourId)).toEqual([
        { currency: 'USD', bookings: 1, guests: 2, revenue: 100_000 },
      ]);
      // Statuses that still count (an administrator's 'paid', a completed trip) change nothing.
      await setBooking(db, bookingId, { bookingStatus: 'completed' });
      expect(await dayRows(db, departure.tourId)).toHaveLength(2);
      await setBooking(db, bookingId, { bookingStatus: 'cancelled', refundAmount: 100_000 });
      expect(await dayRows(db, departure.tourId)).toEqual([]);
      expect(await totalRows(db, departure.tourId)).toEqual([]);
    });

    it('subtracts what was promised back, whatever the refund’s state, and never below zero', async () => {
      const { db } = database;
      const bookingId = await book(db, departure);
      await book(db, departure, { totalAmount: 30_000 });
      await setBooking(db, bookingId, { refundAmount: 40_000, refundStatus: 'pending' });
      expect(await totalRows(db, departure.tourId)).toEqual([
        { currency: 'USD', bookings: 2, guests: 4, revenue: 90_000 },
      ]);
      await setBooking(db, bookingId, { refundStatus: 'failed' });
      expect((await totalRows(db, departure.tourId))[0]?.revenue).toBe(90_000);
      // More promised back than paid (a data fix gone wrong): the booking earns 0, and still counts.
      await setBooking(db, bookingId, { refundAmount: 250_000 });
      expect(await dayRows(db, departure.tourId)).toEqual([
        { basis: 'booking', day: '2026-03-01', currency: 'USD', bookings: 2, guests: 4, revenue: 30_000 },
        { basis: 'travel', day: '2026-09-01', currency: 'USD', bookings: 2, guests: 4, revenue: 30_000 },
      ]);
    });

    it('moves figures when a counted booking changes guests, total, currency, day, departure or tour', async () => {
      const { db } = database;
      const other = await insertTestDeparture(db, { spots: 20, startDate: '2026-12-24' });
      const bookingId = await book(db, departure);
      await setBooking(db, bookingId, { numberOfGuests: 4, totalAmount: 180_000 });
      await setBooking(db, bookingId, { currency: 'THB', bookingDate: new Date('2026-04-10T03:00:00Z') });
      expect(await dayRows(db, departure.tourId)).toEqual([
        { basis: 'booking', day: '2026-04-10', currency: 'THB', bookings: 1, guests: 4, revenue: 180_000 },
        { basis: 'travel', day: '2026-09-01', currency: 'THB', bookings: 1, guests: 4, revenue: 180_000 },
      ]);
      await setBooking(db, bookingId, { tourId: other.tourId, tourDateId: other.tourDateId });
      expect(await dayRows(db, departure.tourId)).toEqual([]);
      expect(await totalRows(db, departure.tourId)).toEqual([]);
      expect(await dayRows(db, other.tourId)).toEqual([
        { basis: 'booking', day: '2026-04-10', currency: 'THB', bookings: 1, guests: 4, revenue: 180_000 },
        { basis: 'travel', day: '2026-12-24', currency: 'THB', bookings: 1, guests: 4, revenue: 180_000 },
      ]);
      await db.delete(bookings).where(eq(bookings.id, bookingId));
      expect(await dayRows(db, other.tourId)).toEqual([]);
      expect(await totalRows(db, other.tourId)).toEqual([]);
    });

    it('keeps amounts per currency', async () => {
      const { db } = database;
      await book(db, departure, { currency: 'USD', totalAmount: 10_000 });
      await book(db, departure, { currency: 'THB', totalAmount: 350_000, numberOfGuests: 1 });
      expect(await totalRows(db, departure.tourId)).toEqual([
        { currency: 'THB', bookings: 1, guests: 1, revenue: 350_000 },
        { currency: 'USD', bookings: 1, guests: 2, revenue: 10_000 },
      ]);
    });
  });

  describe('departures', () => {
    it('moves the travel-day figures of a departure whose start date changes, and nothing else', async () => {
      const { db } = database;
      await book(db, departure, { numberOfGuests: 3 });
      await book(db, departure, { currency: 'THB', totalAmount: 9_000 });
      await book(db, departure, { bookingStatus: 'cancelled' });
      await db
        .update(tourDates)
        .set({ startDate: '2026-10-05', endDate: '2026-10-11' })
        .where(eq(tourDates.id, departure.tourDateId));
      expect(await dayRows(db, departure.tourId)).toEqual([
        { basis: 'booking', day: '2026-03-01', currency: 'THB', bookings: 1, guests: 2, revenue: 9_000 },
        { basis: 'booking', day: '2026-03-01', currency: 'USD', bookings: 1, guests: 3, revenue: 100_000 },
        { basis: 'travel', day: '2026-10-05', currency: 'THB', bookings: 1, guests: 2, revenue: 9_000 },
        { basis: 'travel', day: '2026-10-05', currency: 'USD', bookings: 1, guests: 3, revenue: 100_000 },
      ]);
      // Another departure of the tour on the old day keeps its own figures.
      const [sameDay] = await db
        .insert(tourDates)
        .values({
          tourId: departure.tourId,
          startDate: '2026-10-05',
          endDate: '2026-10-11',
          price: 1,
          currency: 'USD',
          availableSpots: 5,
        })
        .returning({ id: tourDates.id });
      await book(db, { tourId: departure.tourId, tourDateId: String(sameDay?.id) }, { totalAmount: 1_000 });
      await db
        .update(tourDates)
        .set({ startDate: '2026-11-01', endDate: '2026-11-07' })
        .where(eq(tourDates.id, departure.tourDateId));
      expect((await dayRows(db, departure.tourId)).filter((row) => row.basis === 'travel')).toEqual([
        { basis: 'travel', day: '2026-10-05', currency: 'USD', bookings: 1, guests: 2, revenue: 1_000 },
        { basis: 'travel', day: '2026-11-01', currency: 'THB', bookings: 1, guests: 2, revenue: 9_000 },
        { basis: 'travel', day: '2026-11-01', currency: 'USD', bookings: 1, guests: 3, revenue: 100_000 },
      ]);
    });
  });

  if (kind === 'postgres') {
    describe('a departure moved while one of its bookings changes (two transactions at once)', () => {
      const moveTo = (db: TDb, startDate: string) =>
        db.update(tourDates).set({ startDate, endDate: startDate }).where(eq(tourDates.id, departure.tourDateId));

      it('counts a booking paid during the move on the new day: the payment waits for the move', async () => {
        const { db } = database;
        const bookingId = await book(db, departure, { paymentStatus: 'pending', bookingStatus: 'pending' });
        let commitMove = () => {};
        const moveHeld = new Promise<void>((resolve) => {
          commitMove = resolve;
        });
        let moved = () => {};
        const moveWritten = new Promise<void>((resolve) => {
          moved = resolve;
        });
        const move = db.transaction(async (tx) => {
          await tx
            .update(tourDates)
            .set({ startDate: '2026-09-20', endDate: '2026-09-21' })
            .where(eq(tourDates.id, departure.tourDateId));
          moved();
          await moveHeld;
        });
        await moveWritten;
        // Query builders run when awaited: execute() sends it now.
        const payment = setBooking(db, bookingId, { paymentStatus: 'completed', bookingStatus: 'confirmed' }).execute();
        try {
          await waitUntil(() => someoneWaitsForALock(db));
        } finally {
          commitMove();
          await Promise.all([move, payment]);
        }
        expect((await dayRows(db, departure.tourId)).filter((row) => row.basis === 'travel')).toEqual([
          { basis: 'travel', day: '2026-09-20', currency: 'USD', bookings: 1, guests: 2, revenue: 100_000 },
        ]);
      });

      it('moves a booking paid before the move commits: the move waits for the payment', async () => {
        const { db } = database;
        const bookingId = await book(db, departure, { paymentStatus: 'pending', bookingStatus: 'pending' });
        let commitPayment = () => {};
        const paymentHeld = new Promise<void>((resolve) => {
          commitPayment = resolve;
        });
        let paid = () => {};
        const paymentWritten = new Promise<void>((resolve) => {
          paid = resolve;
        });
        const payment = db.transaction(async (tx) => {
          await tx
            .update(bookings)
            .set({ paymentStatus: 'completed', bookingStatus: 'confirmed' })
            .where(eq(bookings.id, bookingId));
          paid();
          await paymentHeld;
        });
        await paymentWritten;
        const move = moveTo(db, '2026-09-25').execute();
        try {
          await waitUntil(() => someoneWaitsForALock(db));
        } finally {
          commitPayment();
          await Promise.all([payment, move]);
        }
        expect((await dayRows(db, departure.tourId)).filter((row) => row.basis === 'travel')).toEqual([
          { basis: 'travel', day: '2026-09-25', currency: 'USD', bookings: 1, guests: 2, revenue: 100_000 },
        ]);
      });
    });
  }

  describe('reviews', () => {
    it('counts published reviews by overall rating, follows moderation and edits, and forgets deleted ones', async () => {
      const { db } = database;
      const [first, second, third] = [await book(db, departure), await book(db, departure), await book(db, departure)];
      const published = await review(db, String(first), departure.tourId, { overallRating: 5, status: 'published' });
      const held = await review(db, String(second), departure.tourId, { overallRating: 2, status: 'in_moderation' });
      await review(db, String(third), departure.tourId, { overallRating: 5, status: 'hidden' });
      expect(await ratingRows(db, departure.tourId)).toEqual([{ stars: 5, reviews: 1 }]);
      await db.update(reviews).set({ status: 'published' }).where(eq(reviews.id, held));
      await db.update(reviews).set({ overallRating: 4 }).where(eq(reviews.id, published));
      expect(await ratingRows(db, departure.tourId)).toEqual([
        { stars: 2, reviews: 1 },
        { stars: 4, reviews: 1 },
      ]);
      await db.update(reviews).set({ status: 'hidden', hiddenReason: 'Spam' }).where(eq(reviews.id, published));
      await db.delete(reviews).where(eq(reviews.id, held));
      expect(await ratingRows(db, departure.tourId)).toEqual([]);
    });

    it('forgets a published review deleted with its booking (cascade)', async () => {
      const { db } = database;
      const bookingId = await book(db, departure);
      await review(db, bookingId, departure.tourId, { overallRating: 3, status: 'published' });
      expect(await ratingRows(db, departure.tourId)).toEqual([{ stars: 3, reviews: 1 }]);
      await db.delete(bookings).where(eq(bookings.id, bookingId));
      expect(await ratingRows(db, departure.tourId)).toEqual([]);
      expect(await totalRows(db, departure.tourId)).toEqual([]);
      await db.delete(tours).where(eq(tours.id, departure.tourId));
    });
  });

  describe('the recomputation from scratch', () => {
    it('finds nothing to repair after the triggers followed every kind of change', async () => {
      const { db } = database;
      const first = await book(db, departure, { bookingDate: new Date('2026-03-01T18:00:00Z') });
      const second = await book(db, departure, { paymentStatus: 'pending', bookingStatus: 'pending', currency: 'THB' });
      await setBooking(db, second, { paymentStatus: 'completed', bookingStatus: 'confirmed' });
      await setBooking(db, first, { refundAmount: 20_000 });
      await book(db, departure, { bookingStatus: 'cancelled' });
      await review(db, first, departure.tourId, { overallRating: 4, status: 'published' });
      await db.update(tourDates).set({ startDate: '2026-09-03' }).where(eq(tourDates.id, departure.tourDateId));
      const drift = await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY);
      expect(summaryDriftCount(drift)).toBe(0);
      expect(drift.checked.days).toBeGreaterThanOrEqual(4);
      expect(drift.checked.totals).toBeGreaterThanOrEqual(2);
      expect(drift.checked.ratings).toBeGreaterThanOrEqual(1);
    });

    it('reports a wrong, a missing and a stray row with what is stored and expected, and repairs them', async () => {
      const { db } = database;
      const bookingId = await book(db, departure, { numberOfGuests: 3 });
      await review(db, bookingId, departure.tourId, { overallRating: 5, status: 'published' });
      const { tourId } = departure;
      await db.execute(sql`update dashboard_tour_days set revenue = 1 where tour_id = ${tourId} and basis = 'booking'`);
      await db.execute(sql`delete from dashboard_tour_days where tour_id = ${tourId} and basis = 'travel'`);
      await db.execute(sql`insert into dashboard_tour_days (tour_id, basis, day, currency, bookings, guests, revenue)
        values (${tourId}, 'travel', '2026-09-02', 'EUR', 1, 1, 5)`);
      await db.execute(sql`delete from dashboard_tour_totals where tour_id = ${tourId}`);
      await db.execute(sql`update dashboard_tour_ratings set reviews = 7 where tour_id = ${tourId}`);
      await db.execute(sql`insert into dashboard_tour_ratings (tour_id, stars, reviews) values (${tourId}, 1, 2)`);
      const scope = { days: { booking: 'all', travel: 'all' }, tours: 'in-days' } as const;
      const found = await checkDashboardSummary(db, scope);
      const figures = { bookings: 1, guests: 3, revenue: 100_000 };
      expect(found.days).toEqual([
        {
          key: { tourId, basis: 'booking', day: '2026-03-01', currency: 'USD' },
          stored: { ...figures, revenue: 1 },
          expected: figures,
        },
        {
          key: { tourId, basis: 'travel', day: '2026-09-01', currency: 'USD' },
          stored: null,
          expected: figures,
        },
        {
          key: { tourId, basis: 'travel', day: '2026-09-02', currency: 'EUR' },
          stored: { bookings: 1, guests: 1, revenue: 5 },
          expected: null,
        },
      ]);
      expect(found.totals).toEqual([{ key: { tourId, currency: 'USD' }, stored: null, expected: figures }]);
      expect(found.ratings).toEqual([
        { key: { tourId, stars: 1 }, stored: { reviews: 2 }, expected: null },
        { key: { tourId, stars: 5 }, stored: { reviews: 7 }, expected: { reviews: 1 } },
      ]);
      expect(await repairDashboardSummary(db, scope)).toEqual(found);
      expect(summaryDriftCount(await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY))).toBe(0);
      expect(await dayRows(db, tourId)).toEqual([
        { basis: 'booking', day: '2026-03-01', currency: 'USD', ...figures },
        { basis: 'travel', day: '2026-09-01', currency: 'USD', ...figures },
      ]);
      expect(await ratingRows(db, tourId)).toEqual([{ stars: 5, reviews: 1 }]);
    });

    it('checks only the days and tours asked for', async () => {
      const { db } = database;
      // Days of their own (the other tests' rows stay in this database).
      const first = await insertTestDeparture(db, { spots: 5, startDate: '2031-09-01' });
      const second = await insertTestDeparture(db, { spots: 5, startDate: '2032-01-10' });
      await book(db, first, { bookingDate: new Date('2031-03-01T10:00:00Z') });
      await book(db, second, { bookingDate: new Date('2031-05-01T10:00:00Z') });
      const tourIds = [first.tourId, second.tourId];
      await db.execute(sql`update dashboard_tour_days set guests = 9 where tour_id in (${tourIds[0]}, ${tourIds[1]})`);
      await db.execute(
        sql`update dashboard_tour_totals set guests = 9 where tour_id in (${tourIds[0]}, ${tourIds[1]})`,
      );
      // Bangkok's 2 March starts at 17:00 UTC on 1 March: a booking at 10:00 UTC on 1 March is outside.
      const spring = await checkDashboardSummary(db, {
        days: { booking: { from: '2031-03-02', to: '2031-04-30' } },
        tours: 'in-days',
      });
      expect(spring).toEqual({
        days: [],
        totals: [],
        ratings: [],
        platformDays: [],
        checked: { days: 0, totals: 0, ratings: 0, platformDays: 0 },
      });
      const march = await checkDashboardSummary(db, {
        days: { booking: { from: '2031-03-01', to: '2031-03-01' }, travel: { from: '2031-09-01', to: '2031-09-01' } },
        tours: 'in-days',
      });
      expect(march.checked).toEqual({ days: 2, totals: 1, ratings: 0, platformDays: 2 });
      expect(march.days.map((row) => [row.key.tourId, row.key.basis, row.key.day])).toEqual([
        [first.tourId, 'booking', '2031-03-01'],
        [first.tourId, 'travel', '2031-09-01'],
      ]);
      expect(march.totals.map((row) => row.key.tourId)).toEqual([first.tourId]);
      const none = await checkDashboardSummary(db, { days: {}, tours: 'none' });
      expect(none).toEqual({
        days: [],
        totals: [],
        ratings: [],
        platformDays: [],
        checked: { days: 0, totals: 0, ratings: 0, platformDays: 0 },
      });
      const repaired = await repairDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY);
      expect(summaryDriftCount(repaired)).toBe(6);
      expect(summaryDriftCount(await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY))).toBe(0);
    });

    it("reports and repairs the platform's day rows that are not the sum of their tours' rows", async () => {
      const { db } = database;
      const departures = [
        await insertTestDeparture(db, { spots: 5, startDate: '2033-02-01' }),
        await insertTestDeparture(db, { spots: 5, startDate: '2033-02-01' }),
      ];
      for (const each of departures) await book(db, each, { bookingDate: new Date('2032-12-01T10:00:00Z') });
      const days = {
        booking: { from: '2032-12-01', to: '2032-12-01' },
        travel: { from: '2033-02-01', to: '2033-02-01' },
      };
      const stored = await platformRows(db, days);
      expect(stored.map((row) => [row.basis, row.day, row.bookings])).toEqual(
        expect.arrayContaining([
          ['booking', '2032-12-01', expect.any(Number)],
          ['travel', '2033-02-01', expect.any(Number)],
        ]),
      );
      // The two tours' bookings, whichever shards they fell in.
      const summed = (basis: string) =>
        stored.filter((row) => row.basis === basis).reduce((sum, row) => sum + row.bookings, 0);
      expect([summed('booking'), summed('travel')]).toEqual([2, 2]);

      await db.execute(
        sql`update dashboard_platform_days set revenue = 1 where basis = 'booking' and day = '2032-12-01'`,
      );
      await db.execute(sql`delete from dashboard_platform_days where basis = 'travel' and day = '2033-02-01'`);
      await db.execute(sql`insert into dashboard_platform_days (basis, day, currency, shard, bookings, guests, revenue)
        values ('travel', '2033-02-02', 'EUR', 3, 1, 1, 5)`);
      const scope = {
        days: { booking: days.booking, travel: { from: '2033-02-01', to: '2033-02-02' } },
        tours: 'none',
      } as const;
      const found = await checkDashboardSummary(db, scope);
      expect(found.days).toEqual([]);
      expect(found.platformDays).toHaveLength(stored.length + 1);
      expect(found.platformDays).toContainEqual({
        key: { basis: 'travel', day: '2033-02-02', currency: 'EUR', shard: 3 },
        stored: { bookings: 1, guests: 1, revenue: 5 },
        expected: null,
      });
      expect(await repairDashboardSummary(db, scope)).toEqual(found);
      expect(await platformRows(db, days)).toEqual(stored);
      expect(summaryDriftCount(await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY))).toBe(0);
    });

    it("follows a hand-made change of a tour day row's key", async () => {
      const { db } = database;
      const moved = await insertTestDeparture(db, { spots: 5, startDate: '2034-02-01' });
      await book(db, moved, { bookingDate: new Date('2034-01-05T10:00:00Z') });
      await db.execute(
        sql`update dashboard_tour_days set day = '2034-01-06' where tour_id = ${moved.tourId} and basis = 'booking'`,
      );
      const days = { booking: { from: '2034-01-05', to: '2034-01-06' } };
      expect((await platformRows(db, days)).map((row) => [row.day, row.bookings])).toEqual([['2034-01-06', 1]]);
      expect((await checkDashboardSummary(db, { days, tours: 'none' })).platformDays).toEqual([]);
    });
  });

  it('is emptied with every other table by the tests’ truncation', async () => {
    const { db } = database;
    const bookingId = await book(db, departure);
    await review(db, bookingId, departure.tourId, { overallRating: 5, status: 'published' });
    await truncateAllTables(db);
    const counts = await db.execute<{ days: number; totals: number; ratings: number; platform: number }>(sql`
      select (select count(*)::int from dashboard_tour_days) as days,
        (select count(*)::int from dashboard_tour_totals) as totals,
        (select count(*)::int from dashboard_tour_ratings) as ratings,
        (select count(*)::int from dashboard_platform_days) as platform`);
    expect(counts.rows[0]).toEqual({ days: 0, totals: 0, ratings: 0, platform: 0 });
  });
});
