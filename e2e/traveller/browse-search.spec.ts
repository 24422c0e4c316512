import { expect, test } from '../fixtures/test';
import { getTourDates, listTours, SAMPLE_TOUR } from '../fixtures/tours';

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('tour search', () => {
  test('searches from the home box, keeps the query in the URL, and goes back home', async ({ page }) => {
    const date = inDays(1);
    const expected = await listTours(page.request, { destination: 'Bali', date, travellers: 2 });
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search tours' });
    await search.getByLabel('Destination').fill('Bali');
    await search.getByLabel('Departure from').fill(date);
    await search.getByLabel('Travellers').selectOption('2');
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(`/tours?destination=Bali&date=${date}&travellers=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tours matching “Bali”' })).toBeVisible();
    await expect(page.getByText(expected.total === 1 ? '1 tour found' : `${expected.total} tours found`)).toBeVisible();
    const titles = page.getByTestId('tour-card').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(expected.items.map((tour) => tour.title));
    for (const tour of expected.items) {
      expect(`${tour.title} ${tour.location} ${tour.country}`.toLowerCase()).toContain('bali');
    }

    // Shared or reloaded, the page shows the same search.
    await page.reload();
    await expect(titles).toHaveText(expected.items.map((tour) => tour.title));
    await expect(page.getByRole('search', { name: 'Search tours' }).getByLabel('Destination')).toHaveValue('Bali');
    await expect(page.getByText('Room for 2 travellers')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tours worth the journey' })).toBeVisible();
  });

  test('the date and travellers keep only departures with enough spots from that day on', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const last = dates.at(-1)!;
    // From the last departure's day only it remains, and it has 4 spots.
    await page.goto(`/tours?destination=Maldives&date=${last.startDate}&travellers=${last.availableSpots}`);
    await expect(page.getByTestId('tour-card').getByRole('heading', { name: SAMPLE_TOUR.title })).toBeVisible();

    await page.goto(`/tours?destination=Maldives&date=${last.startDate}&travellers=${last.availableSpots + 1}`);
    await expect(page.getByText('No tours match your search')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'All tours' })).toBeVisible();
  });

  test('an unknown destination gets the empty state', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search tours' });
    await search.getByLabel('Destination').fill('Atlantis');
    await search.getByLabel('Destination').press('Enter');
    await expect(page).toHaveURL(/\/tours\?destination=Atlantis&date=&travellers=2/);
    await expect(page.getByText('No tours match your search')).toBeVisible();
    await expect(page.getByText('0 tours found')).toBeVisible();
  });

  test('results are paged', async ({ page }) => {
    const all = await listTours(page.request, { page: 1, pageSize: 12 });
    expect(all.total, 'the demo catalogue holds more than one page of tours').toBeGreaterThan(12);
    const pages = Math.ceil(all.total / 12);
    const second = await listTours(page.request, { page: 2, pageSize: 12 });

    await page.goto('/tours');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByTestId('tour-card')).toHaveCount(12);
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByTestId('tour-card').getByRole('heading', { level: 3 })).toHaveText(
      second.items.map((tour) => tour.title),
    );
    // A click that lands while the lazily loaded cards re-render can be lost: retry it until page 1 shows.
    await expect(async () => {
      if (await pagination.getByText(`Page 2 of ${pages}`).isVisible()) {
        await pagination.getByRole('link', { name: 'Previous' }).click({ timeout: 2_000 });
      }
      await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page).not.toHaveURL(/[?&]page=2/);
  });
});
