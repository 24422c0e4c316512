import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { approvedTourOf, createCompany, signUpOperator } from '../fixtures/company-tours';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

test.describe('the account Tours tab', () => {
  test('lists a draft saved through the API with a link to resume it in the wizard, and deletes it only after a confirmation', async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO.agentWithCompany);
    const title = `Krabi hideaway ${Date.now().toString(36)}`;
    const draftId = await createDraftThroughApi(page.request, { title, wizardStep: 2 });

    await page.goto('/account');
    await page.getByRole('tab', { name: 'Tours' }).click();
    await expect(page).toHaveURL(/[?&]tab=tours/);
    const item = page.getByTestId('account-draft').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Last saved');
    await expect(item.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/submit-tour?draft=${draftId}`);

    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('delete-draft-dialog');
    await expect(dialog).toContainText(`"${title}" and everything typed in it will be deleted.`);
    await dialog.getByRole('button', { name: 'Keep Draft' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();
    expect((await page.request.get(`/api/tour-drafts/${draftId}`)).status()).toBe(200);

    await item.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Draft' }).click();
    await expect(toast(page, 'Draft deleted')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await page.request.get(`/api/tour-drafts/${draftId}`)).status()).toBe(404);
  });

  test('after a submission shows the message with the pending tour id, and the tour as pending review', async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO.agentWithCompany);
    const title = `Andaman island escape ${Date.now().toString(36)}`;
    const draftId = await createDraftThroughApi(page.request, completeTourForm(title));
    const pendingTourId = await submitDraftThroughApi(page.request, draftId);

    await page.goto(`/account?tab=tours&submitted=${pendingTourId}`);
    const notice = page.getByTestId('tour-submitted-notice');
    await expect(notice).toContainText('Your tour has been submitted and is pending review.');
    await expect(notice).toContainText(`Pending tour ID: ${pendingTourId}`);
    const submitted = page.locator(`[data-testid="account-submitted-tour"][data-pending-tour-id="${pendingTourId}"]`);
    await expect(submitted).toContainText(title);
    await expect(submitted.getByTestId('submitted-tour-status')).toHaveText('Pending review');
    await expect(submitted).toContainText(/SKU\s*SAK/);
    // The submitted draft is no longer among the drafts.
    await expect(page.getByTestId('account-draft').filter({ hasText: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/submitted=/);
    await expect(submitted).toBeVisible();
  });

  test('customers have no Tours tab and the server refuses them drafts', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/account?tab=tours');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Tours' })).toHaveCount(0);
    const refused = await page.request.post('/api/tour-drafts', { data: { data: {} } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe(
      "You don't have permission to submit tours. Contact an administrator for access.",
    );
  });
});

test.describe("the account Tours tab's company tours", () => {
  test("a second user of the company sees the tour the first submitted, with Edit tour where their role may edit; another company's user does not", async ({
    page,
  }) => {
    const agent = await signUpOperator(page.request, 'agent');
    const owner = await signUpOperator(page.request, 'wholesale_owner');
    const seller = await signUpOperator(page.request, 'wholesale_seller');
    const outsider = await signUpOperator(page.request, 'wholesale_owner');
    const stamp = Date.now().toString(36);
    const companyName = `Lotus Coast ${stamp}`;
    await createCompany(page.request, { nameEn: companyName, owner, members: [agent, seller] });
    await createCompany(page.request, { nameEn: `Other Coast ${stamp}`, owner: outsider, members: [] });
    const title = `Lotus lagoon ${stamp}`;
    const { tourId, slug } = await approvedTourOf(page.request, agent, title);

    await signInThroughApi(page.request, owner);
    await page.goto('/account?tab=tours');
    const section = page.getByRole('region', { name: 'Company Tours' });
    await expect(section).toContainText(`Every tour of ${companyName}, whoever of its users submitted it`);
    const item = section.locator(`[data-testid="account-company-tour"][data-tour-id="${tourId}"]`);
    await expect(item).toContainText(title);
    await expect(item.getByTestId('company-tour-status')).toHaveText('Live');
    await expect(item.getByTestId('company-tour-submitter')).toContainText(agent.email);
    await expect(item.getByRole('link', { name: 'View Tour' })).toHaveAttribute('href', `/tours/${slug}`);
    await item.getByRole('link', { name: 'Edit tour' }).click();
    await expect(page).toHaveURL(`/edit-tour/${slug}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

    // A wholesale seller of the company sees it, without Edit tour (the edit screen is not theirs).
    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
    await signInThroughApi(page.request, seller);
    await page.goto('/account?tab=tours');
    const sellersItem = page.locator(`[data-testid="account-company-tour"][data-tour-id="${tourId}"]`);
    await expect(sellersItem).toContainText(title);
    await expect(sellersItem.getByRole('link', { name: 'Edit tour' })).toHaveCount(0);

    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
    await signInThroughApi(page.request, outsider);
    await page.goto('/account?tab=tours');
    await expect(page.getByRole('region', { name: 'Company Tours' })).toContainText('No live tours yet');
    await expect(page.locator(`[data-testid="account-company-tour"][data-tour-id="${tourId}"]`)).toHaveCount(0);
  });
});
