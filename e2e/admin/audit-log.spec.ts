import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

/** /audit-log (DESIGN decision 24): every administrator action, with who, what, which record and what changed. */

/** The demo agent of Sakura Trails, who may submit tours. */
const AGENT = { email: 'agent2@demo.test', password: 'Demo1234!' };

/** Two tours submitted by the agent; the browser is then signed in as the administrator. */
async function submitTwoToursThenSignInAsAdmin(page: Page): Promise<[string, string]> {
  await signInThroughApi(page.request, AGENT);
  const stamp = Date.now().toString(36);
  const ids: string[] = [];
  for (const title of [`Audit rejection ${stamp}`, `Audit changes ${stamp}`]) {
    ids.push(
      await submitDraftThroughApi(page.request, await createDraftThroughApi(page.request, completeTourForm(title))),
    );
  }
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await signInThroughApi(page.request, DEMO.admin);
  return [ids[0]!, ids[1]!];
}

const rows = (page: Page) => page.getByTestId('audit-log-row');
const rowOf = (page: Page, targetId: string) => rows(page).filter({ hasText: targetId });

test.describe('audit log', () => {
  test('an administrator action appears with its actor, target and change, and the action filter narrows the log', async ({
    page,
  }) => {
    const [rejectedId, sentBackId] = await submitTwoToursThenSignInAsAdmin(page);
    const reject = await page.request.post(`/api/admin/pending-tours/${rejectedId}/reject`, {
      data: { reason: 'Photos are missing.' },
    });
    expect(reject.status(), await reject.text()).toBe(200);
    const sendBack = await page.request.post(`/api/admin/pending-tours/${sentBackId}/request-changes`, {
      data: { note: 'Add a second hotel.' },
    });
    expect(sendBack.status(), await sendBack.text()).toBe(200);

    await page.goto('/account');
    await page.getByRole('link', { name: 'Audit Log', exact: true }).first().click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();

    // Newest first: the request for changes, then the rejection.
    await expect(rows(page).first()).toContainText(sentBackId);
    const rejected = rowOf(page, rejectedId);
    await expect(rejected).toContainText(DEMO.admin.email);
    await expect(rejected).toContainText('Tour rejected');
    await expect(rejected).toContainText('pending_tour');
    await expect(rejected.locator('del')).toHaveText('pending');
    await expect(rejected.locator('ins').first()).toHaveText('Photos are missing.');
    await expect(rowOf(page, sentBackId)).toContainText('Changes requested');

    await page.getByLabel('Action').selectOption('tour.reject');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]action=tour\.reject/);
    await expect(rowOf(page, sentBackId)).toHaveCount(0);
    await expect(rowOf(page, rejectedId)).toBeVisible();
    for (const row of await rows(page).all()) await expect(row).toContainText('tour.reject');

    await page.getByLabel('Target id').fill(rejectedId);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('audit-log-count')).toHaveText('1 entry');

    await page.getByLabel('Target id').fill('no-such-target');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No audit entries match these filters')).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(rowOf(page, sentBackId)).toBeVisible();
  });

  test('approving, recommending and generating content on a tour each leave their row', async ({ page }) => {
    await signInThroughApi(page.request, AGENT);
    const title = `Audit approval ${Date.now().toString(36)}`;
    const pendingTourId = await submitDraftThroughApi(
      page.request,
      await createDraftThroughApi(page.request, completeTourForm(title)),
    );
    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
    await signInThroughApi(page.request, DEMO.admin);

    const approval = await page.request.post(`/api/admin/pending-tours/${pendingTourId}/approve`);
    expect(approval.status(), await approval.text()).toBe(200);
    const { tourId, slug } = (await approval.json()) as { tourId: string; slug: string };
    const recommendation = await page.request.put(`/api/admin/tour-management/tours/${tourId}/recommendation`, {
      data: { recommended: true },
    });
    expect(recommendation.status(), await recommendation.text()).toBe(200);
    const generation = await page.request.post(`/api/admin/tours/${slug}/generate`);
    expect(generation.status(), await generation.text()).toBe(200);

    await page.goto('/audit-log');
    const expected: [string, string, string][] = [
      ['tour.approve', pendingTourId, 'Tour approved'],
      ['tour.recommend', tourId, 'Tour recommended'],
      ['tour.generate_content', tourId, 'Images & itinerary generated'],
    ];
    for (const [action, targetId, label] of expected) {
      await page.getByLabel('Action').selectOption(action);
      await page.getByLabel('Target id').fill(targetId);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(label);
      await expect(rows(page).first()).toContainText(DEMO.admin.email);
    }
  });

  test('a customer is refused by the page and by the server', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/audit-log');
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403);
  });
});
