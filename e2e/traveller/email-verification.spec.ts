import { expect, test, type Page } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { TEXTS, authForm, createAccount, signInThroughApi, toast } from '../fixtures/auth';

const SIGN_UP_SUBJECT = 'Welcome to Wanderway: please confirm your e-mail address';
const RESEND_SUBJECT = 'Confirm your e-mail address for Wanderway';

/** The confirmation link of the newest message to `email` with `subject`, read in the dev mailbox. */
async function confirmationLinkFromMailbox(page: Page, email: string, subject: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  const row = page.getByTestId('mail-row').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.click();
  const link = page
    .getByTestId('mail-message')
    .getByTestId('mail-links')
    .getByRole('link', { name: /\/auth\/verify-email#token=/ })
    .first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/auth\/verify-email#token=[\w-]+$/);
  return href!;
}

function verificationCard(page: Page) {
  return page.getByTestId('verify-email');
}

test.describe('e-mail confirmation', () => {
  test('sign up → the e-mail in the mailbox → its link verifies the address → the profile says Verified', async ({
    page,
  }) => {
    const email = uniqueEmail('confirm');
    await page.goto('/auth?tab=signup');
    const form = authForm(page);
    await form.email.fill(email);
    await form.password.fill('secret123');
    await form.confirmPassword.fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, TEXTS.accountCreated)).toBeVisible();

    // Unconfirmed, the account works and says what is missing.
    await page.goto('/account');
    await expect(page.getByTestId('email-verification-badge')).toHaveText('Not verified');
    await expect(page.getByTestId('summary-email-verification')).toHaveText('Not verified');
    await expect(page.getByTestId('email-verification-notice')).toContainText(
      `We sent a confirmation link to ${email}.`,
    );

    const link = await confirmationLinkFromMailbox(page, email, SIGN_UP_SUBJECT);
    await page.goto(link);
    await expect(verificationCard(page)).toHaveAttribute('data-state', 'verified');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
    await expect(page.getByTestId('verify-email-message')).toHaveText('Thank you! Your e-mail address is verified.');
    await expect(page.getByText(`Address: ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify-email$/); // the token left the address bar
    await expect(page).toHaveTitle('Confirm your e-mail address · Wanderway');

    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByTestId('email-verification-badge')).toHaveText('Verified');
    await expect(page.getByTestId('summary-email-verification')).toHaveText('Verified');
    await expect(page.getByTestId('email-verification-notice')).toHaveCount(0);

    // The link is single use: opening it again says the address is already verified.
    await page.goto(link);
    await expect(verificationCard(page)).toHaveAttribute('data-state', 'already_verified');
    await expect(page.getByTestId('verify-email-message')).toHaveText('Your e-mail address is already verified.');
  });

  test('resend from the profile: a new e-mail whose link works, while the earlier link no longer does', async ({
    page,
  }) => {
    const email = uniqueEmail('resend');
    const credentials = { email, password: 'secret123' };
    await createAccount(page.request, credentials);
    const firstLink = await confirmationLinkFromMailbox(page, email, SIGN_UP_SUBJECT);
    await signInThroughApi(page.request, credentials);

    await page.goto('/account');
    const notice = page.getByTestId('email-verification-notice');
    await notice.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    const resent = `We sent a new confirmation link to ${email}. Earlier links no longer work.`;
    await expect(toast(page, resent)).toBeVisible();
    await expect(notice).toContainText(resent);

    // The first link is dead; signed in, the page offers another link at once.
    await page.goto(firstLink);
    await expect(verificationCard(page)).toHaveAttribute('data-state', 'expired');
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByTestId('verify-email-message')).toHaveText('This confirmation link has expired.');
    await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();

    const newLink = await confirmationLinkFromMailbox(page, email, RESEND_SUBJECT);
    expect(newLink).not.toBe(firstLink);
    await page.goto(newLink);
    await expect(verificationCard(page)).toHaveAttribute('data-state', 'verified');
    await page.goto('/account');
    await expect(page.getByTestId('email-verification-badge')).toHaveText('Verified');
  });

  test('a link that is not valid says so, and a signed-out visitor is asked to sign in for a new one', async ({
    page,
  }) => {
    await page.goto('/auth/verify-email#token=not-a-real-token');
    await expect(verificationCard(page)).toHaveAttribute('data-state', 'invalid');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByTestId('verify-email-message')).toHaveText(
      'This confirmation link is not valid. Open the link from the newest confirmation e-mail we sent you.',
    );
    await expect(page.getByText('Sign in to get a new confirmation link.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await expect(page).toHaveURL('/auth?redirect=%2Faccount');
  });
});
