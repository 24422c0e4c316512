import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import {
  TEXTS,
  authForm,
  expectSignedOutOnServer,
  headerSignIn,
  openUserMenu,
  signInThroughApi,
  signInThroughUi,
  toast,
} from '../fixtures/auth';

test.describe('sign in and sign out', () => {
  test('a demo customer signs in, sees the avatar menu and signs out', async ({ page }) => {
    await signInThroughUi(page, DEMO.customer);
    await expect(page).toHaveURL('/');
    await expect(headerSignIn(page)).toHaveCount(0);

    const menu = await openUserMenu(page);
    await expect(menu.getByText(DEMO.customer.email)).toBeVisible();
    await expect(menu.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(toast(page, TEXTS.signedOut)).toBeVisible();
    await expect(headerSignIn(page)).toBeVisible();
    await expectSignedOutOnServer(page.request);
  });

  test('wrong credentials show the server message inline and as a toast', async ({ page }) => {
    await page.goto('/auth');
    const form = authForm(page);
    await form.email.fill(DEMO.customer.email);
    await form.password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.errors).toHaveText('Invalid login credentials');
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sign-out still signs out locally when the server cannot be reached', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/');
    await page.route('**/api/auth/sign-out', (route) => route.abort('failed'));

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, TEXTS.signOutFailed)).toBeVisible();
    await expect(toast(page, TEXTS.signedOut)).toBeVisible();
    await expect(headerSignIn(page)).toBeVisible();

    // Once the server answers again the pending sign-out is finished before the session is read.
    await page.unroute('**/api/auth/sign-out');
    await page.reload();
    await expect(headerSignIn(page)).toBeVisible();
    await expectSignedOutOnServer(page.request);
  });

  test('a signed-in user who opens /auth is sent home', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('/account sends a visitor to /auth and back to /account after sign-in', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();

    const form = authForm(page);
    await form.email.fill(DEMO.customer.email);
    await form.password.fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('Customer');
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Profile', 'Dashboard Access']);
  });

  test('an administrator sees the admin entries of the side menu', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/account');
    await expect(page.getByTestId('role-badge')).toHaveText('Administrator');
    const menu = page.getByTestId('account-menu');
    for (const label of [
      'Profile',
      'Dashboard Access',
      'Admin Dashboard',
      'Submit Company',
      'Submit Tour',
      'Pending Tours',
      'Accounts',
      'Invitations',
      'Tour Management',
      'Audit Log',
      'Licences',
      'Bookings',
      'Payment Verification',
      'Flight Deal',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // The operators' dashboards are not an administrator's.
    for (const label of ['Tour Dashboard', 'Sales Dashboard']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
  });
});
