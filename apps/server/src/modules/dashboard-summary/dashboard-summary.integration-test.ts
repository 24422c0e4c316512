import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDashboardSummary,
  repairDashboardSummary,
  summaryDriftCount,
  type TDb,
  WHOLE_DASHBOARD_SUMMARY,
} from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import { queryRows } from '../../db';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { runDashboardSummaryJob } from '../../jobs/dashboard-summary';
import { insertTestBooking } from '../bookings/test-bookings';
import { runDashboardSummaryCheck, type TDashboardSummaryCheck } from './dashboard-summary.service';

/**
 * The nightly check of the dashboards' summary rows (issue 24): a row corrupted, one deleted and a stray one are
 * found by the recomputation, repaired in one transaction and reported (a warning with the rows, and the result),
 * through the test-only route as through the hourly job's night run; rows outside the days it covers are left to
 * the totals it recomputes in full.
 */

const TODAY = '2026-06-01';

type TLogged = { level: 'warn' | 'info'; details: Record<string, unknown>; message: string };

function capturingLog() {
  const lines: TLogged[] = [];
  return {
    lines,
    log: {
      warn: (details: Record<string, unknown>, message: string) => lines.push({ level: 'warn', details, message }),
      info: (details: Record<string, unknown>, message: string) => lines.push({ level: 'info', details, message }),
    },
  };
}

