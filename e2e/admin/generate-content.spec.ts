import { expect, type APIRequestContext, type Page, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';

/** Admin Actions on the tour page (1-traveller.md, 2-operator.md section 8): 'Generate Images & Itinerary'. */

type TBareTour = { tourId: string; slug: string };

/** A published tour with one departure and nothing else: no gallery, no thumbnail, no itinerary. */
async function createBareTour(request: APIRequestContext): Promise<TBareTour> {
  const response = await request.post('/api/test/departures', { data: { daysFromNow: 60, days: 4 } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TBareTour;
}

/** Hidden again afterwards, so the catalogue other tests read is the demo's. */
async function hideTour(request: APIRequestContext, tour: TBareTour) {
  expect((await request.post(`/api/test/tours/${tour.tourId}/hide`)).ok()).toBe(true);
}

async function openItinerary(page: Page) {
  await page.getByRole('heading', { name: 'Tour details' }).scrollIntoViewIfNeeded();
  await page.getByRole('tablist', { name: 'Tour details' }).getByRole('tab', { name: 'Itinerary' }).click();
  return page.getByRole('tabpanel');
}

test.describe('generate images and itinerary', () => {
  test('the administrator fills a bare tour: the toasts, then its gallery and itinerary on the page', async ({
    page,
  }) => {
    const tour = await createBareTour(page.request);
    try {
      await signInThroughApi(page.request, DEMO.admin);
      await page.goto(`/tours/${tour.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'E2E Departure Soon' })).toBeVisible();
      await expect(await openItinerary(page)).toContainText('No itinerary data available');
      const carousel = page.getByTestId('tour-carousel');
      await expect(carousel.getByRole('button', { name: 'Next photo' })).toHaveCount(0);

      const box = page.getByTestId('admin-actions');
      await box.getByRole('button', { name: 'Generate Images & Itinerary' }).click();
      await expect(toast(page, 'Tour data generated successfully!')).toBeVisible();

      // The page reads the tour again: four generated pictures and one day per day of the tour.
      await expect(carousel.getByTestId('carousel-image')).toHaveAttribute('src', /^\/api\/tour-images\//);
      await expect(carousel.getByRole('button', { name: 'Next photo' })).toBeVisible();
      const image = await page.request.get((await carousel.getByTestId('carousel-image').getAttribute('src')) ?? '');
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByTestId('itinerary-day')).toHaveCount(4);
      await expect(panel).toContainText('Arrival in Krabi');
      await expect(panel).toContainText('Departure from Krabi');

      // A second run adds nothing and says so.
      await box.getByRole('button', { name: 'Generate Images & Itinerary' }).click();
      await expect(toast(page, 'This tour already has its images and itinerary')).toBeVisible();
      await expect(panel.getByTestId('itinerary-day')).toHaveCount(4);
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('the loading toast shows while the server works, and a failure shows the spec text', async ({ page }) => {
    const tour = await createBareTour(page.request);
    try {
      await signInThroughApi(page.request, DEMO.admin);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api/admin/tours/${tour.slug}/generate`, async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'INTERNAL',
              message: 'Failed to generate tour images',
              fields: { images: 'Failed to generate tour images' },
            },
          }),
        });
      });
      await page.goto(`/tours/${tour.slug}`);
      const box = page.getByTestId('admin-actions');
      await box.getByRole('button', { name: 'Generate Images & Itinerary' }).click();
      await expect(toast(page, 'Generating tour data...')).toBeVisible();
      await expect(box.getByRole('button', { name: 'Generating tour data...' })).toBeDisabled();
      release();
      await expect(toast(page, 'Failed to generate tour images')).toBeVisible();
      await expect(box.getByRole('button', { name: 'Generate Images & Itinerary' })).toBeEnabled();
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('a customer does not see the box, and the server refuses the call', async ({ page }) => {
    const tour = await createBareTour(page.request);
    try {
      await signInThroughApi(page.request, DEMO.customer);
      await page.goto(`/tours/${tour.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'E2E Departure Soon' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page.getByTestId('admin-actions')).toHaveCount(0);
      expect((await page.request.post(`/api/admin/tours/${tour.slug}/generate`)).status()).toBe(403);
      expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
      expect((await page.request.post(`/api/admin/tours/${tour.slug}/generate`)).status()).toBe(401);
      expect((await page.request.get(`/api/tours/${tour.slug}/images`)).ok()).toBe(true);
      const images = (await (await page.request.get(`/api/tours/${tour.slug}/images`)).json()) as { images: [] };
      expect(images.images).toEqual([]);
    } finally {
      await hideTour(page.request, tour);
    }
  });
});
