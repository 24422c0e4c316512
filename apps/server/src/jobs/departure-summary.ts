import type { TDb } from '@tour/db';
import type { TClock } from '../clock';
import { rollDepartureSummaries, todayOf } from '../modules/tours/tours.service';

/**
 * Hourly: each tour's kept search price and first departure (decision 32) are worked out again once the day has
 * turned, so that a departure that started yesterday no longer counts. Between runs a search falls back on reading
 * the departures themselves, so a late run costs speed, never a wrong answer.
 */
export async function runDepartureSummaryJob(deps: { db: TDb; clock: TClock }): Promise<void> {
  await rollDepartureSummaries(deps.db, todayOf(deps.clock));
}
