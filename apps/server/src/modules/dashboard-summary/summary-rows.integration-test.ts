import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  checkDashboardSummary,
  dashboardTourTotals,
  reviews,
  summaryDriftCount,
  type TDb,
  tourDates,
  users,
  WHOLE_DASHBOARD_SUMMARY,
} from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { bookingCounts, bookingNetRevenue, ZReviewForm } from '@tour/shared';
import { createLocalFileStore } from '../../adapters/files/file-store';
import { createManualClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TActor } from '../audit/audit.service';
import { cancelAdminBooking } from '../booking-access/booking-cancellation.service';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { insertTestBooking } from '../bookings/test-bookings';
import { insertPaymentOnce, paymentIdempotencyKey } from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import { refundAdminBooking } from '../refunds/admin-refunds.service';
import { hideReview, publishReview } from '../reviews/review-moderation.service';
import { editReview, issueReviewLink, submitReview } from '../reviews/reviews.service';

/**
 * The dashboards' summary rows (issue 24, DESIGN decision 36) after random sequences of what happens to bookings and
 * reviews, through the product's own code: bookings written by insertTestBooking, paid by the settlement, refunded
 * through the refund ledger, cancelled by the administrators' cancellation (policy or full refund), lapsed at their
 * deadline and marked by the one transition function, reviews written, edited (held again by the rules) and
 * moderated by the review services, and departures moved by a data fix. Afterwards the rows equal a recomputation
 * from scratch (no drift), and each tour's totals equal what bookingCounts and bookingNetRevenue (@tour/shared) make
 * of its bookings. Then the same with several sequences in parallel, on tours of their own or on shared tours.
 */

const NOW = new Date('2026-06-01T08:00:00Z');
/** Bookings are made over three days around Bangkok's midnights (17:00 UTC), from this instant on. */
const BOOKED_FROM = Date.parse('2026-05-20T14:00:00Z');
const LONG_BODY = 'We loved every day of this trip: the guide knew every corner of the old town.';
/** Under 50 characters: the moderation rules hold it. */
const SHORT_BODY = 'A fine trip with a kind guide, thanks.';
/** A fixed seed, so every run covers the same paths; explore further with SUMMARY_ROWS_SEED and SUMMARY_ROWS_RUNS. */
const SEED = Number(process.env.SUMMARY_ROWS_SEED ?? 2411);
const RUNS = Number(process.env.SUMMARY_ROWS_RUNS ?? 12);

type TAction =
  | {
      kind: 'book';
      tour: number;
      departure: number;
      guests: number;
      total: number;
      thb: boolean;
      paid: boolean;
      at: number;
    }
  | { kind: 'pay'; booking: number }
  | { kind: 'refund'; booking: number; share: number }
  | { kind: 'cancel'; booking: number; full: boolean }
  | { kind: 'lapse'; booking: number }
  | { kind: 'mark'; booking: number; status: 'paid' | 'completed' | 'confirmed' }
  | { kind: 'review'; booking: number; rating: number; held: boolean }
  | { kind: 'edit'; review: number; rating: number; held: boolean }
  | { kind: 'moderate'; review: number; publish: boolean }
  | { kind: 'move'; tour: number; departure: number; days: number };

const pick = fc.nat({ max: 1_000 });
const action: fc.Arbitrary<TAction> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      tour: pick,
      departure: pick,
      guests: fc.integer({ min: 1, max: 6 }),
      total: fc.integer({ min: 1, max: 900_000 }),
      thb: fc.boolean(),
      paid: fc.constantFrom(true, true, false),
      at: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), booking: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      booking: pick,
      share: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), booking: pick, full: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const), booking: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      booking: pick,
      status: fc.constantFrom('paid' as const, 'completed' as const, 'confirmed' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      booking: pick,
      rating: fc.integer({ min: 1, max: 5 }),
      held: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      review: pick,
      rating: fc.integer({ min: 1, max: 5 }),
      held: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('moderate' as const), review: pick, publish: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      tour: pick,
      departure: pick,
      days: fc.integer({ min: -10, max: 10 }).filter((days) => days !== 0),
    }),
  },
);

