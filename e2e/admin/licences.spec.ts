import { expect, test, type Page } from '../fixtures/test';
import { DEMO, type TCredentials } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { BOOKINGS_PAUSED, DEMO_COMPANY, dayFromToday, runLicenceWatch, setLicenceExpiry } from '../fixtures/companies';
import {
  freshOperator,
  qrLicencePdf,
  qrLicencePng,
  registerLicenceThroughApi,
  SAMPLE_LICENCES,
} from '../fixtures/licences';
import { readIn } from '../fixtures/language';
import { mailsTo } from '../fixtures/mailbox';
import {
  approveInReview,
  completeTourForm,
  createDraftThroughApi,
  submitDraftThroughApi,
} from '../fixtures/tour-drafts';
import { getTourDates } from '../fixtures/tours';

/** /admin/licences and the licence watch (DESIGN decision 25). */

const ANDAMAN = DEMO_COMPANY.andaman;
/** A sample licence no other test registers. */
const LICENCE = SAMPLE_LICENCES.bangkokFamily;
const ENGLISH_NAME = `DOT licence ${LICENCE.licenseId}`;
const THAI_NAME = `ใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ ${LICENCE.licenseId}`;

/**
 * Signs `credentials` in on this browser, then reads in `language`: the operator in Thai (the spec's language for the
 * company screens, issue 27), the administrator in English.
 */
async function switchTo(page: Page, credentials: TCredentials, language: 'en' | 'th') {
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  // Signed in without the other's language cookie, which signing in would save to this account's profile.
  await page.context().clearCookies({ name: 'lang' });
  await signInThroughApi(page.request, credentials);
  await readIn(page, language);
}

const card = (page: Page, pendingTourId: string) =>
  page.locator(`[data-testid="pending-tour"][data-tour-id="${pendingTourId}"]`);

async function openReview(page: Page, pendingTourId: string) {
  await card(page, pendingTourId).getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('company-licence-panel')).toHaveAttribute('data-block', /.+/);
}

