import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '../fixtures/test';
import { DEMO, type TCredentials } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

/**
 * The review loop with memory (issue 20): the queue's four tabs with each decision's date and administrator,
 * the administrator's note inside the wizard while the operator edits, and the resubmission's changes field
 * by field in the administrator's preview.
 */

const ADMIN_NAME = 'Demo Admin';
const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');

async function switchTo(page: Page, credentials: TCredentials) {
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await signInThroughApi(page.request, credentials);
}

async function submitAsAgent(page: Page, form: Record<string, unknown>): Promise<string> {
  return submitDraftThroughApi(page.request, await createDraftThroughApi(page.request, form));
}

async function decideThroughApi(page: Page, pendingTourId: string, decision: string, body?: object) {
  const answer = await page.request.post(`/api/admin/pending-tours/${pendingTourId}/${decision}`, { data: body ?? {} });
  expect(answer.status(), await answer.text()).toBe(200);
}

const card = (page: Page, pendingTourId: string) =>
  page.locator(`[data-testid="pending-tour"][data-tour-id="${pendingTourId}"]`);

const today = () => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

test.describe('the review loop', () => {
  test('the four tabs list the right tours with the date and the administrator of each decision', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signInThroughApi(page.request, DEMO.agentWithCompany);
    const waiting = await submitAsAgent(page, completeTourForm(`Queue waiting ${stamp}`));
    const sentBack = await submitAsAgent(page, completeTourForm(`Queue sent back ${stamp}`));
    const rejected = await submitAsAgent(page, completeTourForm(`Queue rejected ${stamp}`));
    const approved = await submitAsAgent(page, completeTourForm(`Queue approved ${stamp}`));
    await switchTo(page, DEMO.admin);
    await decideThroughApi(page, sentBack, 'request-changes', { note: 'Name the islands of day 2.' });
    await decideThroughApi(page, rejected, 'reject', { reason: 'The boat operator has no licence.' });
    await decideThroughApi(page, approved, 'approve');

    await page.goto('/pending-tours');
    const tabs = page.getByRole('tablist', { name: 'Review queue' });
    await expect(tabs.getByRole('tab')).toHaveText(['Pending', 'Changes requested', 'Rejected', 'Approved']);
    await expect(tabs.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, waiting)).toContainText(`Queue waiting ${stamp}`);
    for (const other of [sentBack, rejected, approved]) await expect(card(page, other)).toHaveCount(0);

    const expectations: [string, string, string, string, string | null][] = [
      ['Changes requested', 'changes_requested', sentBack, 'Sent back', 'Note: Name the islands of day 2.'],
      ['Rejected', 'rejected', rejected, 'Rejected', 'Reason: The boat operator has no licence.'],
      ['Approved', 'approved', approved, 'Approved', null],
    ];
    for (const [tab, value, id, verb, note] of expectations) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('review-queue-panel')).toHaveAttribute('data-tab', value);
      const item = card(page, id);
      const line = item.getByTestId('pending-tour-decision-line');
      await expect(line).toContainText(`${verb} ${today()}`);
      await expect(line).toContainText(`by ${ADMIN_NAME}`);
      if (note) await expect(line).toContainText(note);
      // Decided tours are previewed, not decided again.
      await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      for (const other of [waiting, sentBack, rejected, approved].filter((each) => each !== id)) {
        await expect(card(page, other)).toHaveCount(0);
      }
    }
    // The tab is in the address: a reload keeps it.
    await expect(page).toHaveURL(/\/pending-tours\?tab=approved$/);
    await page.reload();
    await expect(card(page, approved)).toBeVisible();
    await card(page, approved).getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByTestId('pending-tour-dialog');
    await expect(dialog.getByTestId('pending-tour-history')).toContainText(`Approved · ${ADMIN_NAME}`);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('sent back with a note, edited with the note in sight, resubmitted: the administrator sees what changed', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Andaman diff ${stamp}`;
    const note = 'Lower the first date’s price, fix the outbound time, rename day 2 and replace photo 2.';
    const form = completeTourForm(title);
    const [firstDate] = form.availableDates;
    if (!firstDate) throw new Error('the form has a date');
    // The outbound as typed at first: 06:00, which the flight search corrects to TG201's 07:45.
    firstDate.outbound = { ...firstDate.outbound, departureDateTime: '2027-03-01T06:00:00+07:00' };
    const photos = ['https://images.example.test/diff-1.jpg', 'https://images.example.test/diff-2.jpg'];
    await signInThroughApi(page.request, DEMO.agentWithCompany);
    const pendingTourId = await submitAsAgent(page, {
      ...form,
      tourImages: photos.map((url, order) => ({ id: `p${order}`, url, order })),
    });
    await switchTo(page, DEMO.admin);

    // The administrator sends it back with a note, through the page.
    await page.goto('/pending-tours');
    await card(page, pendingTourId).getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByTestId('pending-tour-dialog');
    await expect(dialog.getByTestId('submission-changes')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Request Changes' }).click();
    const decision = page.getByTestId('pending-tour-decision');
    await decision.getByLabel('What needs to change').fill(note);
    await decision.getByRole('button', { name: 'Send Back' }).click();
    await expect(toast(page, 'Changes requested; the operator has been told')).toBeVisible();

    // The operator edits it with the note on every step.
    await switchTo(page, DEMO.agentWithCompany);
    await page.goto('/account?tab=tours');
    const submitted = page.locator(`[data-testid="account-submitted-tour"][data-pending-tour-id="${pendingTourId}"]`);
    await submitted.getByRole('button', { name: 'Edit and resubmit' }).click();
    await expect(page).toHaveURL(/\/submit-tour\?draft=[0-9a-f-]{36}$/);
    for (let step = 1; step <= 8; step += 1) {
      await page.getByTestId(`wizard-step-${step}`).click();
      await expect(page.getByTestId(`wizard-step-view-${step}`).getByTestId('wizard-review-note')).toContainText(note);
    }
    await expect(page.getByTestId('wizard-review-note')).toContainText(`by ${ADMIN_NAME}`);

    await page.getByTestId('wizard-step-3').click();
    const date = page.getByTestId('available-date').first();
    await date.getByLabel('Price per person (THB)').fill('11000');
    await date.getByRole('button', { name: 'Search Flight: Outbound, Date 1' }).click();
    const search = page.getByTestId('flight-search-outbound');
    await search.getByLabel('Flight Number').fill('TG201');
    await search.getByLabel('Departure Date').fill('2027-03-01');
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByRole('button', { name: 'Select flight TG201' }).click();
    await expect(date.getByTestId('date-0-outbound')).toContainText('07:45');

    await page.getByTestId('wizard-step-4').click();
    await page.getByTestId('itinerary-day').nth(1).getByLabel('Day title').fill('Day 2 on Phi Phi');

    await page.getByTestId('wizard-step-7').click();
    const gallery = page.getByTestId('tour-gallery');
    await gallery.getByRole('button', { name: 'Remove image 2' }).click();
    await expect(toast(page, 'Image removed successfully!')).toBeVisible();
    await gallery.getByTestId('gallery-file-input').setInputFiles(path.join(IMAGES, 'island-small.jpg'));
    await expect(gallery.getByTestId('gallery-count')).toHaveText('2/10 images');
    const uploaded = await gallery.getByTestId('gallery-image').nth(1).getByRole('img').getAttribute('src');
    expect(uploaded).toBeTruthy();

    await page.getByTestId('wizard-step-8').click();
    await page.getByRole('button', { name: 'Submit Tour' }).click();
    await expect(page).toHaveURL(/\/tour-preview\?draft=[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Confirm & Submit Tour' }).click();
    await expect(page).toHaveURL(`/account?tab=tours&submitted=${pendingTourId}`);

    // The administrator sees the resubmission's changes, field by field.
    await switchTo(page, DEMO.admin);
    await page.goto('/pending-tours');
    await expect(card(page, pendingTourId).getByTestId('pending-tour-resubmitted')).toHaveText('Resubmitted');
    await card(page, pendingTourId).getByRole('button', { name: 'Preview' }).click();
    const changes = dialog.getByTestId('submission-changes');
    await expect(changes.getByRole('heading', { name: 'Changes since the previous submission' })).toBeVisible();
    const rows = changes.getByTestId('submission-change');
    const row = (pathOf: string) => changes.locator(`[data-testid="submission-change"][data-path="${pathOf}"]`);
    await expect(row('availableDates.2027-03-01.price')).toContainText('12,500');
    await expect(row('availableDates.2027-03-01.price')).toContainText('11,000');
    await expect(row('availableDates.2027-03-01.price')).toContainText('Departure Mar 1, 2027 · Price');
    await expect(row('availableDates.2027-03-01.outbound.departureDateTime')).toContainText(
      'Outbound flight · Departs',
    );
    await expect(row('availableDates.2027-03-01.outbound.departureDateTime')).toContainText('07:45');
    await expect(row('itineraryDays.2.title')).toContainText('Day 2 · Title');
    await expect(row('itineraryDays.2.title')).toContainText('Day 2 on Phi Phi');
    const images = changes.locator('[data-testid="submission-change"][data-section="images"]');
    await expect(images).toHaveCount(2);
    await expect(images.filter({ hasText: 'Removed' })).toContainText(photos[1] ?? '');
    await expect(images.filter({ hasText: 'Added' })).toContainText(uploaded ?? '');
    // Nothing else: the fields left alone are not listed.
    const paths = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-path')));
    expect(
      paths.every(
        (each) =>
          each === 'availableDates.2027-03-01.price' ||
          each?.startsWith('availableDates.2027-03-01.outbound.') ||
          each === 'itineraryDays.2.title' ||
          each === 'tourImages',
      ),
      paths.join(', '),
    ).toBe(true);
    await expect(dialog.getByTestId('pending-tour-history')).toContainText(note);
  });
});
