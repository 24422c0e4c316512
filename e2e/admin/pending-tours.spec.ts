import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { mailsTo } from '../fixtures/mailbox';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';
import { tourCard } from '../fixtures/tours';

/** /pending-tours (3-admin.md sections 2, 5 and 8): the administrator previews, approves and rejects submissions. */

/** Submits a complete tour as the agent, then leaves the browser signed in as the administrator. */
async function submitTourThenSignInAsAdmin(page: Page, title: string): Promise<string> {
  await signInThroughApi(page.request, DEMO.agentWithCompany);
  const pendingTourId = await submitDraftThroughApi(
    page.request,
    await createDraftThroughApi(page.request, completeTourForm(title)),
  );
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await signInThroughApi(page.request, DEMO.admin);
  return pendingTourId;
}

const card = (page: Page, pendingTourId: string) =>
  page.locator(`[data-testid="pending-tour"][data-tour-id="${pendingTourId}"]`);

test.describe('pending tours', () => {
  test('the administrator previews every tab of a submitted tour, approves it and finds it published', async ({
    page,
  }) => {
    const title = `Andaman approval ${Date.now().toString(36)}`;
    const pendingTourId = await submitTourThenSignInAsAdmin(page, title);

    await page.goto('/pending-tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Tours' })).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toContainText('Admin Panel');
    await expect(page.getByTestId('admin-sidebar').getByRole('link')).toHaveText([
      'Admin Dashboard',
      'Pending Tours',
      'Accounts',
      'Invitations',
      'Tour Management',
      'Audit Log',
      'Licences',
      'Bookings',
      'Payment Verification',
      'Review Moderation',
      'Flight Deal',
    ]);
    // Newest submitted first.
    await expect(page.getByTestId('pending-tour').first()).toHaveAttribute('data-tour-id', pendingTourId);
    const item = card(page, pendingTourId);
    await expect(item).toContainText(title);
    await expect(item).toContainText('Sakura Trails');
    await expect(item).toContainText('by agent2@demo.test');

    await item.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByTestId('pending-tour-dialog');
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByTestId('preview-overview')).toContainText('Four days of beaches');
    // The seven tabs of 3-admin.md section 2.
    await expect(dialog.getByRole('tab')).toHaveText([
      'Details',
      'Dates',
      'Itinerary',
      'Meal Plans',
      'Hotel',
      'Gallery',
      'Features',
    ]);
    const tabs: [string, string][] = [
      ['Dates', 'TG201'],
      ['Itinerary', 'Island activities of day 3'],
      ['Meal Plans', 'Day 2 Meals'],
      ['Hotel', 'Andaman Beach Resort'],
      ['Gallery', 'No gallery images'],
      ['Features', 'Phi Phi islands'],
    ];
    for (const [tab, text] of tabs) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tabpanel')).toContainText(text);
    }
    await expect(dialog.getByTestId('pending-tour-history')).toContainText('Submitted · Kenji Sato');

    const approval = page.waitForResponse((response) =>
      response.url().endsWith(`/api/admin/pending-tours/${pendingTourId}/approve`),
    );
    // Approving publishes at once, so it asks first; cancelling sends nothing and changes nothing.
    let approvals = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/admin/pending-tours/${pendingTourId}/approve`)) approvals += 1;
    });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const confirmation = page.getByTestId('approve-confirm');
    await expect(confirmation.getByRole('heading', { name: 'Approve and publish?' })).toBeVisible();
    await expect(confirmation).toContainText(`“${title}” goes live on the site at once`);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const stillPending = await page.request.get(`/api/admin/pending-tours/${pendingTourId}`);
    expect(((await stillPending.json()) as { status: string }).status).toBe('pending');
    expect(approvals).toBe(0);

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await confirmation.getByRole('button', { name: 'Approve and Publish' }).click();
    const answer = await approval;
    expect(approvals).toBe(1);
    expect(answer.status()).toBe(200);
    const { slug } = (await answer.json()) as { slug: string };
    await expect(toast(page, 'Tour approved and published successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    await expect(confirmation).toBeHidden();

    await mailsTo(page.request, DEMO.agentWithCompany.email, `Your tour is live: ${title}`);

    // Travellers find it on the home page (newest first) and can book it: Book Now holds a seat.
    await page.goto('/');
    const published = tourCard(page, slug);
    await expect(published).toContainText(title);
    await published.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const starting = page.waitForResponse(
      (response) => response.url().endsWith('/api/booking-sessions') && response.request().method() === 'POST',
    );
    await page.getByTestId('booking-card').getByRole('button', { name: 'Book Now' }).click();
    expect((await starting).status()).toBe(201);
    await expect(page).toHaveURL(new RegExp(`/tours/${slug}/book/[0-9a-f-]{36}$`));
  });

  test('rejecting needs a reason; the tour leaves the list and the operator is told why', async ({ page }) => {
    const title = `Andaman rejection ${Date.now().toString(36)}`;
    const pendingTourId = await submitTourThenSignInAsAdmin(page, title);

    await page.goto('/pending-tours');
    const item = card(page, pendingTourId);
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByTestId('pending-tour-decision');
    const confirm = dialog.getByRole('button', { name: 'Reject Tour' });
    const reason = dialog.getByLabel('Rejection reason');
    await expect(confirm).toBeDisabled();
    await reason.fill('   ');
    await reason.blur();
    await expect(dialog).toContainText('Please provide a rejection reason');
    await expect(confirm).toBeDisabled();

    await reason.fill('The hotel has no licence number.');
    await expect(dialog).not.toContainText('Please provide a rejection reason');
    await confirm.click();
    await expect(toast(page, 'Tour rejected and moved to rejected tours')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    const [mail] = await mailsTo(page.request, DEMO.agentWithCompany.email, `Your tour was not approved: ${title}`);
    expect(mail!.text).toContain('The hotel has no licence number.');
  });

  test('requesting changes sends the tour back with the note', async ({ page }) => {
    const title = `Andaman changes ${Date.now().toString(36)}`;
    const pendingTourId = await submitTourThenSignInAsAdmin(page, title);

    await page.goto('/pending-tours');
    const item = card(page, pendingTourId);
    await item.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('pending-tour-dialog').getByRole('button', { name: 'Request Changes' }).click();
    const dialog = page.getByTestId('pending-tour-decision');
    await expect(dialog.getByRole('button', { name: 'Send Back' })).toBeDisabled();
    await dialog.getByLabel('What needs to change').fill('Add a second hotel for the last night.');
    await dialog.getByRole('button', { name: 'Send Back' }).click();
    await expect(toast(page, 'Changes requested; the operator has been told')).toBeVisible();
    await expect(page.getByTestId('pending-tour-dialog')).toBeHidden();
    await expect(item).toHaveCount(0);
    const [mail] = await mailsTo(
      page.request,
      DEMO.agentWithCompany.email,
      `Changes requested for your tour: ${title}`,
    );
    expect(mail!.text).toContain('Add a second hotel for the last night.');
  });

  test('a customer is refused by the page and by the server', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/pending-tours');
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect((await page.request.get('/api/admin/pending-tours')).status()).toBe(403);
  });
});
