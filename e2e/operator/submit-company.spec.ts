import { expect, test } from '../fixtures/test';
import { LICENCE_MESSAGES } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, signInThroughUi, toast } from '../fixtures/auth';
import {
  demoLicenceFile,
  fillVerifyForm,
  freshOperator,
  SAMPLE_LICENCES,
  type TSampleLicence,
  uploadOnPage,
  verificationLinkFor,
  verifyForm,
} from '../fixtures/licences';
import type { Page } from '../fixtures/test';

/** A spec message as an English reader sees it: the company screens' Thai messages have English counterparts. */
const inEnglish = (message: string) => translateMessage(message, 'en');

/** From the confirmation screen: confirm, then the e-mail steps name the masked registry address. */
async function confirmAndExpectEmailSteps(page: Page, licence: TSampleLicence) {
  const confirm = page.getByTestId('submit-company-confirm');
  await expect(confirm.getByTestId('licence-number')).toHaveText(licence.licenseId);
  await expect(confirm.getByTestId('licence-company-en')).toHaveText(licence.companyNameEn);
  const domain = licence.email.split('@')[1]!;
  await expect(confirm.getByTestId('licence-email-hint')).toContainText(`@${domain}`);
  await confirm.getByRole('button', { name: 'Confirm data correct' }).click();
  const sent = page.getByTestId('submit-company-sent');
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId('submit-company-email-steps')).toContainText(`@${domain}`);
  await expect(sent.getByTestId('submit-company-email-steps')).toContainText('within 24 hours');
  await expect(page.getByTestId('submit-company-stepper').locator('[aria-current="step"]')).toContainText(
    'Complete Submission',
  );
}

