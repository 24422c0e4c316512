import { expect, test } from '../fixtures/test';

test.describe('one brand', () => {
  test('the header, the page title and the page metadata carry the configured name (default Wanderway)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Wanderway', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Wanderway · Tour packages and holidays');
    await expect(page.locator('meta[name="application-name"]')).toHaveAttribute('content', 'Wanderway');
    await expect(page.getByRole('contentinfo')).toContainText('Wanderway Co., Ltd.');

    // Every page's own title ends with the brand.
    await page.goto('/tours');
    await expect(page).toHaveTitle(/ · Wanderway$/);
  });
});
