import { expect, type Page, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { approveInReview } from '../fixtures/tour-drafts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  createOwnersLiveTour,
  departureCard,
  departuresForEdit,
  EDIT_TEXTS,
  hideTour,
  openSection,
  saveBar,
  sectionHeader,
} from '../fixtures/edit-tour';

/**
 * Governed edits of a live tour (DESIGN decision 37; docs/decisions/0019): prices and departures go live at
 * once, what travellers read waits for an administrator's approval in /pending-tours.
 */

const stamp = () => Date.now().toString(36);

/** The tour page's title and description as travellers see them. */
async function expectTourPage(page: Page, slug: string, title: string, description: string) {
  await page.goto(`/tours/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
}

test('a content edit waits for approval while a departure price goes live at once', async ({ page, browser }) => {
  const tour = await createOwnersLiveTour(browser, `Andaman governed ${stamp()}`);
  const admin = await browser.newContext();
  try {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto(`/edit-tour/${tour.slug}`);
    await expect(page.getByTestId('edit-live-rule')).toContainText('Prices, seats and departures go live');
    // No base price: travellers pay each departure's.
    await expect(sectionHeader(page, 'Basic Information')).toHaveAttribute('aria-expanded', 'true');
    const basics = page.locator('#edit-section-basics');
    await expect(basics.getByLabel('Title', { exact: true })).toBeVisible();
    await expect(basics.getByLabel(/Price per person/)).toHaveCount(0);
    const description = basics.getByLabel('Description', { exact: true });
    const oldDescription = await description.inputValue();

    const newTitle = `${tour.title} revised`;
    const newDescription = 'Five days of beaches, long-tail boats and a night market, now with a cooking class.';
    await basics.getByLabel('Title', { exact: true }).fill(newTitle);
    await description.fill(newDescription);
    const [first] = await departuresForEdit(page.request, tour.slug);
    await openSection(page, 'Available Dates');
    await departureCard(page, first!.id)
      .getByLabel(/Price per person/)
      .fill('9900');
    await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();

    // The screen says what went live and what waits.
    await expect(toast(page, EDIT_TEXTS.savedWithReview)).toBeVisible();
    await expect(page.getByTestId('edit-went-live')).toHaveText(['Departures (dates, prices, seats, flights)']);
    await expect(page.getByTestId('edit-waiting').getByRole('listitem')).toHaveText(['Title', 'Description']);
    const revision = page.getByTestId('edit-revision');
    await expect(revision).toContainText('Changes waiting for review');
    await expect(revision.getByTestId('edit-revision-changes').getByRole('listitem')).toHaveText([
      'Title',
      'Description',
    ]);
    await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);

    // Travellers: the new price at once, the old title and description until the approval.
    await expectTourPage(page, tour.slug, tour.title, oldDescription);
    await expect(page.getByText('THB 9,900.00 per person').first()).toBeVisible();

    // The administrator finds the revision in the queue with what it changes, and approves it.
    const adminPage = await admin.newPage();
    await signInThroughApi(admin.request, DEMO.admin);
    await adminPage.goto('/pending-tours');
    const card = adminPage.getByTestId('pending-tour').filter({ hasText: newTitle });
    await expect(card.getByTestId('pending-tour-revision')).toHaveText('Revision of a live tour');
    await card.getByRole('button', { name: 'Preview' }).click();
    const dialog = adminPage.getByTestId('pending-tour-dialog');
    const summary = dialog.getByTestId('pending-tour-revision-summary');
    await expect(summary).toContainText(`Changes to the live tour “${tour.title}”`);
    await expect(summary.getByTestId('pending-tour-revision-changes').getByRole('listitem')).toHaveText([
      'Title',
      'Description',
    ]);
    await approveInReview(adminPage);
    await expect(toast(adminPage, EDIT_TEXTS.revisionApproved)).toBeVisible();
    await expect(card).toHaveCount(0);

    // Approved: travellers read the new content; the price stays.
    await expectTourPage(page, tour.slug, newTitle, newDescription);
    await expect(page.getByText('THB 9,900.00 per person').first()).toBeVisible();
  } finally {
    await admin.close();
    await hideTour(page.request, tour);
  }
});

test('opening the edit screen fails no request and logs no error', async ({ page, browser, baseURL }) => {
  // A photo the page may load (the sample form's thumbnail is on an example host the page's CSP refuses).
  const tour = await createOwnersLiveTour(browser, `Andaman quiet ${stamp()}`, { thumbnailUrl: '/favicon.svg' });
  try {
    await signInThroughApi(page.request, DEMO.owner);
    const failed: string[] = [];
    const errors: string[] = [];
    // The application's own requests (the sample tour's photos live on an unreachable example host).
    const ours = (url: string) => new URL(url).origin === new URL(String(baseURL)).origin;
    page.on('response', (response) => {
      if (response.status() >= 400 && ours(response.url())) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      if (ours(request.url())) failed.push(`failed ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && ours(message.location().url || String(baseURL))) errors.push(message.text());
    });
    const draftRead = page.waitForResponse((response) => response.url().endsWith(`/api/tours/${tour.slug}/edit/draft`));
    await page.goto(`/edit-tour/${tour.slug}`);
    expect((await draftRead).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(tour.title);
    await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);
    await expect(page.getByTestId('edit-live-rule')).toBeVisible();
    // Every section opened: their images and editors load too.
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(sectionHeader(page, 'Tour Images')).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await hideTour(page.request, tour);
  }
});
