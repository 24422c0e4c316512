import { expect, type Page, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { holdResponses, listTours } from '../fixtures/tours';

const SLIDE_COUNT = 3;

/** The home reached from another page by the logo: rendered in the browser, from what the API answers then. */
async function openHomeWithinTheApp(page: Page) {
  await page.goto('/terms');
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('home page', () => {
  test('shows the header anchors and every section the spec lists', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const anchor of ['Destinations', 'Tours', 'Deals', 'About', 'Contact']) {
      await expect(header.getByRole('link', { name: anchor, exact: true })).toHaveAttribute(
        'href',
        `/#${anchor.toLowerCase()}`,
      );
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Tours worth the journey' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured destinations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Tour Packages' })).toBeVisible();
    // The sections below the fold load as a reader scrolls down to them.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const id of ['destinations', 'tours', 'deals', 'about', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Everything taken care of' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Member-only deals in your inbox' })).toBeVisible();

    const search = page.getByRole('search', { name: 'Search tours' });
    await expect(search.getByLabel('Destination')).toBeVisible();
    await expect(search.getByLabel('Departure from')).toHaveAttribute('type', 'date');
    const travellers = search.getByLabel('Travellers');
    await expect(travellers.locator('option')).toHaveText([
      '1 traveller',
      '2 travellers',
      '3 travellers',
      '4 travellers',
      '5 travellers',
      '6+ travellers',
    ]);
  });

  test('the hero rotates Santorini, Bali and Kyoto every 6 seconds with a 500 ms fade', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByTestId('hero');
    const active = page.locator('[data-testid="hero-slide"][data-active="true"]');
    await expect(active).toHaveAttribute('data-name', 'Santorini');
    await expect(active).toHaveCSS('transition-duration', '0.5s');
    await expect(page.getByTestId('hero-caption')).toContainText('Santorini, Greece');

    // Stop the clock, then pick slides by their dots: each pick restarts the 6 s wait from a known time.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2_000);
    await hero.getByRole('button', { name: 'Show Kyoto' }).click();
    await expect(active).toHaveAttribute('data-name', 'Kyoto');
    await expect(hero.getByRole('button', { name: 'Show Kyoto' })).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Show Santorini' }).click();
    await expect(active).toHaveAttribute('data-name', 'Santorini');

    await page.clock.runFor(5_999);
    await expect(active).toHaveAttribute('data-name', 'Santorini');
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('data-name', 'Bali');
    await expect(page.getByTestId('hero-caption')).toContainText('Bali, Indonesia');
    await page.clock.runFor(6_000);
    await expect(active).toHaveAttribute('data-name', 'Kyoto');
    await page.clock.runFor(6_000);
    await expect(active).toHaveAttribute('data-name', 'Santorini');

    // Paused, it stays put.
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(20_000);
    await expect(active).toHaveAttribute('data-name', 'Santorini');
    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(6_000);
    await expect(active).toHaveAttribute('data-name', 'Bali');
  });

  test('images reserve their size; only the first hero image is fetched eagerly', async ({ page }) => {
    await page.goto('/');
    const slides = page.getByTestId('hero-slide');
    await expect(slides).toHaveCount(SLIDE_COUNT);
    await expect(slides.first()).toHaveAttribute('loading', 'eager');
    await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
    for (const index of [1, 2]) await expect(slides.nth(index)).toHaveAttribute('loading', 'lazy');

    await expect(page.getByTestId('tour-card').first()).toBeVisible();
    const belowTheFold = page.locator('[data-testid="destination-card"] img, [data-testid="tour-card"] img');
    expect(await belowTheFold.count()).toBeGreaterThan(4);
    for (const image of await belowTheFold.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
    }
  });

  test('the featured destinations show the catalogue counts and lead to their tours', async ({ page }) => {
    const response = await page.request.get('/api/destinations/featured');
    const { destinations } = (await response.json()) as { destinations: { name: string; tourCount: number }[] };
    expect(destinations.map((destination) => destination.name)).toEqual(['Santorini', 'Bali', 'Kyoto', 'Venice']);

    await page.goto('/');
    const cards = page.getByTestId('destination-card');
    await expect(cards).toHaveCount(4);
    for (const destination of destinations) {
      const card = page.locator(`[data-testid="destination-card"][data-name="${destination.name}"]`);
      await expect(card.getByTestId('destination-count')).toHaveText(
        destination.tourCount === 1 ? '1 tour' : `${destination.tourCount} tours`,
      );
    }
    await page.locator('[data-testid="destination-card"][data-name="Venice"]').click();
    await expect(page).toHaveURL(/\/tours\?destination=Venice/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tours matching “Venice”' })).toBeVisible();
  });

  // A home page from the server arrives with its tours; one reached within the app loads them.
  test('Popular Tour Packages shows 6 skeletons while loading, then the newest tours', async ({ page }) => {
    const newest = await listTours(page.request, { page: 1, pageSize: 6 });
    const held = await holdResponses(page, /\/api\/tours\?/);
    await openHomeWithinTheApp(page);
    const section = page.locator('section#tours');
    await expect(section.getByTestId('tour-card-skeleton')).toHaveCount(6);
    await held.release();
    await expect(section.getByTestId('tour-card')).toHaveCount(newest.items.length);
    await expect(section.getByTestId('tour-card-skeleton')).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(newest.items.map((tour) => tour.title));
  });

  test('Popular Tour Packages says so when there are no tours', async ({ page }) => {
    await page.route(/\/api\/tours\?/, (route) =>
      route.fulfill({ json: { items: [], page: 1, pageSize: 6, total: 0 } }),
    );
    await openHomeWithinTheApp(page);
    await expect(page.locator('section#tours').getByText('No tours available at the moment.')).toBeVisible();
  });

  test('the Hotels and Flights tabs say that only tours are searchable', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'What are you looking for?' });
    await expect(tabs.getByRole('tab', { name: 'Tours & Packages' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'Hotels' }).click();
    await expect(page.getByText('Hotel search is not available')).toBeVisible();
    await expect(page.getByText('Only tours are searchable for now.', { exact: false })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search tours' })).toHaveCount(0);

    // Keyboard: the arrow keys move between tabs.
    await tabs.getByRole('tab', { name: 'Hotels' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Flights' })).toBeFocused();
    await expect(page.getByText('Flight search is not available')).toBeVisible();

    await page.getByRole('button', { name: 'Search tours instead' }).click();
    await expect(tabs.getByRole('tab', { name: 'Tours & Packages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('search', { name: 'Search tours' })).toBeVisible();
  });

  test('the newsletter box subscribes an address once and explains a bad one', async ({ page }) => {
    await page.goto('/');
    // The block's code loads when it comes near the viewport, as it does for a reader scrolling down.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const box = page.getByTestId('home-newsletter');
    await box.scrollIntoViewIfNeeded();
    const email = box.getByLabel('Email address');
    const subscribe = box.getByRole('button', { name: 'Subscribe' });
    const address = uniqueEmail('newsletter');

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');

    await email.fill(address);
    await subscribe.click();
    await expect(box.getByRole('status')).toHaveText(
      'Thank you for subscribing! Our best deals will reach your inbox.',
    );
    await expect(email).toHaveValue('');

    await email.fill(address.toUpperCase());
    await subscribe.click();
    await expect(box.getByRole('status')).toHaveText('You are already subscribed. Thank you!');
  });
});
