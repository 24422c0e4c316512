import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { TEXTS, authForm, toast } from '../fixtures/auth';
import { createInvitation } from '../fixtures/invitations';

test.describe('sign-up from an invitation', () => {
  test('a valid invitation creates a Wholesale Owner account', async ({ page }) => {
    const email = uniqueEmail('owner');
    const token = await createInvitation(page.request, email, 3 * 24 * 60 * 60 * 1000);

    await page.goto(`/auth?invitation=${token}`);
    const createTab = page.getByRole('tab', { name: 'Create Account' });
    await expect(createTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveCount(0);
    const summary = page.getByTestId('invitation-summary');
    await expect(summary.getByText('Valid Invitation')).toBeVisible();
    await expect(summary).toContainText(email);
    await expect(summary).toContainText('Wholesale Owner');
    await expect(summary).toContainText(/This invitation expires on \w+ \d{1,2}, \d{4}\./);

    const form = authForm(page);
    await expect(form.email).toHaveValue(email);
    await expect(form.email).toHaveAttribute('readonly', '');
    await form.displayName.fill('Somchai Tours');
    await form.password.fill('owner-pass1');
    await form.confirmPassword.fill('owner-pass1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, TEXTS.accountCreated)).toBeVisible();
    // An invited owner goes on to register their company, told why.
    await expect(page).toHaveURL('/submit-company');
    await expect(page.getByTestId('invited-owner-note')).toContainText('Your wholesale owner account is ready');

    await page.goto('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Wholesale Owner');

    // The invitation is used up.
    const check = await page.request.get(`/api/invitations/validate?token=${token}`);
    if (check.ok()) expect((await check.json()).isValid).toBe(false);
    else expect([404, 410]).toContain(check.status());
  });

  test('an expired invitation is refused', async ({ page }) => {
    const token = await createInvitation(page.request, uniqueEmail('late'), -60_000);
    await page.goto(`/auth?invitation=${token}`);
    await expect(page.getByTestId('invitation-error')).toHaveText(
      'This invitation link has expired or is no longer valid.',
    );
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByText('Valid Invitation')).toHaveCount(0);
  });

  test('an unknown invitation token is refused', async ({ page }) => {
    await page.goto('/auth?invitation=this-token-does-not-exist');
    await expect(page.getByTestId('invitation-error')).toHaveText('Invalid invitation link.');
    await expect(toast(page, 'Invalid invitation link.')).toBeVisible();
  });

  test('a failed check says so', async ({ page }) => {
    await page.route('**/api/invitations/validate**', (route) => route.abort('failed'));
    await page.goto('/auth?invitation=any-token');
    await expect(page.getByTestId('invitation-error')).toHaveText('Failed to validate invitation link.');
  });
});
