import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { authForm } from '../fixtures/auth';
import { createInvitation } from '../fixtures/invitations';

test.describe('sign-in validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
  });

  test('both fields empty', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(authForm(page).errors).toHaveText('Please enter both email and password');
  });

  test('password missing', async ({ page }) => {
    await authForm(page).email.fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(authForm(page).errors).toHaveText('Please enter both email and password');
    await expect(authForm(page).password).toHaveAttribute('aria-invalid', 'true');
  });

  test('e-mail missing', async ({ page }) => {
    await authForm(page).password.fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(authForm(page).errors).toHaveText('Please enter both email and password');
  });
});

test.describe('sign-up validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
  });

  test('required fields', async ({ page }) => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(authForm(page).errors).toHaveText('Please fill in all required fields');
  });

  test('confirm password missing', async ({ page }) => {
    const form = authForm(page);
    await form.email.fill(uniqueEmail());
    await form.password.fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.errors).toHaveText('Please fill in all required fields');
    await expect(form.confirmPassword).toHaveAttribute('aria-invalid', 'true');
  });

  test('passwords do not match', async ({ page }) => {
    const form = authForm(page);
    await form.email.fill(uniqueEmail());
    await form.password.fill('secret123');
    await form.confirmPassword.fill('secret124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.errors).toHaveText('Passwords do not match');
  });

  test('password shorter than 6 characters', async ({ page }) => {
    const form = authForm(page);
    await form.email.fill(uniqueEmail());
    await form.password.fill('abc12');
    await form.confirmPassword.fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.errors).toHaveText('Password must be at least 6 characters long');
  });

  test('an invited e-mail cannot be replaced', async ({ page }) => {
    const invited = uniqueEmail('invited');
    const token = await createInvitation(page.request, invited);
    await page.goto(`/auth?invitation=${token}`);
    const form = authForm(page);
    await expect(form.email).toHaveValue(invited);
    await expect(form.email).toHaveAttribute('readonly', '');

    // Even a tampered form (the lock removed) is refused before it reaches the server.
    await form.email.evaluate((input) => input.removeAttribute('readonly'));
    await form.email.fill(uniqueEmail('someone-else'));
    await form.password.fill('secret123');
    await form.confirmPassword.fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.errors).toHaveText('Email must match the invitation email address');
  });
});

test.describe('forgot-password and reset validation', () => {
  test('forgot password needs an e-mail', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(authForm(page).errors).toHaveText('Please enter your email address');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});