/** Opens the e-mailed link, verifies, and checks the way back to /account with the company menus. */
async function verifyThroughLink(page: Page, licence: TSampleLicence, options: { wrongCheckDigitFirst: boolean }) {
  await page.goto(await verificationLinkFor(page.request, licence));
  const form = verifyForm(page);
  await expect(page.getByTestId('verify-license-type-info')).toBeVisible();
  await expect(page.getByTestId('verify-license-countdown')).toHaveAttribute('data-tone', 'green');
  if (options.wrongCheckDigitFirst) {
    const last = Number(licence.taxId.at(-1));
    await form.email.fill(licence.email);
    await form.licenseNumber.fill(licence.licenseId);
    await form.taxId.fill(`${licence.taxId.slice(0, 12)}${(last + 1) % 10}`);
    await expect(page.getByText(inEnglish(LICENCE_MESSAGES.taxIdInvalid))).toBeVisible();
    await expect(form.counter).toHaveText('13/13');
    await expect(form.submit).toBeDisabled();
  }
  await fillVerifyForm(page, licence);
  await expect(page.getByText(inEnglish(LICENCE_MESSAGES.taxIdInvalid))).toHaveCount(0);
  await form.submit.click();
  const success = page.getByTestId('verify-license-success');
  await expect(success).toContainText(licence.licenseId);
  await expect(success).toContainText('Verified');
  await expect(toast(page, inEnglish(LICENCE_MESSAGES.verified))).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByRole('link', { name: 'Company Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Submit Tour' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Submit Company' })).toHaveCount(0);
}

test.describe('/submit-company', () => {
  test('the demo agent uploads the sample PNG, confirms, verifies through the e-mailed link (a wrong check digit first) and gets the company menus', async ({
    page,
  }) => {
    const licence = SAMPLE_LICENCES.chaoPhraya;
    await signInThroughUi(page, DEMO.agent);
    await page.goto('/account');
    await expect(page.getByTestId('account-menu').getByRole('link', { name: 'Company Management' })).toHaveCount(0);
    await page.getByTestId('account-menu').getByRole('link', { name: 'Submit Company' }).click();
    await expect(page).toHaveURL(/\/submit-company$/);
    await expect(page.getByTestId('submit-company-stepper').locator('[aria-current="step"]')).toContainText(
      'Upload License',
    );
    await uploadOnPage(page, demoLicenceFile('licence-12-04518.png'));
    await confirmAndExpectEmailSteps(page, licence);
    await verifyThroughLink(page, licence, { wrongCheckDigitFirst: true });
  });

  test('a fresh operator registers with the sample PDF', async ({ page }) => {
    const licence = SAMPLE_LICENCES.suksan;
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await uploadOnPage(page, demoLicenceFile('licence-14-07788.pdf'));
    await confirmAndExpectEmailSteps(page, licence);
    await verifyThroughLink(page, licence, { wrongCheckDigitFirst: false });

    // The link works once: opened again, it says the licence is already verified.
    await page.goto(await verificationLinkFor(page.request, licence));
    const already = page.getByTestId('verify-license-already-verified');
    await expect(already).toContainText(inEnglish(LICENCE_MESSAGES.alreadyVerified));
    // A wholesale owner's dashboard is the tour-owner dashboard.
    await expect(already.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/tour-owner-dashboard',
    );
  });

  test('refuses a file of another type in the browser, and a document without a readable QR code on the server', async ({
    page,
  }) => {
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await page.getByLabel('Licence file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a licence'),
    });
    await expect(page.getByTestId('licence-file-error')).toHaveText(inEnglish(LICENCE_MESSAGES.fileRule));
    await expect(page.getByRole('button', { name: 'Upload and Verify' })).toBeDisabled();

    await uploadOnPage(page, demoLicenceFile('no-qr-code.png'));
    await expect(page.getByTestId('licence-upload-error')).toHaveText(inEnglish(LICENCE_MESSAGES.qrUnreadable));
    await expect(toast(page, inEnglish(LICENCE_MESSAGES.qrUnreadable))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload and Verify' })).toBeEnabled();
  });

  test('an expired licence shows the spec message and a new upload', async ({ page }) => {
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await uploadOnPage(page, demoLicenceFile('licence-11-03345-expired.png'));
    const expired = page.getByTestId('submit-company-expired');
    await expect(expired).toContainText(inEnglish(LICENCE_MESSAGES.expiredLicence));
    await expired.getByRole('button', { name: 'Upload a new document' }).click();
    await expect(page.getByTestId('submit-company-upload')).toBeVisible();
  });

  test('a suspended licence is shown with the reason it cannot register, and no link can be asked for', async ({
    page,
  }) => {
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await uploadOnPage(page, demoLicenceFile('licence-13-02290-suspended.png'));
    const confirm = page.getByTestId('submit-company-confirm');
    await expect(confirm.getByTestId('licence-refusal')).toHaveText(inEnglish(LICENCE_MESSAGES.licenceSuspended));
    await expect(confirm.getByRole('button', { name: 'Confirm data correct' })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: 'Data incorrect / upload again' })).toBeEnabled();
    const create = await page.request.post('/api/license-verification/create-token', {
      data: { licenseId: '13/02290' },
    });
    expect(create.status()).toBe(409);
    // An API call that asks for no language gets the spec's message as the spec writes it.
    expect((await create.json()).error.message).toBe(LICENCE_MESSAGES.licenceSuspended);
  });

  test('"data incorrect" and Cancel delete the stored upload; Cancel goes to /account', async ({ page }) => {
    const licence = SAMPLE_LICENCES.lanna;
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await uploadOnPage(page, demoLicenceFile('licence-21-05530.png'));
    await expect(page.getByTestId('licence-number')).toHaveText(licence.licenseId);
    await page.getByRole('button', { name: 'Data incorrect / upload again' }).click();
    await expect(page.getByTestId('submit-company-upload')).toBeVisible();
    const afterDiscard = await page.request.get('/api/company-registration/status');
    expect((await afterDiscard.json()).pendingLicence).toBeNull();

    await uploadOnPage(page, demoLicenceFile('licence-21-05530.png'));
    await expect(page.getByTestId('licence-number')).toHaveText(licence.licenseId);
    // Reopening the page resumes the stored upload on the confirmation screen.
    await page.reload();
    await expect(page.getByTestId('licence-number')).toHaveText(licence.licenseId);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    const status = await page.request.get('/api/company-registration/status');
    expect((await status.json()).pendingLicence).toBeNull();
    const token = await page.request.post('/api/license-verification/create-token', {
      data: { licenseId: licence.licenseId },
    });
    expect(token.status()).toBeGreaterThanOrEqual(400);
    expect(token.status()).toBeLessThan(500);
  });

  test('a transport licence ends on the check-your-e-mail screen', async ({ page }) => {
    await freshOperator(page.request);
    await page.goto('/submit-company');
    await uploadOnPage(page, demoLicenceFile('licence-21-05530.png'), 'dot');
    await page.getByRole('button', { name: 'Confirm data correct' }).click();
    const check = page.getByTestId('submit-company-check-email');
    await expect(check.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(check.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/tour-owner-dashboard');
  });

  test('a user who already has a company is sent to /company-management', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto('/submit-company');
    await expect(page).toHaveURL(/\/company-management$/);
  });

  test('a customer is refused with the spec message, and a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/submit-company');
    await expect(toast(page, inEnglish(LICENCE_MESSAGES.loginRequired))).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/submit-company');
    await expect(toast(page, inEnglish(LICENCE_MESSAGES.noPermission))).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    const upload = await page.request.post('/api/upload-license', {
      multipart: { license_type: 'tat', license: { name: 'l.png', mimeType: 'image/png', buffer: Buffer.alloc(10) } },
    });
    expect(upload.status()).toBe(403);
  });
});
