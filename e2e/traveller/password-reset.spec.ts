import { expect, test, type Page } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { TEXTS, authForm, createAccount, signInThroughUi, toast } from '../fixtures/auth';

/** Opens /dev/mailbox, picks the newest message to `email` and follows its reset link. */
async function followResetLinkFromMailbox(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  const row = page
    .getByTestId('mail-row')
    .filter({ hasText: email })
    .filter({ hasText: 'Reset your password' })
    .first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.click();
  const message = page.getByTestId('mail-message');
  await expect(message.getByText(email).first()).toBeVisible();
  await message
    .getByTestId('mail-links')
    .getByRole('link', { name: /\/auth#access_token=.*type=recovery/ })
    .first()
    .click();
}

test.describe('password reset', () => {
  test('forgot password → mailbox → reset link → new password → sign in with it', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    await createAccount(page.request, { email, password: 'first-pass1' });

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await authForm(page).email.fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByTestId('reset-email-sent')).toHaveText(TEXTS.resetEmailSent);

    await followResetLinkFromMailbox(page, email);
    await expect(page).toHaveURL(/\/auth$/); // the token left the address bar
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();

    const form = authForm(page);
    // The reset form's own rules first.
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.errors).toContainText('Please fill in both password fields');
    await form.newPassword.fill('second-pass2');
    await form.confirmPassword.fill('second-pass3');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.errors).toHaveText('Passwords do not match');
    await form.newPassword.fill('short');
    await form.confirmPassword.fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.errors).toHaveText('Password must be at least 6 characters long');

    await form.newPassword.fill('second-pass2');
    await form.confirmPassword.fill('second-pass2');
    await page.getByRole('button', { name: 'Update Password' }).click();

    await expect(page.getByTestId('auth-notice')).toHaveText(TEXTS.passwordUpdated);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    // The old password no longer works; the new one does.
    await form.email.fill(email);
    await form.password.fill('first-pass1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.errors).toHaveText('Invalid login credentials');
    await signInThroughUi(page, { email, password: 'second-pass2' });
  });

  test('a used reset link cannot be used again', async ({ page }) => {
    const email = uniqueEmail('twice');
    await createAccount(page.request, { email, password: 'first-pass1' });
    await page.request.post('/api/auth/forgot-password', { data: { email } });

    await followResetLinkFromMailbox(page, email);
    const form = authForm(page);
    await form.newPassword.fill('second-pass2');
    await form.confirmPassword.fill('second-pass2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByTestId('auth-notice')).toHaveText(TEXTS.passwordUpdated);

    await followResetLinkFromMailbox(page, email);
    await expect(page.getByTestId('link-error')).toHaveText(
      /^(Invalid or expired reset link\. Please request a new password reset\.|The password reset link has expired\. Please request a new password reset\.)$/,
    );
  });

  test('a tampered reset link is refused', async ({ page }) => {
    await page.goto('/auth#access_token=not-a-real-token&type=recovery');
    await expect(page.getByTestId('link-error')).toHaveText(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    await expect(toast(page, 'Invalid or expired reset link. Please request a new password reset.')).toBeVisible();
    // The visitor can ask for a new link straight away.
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('an expired link (otp_expired) gives the expired message', async ({ page }) => {
    await page.goto(
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByTestId('link-error')).toHaveText(
      'The password reset link has expired. Please request a new password reset.',
    );
  });

  test('other link errors show their decoded description, or a fallback', async ({ page }) => {
    await page.goto(
      '/auth#error=server_error&error_code=unexpected&error_description=Something%20broke%20on%20our%20side',
    );
    await expect(page.getByTestId('link-error')).toHaveText('Something broke on our side');

    await page.goto('/');
    await page.goto('/auth#error_code=unexpected');
    await expect(page.getByTestId('link-error')).toHaveText('Authentication error occurred');
  });
});