test.describe('licence review queue', () => {
  test('the administrator reviews the uploaded licence beside its record; tours wait for the verified licence', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A fresh operator of its own, so its profile may keep Thai: its e-mails are then Thai too.
    await readIn(page, 'th');
    const operator = await freshOperator(page.request);
    await registerLicenceThroughApi(page.request, LICENCE, await qrLicencePng(LICENCE.licenseId));
    const title = `Licence gate ${Date.now().toString(36)}`;
    const pendingTourId = await submitDraftThroughApi(
      page.request,
      await createDraftThroughApi(page.request, completeTourForm(title)),
    );

    // The operator's panel: who reviews what next and how long it usually takes; only the uploaded document.
    await page.goto('/company-management');
    const detail = page.getByTestId('company-detail');
    await expect(detail.getByTestId('kyc-status')).toHaveText('รอตรวจสอบ');
    await expect(detail.getByTestId('licence-review-next')).toContainText(THAI_NAME);
    await expect(detail.getByTestId('licence-review-next')).toContainText('โดยปกติภายใน 2 วันทำการ');
    await detail.getByTestId('tab-documents').click();
    await expect(detail.getByTestId('document-row')).toHaveCount(1);
    await expect(detail.getByTestId('document-label')).toHaveText(THAI_NAME);
    await expect(detail.getByTestId('document-status')).toHaveText('รอตรวจสอบ');

    // The tour cannot go live while the licence is not verified: the review says why, and approval is refused.
    await switchTo(page, DEMO.admin, 'en');
    await page.goto('/pending-tours');
    await openReview(page, pendingTourId);
    const dialog = page.getByTestId('pending-tour-dialog');
    const panel = dialog.getByTestId('company-licence-panel');
    await expect(panel).toHaveAttribute('data-block', 'not_verified');
    await expect(panel.getByTestId('company-licence-name')).toHaveText(ENGLISH_NAME);
    await expect(panel.getByTestId('company-licence-kyc')).toHaveText('รอตรวจสอบ');
    const notVerified = `This tour cannot go live: the company's ${ENGLISH_NAME} is not verified yet.`;
    await expect(panel.getByTestId('company-licence-refusal')).toContainText(notVerified);
    await approveInReview(page);
    await expect(toast(page, notVerified)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, pendingTourId)).toBeVisible();

    // /admin/licences: the uploaded image in the page, beside the registry's record. Reject asks for a reason.
    await page.goto('/admin/licences');
    const item = page.locator(`[data-testid="licence-item"][data-licence="${LICENCE.licenseId}"]`);
    await expect(item.getByTestId('licence-document')).toHaveAttribute('data-kind', 'image');
    await expect
      .poll(() => item.getByTestId('licence-document-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const record = item.getByTestId('licence-record');
    await expect(record).toContainText(ENGLISH_NAME);
    await expect(record).toContainText(LICENCE.taxId);
    await expect(record).toContainText(LICENCE.email);
    await item.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByTestId('reject-licence-dialog');
    await expect(rejectDialog.getByRole('button', { name: 'Reject licence' })).toBeDisabled();
    await rejectDialog.getByLabel('Reason').fill('The scan is cut off; please upload the whole certificate.');
    await rejectDialog.getByRole('button', { name: 'Reject licence' }).click();
    await expect(
      toast(page, `${ENGLISH_NAME} rejected. ${LICENCE.companyNameEn} has been told the reason`),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    // The operator reads in Thai: so do their e-mails.
    await mailsTo(page.request, operator.email, `${THAI_NAME} ของคุณไม่ได้รับการอนุมัติ`);

    // The operator sends the certificate again, as a PDF, and confirms it by e-mail.
    await switchTo(page, operator, 'th');
    await registerLicenceThroughApi(page.request, LICENCE, qrLicencePdf(LICENCE.licenseId));

    // The PDF opens in the page from the private store; approve asks first, then says what happened.
    await switchTo(page, DEMO.admin, 'en');
    await page.goto('/admin/licences');
    await expect(item.getByTestId('licence-document')).toHaveAttribute('data-kind', 'pdf');
    const frame = item.getByTestId('licence-document-pdf');
    await expect(frame).toBeVisible();
    const source = await frame.getAttribute('src');
    expect(source).toMatch(/^\/api\/licence-documents\/[0-9a-f-]{36}$/);
    const pdf = await page.request.get(source!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="licence-12-08890.pdf"');
    await item.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = page.getByTestId('approve-licence-dialog');
    await expect(approveDialog).toContainText(`${ENGLISH_NAME} of ${LICENCE.companyNameEn} becomes verified`);
    await approveDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(approveDialog).toBeHidden();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Approve' }).click();
    await approveDialog.getByRole('button', { name: 'Approve licence' }).click();
    await expect(
      toast(page, `${ENGLISH_NAME} approved. ${LICENCE.companyNameEn} has been told by e-mail`),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    await mailsTo(page.request, operator.email, `${THAI_NAME} ของคุณได้รับการอนุมัติแล้ว`);

    // An expired licence stops the tour too; once in force again, the tour goes live.
    await setLicenceExpiry(page.request, LICENCE.licenseId, dayFromToday(-1));
    try {
      await page.goto('/pending-tours');
      await openReview(page, pendingTourId);
      await expect(panel).toHaveAttribute('data-block', 'expired');
      const expired = `This tour cannot go live: the company's ${ENGLISH_NAME} has expired.`;
      await expect(panel.getByTestId('company-licence-refusal')).toHaveText(expired);
      await approveInReview(page);
      await expect(toast(page, expired)).toBeVisible();
    } finally {
      await setLicenceExpiry(page.request, LICENCE.licenseId, dayFromToday(730));
    }
    await page.goto('/pending-tours');
    await openReview(page, pendingTourId);
    await expect(panel).toHaveAttribute('data-block', 'none');
    await approveInReview(page);
    await expect(toast(page, 'Tour approved and published successfully!')).toBeVisible();

    // The operator's panel agrees with itself: the licence, its latest document and the registration are verified.
    await switchTo(page, operator, 'th');
    await page.goto('/company-management');
    await expect(detail.getByTestId('kyc-status')).toHaveText('ยืนยันแล้ว');
    await expect(detail.getByTestId('licence-review-next')).toHaveCount(0);
    await detail.getByTestId('tab-documents').click();
    await expect(detail.getByTestId('document-row')).toHaveCount(2);
    await expect(detail.getByTestId('document-label')).toHaveText([THAI_NAME, THAI_NAME]);
    await expect(detail.getByTestId('document-status')).toHaveText(['ผ่านการตรวจสอบ']);
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