type TTour = { tourId: string; departures: string[] };
/** What one sequence knows: the tours it books on, its own bookings and reviews. */
type TScene = {
  tours: TTour[];
  bookings: { id: string; tourId: string; tourDateId: string }[];
  reviews: { bookingId: string; token: string }[];
};

const at = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];

/** Refusals the product answers with (nothing to refund, not eligible, already hidden, …) are part of the story. */
async function refusedOrDone(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

describe.each(TEST_BACKENDS)('the dashboard summary rows on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let actor: TActor;
  const clock = createManualClock(NOW);
  const providerLog: unknown[] = [];
  let deps: Parameters<typeof refundAdminBooking>[0] & Parameters<typeof submitReview>[0];

  beforeAll(async () => {
    const database = await openTestDatabase(backend);
    db = database.db;
    close = database.close;
    const [admin] = await db
      .insert(users)
      .values({ email: `admin-${randomUUID()}@example.test`, passwordHash: 'not used' })
      .returning({ id: users.id });
    actor = { userId: String(admin?.id), requestId: 'summary-rows-test', address: '127.0.0.1' };
    deps = {
      db,
      clock,
      stripe: null,
      log: { error: (details: Record<string, unknown>) => providerLog.push(details) },
      appUrl: 'http://localhost:3000',
      appName: 'Wanderway',
      supportEmail: 'support@example.test',
      files: createLocalFileStore(`/tmp/summary-rows-test-${randomUUID()}`),
    };
  });
  afterAll(() => close());

  /** Two tours, each with a trip that has ended (reviews) and one to come (cancellations by the policy). */
  async function newTours(): Promise<TTour[]> {
    const tours: TTour[] = [];
    for (let index = 0; index < 2; index += 1) {
      const ended = await insertTestDeparture(db, { spots: 200, startDate: '2026-05-01', days: 5 });
      const [coming] = await db
        .insert(tourDates)
        .values({
          tourId: ended.tourId,
          startDate: '2026-08-10',
          endDate: '2026-08-14',
          price: 100_000,
          currency: 'USD',
          availableSpots: 200,
        })
        .returning({ id: tourDates.id });
      tours.push({ tourId: ended.tourId, departures: [ended.tourDateId, String(coming?.id)] });
    }
    return tours;
  }

  async function paymentFor(bookingId: string, amount: number, currency: 'USD' | 'THB', succeeded: boolean) {
    return insertPaymentOnce(db, {
      bookingSessionId: null,
      bookingId,
      provider: 'test',
      providerPaymentId: `pi_test_${randomUUID()}`,
      idempotencyKey: paymentIdempotencyKey({ sessionId: null, bookingId }, 'card'),
      method: 'card',
      amount,
      currency,
      status: succeeded ? 'succeeded' : 'processing',
      now: clock.now(),
    });
  }

  const reviewForm = (rating: number, held: boolean) =>
    ZReviewForm.parse({
      overallRating: rating,
      title: 'Our week away',
      body: held ? SHORT_BODY : LONG_BODY,
      travellerType: 'couple',
    });

  async function reviewIdOf(bookingId: string) {
    const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
    return row?.id;
  }

  async function perform(scene: TScene, step: TAction): Promise<void> {
    const now = clock.now();
    switch (step.kind) {
      case 'book': {
        const tour = at(scene.tours, step.tour);
        const tourDateId = tour && at(tour.departures, step.departure);
        if (!tour || !tourDateId) return;
        const currency = step.thb ? 'THB' : 'USD';
        const booking = await insertTestBooking(
          db,
          { tourId: tour.tourId, tourDateId },
          {
            numberOfGuests: step.guests,
            totalAmount: step.total,
            currency,
            bookingStatus: step.paid ? 'confirmed' : 'pending',
            paymentStatus: step.paid ? 'completed' : 'pending',
            contactEmail: `traveller-${randomUUID().slice(0, 8)}@example.test`,
            now: new Date(BOOKED_FROM + step.at * 60_000),
          },
        );
        if (step.paid) await paymentFor(booking.id, step.total, currency, true);
        scene.bookings.push({ id: booking.id, tourId: tour.tourId, tourDateId });
        return;
      }
      case 'pay': {
        const booking = at(scene.bookings, step.booking);
        if (!booking) return;
        const [row] = await db
          .select({ total: bookings.totalAmount, currency: bookings.currency })
          .from(bookings)
          .where(eq(bookings.id, booking.id));
        if (!row) return;
        const payment = await paymentFor(booking.id, row.total, row.currency === 'THB' ? 'THB' : 'USD', false);
        await refusedOrDone(() => settlePayment(deps, payment, { charged: true }));
        return;
      }
      case 'refund': {
        const booking = at(scene.bookings, step.booking);
        if (!booking) return;
        const [row] = await db
          .select({ total: bookings.totalAmount })
          .from(bookings)
          .where(eq(bookings.id, booking.id));
        const amount = Math.max(1, Math.floor((row?.total ?? 1) * step.share));
        await refusedOrDone(() => refundAdminBooking(deps, actor, booking.id, { amount, reason: 'Goodwill' }));
        return;
      }
      case 'cancel': {
        const booking = at(scene.bookings, step.booking);
        if (!booking) return;
        const input = { refund: step.full ? ('full' as const) : ('policy' as const), reason: 'Asked by the traveller' };
        await refusedOrDone(() => cancelAdminBooking(deps, actor, booking.id, input));
        return;
      }
      case 'lapse': {
        const booking = at(scene.bookings, step.booking);
        if (booking) await transitionBooking(db, booking.id, { event: 'deadline_passed', reason: 'Not paid' }, now);
        return;
      }
      case 'mark': {
        const booking = at(scene.bookings, step.booking);
        if (booking) await transitionBooking(db, booking.id, { event: 'status_set', status: step.status }, now);
        return;
      }
      case 'review': {
        // Travellers review trips that have ended: the bookings on each tour's first departure.
        const ended = scene.bookings.filter((booking) =>
          scene.tours.some((tour) => tour.departures[0] === booking.tourDateId),
        );
        const booking = at(ended, step.booking);
        if (!booking || scene.reviews.some((review) => review.bookingId === booking.id)) return;
        const link = await issueReviewLink(db, { bookingId: booking.id, appUrl: deps.appUrl, now });
        const token = link.slice(link.lastIndexOf('/') + 1);
        await refusedOrDone(() => submitReview(deps, { kind: 'link', token }, reviewForm(step.rating, step.held)));
        if (await reviewIdOf(booking.id)) scene.reviews.push({ bookingId: booking.id, token });
        return;
      }
      case 'edit': {
        const review = at(scene.reviews, step.review);
        if (!review) return;
        const form = reviewForm(step.rating, step.held);
        await refusedOrDone(() => editReview(deps, { kind: 'link', token: review.token }, form));
        return;
      }
      case 'moderate': {
        const review = at(scene.reviews, step.review);
        const reviewId = review && (await reviewIdOf(review.bookingId));
        if (!reviewId) return;
        await refusedOrDone(() =>
          step.publish
            ? publishReview(deps, actor, reviewId)
            : hideReview(deps, actor, reviewId, { reason: 'Not about the tour' }),
        );
        return;
      }
      case 'move': {
        // A data fix: the product refuses to move a departure with bookings; the trigger must follow anyway.
        const tour = at(scene.tours, step.tour);
        const tourDateId = tour && at(tour.departures, step.departure);
        if (!tourDateId) return;
        await db
          .update(tourDates)
          .set({
            startDate: sql`${tourDates.startDate} + ${step.days}::int`,
            endDate: sql`${tourDates.endDate} + ${step.days}::int`,
          })
          .where(eq(tourDates.id, tourDateId));
        return;
      }
    }
  }

  /** No drift anywhere, and each tour's totals are what the shared rules make of its bookings. */
  async function expectSummaryRight(tours: readonly TTour[]) {
    const tourIds = tours.map((tour) => tour.tourId);
    // Only this run's tours: a failed run's drift stays in the database and must not fail the shrunk runs after it.
    const ofRun = <T extends { key: { tourId: string } }>(rows: T[]) =>
      rows.filter((row) => tourIds.includes(row.key.tourId));
    const drift = await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY);
    // The platform's rows follow the tours' rows, right or wrong, so they never differ from their sum, in any run.
    const found = {
      days: ofRun(drift.days),
      totals: ofRun(drift.totals),
      ratings: ofRun(drift.ratings),
      platformDays: drift.platformDays,
    };
    expect(found).toEqual({ days: [], totals: [], ratings: [], platformDays: [] });
    expect(summaryDriftCount(found)).toBe(0);
    const rows = await db
      .select({
        tourId: bookings.tourId,
        currency: bookings.currency,
        bookingStatus: bookings.bookingStatus,
        paymentStatus: bookings.paymentStatus,
        numberOfGuests: bookings.numberOfGuests,
        totalAmount: bookings.totalAmount,
        refundAmount: bookings.refundAmount,
      })
      .from(bookings)
      .where(inArray(bookings.tourId, tourIds));
    const expected = new Map<string, { bookings: number; guests: number; revenue: number }>();
    for (const row of rows.filter(bookingCounts)) {
      const key = `${row.tourId} ${row.currency}`;
      const sum = expected.get(key) ?? { bookings: 0, guests: 0, revenue: 0 };
      expected.set(key, {
        bookings: sum.bookings + 1,
        guests: sum.guests + row.numberOfGuests,
        revenue: sum.revenue + bookingNetRevenue(row),
      });
    }
    const stored = await db.select().from(dashboardTourTotals).where(inArray(dashboardTourTotals.tourId, tourIds));
    expect(
      new Map(
        stored.map((row) => [
          `${row.tourId} ${row.currency}`,
          { bookings: row.bookings, guests: row.guests, revenue: row.revenue },
        ]),
      ),
    ).toEqual(expected);
  }

  it('equal a recomputation from scratch after any sequence of bookings, payments, refunds and reviews', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
        const scene: TScene = { tours: await newTours(), bookings: [], reviews: [] };
        for (const step of steps) await perform(scene, step);
        await expectSummaryRight(scene.tours);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('equal it too when several sequences run at once, on tours of their own or on shared tours', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.array(action, { minLength: 4, maxLength: 15, size: 'max' }), { minLength: 3, maxLength: 4 }),
        async (shared, sequences) => {
          const sharedTours = shared ? await newTours() : null;
          const scenes: TScene[] = [];
          for (const _ of sequences)
            scenes.push({ tours: sharedTours ?? (await newTours()), bookings: [], reviews: [] });
          // Each sequence acts on its own bookings; on shared tours their summary rows are the same rows.
          await Promise.all(
            sequences.map(async (steps, index) => {
              const scene = scenes[index];
              if (!scene) return;
              for (const step of steps) await perform(scene, step);
            }),
          );
          await expectSummaryRight(scenes.flatMap((scene) => scene.tours));
        },
      ),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED },
    );
  });

  it('took every path the sequences are meant to take', async () => {
    // The random sequences above are only as good as the states they reached: each kind of figure exists.
    const [counts] = (
      await db.execute<Record<string, number>>(sql`
        select
          (select count(*)::int from bookings where refund_amount > 0 and booking_status <> 'cancelled'
            and payment_status = 'completed') as refunded_and_counted,
          (select count(*)::int from bookings where booking_status = 'cancelled') as cancelled,
          (select count(*)::int from bookings where booking_status in ('paid', 'completed')) as marked,
          (select count(*)::int from bookings b join payments p on p.booking_id = b.id
            where p.provider_payment_id like 'pi_test_%' and b.payment_status = 'completed'
              and p.status = 'succeeded') as paid,
          (select count(*)::int from reviews where status = 'published') as published,
          (select count(*)::int from reviews where status = 'hidden') as hidden,
          (select count(*)::int from reviews where status = 'in_moderation') as held,
          (select count(*)::int from dashboard_tour_days where currency = 'THB') as thb_days,
          (select count(*)::int from tour_dates where start_date not in ('2026-05-01', '2026-08-10')) as moved`)
    ).rows;
    for (const [name, count] of Object.entries(counts ?? {})) expect(count, name).toBeGreaterThan(0);
  });
});
