import { summaryDriftCount, type TDashboardSummaryDrift, type TDb, type TSummaryDayRange } from '@tour/db';
import { addCalendarDays, marketplaceDate } from '@tour/shared';
import type { TClock } from '../../clock';
import { repairDashboardSummary } from './dashboard-summary.repository';

/**
 * The nightly check of the dashboards' summary rows (issue 24, DESIGN decision 36; decision record 0029). The rows
 * are kept by triggers in every transaction that changes a booking, a departure's date or a review; this pass
 * recomputes the part that dashboards read most from scratch, repairs any difference and reports it, so a fault
 * (a trigger dropped by hand, rows written with triggers disabled) is seen and undone within a night.
 */

/** The hour of the Bangkok night at which the check runs (the job is hourly; the other hours do nothing). */
const DASHBOARD_SUMMARY_CHECK_HOUR = 3;
/** Booking days checked: the last 40, today included (the dashboards' 30-day period and the current month). */
const RECENT_BOOKING_DAYS = 40;
/** Travel days checked: departures from 40 days back to a year ahead (upcoming trips, the last month's). */
const TRAVEL_DAYS_BACK = 40;
const TRAVEL_DAYS_AHEAD = 365;
/** At most this many rows per table go into the log line; the result has them all. */
const LOGGED_ROWS = 50;

export type TDashboardSummaryCheckDeps = {
  db: TDb;
  clock: TClock;
  log: {
    warn: (details: Record<string, unknown>, message: string) => void;
    info: (details: Record<string, unknown>, message: string) => void;
  };
};

export type TDashboardSummaryCheck = {
  bookingDays: TSummaryDayRange;
  travelDays: TSummaryDayRange;
  checked: TDashboardSummaryDrift['checked'];
  drift: Omit<TDashboardSummaryDrift, 'checked'>;
};

/** Whether an hourly run of the job, for the hour starting at `period`, is the night's check. */
export function isDashboardSummaryCheckDue(period: Date): boolean {
  // Bangkok keeps UTC+7 all year (marketplace-time in @tour/shared).
  const bangkokHour = (period.getUTCHours() + 7) % 24;
  return bangkokHour === DASHBOARD_SUMMARY_CHECK_HOUR;
}

/** The days a check on Bangkok day `today` covers. */
function dashboardSummaryCheckDays(today: string): {
  bookingDays: TSummaryDayRange;
  travelDays: TSummaryDayRange;
} {
  return {
    bookingDays: { from: addCalendarDays(today, 1 - RECENT_BOOKING_DAYS), to: today },
    travelDays: { from: addCalendarDays(today, -TRAVEL_DAYS_BACK), to: addCalendarDays(today, TRAVEL_DAYS_AHEAD) },
  };
}

/**
 * Recomputes the recent booking and travel days and every tour's totals and ratings (about 0.6 s at 200,000
 * bookings on either backend), repairs what differs in one transaction, and reports it: a warning with the rows
 * when anything drifted, an info line otherwise.
 */
export async function runDashboardSummaryCheck(deps: TDashboardSummaryCheckDeps): Promise<TDashboardSummaryCheck> {
  const started = Date.now();
  const { bookingDays, travelDays } = dashboardSummaryCheckDays(marketplaceDate(deps.clock.now()));
  const { checked, ...drift } = await repairDashboardSummary(deps.db, {
    days: { booking: bookingDays, travel: travelDays },
    tours: 'all',
  });
  const driftRows = summaryDriftCount(drift);
  const report = { bookingDays, travelDays, checked, ms: Date.now() - started };
  if (driftRows > 0) {
    deps.log.warn(
      {
        ...report,
        driftRows,
        drift: {
          days: drift.days.slice(0, LOGGED_ROWS),
          totals: drift.totals.slice(0, LOGGED_ROWS),
          ratings: drift.ratings.slice(0, LOGGED_ROWS),
          platformDays: drift.platformDays.slice(0, LOGGED_ROWS),
        },
      },
      'dashboard summary: rows differed from the recomputation and were repaired',
    );
  } else {
    deps.log.info(report, 'dashboard summary: the rows match the recomputation');
  }
  return { bookingDays, travelDays, checked, drift };
}
