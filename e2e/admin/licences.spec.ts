import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { BOOKINGS_PAUSED, DEMO_COMPANY, dayFromToday, runLicenceWatch, setLicenceExpiry } from '../fixtures/companies';
import { mailsTo } from '../fixtures/mailbox';
import { getTourDates } from '../fixtures/tours';

/** /admin/licences and the licence watch (DESIGN decision 25). */

const SAKURA = DEMO_COMPANY.sakura;
const ANDAMAN = DEMO_COMPANY.andaman;

test.describe('licence review queue', () => {
  test('the administrator approves the pending licence of Sakura Trails, and the audit log shows it', async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/account');
    await page.getByTestId('account-menu').getByRole('link', { name: 'Licences', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/licences$/);
    await expect(page.getByRole('heading', { name: 'Licences', level: 1 })).toBeVisible();

    const item = page.locator(`[data-testid="licence-item"][data-licence="${SAKURA.licenseId}"]`);
    await expect(item).toContainText(SAKURA.nameEn);
    await expect(item.getByTestId('reason-pending_review')).toBeVisible();
    await expect(item.getByTestId('licence-kyc')).toHaveText('รอตรวจสอบ');

    // Reject needs a reason: the dialog's confirm stays disabled while the box is empty.
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByTestId('reject-licence-dialog');
    await expect(dialog.getByRole('button', { name: 'Reject licence' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('   ');
    await dialog.getByLabel('Reason').blur();
    await expect(dialog).toContainText('Please provide a rejection reason');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Licence approved')).toBeVisible();
    await expect(item).toHaveCount(0);
    await mailsTo(page.request, SAKURA.owner.email, `Your tourism licence ${SAKURA.licenseId} has been approved`);

    await page.goto(`/audit-log?targetId=${encodeURIComponent(SAKURA.licenseId)}`);
    const row = page.getByTestId('audit-log-row').filter({ hasText: SAKURA.licenseId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Licence approved');
    await expect(row).toContainText(DEMO.admin.email);
  });

  test('a licence past its expiry pauses new bookings on the company tours until it is renewed', async ({ page }) => {
    const date = (await getTourDates(page.request, ANDAMAN.tourSlug)).find((entry) => entry.availableSpots > 0);
    expect(date, 'a departure with spots on the Andaman tour').toBeTruthy();
    await setLicenceExpiry(page.request, ANDAMAN.licenseId, dayFromToday(-1));
    try {
      expect((await runLicenceWatch(page.request)).expired).toBeGreaterThanOrEqual(1);
      await mailsTo(page.request, ANDAMAN.owner.email, 'new bookings are paused');

      await page.goto(`/tours/${ANDAMAN.tourSlug}`);
      await expect(page.getByTestId('bookings-paused')).toHaveText(BOOKINGS_PAUSED);
      await expect(page.getByTestId('booking-card').getByRole('button', { name: 'Book Now' })).toHaveCount(0);
      await expect(page.getByTestId('booking-card')).toContainText(BOOKINGS_PAUSED);
      const refused = await page.request.post('/api/booking-sessions', { data: { tourDateId: date!.id, guests: 1 } });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(BOOKINGS_PAUSED);

      await signInThroughApi(page.request, DEMO.admin);
      await page.goto('/admin/licences');
      const item = page.locator(`[data-testid="licence-item"][data-licence="${ANDAMAN.licenseId}"]`);
      await expect(item.getByTestId('reason-expired')).toBeVisible();
      await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);

      // The company's owner is offered the renewal, which /submit-company lets through (a user with a company).
      await signInThroughApi(page.request, ANDAMAN.owner);
      await page.goto('/company-management');
      await page.getByTestId('renew-licence').click();
      await expect(page).toHaveURL(/\/submit-company$/);
      await page.getByRole('button', { name: 'Upload a new document' }).click();
      await expect(page.getByRole('button', { name: 'Upload and Verify' })).toBeVisible();
    } finally {
      // The renewed licence: bookings resume at once.
      await setLicenceExpiry(page.request, ANDAMAN.licenseId, dayFromToday(730));
    }
    await page.goto(`/tours/${ANDAMAN.tourSlug}`);
    await expect(page.getByTestId('booking-card').getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(page.getByTestId('bookings-paused')).toHaveCount(0);
  });
});
