import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { TEXTS, authForm, openUserMenu, toast } from '../fixtures/auth';

test.describe('sign up', () => {
  test('a visitor creates an account and is signed in at once', async ({ page }) => {
    const email = uniqueEmail('newbie');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByText('Wholesale Owner accounts need an administrator invitation.')).toBeVisible();

    const form = authForm(page);
    await form.email.fill(email);
    // The display name is optional; its placeholder shows the default taken from the e-mail.
    await expect(form.displayName).toHaveAttribute('placeholder', email.split('@')[0]!);
    await form.password.fill('secret123');
    await form.confirmPassword.fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, TEXTS.accountCreated)).toBeVisible();
    await expect(page).toHaveURL('/');

    const menu = await openUserMenu(page);
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText(email.split('@')[0]!, { exact: true })).toBeVisible();
    await expect(menu.getByText('Customer', { exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Customer');
  });

  test('an e-mail that is already registered gives the server message', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = authForm(page);
    await form.email.fill('customer@demo.test');
    await form.password.fill('secret123');
    await form.confirmPassword.fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.errors).toHaveText('User already registered');
    await expect(page).toHaveURL(/\/auth/);
  });
});
