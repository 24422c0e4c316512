import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';

/**
 * The flight search component as the wizard's step 1 embeds it (2-operator.md sections 4, 5 and 8), on
 * the built-in sample schedule; the wizard's own tests cover the rest of the step.
 */
function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.describe('flight search in the tour wizard', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/submit-tour');
  });

  test('finds a sample flight by number and date, says it is sample data, and selects it', async ({ page }) => {
    const outbound = page.getByTestId('flight-search-outbound');
    const number = outbound.getByLabel('Flight Number');
    await number.fill('TG10234');
    await expect(number).toHaveValue('TG1023');
    await number.fill('tg-102');
    await expect(number).toHaveValue('TG102');

    await outbound.getByRole('button', { name: 'Search' }).click();
    await expect(toast(page, 'Please enter flight number and departure date')).toBeVisible();

    const departure = isoDaysFromNow(30);
    await outbound.getByLabel('Departure Date').fill(departure);
    await outbound.getByRole('button', { name: 'Search' }).click();
    const result = outbound.getByTestId('flight-result');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Thai Airways');
    await expect(result).toContainText('08:00 BKK');
    await expect(result).toContainText('CNX');
    await expect(outbound.getByTestId('flight-search-sample-note')).toContainText('sample schedule');
    await outbound.getByRole('button', { name: 'Select flight TG102' }).click();
    await expect(page.getByTestId('selected-outbound')).toContainText('TG102');

    const back = page.getByTestId('flight-search-return');
    const returnDate = back.getByLabel('Departure Date');
    await expect(returnDate).toHaveAttribute('min', departure);
    await returnDate.fill(isoDaysFromNow(29));
    await back.getByLabel('Flight Number').fill('TG103');
    await back.getByRole('button', { name: 'Search' }).click();
    await expect(back.getByTestId('flight-search-problem')).toContainText('Please choose a departure date on or after');
    await expect(back.getByTestId('flight-result')).toHaveCount(0);

    await returnDate.fill(isoDaysFromNow(33));
    await back.getByLabel('Flight Number').fill('XX999');
    await back.getByRole('button', { name: 'Search' }).click();
    await expect(back.getByTestId('flight-search-empty')).toHaveText('No flights found matching your search criteria');

    await back.getByLabel('Flight Number').fill('TG103');
    await back.getByRole('button', { name: 'Search' }).click();
    await back.getByRole('button', { name: 'Select flight TG103' }).click();
    await expect(page.getByTestId('selected-return')).toContainText('TG103');
  });

  test('says so when the search fails', async ({ page }) => {
    await page.route('**/api/flights/search?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
      }),
    );
    const outbound = page.getByTestId('flight-search-outbound');
    await outbound.getByLabel('Flight Number').fill('TG102');
    await outbound.getByLabel('Departure Date').fill(isoDaysFromNow(30));
    await outbound.getByRole('button', { name: 'Search' }).click();
    await expect(toast(page, 'Failed to search flights. Please try again.')).toBeVisible();
    await expect(outbound.getByTestId('flight-search-failed')).toBeVisible();
  });
});
