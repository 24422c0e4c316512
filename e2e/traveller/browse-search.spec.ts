import { expect, test } from '../fixtures/test';
import { getTourDates, SAMPLE_TOUR, searchTours } from '../fixtures/tours';

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('tour search', () => {
  test('searches from the home box, keeps the query in the URL, and goes back home', async ({ page }) => {
    const date = inDays(1);
    const expected = await searchTours(page.request, { destination: 'Bali', date, travellers: 2 });
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
    const all = await searchTours(page.request, { page: 1, pageSize: 12 });
    expect(all.total, 'the demo catalogue holds more than one page of tours').toBeGreaterThan(12);
    const pages = Math.ceil(all.total / 12);
    const second = await searchTours(page.request, { page: 2, pageSize: 12 });

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

test.describe('search filters, sorts and counts (issue 25)', () => {
  const countText = (total: number) => (total === 1 ? '1 tour found' : `${total} tours found`);
  const tourCount = (count: number) => (count === 1 ? '1 tour' : `${count} tours`);

  test('each filter shows how many tours it gives; ticking, sorting and removing change the results as the search does', async ({
    page,
  }) => {
    const all = await searchTours(page.request);
    await page.goto('/tours');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const titles = page.getByTestId('tour-card').getByRole('heading', { level: 3 });
    await expect(page.getByText(countText(all.total))).toBeVisible();
    await expect(titles).toHaveText(all.items.map((tour) => tour.title));

    // Every category, trip length and rating names its count.
    for (const [category, count] of Object.entries(all.facets.categories)) {
      const label = `${category[0]!.toUpperCase()}${category.slice(1)} ${tourCount(count)}`;
      await expect(filters.getByRole('checkbox', { name: label })).toBeVisible();
    }
    await expect(
      filters.getByRole('radio', { name: `4.5 and above ${tourCount(all.facets.ratings['4.5']!)}` }),
    ).toBeVisible();

    // A category: the URL, the count and the cards follow the search.
    await filters.getByRole('checkbox', { name: /^Beach/ }).click();
    await expect(page).toHaveURL(/[?&]categories=beach(&|$)/);
    const beach = await searchTours(page.request, { categories: 'beach' });
    await expect(page.getByText(countText(beach.total))).toBeVisible();
    await expect(titles).toHaveText(beach.items.map((tour) => tour.title));
    // Another category's count is what ticking it as well would add.
    await expect(
      filters.getByRole('checkbox', { name: `City ${tourCount(beach.facets.categories.city!)}` }),
    ).toBeVisible();

    // The sort.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    const cheapestFirst = await searchTours(page.request, { categories: 'beach', sort: 'price_asc' });
    await expect(titles).toHaveText(cheapestFirst.items.map((tour) => tour.title));

    // A rating, then a price range: each is a chip that takes it away again.
    await filters.getByRole('radio', { name: /^4 and above/ }).click();
    await expect(page).toHaveURL(/[?&]rating=4(&|$)/);
    const rated = await searchTours(page.request, { categories: 'beach', sort: 'price_asc', rating: '4' });
    await expect(page.getByText(countText(rated.total))).toBeVisible();
    await expect(titles).toHaveText(rated.items.map((tour) => tour.title));

    await filters.getByLabel('Highest').fill('2000');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]priceMax=2000/);
    const cheap = await searchTours(page.request, {
      categories: 'beach',
      sort: 'price_asc',
      rating: '4',
      priceMax: 2000,
    });
    await expect(page.getByText(countText(cheap.total))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $2,000' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove filter: Beach' }).click();
    await expect(page).not.toHaveURL(/categories=/);
    await expect(page).toHaveURL(/[?&]priceMax=2000/);

    // Clear filters keeps the sort and drops the rest.
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/rating=|priceMax=/);
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByText(countText(all.total))).toBeVisible();
  });

  test('a Thai place name inside a longer Thai title finds the tour, and a misspelt word is corrected', async ({
    page,
  }) => {
    const title = `ทัวร์เชียงคานริมโขง ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/test/departures', { data: { daysFromNow: 30, title } });
    expect(created.status()).toBe(200);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search tours' });
    await search.getByLabel('Destination').fill('เชียงคาน');
    await search.getByLabel('Destination').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tours matching “เชียงคาน”' })).toBeVisible();
    const expected = await searchTours(page.request, { destination: 'เชียงคาน', travellers: 2 });
    await expect(page.getByText(countText(expected.total))).toBeVisible();
    await expect(page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`)).toContainText(title);

    await page.goto('/tours?destination=santorni&date=&travellers=');
    await expect(page.getByText('No tours match “santorni”. Showing results for “santorini”.')).toBeVisible();
    const corrected = await searchTours(page.request, { destination: 'santorini' });
    await expect(page.getByText(countText(corrected.total))).toBeVisible();
  });

  test('on a phone the filters open under a button that counts the active ones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tours?durations=4-6');
    const toggle = page.getByRole('button', { name: /Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('1');
    await expect(page.getByRole('checkbox', { name: /^4–6 days/ })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: /^4–6 days/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /^7–9 days/ }).click();
    await expect(page).toHaveURL(/durations=4-6%2C7-9|durations=4-6,7-9/);
    const both = await searchTours(page.request, { durations: '4-6,7-9' });
    await expect(page.getByText(countText(both.total))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
