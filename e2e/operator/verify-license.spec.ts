import { expect, test, type Page } from '../fixtures/test';
import { LICENCE_MESSAGES } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import { toast } from '../fixtures/auth';
import {
  expireVerificationLinks,
  fillVerifyForm,
  freshOperator,
  qrLicencePng,
  SAMPLE_LICENCES,
  type TSampleLicence,
  uploadOnPage,
  verificationLinkFor,
} from '../fixtures/licences';

/** A spec message as an English reader sees it: the company screens' Thai messages have English counterparts. */
const inEnglish = (message: string) => translateMessage(message, 'en');

/** A fresh operator uploads a QR licence document for `licence` and asks for the e-mail; returns the link. */
async function requestLink(page: Page, licence: TSampleLicence): Promise<string> {
  await freshOperator(page.request);
  await page.goto('/submit-company');
  await uploadOnPage(page, await qrLicencePng(licence.licenseId));
  await page.getByRole('button', { name: 'Confirm data correct' }).click();
  await expect(page.getByTestId('submit-company-sent')).toBeVisible();
  return verificationLinkFor(page.request, licence);
}

test.describe('/verify-license', () => {
  test('an expired link opens the expired state with a way to request a new one', async ({ page }) => {
    const licence = SAMPLE_LICENCES.krabi;
    const link = await requestLink(page, licence);
    await expireVerificationLinks(page.request, licence.licenseId);

    await page.goto(link);
    const expired = page.getByTestId('verify-license-expired');
    await expect(expired).toContainText(inEnglish(LICENCE_MESSAGES.linkExpired));
    await expect(expired.getByRole('link', { name: 'Request New Verification' })).toHaveAttribute(
      'href',
      '/submit-company',
    );
    await expect(expired.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  test('TOKEN_EXPIRED during submission gives the expired state and a toast', async ({ page }) => {
    const licence = SAMPLE_LICENCES.isan;
    const link = await requestLink(page, licence);
    await page.goto(link);
    const form = await fillVerifyForm(page, licence);
    await expect(form.counter).toHaveText('13/13');
    await expect(form.submit).toBeEnabled();
    // The link runs out while the form is open (test-only route; the page still counts down from 24 hours).
    await expireVerificationLinks(page.request, licence.licenseId);
    await form.submit.click();
    await expect(page.getByTestId('verify-license-expired')).toContainText(inEnglish(LICENCE_MESSAGES.linkExpired));
    await expect(toast(page, 'The verification link expired while you were submitting')).toBeVisible();
  });

  test('a link without a token or with an unknown token shows the error state with support', async ({ page }) => {
    await page.goto('/verify-license');
    const error = page.getByTestId('verify-license-error-state');
    await expect(error).toContainText(inEnglish(LICENCE_MESSAGES.tokenMissing));
    await expect(error.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByTestId('verify-license-help')).toContainText('@');
    // Nothing to check again without a token: Try Again starts over, where a new link is asked for.
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/(submit-company|auth)/);

    await page.goto('/verify-license?token=not-a-real-token-at-all');
    await expect(error).toContainText(inEnglish(LICENCE_MESSAGES.linkInvalid));
    await expect(error.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test.describe('/verify-license in Thai, the spec’s language for the company screens', () => {
  test.use({ locale: 'th-TH' });

  test('a link without a token or with an unknown token says so in Thai: the spec’s own words where it gives them in Thai', async ({
    page,
  }) => {
    await page.goto('/verify-license');
    const error = page.getByTestId('verify-license-error-state');
    // The spec gives this one in English: a Thai reader gets its Thai counterpart.
    expect(LICENCE_MESSAGES.tokenMissing).toBe('Invalid verification link. Token is missing.');
    await expect(error).toContainText(translateMessage(LICENCE_MESSAGES.tokenMissing, 'th'));
    await page.goto('/verify-license?token=not-a-real-token-at-all');
    // This one the spec writes in Thai: exactly its words.
    await expect(error).toContainText(LICENCE_MESSAGES.linkInvalid);
    expect(translateMessage(LICENCE_MESSAGES.linkInvalid, 'th')).toBe(LICENCE_MESSAGES.linkInvalid);
  });
});
