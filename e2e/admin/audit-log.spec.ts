import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

/** /audit-log (DESIGN decision 24): every administrator action, with who, what, which record and what changed. */

/** Two tours submitted by the agent; the browser is then signed in as the administrator. */
async function submitTwoToursThenSignInAsAdmin(page: Page) {
  await signInThroughApi(page.request, DEMO.agentWithCompany);
  const stamp = Date.now().toString(36);
  const tours: { id: string; title: string }[] = [];
  for (const title of [`Audit rejection ${stamp}`, `Audit changes ${stamp}`]) {
    tours.push({
      id: await submitDraftThroughApi(page.request, await createDraftThroughApi(page.request, completeTourForm(title))),
      title,
    });
  }
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await signInThroughApi(page.request, DEMO.admin);
  return { rejected: tours[0]!, sentBack: tours[1]! };
}

const rows = (page: Page) => page.getByTestId('audit-log-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

/** How the page writes an instant: the clock in Bangkok, whatever the browser's zone. */
function bangkokTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Bangkok',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

test.describe('audit log', () => {
  // The browser's own zone is not Bangkok's: the page must still show Bangkok time.
  test.use({ timezoneId: 'Europe/London' });

  test('an administrator action reads like a log: Bangkok time with the zone, the actor, the named target, the change; filters are choices', async ({
    page,
  }) => {
    const { rejected, sentBack } = await submitTwoToursThenSignInAsAdmin(page);
    const reject = await page.request.post(`/api/admin/pending-tours/${rejected.id}/reject`, {
      data: { reason: 'Photos are missing.' },
    });
    expect(reject.status(), await reject.text()).toBe(200);
    const sendBack = await page.request.post(`/api/admin/pending-tours/${sentBack.id}/request-changes`, {
      data: { note: 'Add a second hotel.' },
    });
    expect(sendBack.status(), await sendBack.text()).toBe(200);

    await page.goto('/account');
    await page.getByRole('link', { name: 'Audit Log', exact: true }).first().click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Time (UTC+7)' })).toBeVisible();
    await expect(page.getByTestId('audit-log-filters')).toContainText('Days and times are in Bangkok time, UTC+7.');

    // Newest first: the request for changes, then the rejection.
    await expect(rows(page).first()).toContainText(sentBack.title);
    const row = rowOf(page, rejected.title);
    await expect(row).toContainText(DEMO.admin.email);
    await expect(row).toContainText('Tour rejected');
    const target = row.getByTestId('audit-target');
    await expect(target).toContainText('Submitted tour');
    await expect(target.getByRole('link', { name: rejected.title })).toHaveAttribute('href', '/pending-tours');
    await expect(row.locator('del')).toHaveText('pending');
    await expect(row.locator('ins').first()).toHaveText('Photos are missing.');
    await expect(rowOf(page, sentBack.title)).toContainText('Changes requested');
    const time = row.locator('time');
    const instant = await time.getAttribute('datetime');
    await expect(time).toHaveText(`${bangkokTime(instant!)} UTC+7`);

    // Every filter is a choice of what the log holds; no identifier is typed.
    await expect(page.getByLabel('Target id')).toHaveCount(0);
    await page.getByLabel('Actor').selectOption({ label: DEMO.admin.email });
    await page.getByLabel('Action').selectOption({ label: 'Tour rejected' });
    await page.getByLabel('Target type').selectOption({ label: 'Submitted tour' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]action=tour\.reject/);
    await expect(page).toHaveURL(/[?&]targetType=pending_tour/);
    await expect(rowOf(page, sentBack.title)).toHaveCount(0);
    await expect(rowOf(page, rejected.title)).toBeVisible();
    for (const each of await rows(page).all()) await expect(each).toContainText('tour.reject');

    // History: every entry of one target, named above the list.
    await row.getByRole('button', { name: `Show the history of ${rejected.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]targetId=${rejected.id}`));
    await expect(page.getByTestId('audit-log-narrowed')).toContainText(`History of Submitted tour ${rejected.title}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('audit-log-count')).toHaveText('1 entry');
    await page.getByRole('button', { name: 'Show every target' }).click();
    await expect(page.getByTestId('audit-log-narrowed')).toHaveCount(0);
    await expect(rowOf(page, sentBack.title)).toBeVisible();

    await page.goto('/audit-log?targetId=no-such-target');
    await expect(page.getByText('No audit entries match these filters')).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(rowOf(page, sentBack.title)).toBeVisible();
  });

  test('approving, recommending, generating content, unpublishing and republishing a tour each leave their row, the tour named and linked', async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO.agentWithCompany);
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
    const unpublished = await page.request.post(`/api/admin/tour-management/tours/${tourId}/unpublish`, {
      data: { reason: 'Checking the operator.' },
    });
    expect(unpublished.status(), await unpublished.text()).toBe(200);
    const republished = await page.request.post(`/api/admin/tour-management/tours/${tourId}/republish`);
    expect(republished.status(), await republished.text()).toBe(200);

    await page.goto('/audit-log');
    const expected: [string, string, string][] = [
      ['tour.approve', 'Submitted tour', 'Tour approved'],
      ['tour.recommend', 'Tour', 'Tour recommended'],
      ['tour.generate_content', 'Tour', 'Images & itinerary generated'],
      ['tour.unpublish', 'Tour', 'Tour unpublished'],
      ['tour.republish', 'Tour', 'Tour republished'],
    ];
    for (const [action, kind, label] of expected) {
      await page.getByLabel('Action').selectOption(action);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]action=${action.replace('.', '\\.')}`));
      const row = rowOf(page, title);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(label);
      await expect(row).toContainText(DEMO.admin.email);
      await expect(row.getByTestId('audit-target')).toContainText(kind);
      if (kind === 'Tour')
        await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/tours/${slug}`);
    }
    await expect(rowOf(page, title).locator('del')).toHaveText('hidden');
    await expect(rowOf(page, title).locator('ins')).toHaveText('published');
  });

  test('a customer is refused by the page and by the server', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/audit-log');
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403);
  });
});