describe.each(TEST_BACKENDS)('the nightly dashboard-summary check on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
  });
  afterAll(() => close());

  /** A tour booked today (the app's clock: 1 June 2026, Bangkok) for a departure in August, and a review. */
  async function bookedTour() {
    const departure = await insertTestDeparture(db, { spots: 20, startDate: '2026-08-01' });
    const booking = await insertTestBooking(db, departure, { now: t.clock.now(), numberOfGuests: 3 });
    await insertTestBooking(db, departure, { now: t.clock.now(), currency: 'THB', totalAmount: 90_000 });
    await queryRows(
      db,
      sql`insert into reviews (booking_id, tour_id, author_name, overall_rating, title, body, travel_month,
        traveller_type, status)
      values (${booking.id}, ${departure.tourId}, 'Ada T.', 4, 'Lovely', 'A lovely week with a great guide.',
        '2026-08', 'couple', 'published')`,
    );
    return departure.tourId;
  }

  async function runOnDemand(): Promise<TDashboardSummaryCheck> {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/jobs/dashboard-summary' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TDashboardSummaryCheck;
  }

  it('repairs a corrupted, a deleted and a stray row and reports each with what was stored and expected', async () => {
    const tourId = await bookedTour();
    await queryRows(
      db,
      sql`update dashboard_tour_days set guests = 99 where tour_id = ${tourId} and basis = 'booking' and currency = 'USD'`,
    );
    await queryRows(db, sql`delete from dashboard_tour_days where tour_id = ${tourId} and basis = 'travel'`);
    await queryRows(
      db,
      sql`insert into dashboard_tour_days (tour_id, basis, day, currency, bookings, guests, revenue)
        values (${tourId}, 'booking', '2026-05-30', 'USD', 1, 2, 3)`,
    );
    await queryRows(
      db,
      sql`update dashboard_tour_totals set revenue = 0 where tour_id = ${tourId} and currency = 'THB'`,
    );
    await queryRows(db, sql`delete from dashboard_tour_ratings where tour_id = ${tourId}`);

    const result = await runOnDemand();
    expect(result.bookingDays).toEqual({ from: '2026-04-23', to: TODAY });
    expect(result.travelDays).toEqual({ from: '2026-04-22', to: '2027-06-01' });
    const usd = { bookings: 1, guests: 3, revenue: 500_000 };
    const thb = { bookings: 1, guests: 2, revenue: 90_000 };
    expect(result.drift).toEqual({
      days: [
        {
          key: { tourId, basis: 'booking', day: '2026-05-30', currency: 'USD' },
          stored: { bookings: 1, guests: 2, revenue: 3 },
          expected: null,
        },
        {
          key: { tourId, basis: 'booking', day: TODAY, currency: 'USD' },
          stored: { ...usd, guests: 99 },
          expected: usd,
        },
        { key: { tourId, basis: 'travel', day: '2026-08-01', currency: 'THB' }, stored: null, expected: thb },
        { key: { tourId, basis: 'travel', day: '2026-08-01', currency: 'USD' }, stored: null, expected: usd },
      ],
      totals: [{ key: { tourId, currency: 'THB' }, stored: { ...thb, revenue: 0 }, expected: thb }],
      ratings: [{ key: { tourId, stars: 4 }, stored: null, expected: { reviews: 1 } }],
      // The platform's rows followed the tours' rows changed by hand, so they were the sum of them throughout.
      platformDays: [],
    });
    expect(result.checked.days).toBeGreaterThanOrEqual(5);
    expect(summaryDriftCount(await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY))).toBe(0);
    const again = await runOnDemand();
    expect(summaryDriftCount(again.drift)).toBe(0);
  });

  it('reports drift as a warning with the rows, and a clean night as information', async () => {
    const tourId = await bookedTour();
    await queryRows(
      db,
      sql`update dashboard_tour_totals set bookings = 7 where tour_id = ${tourId} and currency = 'USD'`,
    );
    const { lines, log } = capturingLog();
    const found = await runDashboardSummaryCheck({ db, clock: t.clock, log });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      message: 'dashboard summary: rows differed from the recomputation and were repaired',
      details: {
        driftRows: 1,
        checked: found.checked,
        bookingDays: found.bookingDays,
        drift: {
          days: [],
          totals: [
            {
              key: { tourId, currency: 'USD' },
              stored: { bookings: 7, guests: 3, revenue: 500_000 },
              expected: { bookings: 1, guests: 3, revenue: 500_000 },
            },
          ],
          ratings: [],
        },
      },
    });
    await runDashboardSummaryCheck({ db, clock: t.clock, log });
    expect(lines[1]).toMatchObject({ level: 'info', message: 'dashboard summary: the rows match the recomputation' });
  });

  it('leaves days outside the recent ones to later checks, while every tour’s totals are recomputed', async () => {
    const departure = await insertTestDeparture(db, { spots: 20, startDate: '2025-03-01' });
    await insertTestBooking(db, departure, { now: new Date('2025-01-10T03:00:00Z') });
    await queryRows(db, sql`update dashboard_tour_days set guests = 5 where tour_id = ${departure.tourId}`);
    await queryRows(db, sql`update dashboard_tour_totals set guests = 5 where tour_id = ${departure.tourId}`);
    const result = await runOnDemand();
    expect(result.drift.days).toEqual([]);
    expect(result.drift.totals.map((row) => row.key)).toEqual([{ tourId: departure.tourId, currency: 'USD' }]);
    const whole = await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY);
    expect(whole.days.map((row) => [row.key.basis, row.key.day])).toEqual([
      ['booking', '2025-01-10'],
      ['travel', '2025-03-01'],
    ]);
    await repairDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY);
  });

  it('runs from the hourly job only in the hour from 03:00 in Bangkok', async () => {
    const tourId = await bookedTour();
    await queryRows(db, sql`update dashboard_tour_totals set guests = 1 where tour_id = ${tourId}`);
    const { lines, log } = capturingLog();
    const drifted = async () => summaryDriftCount(await checkDashboardSummary(db, WHOLE_DASHBOARD_SUMMARY));
    // 21:00 UTC is 04:00 in Bangkok, 19:00 UTC is 02:00: not the night's run.
    await runDashboardSummaryJob({ db, clock: t.clock, log }, new Date('2026-05-31T21:00:00Z'));
    await runDashboardSummaryJob({ db, clock: t.clock, log }, new Date('2026-05-31T19:00:00Z'));
    expect(lines).toEqual([]);
    expect(await drifted()).toBe(2);
    await runDashboardSummaryJob({ db, clock: t.clock, log }, new Date('2026-05-31T20:00:00Z'));
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect(await drifted()).toBe(0);
  });
});
