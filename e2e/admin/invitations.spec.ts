import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { authForm, createAccount, signInThroughApi, toast } from '../fixtures/auth';
import { mailsTo } from '../fixtures/mailbox';

/** /invitations (3-admin.md sections 2, 4, 5): wholesale owners join only through an administrator's invitation. */

const TEXTS = {
  available: 'Email is available for invitation',
  pending: 'Email already has a pending invitation (expires',
  registered: 'Email is already registered in the system',
  invalid: 'Please enter a valid email address',
  notAvailable: 'Please enter a valid, available email address',
  created: 'Invitation created and email sent successfully!',
  copied: 'Invitation link copied to clipboard!',
  deactivated: 'Invitation deactivated',
  linkExpired: 'This invitation link has expired or is no longer valid.',
  mailSubject: 'as a Wholesale Owner',
} as const;

const rowOf = (page: Page, email: string) => page.locator(`[data-testid="invitation-row"][data-email="${email}"]`);
const counter = (page: Page, key: 'total' | 'active' | 'used' | 'expired') =>
  page.getByTestId(`invitations-count-${key}`);

async function inviteThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/admin/invitations', { data: { email } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; link: string };
}

/** The path and query of an e-mailed link, to open it on the server under test. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.describe('wholesale owner invitations', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an administrator invites an address checked as it is typed, copies the link, and the owner who signs up through it lands on company registration; the invitation reads Used', async ({
    page,
    browser,
  }) => {
    const registered = uniqueEmail('registered');
    await createAccount(page.request, { email: registered, password: 'Secret123!' });
    await signInThroughApi(page.request, DEMO.admin);
    const alreadyInvited = uniqueEmail('already-invited');
    await inviteThroughApi(page.request, alreadyInvited);
    const invitee = uniqueEmail('new-owner');

    await page.goto('/account');
    await page.getByRole('link', { name: 'Invitations', exact: true }).first().click();
    await expect(page).toHaveURL(/\/invitations$/);
    await expect(page.getByRole('heading', { name: 'Wholesale Owner Invitations', level: 1 })).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
    await expect(counter(page, 'total')).toHaveText(/^\d+$/);
    const before = {
      total: Number(await counter(page, 'total').textContent()),
      used: Number(await counter(page, 'used').textContent()),
    };

    await page.getByTestId('create-invitation').click();
    const dialog = page.getByTestId('create-invitation-dialog');
    const email = dialog.getByLabel('Email', { exact: true });
    const check = dialog.getByTestId('invitation-email-check');
    await expect(dialog.getByTestId('invitation-role')).toContainText('Wholesale Owner');
    await expect(dialog.getByTestId('invitation-validity')).toHaveText('7 days');

    await email.fill(registered);
    await expect(check).toHaveText(TEXTS.registered);
    await email.fill(alreadyInvited.toUpperCase());
    await expect(check).toContainText(TEXTS.pending);
    // Pressing Create with an address that is not available says why instead of sending anything.
    await email.press('Enter');
    await expect(dialog.getByText(TEXTS.notAvailable)).toBeVisible();
    await email.fill('no-at-sign');
    await expect(check).toHaveText(TEXTS.invalid);
    await expect(dialog.getByText(TEXTS.notAvailable)).toHaveCount(0);
    await email.fill(invitee);
    await expect(check).toHaveText(TEXTS.available);
    await dialog.getByRole('button', { name: 'Create Invitation' }).click();

    // Claimed only once the outbox has sent it.
    await expect(toast(page, TEXTS.created)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, invitee);
    await expect(row.getByTestId('invitation-state')).toHaveText('Active');
    await expect(row).toContainText('Sent');
    await expect(row).toContainText(DEMO.admin.email);
    await expect(counter(page, 'total')).toHaveText(String(before.total + 1));

    const [mail] = await mailsTo(page.request, invitee, TEXTS.mailSubject);
    const mailedLink = /https?:\/\/\S+\/auth\?invitation=[\w-]{43}/.exec(mail!.text)?.[0];
    expect(mailedLink, 'the invitation link in the e-mail').toBeTruthy();

    await row.getByRole('button', { name: /Copy the invitation link/ }).click();
    await expect(toast(page, TEXTS.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(mailedLink);

    // The invited owner, in a browser of their own.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(pathOf(copied));
    await expect(ownerPage.getByTestId('invitation-summary')).toContainText(invitee);
    await expect(ownerPage.getByTestId('invitation-summary')).toContainText('Wholesale Owner');
    const form = authForm(ownerPage);
    await expect(form.email).toHaveValue(invitee);
    await form.password.fill('Owner123!');
    await form.confirmPassword.fill('Owner123!');
    await ownerPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(ownerPage).toHaveURL(/\/submit-company$/);
    await expect(ownerPage.getByTestId('invited-owner-note')).toContainText('Your wholesale owner account is ready');
    const session = await ownerPage.request.get('/api/auth/session');
    expect((await session.json()).user).toMatchObject({ email: invitee, role: 'wholesale_owner' });
    await ownerContext.close();

    await page.reload();
    await expect(row.getByTestId('invitation-state')).toHaveText('Used');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(counter(page, 'used')).toHaveText(String(before.used + 1));

    // The link works once.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(pathOf(copied));
    await expect(againPage.getByTestId('invitation-error')).toHaveText(TEXTS.linkExpired);
    await again.close();
  });

  test('an administrator deactivates another invitation after confirming: its link stops working', async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page.request, DEMO.admin);
    const email = uniqueEmail('to-deactivate');
    const invitation = await inviteThroughApi(page.request, email);

    await page.goto('/invitations');
    const row = rowOf(page, email);
    await expect(row.getByTestId('invitation-state')).toHaveText('Active');

    await row.getByRole('button', { name: /Deactivate the invitation/ }).click();
    const confirm = page.getByTestId('deactivate-invitation-dialog');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('invitation-state')).toHaveText('Active');

    await row.getByRole('button', { name: /Deactivate the invitation/ }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, TEXTS.deactivated)).toBeVisible();
    await expect(row.getByTestId('invitation-state')).toHaveText('Deactivated');
    await expect(row.getByRole('button')).toHaveCount(0);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(pathOf(invitation.link));
    await expect(visitorPage.getByTestId('invitation-error')).toHaveText(TEXTS.linkExpired);
    await visitor.close();
  });
});
