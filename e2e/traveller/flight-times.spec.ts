import { expect, test, type Page } from '../fixtures/test';
import { getTourDates, SAMPLE_TOUR } from '../fixtures/tours';

/**
 * Decision 18: flight times are the airport's wall time, shown with its code, never moved to the viewer's
 * zone. The sample tour's outbound TG531 leaves Bangkok at 10:20 local on the tour's first day; a traveller
 * in New York and one in Bangkok read the same.
 */
const OUTBOUND = { time: '10:20 BKK', arrival: '12:25 MLE' };

/** 'Thu, Mar 5, 2026' for a calendar date, the way the site writes a flight's day. */
function dayText(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

async function readsTheAirportTimes(page: Page) {
  const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
  const first = dates[0]!;
  await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
  await page.getByRole('heading', { name: 'Tour details' }).scrollIntoViewIfNeeded();
  await page.getByRole('tablist', { name: 'Tour details' }).getByRole('tab', { name: 'Flights' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('flights')).toHaveAttribute('data-date-id', first.id);

  const outbound = panel.getByRole('region', { name: 'Outbound' }).getByTestId('flight-card');
  await expect(outbound).toContainText('TG531');
  await expect(outbound.getByTestId('flight-time')).toHaveText([OUTBOUND.time, OUTBOUND.arrival]);
  // The outbound flight leaves on the tour's start date, in the airport's calendar.
  await expect(outbound.getByTestId('flight-day').first()).toHaveText(dayText(first.startDate));
  await expect(panel).toContainText('Times are local at each airport.');
}

test.describe('flight times seen from New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the outbound flight leaves at 10:20 BKK on the tour start date', async ({ page }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await readsTheAirportTimes(page);
  });
});

test.describe('flight times seen from Bangkok', () => {
  test.use({ timezoneId: 'Asia/Bangkok' });

  test('the outbound flight leaves at 10:20 BKK on the tour start date', async ({ page }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Bangkok');
    await readsTheAirportTimes(page);
  });
});
