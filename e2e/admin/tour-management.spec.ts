import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { bookingCardOf, sampleGuest, signUpAndSignIn } from '../fixtures/booking-form';
import { approvedTourOf, createCompany, signUpOperator } from '../fixtures/company-tours';
import { mailsTo, manageLinkIn } from '../fixtures/mailbox';
import { getTourDates } from '../fixtures/tours';

/** /tour-management (3-admin.md sections 2 and 8): recommendations, unpublishing and the orphaned-image clean-up. */

const PHOTO = readFileSync(path.join(import.meta.dirname, '../fixtures/images/island-small.jpg'));
const DAY_MS = 24 * 60 * 60 * 1000;

const homeCard = (page: Page, slug: string) => page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`);

test.describe('tour management', () => {
  test('the administrator recommends a tour, travellers see the badge on the home page, and removes it', async ({
    page,
  }) => {
    // The newest tour with a departure ahead: first on the home page. Its own title, so that the title filter
    // finds it alone, not on a later page among every other test's tours.
    const title = `E2E Pick ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/test/departures', { data: { daysFromNow: 40, title } });
    expect(created.status()).toBe(200);
    const { tourId, slug } = (await created.json()) as { tourId: string; slug: string };
    await signInThroughApi(page.request, DEMO.admin);

    await page.goto('/');
    await expect(homeCard(page, slug)).toBeVisible();
    await expect(homeCard(page, slug)).not.toContainText('Recommended');

    await page.goto('/tour-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search tours by title' }).fill(title);
    const card = page.locator(`[data-testid="managed-tour"][data-tour-id="${tourId}"]`);
    await card.getByRole('button', { name: 'Recommend' }).click();
    await expect(toast(page, 'Tour added to recommendations')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(card).toContainText('Recommended');

    await page.goto('/');
    await expect(homeCard(page, slug)).toContainText('Recommended');

    await page.goto('/tour-management');
    await page.getByRole('searchbox', { name: 'Search tours by title' }).fill(title);
    await card.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Tour removed from recommendations')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Recommend' })).toBeVisible();

    await page.goto('/');
    await expect(homeCard(page, slug)).toBeVisible();
    await expect(homeCard(page, slug)).not.toContainText('Recommended');
  });

  test('the administrator unpublishes a tour with a reason: it leaves home, search and its page, the operator is told, its booking stands; republish brings it back', async ({
    page,
  }) => {
    const owner = await signUpOperator(page.request, 'wholesale_owner');
    await createCompany(page.request, { nameEn: `Takedown Tours ${Date.now().toString(36)}`, owner, members: [] });
    const title = `Takedown Phuket ${Date.now().toString(36)}`;
    const { tourId, slug } = await approvedTourOf(page.request, owner, title);

    // A traveller books it before it comes down.
    const traveller = await signUpAndSignIn(page.request, 'takedown');
    const [date] = await getTourDates(page.request, slug);
    const booked = await page.request.post('/api/bookings', {
      data: {
        tourId,
        tourDateId: date!.id,
        numberOfGuests: 1,
        guests: [{ ...sampleGuest(0), email: traveller.email }],
        paymentMethod: 'bank_transfer',
        termsAccepted: true,
        marketingConsent: false,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { bookingReference } = (await booked.json()) as { bookingReference: string };
    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);

    const search = `/tours?destination=${encodeURIComponent(title)}&date=&travellers=`;
    await page.goto(search);
    await expect(page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`)).toBeVisible();

    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/tour-management');
    await page.getByRole('searchbox', { name: 'Search tours by title' }).fill(title);
    const card = page.locator(`[data-testid="managed-tour"][data-tour-id="${tourId}"]`);
    await card.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish tour' });
    await expect(dialog).toContainText(`“${title}” leaves the home page, search and its own page`);
    const confirm = dialog.getByRole('button', { name: 'Unpublish Tour' });
    await expect(confirm).toBeDisabled();
    const reasonBox = dialog.getByLabel('Reason for unpublishing');
    await reasonBox.fill('   ');
    await reasonBox.blur();
    await expect(dialog).toContainText('Please give the reason for unpublishing this tour');
    const reason = 'The hotel on day 2 has closed; please replace it.';
    await reasonBox.fill(reason);
    await confirm.click();
    await expect(toast(page, 'Tour unpublished; the operator has been told')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAttribute('data-status', 'hidden');
    await expect(card.getByTestId('managed-tour-status')).toHaveText('Unpublished');

    // Gone from the home page, the search and its own page, which says so plainly.
    await page.goto('/');
    await expect(page.getByTestId('tour-card').first()).toBeVisible();
    await expect(page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`)).toHaveCount(0);
    await page.goto(search);
    await expect(page.getByText('No tours match your search')).toBeVisible();
    await expect(page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`)).toHaveCount(0);
    await page.goto(`/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This tour is no longer available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account');
    await expect(page).toHaveTitle('This tour is no longer available');

    // The operator reads the reason in their mailbox.
    const [mail] = await mailsTo(page.request, owner.email, `Your tour was unpublished: ${title}`);
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('Bookings already made stand as they are.');

    // The traveller's booking stands: in their account and on its manage page.
    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
    await signInThroughApi(page.request, traveller);
    await page.goto('/account?tab=bookings');
    await expect(bookingCardOf(page, bookingReference)).toContainText(title);
    const manage = await manageLinkIn(page.request, traveller.email, new RegExp(bookingReference));
    await page.goto(manage);
    await expect(page.getByText(bookingReference).first()).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();

    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/tour-management');
    await page.getByRole('searchbox', { name: 'Search tours by title' }).fill(title);
    await card.getByRole('button', { name: 'Republish' }).click();
    await expect(toast(page, 'Tour republished; the operator has been told')).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'published');
    await mailsTo(page.request, owner.email, `Your tour is live again: ${title}`);
    await page.goto(`/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto(search);
    await expect(page.locator(`[data-testid="tour-card"][data-slug="${slug}"]`)).toBeVisible();
  });

  test('the maintenance tab counts orphaned images and cleans them up after confirmation', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    const upload = await page.request.post('/api/tour-images', {
      multipart: { purpose: 'gallery', file: { name: 'island.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
    });
    expect(upload.status()).toBe(201);
    const image = (await upload.json()) as { id: string; url: string };
    // Uploaded a day and an hour ago, and used by nothing.
    expect(
      (await page.request.post(`/api/test/tour-images/${image.id}/age`, { data: { ms: DAY_MS + 3_600_000 } })).status(),
    ).toBe(200);
    const summary = (await (await page.request.get('/api/admin/tour-management/orphaned-images')).json()) as {
      count: number;
    };
    expect(summary.count).toBeGreaterThanOrEqual(1);

    await page.goto('/tour-management');
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    const count = page.getByTestId('orphaned-count');
    await expect(count).toHaveText(summary.count === 1 ? '1 image' : `${summary.count} images`);
    await expect(page.getByText('How the clean-up works')).toBeVisible();

    await page.getByRole('button', { name: 'Clean Up Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove orphaned images?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Images' }).click();
    await expect(toast(page, `Cleaned up ${summary.count} image(s) from storage`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(count).toHaveText('0 images');
    await expect(page.getByText('No orphaned images configured for cleanup...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clean Up Images' })).toBeDisabled();
    expect((await page.request.get(image.url)).status()).toBe(404);
  });

  test('a customer is refused by the page and by the server', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/tour-management');
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect((await page.request.get('/api/admin/tour-management/tours')).status()).toBe(403);
    expect((await page.request.post('/api/admin/tour-management/orphaned-images/cleanup')).status()).toBe(403);
  });
});
