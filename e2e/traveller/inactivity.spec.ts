import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { TEXTS, expectSignedOutOnServer, headerSignIn, signInThroughUi, toast } from '../fixtures/auth';

/**
 * Signs in with the browser clock installed and waits until the inactivity code runs: it loads after
 * sign-in, and its first act is to tell the server about the activity. The header badge alone shows
 * before that, so moving the clock earlier would move it before the timer started.
 */
async function signInWithRunningTimer(page: Page) {
  await page.clock.install();
  const timerStarted = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/activity') && response.ok(),
  );
  await signInThroughUi(page, DEMO.customer);
  await timerStarted;
}

test.describe('inactivity', () => {
  test('warns after 13 idle minutes and signs out after 15', async ({ page }) => {
    await signInWithRunningTimer(page);
    const badge = page.getByRole('banner').getByRole('timer');
    await expect(badge).toHaveText(/^1[45]:\d\d$/);
    await expect(badge).toHaveAttribute('data-urgent', 'false');

    await page.clock.fastForward('10:30');
    await expect(badge).toHaveAttribute('data-urgent', 'true');
    await expect(badge).toHaveText(/^04:\d\d$/);

    await page.clock.fastForward('02:30');
    await expect(toast(page, TEXTS.expiringSoon)).toBeVisible();
    await expect(toast(page, TEXTS.expiringSoon).getByRole('button', { name: 'Stay signed in' })).toBeVisible();

    await page.clock.fastForward('02:05');
    await expect(toast(page, TEXTS.expired)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await expect(headerSignIn(page)).toBeVisible();
    await expectSignedOutOnServer(page.request);
  });

  test('"Stay signed in" resets the timer', async ({ page }) => {
    await signInWithRunningTimer(page);
    const badge = page.getByRole('banner').getByRole('timer');
    await expect(badge).toHaveText(/^1[45]:\d\d$/);

    await page.clock.fastForward('13:05');
    const warning = toast(page, TEXTS.expiringSoon);
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(badge).toHaveText(/^1[45]:\d\d$/);

    await page.clock.fastForward('05:00');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(toast(page, TEXTS.expired)).toHaveCount(0);
  });

  test('activity resets the timer', async ({ page }) => {
    await signInWithRunningTimer(page);
    const badge = page.getByRole('banner').getByRole('timer');
    await expect(badge).toHaveText(/^1[45]:\d\d$/);

    await page.clock.fastForward('12:00');
    await expect(badge).toHaveText(/^0[23]:\d\d$/);
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 320);
    await expect(badge).toHaveText(/^1[45]:\d\d$/);
  });

  test('a SESSION_EXPIRED answer from the server signs out locally, and ends no session it did not see', async ({
    page,
  }) => {
    await page.route('**/api/auth/activity', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SESSION_EXPIRED', message: TEXTS.expired } }),
      }),
    );
    await signInThroughUi(page, DEMO.customer);
    await expect(toast(page, TEXTS.expired)).toBeVisible();
    await expect(headerSignIn(page)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    // The answer may be about a session another tab has since replaced by signing in: the browser's current session
    // (here the one the answer was faked for) is not signed out on its account.
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } | null };
    expect(session.user?.email).toBe(DEMO.customer.email);
  });
});
