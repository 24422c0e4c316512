import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { headerSignIn, signInThroughApi } from '../fixtures/auth';

test.describe('shell pages', () => {
  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('header anchors lead to the home sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByText(/Free cancellation up to 48 hours before departure/).first()).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Tours' }).click();
    await expect(page).toHaveURL('/#tours');
    await expect(page.locator('#tours')).toBeInViewport();
  });

  test('the footer shows the support contacts and the legal links', async ({ page }) => {
    const config = await (await page.request.get('/api/config')).json();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(config.supportEmail)).toBeVisible();
    await expect(footer.getByText(config.supportPhone)).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  });

  test('the mobile menu opens at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    for (const label of ['Destinations', 'Tours', 'Deals', 'About', 'Contact']) {
      await expect(panel.getByRole('link', { name: label })).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the mobile menu offers the account when signed in', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(DEMO.customer.email)).toBeVisible();
    await panel.getByRole('button', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/account');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(headerSignIn(page)).toBeVisible();
  });
});
