import { expect, type Page, test } from '../fixtures/test';
import { DEMO, type TCredentials } from '../fixtures/accounts';
import { signInThroughApi } from '../fixtures/auth';
import { mailsTo } from '../fixtures/mailbox';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

/**
 * The operator's side of requested changes and rejections (DESIGN decision 22): the note on the Tours
 * tab, Edit and resubmit through the wizard and the preview, the approval, and the whole history.
 */

async function switchTo(page: Page, credentials: TCredentials) {
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await signInThroughApi(page.request, credentials);
}

/** Submits a complete tour as the agent and lets the administrator decide it; leaves the agent signed in. */
async function submitAndDecide(page: Page, title: string, decision: string, body: object): Promise<string> {
  await signInThroughApi(page.request, DEMO.agentWithCompany);
  const pendingTourId = await submitDraftThroughApi(
    page.request,
    await createDraftThroughApi(page.request, completeTourForm(title)),
  );
  await switchTo(page, DEMO.admin);
  const decided = await page.request.post(`/api/admin/pending-tours/${pendingTourId}/${decision}`, { data: body });
  expect(decided.status(), await decided.text()).toBe(200);
  await switchTo(page, DEMO.agentWithCompany);
  return pendingTourId;
}

const submittedTour = (page: Page, pendingTourId: string) =>
  page.locator(`[data-testid="account-submitted-tour"][data-pending-tour-id="${pendingTourId}"]`);

test.describe('requested changes and rejections, as the operator', () => {
  test('a tour sent back with a note is edited in the wizard, resubmitted, approved and live', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Andaman changes ${stamp}`;
    const edited = `Andaman changes done ${stamp}`;
    const note = 'Please name the islands of day 2 in the title.';
    const pendingTourId = await submitAndDecide(page, title, 'request-changes', { note });

    await page.goto('/account?tab=tours');
    const item = submittedTour(page, pendingTourId);
    await expect(item.getByTestId('submitted-tour-status')).toHaveText('Changes requested');
    await expect(item.getByTestId('submitted-tour-note')).toContainText(`Changes requested: ${note}`);

    await item.getByRole('button', { name: 'Edit and resubmit' }).click();
    await expect(page).toHaveURL(/\/submit-tour\?draft=[0-9a-f-]{36}$/);
    await page.getByTestId('wizard-step-2').click();
    const titleField = page.getByLabel('Title', { exact: true });
    await expect(titleField).toHaveValue(title);
    await titleField.fill(edited);
    await page.getByTestId('wizard-step-8').click();
    await page.getByRole('button', { name: 'Submit Tour' }).click();

    await expect(page).toHaveURL(/\/tour-preview\?draft=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
    await page.getByRole('button', { name: 'Confirm & Submit Tour' }).click();
    // The same submission, pending review again under its new title.
    await expect(page).toHaveURL(`/account?tab=tours&submitted=${pendingTourId}`);
    await expect(item.getByTestId('submitted-tour-status')).toHaveText('Pending review');
    await expect(item).toContainText(edited);
    await expect(item.getByTestId('submitted-tour-note')).toHaveCount(0);
    await mailsTo(page.request, DEMO.agentWithCompany.email, `We received your changes: ${edited}`);

    await switchTo(page, DEMO.admin);
    const approved = await page.request.post(`/api/admin/pending-tours/${pendingTourId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    const { slug } = (await approved.json()) as { slug: string };
    await page.goto(`/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    await switchTo(page, DEMO.agentWithCompany);
    await page.goto('/account?tab=tours');
    await expect(item.getByTestId('submitted-tour-status')).toHaveText('Approved');
    const history = item.getByTestId('submitted-tour-history');
    await history.getByRole('button', { name: 'Show history (4)' }).click();
    const entries = history.getByTestId('submitted-tour-history-entry');
    await expect(entries).toHaveCount(4);
    expect(await entries.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))).toEqual([
      'submitted',
      'changes_requested',
      'resubmitted',
      'approved',
    ]);
    await expect(entries.nth(1)).toContainText(note);
    await history.getByRole('button', { name: 'Hide history' }).click();
    await expect(entries).toHaveCount(0);
  });

  test('a rejected tour shows its reason and cannot be resubmitted', async ({ page }) => {
    const title = `Andaman rejected ${Date.now().toString(36)}`;
    const reason = 'The licence of the boat operator has expired.';
    const pendingTourId = await submitAndDecide(page, title, 'reject', { reason });

    await page.goto('/account?tab=tours');
    const item = submittedTour(page, pendingTourId);
    await expect(item.getByTestId('submitted-tour-status')).toHaveText('Rejected');
    await expect(item.getByTestId('submitted-tour-reason')).toHaveText(`Reason: ${reason}`);
    await expect(item.getByRole('button', { name: 'Edit and resubmit' })).toHaveCount(0);
    await item.getByRole('button', { name: 'Show history (2)' }).click();
    await expect(item.getByTestId('submitted-tour-history-entry').nth(1)).toContainText(reason);
    const refused = await page.request.post(`/api/tour-submissions/${pendingTourId}/reopen`);
    expect(refused.status()).toBe(409);
  });
});
