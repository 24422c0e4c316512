import { expect, type Page, test } from '../fixtures/test';
import { listTours, SAMPLE_TOUR } from '../fixtures/tours';

// Search engines and phones get the public pages' content in the HTML, before any JavaScript runs.
test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows the hero, the destinations and the newest tours', async ({ page }) => {
    const newest = await listTours(page.request, { page: 1, pageSize: 6 });
    await page.goto('/');
    await expect(page).toHaveTitle(/Tour packages and holidays/);
    await expect(page.getByTestId('destination-card')).toHaveCount(4);
    await expect(page.locator('section#tours').getByRole('heading', { level: 3 })).toHaveText(
      newest.items.map((tour) => tour.title),
    );
  });

  test('a search shows its title, count and tour cards with prices and dates', async ({ page }) => {
    await page.goto('/tours?destination=Bali');
    await expect(page.getByRole('heading', { level: 1, name: 'Tours matching “Bali”' })).toBeVisible();
    const cards = page.getByTestId('tour-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByTestId('tour-card-dates')).toBeVisible();
    await expect(cards.first()).toContainText('$');
  });

  test('a tour page shows its title, price, dates and booking card', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page).toHaveTitle(`${SAMPLE_TOUR.title} · Wanderway`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    const card = page.getByTestId('booking-card');
    await expect(card).toContainText('$');
    await expect(card.getByLabel('Travel date').locator('option')).not.toHaveCount(0);
  });
});

/**
 * Tours other tests make on the same server may name pictures at made-up hosts (images.example.test), which the
 * Content-Security-Policy rightly blocks when one of them is among the home's newest tours: not this page's doing.
 */
const OTHER_TESTS_PICTURES = /^Loading the image 'https:\/\/[^']*\.example\.test\//;

/** Opens `path` and expects the app to take the server's page over without a console error or warning. */
async function expectTakenOverCleanly(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && !OTHER_TESTS_PICTURES.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
}

test.describe('public pages with JavaScript', () => {
  for (const path of ['/', '/tours?destination=Bali', `/tours/${SAMPLE_TOUR.slug}`]) {
    test(`${path} takes over the server's page without a console error or warning`, async ({ page }) => {
      await expectTakenOverCleanly(page, path);
    });
  }
});

test.describe('public pages with JavaScript, for a visitor who asked for less motion', () => {
  // The server cannot know the preference: the home's slideshow must not read it in its first render (it did, and
  // React threw the server's page away, the newest tours with it).
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test("/ takes over the server's page without a console error or warning", async ({ page }) => {
    await expectTakenOverCleanly(page, '/');
    await expect(page.getByTestId('hero').getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});
