import {
  isDashboardSummaryCheckDue,
  runDashboardSummaryCheck,
  type TDashboardSummaryCheckDeps,
} from '../modules/dashboard-summary/dashboard-summary.service';

/**
 * The nightly check of the dashboards' summary rows: the job runs hourly (one run per hour across instances), and
 * the run of the hour starting at 03:00 in Bangkok checks. A retry of that run keeps its period, so it still checks;
 * a night when no instance ran at that hour is skipped, and the next night's check covers it (40 days back).
 */
export async function runDashboardSummaryJob(deps: TDashboardSummaryCheckDeps, period: Date): Promise<void> {
  if (!isDashboardSummaryCheckDue(period)) return;
  await runDashboardSummaryCheck(deps);
}
