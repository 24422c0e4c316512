import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { DEMO, uniqueEmail, type TCredentials } from '../fixtures/accounts';
import { authForm, createAccount, signInThroughApi, signInThroughUi, toast } from '../fixtures/auth';
import { mailsTo } from '../fixtures/mailbox';

/**
 * /accounts (3-admin.md sections 2, 4, 5 and 8; DESIGN decision 38): an administrator filters, searches and pages
 * the accounts, changes roles only on Confirm, sends password resets, grants admin after re-entering the password,
 * and deactivates and reactivates an account. Every account acted on is made here, so no other spec's data changes.
 */

const TEXTS = {
  heading: 'User Management',
  roleUpdated: 'User role updated successfully',
  cannotChangeOwnRole: 'Cannot change own role',
  ownerByInvitationOnly: 'The wholesale_owner role is given only by an invitation',
  resetSent: (email: string) => `Password reset email sent to ${email}`,
  reauthRequired: 'Please confirm your password to grant or remove administrator access',
  reauthFailed: 'The password is not correct',
  deactivated: 'Account deactivated: its sessions have ended and it can no longer sign in',
  reactivated: 'Account reactivated',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
} as const;

const PASSWORD = 'Demo1234!';

type TFreshAccount = TCredentials & { username: string };

/** Customer accounts made through the sign-up API, named `{prefix}-{stamp}-{n}`; the browser ends signed out. */
async function signUpCustomers(request: APIRequestContext, prefix: string, count: number): Promise<TFreshAccount[]> {
  const stamp = Date.now().toString(36);
  const accounts: TFreshAccount[] = [];
  for (let n = 1; n <= count; n += 1) {
    const account = { email: uniqueEmail(prefix), password: PASSWORD, username: `${prefix}-${stamp}-${n}` };
    await createAccount(request, { ...account, displayName: account.username });
    accounts.push(account);
  }
  return accounts;
}

/** What the server holds for one account, read through the list's search as the signed-in administrator. */
async function accountOnServer(request: APIRequestContext, email: string) {
  const response = await request.get('/api/admin/accounts', { params: { q: email } });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; email: string; role: string; status: string }[] };
  const account = items.find((item) => item.email === email);
  expect(account, `${email} in the list`).toBeTruthy();
  return account!;
}

const rows = (page: Page) => page.getByTestId('account-row');
const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });
const roleSelect = (page: Page, email: string) => rowOf(page, email).getByRole('combobox', { name: /^Role of / });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search accounts' });

async function openAccountsAsAdmin(page: Page, search = '') {
  await signInThroughApi(page.request, DEMO.admin);
  await page.goto(`/accounts${search}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeVisible();
}

/** Types into the search box and waits for the address (debounced) and the list to follow. */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text.trim()).replace(/%20/g, '\\+')}`));
}

test.describe('user management', () => {
  test('an administrator filters by role card, searches by e-mail or name in any case, and pages on the server', async ({
    page,
  }) => {
    const created = await signUpCustomers(page.request, 'pager', 26);
    const [first] = created;
    const stamp = first!.username.split('-')[1]!;
    await openAccountsAsAdmin(page);

    await expect(page.getByTestId('admin-sidebar').getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const labels = [
      'Total',
      'Administrator',
      'Customer',
      'Registered Customer',
      'Agent',
      'Wholesale Owner',
      'Wholesale Seller',
    ];
    const cards = page.getByTestId('role-cards').getByRole('button');
    await expect(cards).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      await expect(cards.nth(index)).toHaveText(new RegExp(`^${label}\\s*[\\d,]+$`));
    }
    await expect(page.getByTestId('role-card-all')).toHaveAttribute('aria-pressed', 'true');

    // A role card filters the table and is kept in the address.
    await page.getByTestId('role-card-admin').click();
    await expect(page).toHaveURL(/[?&]role=admin/);
    await expect(page.getByTestId('role-card-admin')).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, DEMO.admin.email)).toBeVisible();
    await expect(rowOf(page, DEMO.customer.email)).toHaveCount(0);
    const adminCard = await page.getByTestId('role-card-admin').getByTestId('role-card-count').textContent();
    const adminCount = Number((adminCard ?? '').replace(/,/g, ''));
    await expect(rows(page)).toHaveCount(Math.min(adminCount, 25));

    // The search (a name fragment) within the customer card: 26 accounts, 25 on page 1, newest first.
    await page.getByTestId('role-card-customer').click();
    await expect(page).toHaveURL(/[?&]role=customer/);
    await search(page, `PAGER-${stamp.toUpperCase()}`);
    await expect(page.getByTestId('accounts-count')).toHaveText('26 accounts');
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText(created[25]!.username);
    await expect(page.getByTestId('accounts-range')).toHaveText('Showing 1–25 of 26');
    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(first!.email);
    await expect(page.getByTestId('accounts-range')).toHaveText('Showing 26–26 of 26');

    // The address holds it all: a reload shows the same page.
    await page.reload();
    await expect(searchBox(page)).toHaveValue(`PAGER-${stamp.toUpperCase()}`);
    await expect(rows(page)).toHaveCount(1);

    // An e-mail fragment, another case, any part; a new search starts on page 1.
    const local = first!.email.split('@')[0]!;
    await search(page, local.slice(3).toUpperCase());
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rows(page)).toHaveCount(1);
    const row = rowOf(page, first!.email);
    await expect(row).toContainText(first!.username);
    await expect(row.getByTestId('account-status')).toHaveText('Active');
    await expect(roleSelect(page, first!.email)).toHaveValue('customer');

    // Nothing matches: said plainly.
    await search(page, `nobody-${stamp}`);
    await expect(page.getByText('No accounts match')).toBeVisible();
  });

  test('changes a customer to agent on Confirm; Reset on another leaves its role; own role and wholesale_owner are refused', async ({
    page,
  }) => {
    const [changed, kept] = await signUpCustomers(page.request, 'roles', 2);
    await openAccountsAsAdmin(page);
    await search(page, changed!.username.split('-').slice(0, 2).join('-'));
    await expect(rows(page)).toHaveCount(2);

    // Only the five assignable roles are offered: never wholesale_owner.
    const options = await roleSelect(page, changed!.email).locator('option').allTextContents();
    expect(options).toEqual(['Customer', 'Registered Customer', 'Agent', 'Wholesale Seller', 'Administrator']);

    // Choosing shows Confirm and Reset; only Confirm applies.
    await roleSelect(page, changed!.email).selectOption('agent');
    const changedRow = rowOf(page, changed!.email);
    await changedRow.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(toast(page, TEXTS.roleUpdated)).toBeVisible();
    await expect(roleSelect(page, changed!.email)).toHaveValue('agent');
    await expect(changedRow.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    expect((await accountOnServer(page.request, changed!.email)).role).toBe('agent');
    // The user is told by e-mail what their new role is.
    await mailsTo(page.request, changed!.email, /role is now Agent/);

    // Reset restores the current role, on the page and on the server.
    await roleSelect(page, kept!.email).selectOption('wholesale_seller');
    const keptRow = rowOf(page, kept!.email);
    await keptRow.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(roleSelect(page, kept!.email)).toHaveValue('customer');
    await expect(keptRow.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(roleSelect(page, kept!.email)).toHaveValue('customer');
    expect((await accountOnServer(page.request, kept!.email)).role).toBe('customer');

    // Choosing the current role again and confirming says there is nothing to change.
    await roleSelect(page, kept!.email).selectOption('agent');
    await roleSelect(page, kept!.email).selectOption('customer');
    await keptRow.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(toast(page, 'No change in role')).toBeVisible();
    await expect(keptRow.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

    // The acting administrator's own row cannot be changed.
    await search(page, DEMO.admin.email);
    const ownRow = rowOf(page, DEMO.admin.email);
    await expect(ownRow).toContainText(TEXTS.cannotChangeOwnRole);
    await expect(roleSelect(page, DEMO.admin.email)).toBeDisabled();
    await expect(ownRow.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);

    // The server refuses both too, with the spec's messages.
    const admin = await accountOnServer(page.request, DEMO.admin.email);
    const own = await page.request.patch(`/api/admin/accounts/${admin.id}/role`, { data: { role: 'customer' } });
    expect(own.status()).toBe(403);
    expect((await own.json()).error.message).toBe(TEXTS.cannotChangeOwnRole);
    const target = await accountOnServer(page.request, kept!.email);
    const owner = await page.request.patch(`/api/admin/accounts/${target.id}/role`, {
      data: { role: 'wholesale_owner' },
    });
    expect(owner.status()).toBe(400);
    expect((await owner.json()).error.message).toBe(TEXTS.ownerByInvitationOnly);
    expect((await accountOnServer(page.request, kept!.email)).role).toBe('customer');
  });

  test('sends a password reset that arrives in the dev mailbox and leads to the reset form', async ({ page }) => {
    const [account] = await signUpCustomers(page.request, 'reset', 1);
    await openAccountsAsAdmin(page);
    await search(page, account!.email);

    await rowOf(page, account!.email)
      .getByRole('button', { name: /^Reset password/ })
      .click();
    const dialog = page.getByTestId('password-reset-dialog');
    await expect(dialog).toContainText(account!.email);
    await dialog.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(toast(page, TEXTS.resetSent(account!.email))).toBeVisible();
    await expect(toast(page, TEXTS.resetSent(account!.email))).toContainText(
      'The link in it works once, for 60 minutes.',
    );
    await expect(dialog).toBeHidden();

    const [mail] = await mailsTo(page.request, account!.email, 'Reset your password');
    const link = /https?:\/\/[^\s]+\/auth[^\s]*access_token=[^\s&]+&type=recovery/.exec(mail!.text)?.[0];
    expect(link, 'a recovery link to /auth').toBeTruthy();
  });

  test('grants admin to a fresh user only after the acting administrator re-enters the password', async ({
    page,
    browser,
  }) => {
    const [account] = await signUpCustomers(page.request, 'grant', 1);
    await openAccountsAsAdmin(page);
    await search(page, account!.email);

    await roleSelect(page, account!.email).selectOption('admin');
    await rowOf(page, account!.email).getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByTestId('reauth-dialog');
    await expect(dialog).toContainText(TEXTS.reauthRequired);
    await expect(dialog).toContainText(`You are about to make ${account!.username} an administrator.`);

    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog).toContainText(TEXTS.reauthFailed);
    expect((await accountOnServer(page.request, account!.email)).role).toBe('customer');

    await dialog.getByLabel('Your password').fill(DEMO.admin.password);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, TEXTS.roleUpdated)).toBeVisible();
    await expect(roleSelect(page, account!.email)).toHaveValue('admin');
    expect((await accountOnServer(page.request, account!.email)).role).toBe('admin');

    // The new administrator reaches the page on their next request.
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signInThroughApi(theirPage.request, account!);
    await theirPage.goto('/accounts');
    await expect(theirPage.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeVisible();
    await theirs.close();
  });

  test('deactivates a fresh user: their open session ends and sign-in is refused; reactivated, they sign in again', async ({
    page,
    browser,
  }) => {
    const [account] = await signUpCustomers(page.request, 'deactivate', 1);
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signInThroughUi(theirPage, account!);
    await theirPage.goto('/account');
    await expect(theirPage).toHaveURL(/\/account$/);

    await openAccountsAsAdmin(page);
    await search(page, account!.email);
    const row = rowOf(page, account!.email);
    await expect(row.getByTestId('last-sign-in')).not.toHaveText('Never');
    await row.getByRole('button', { name: /^Deactivate/ }).click();
    const dialog = page.getByTestId('deactivate-dialog');
    await dialog.getByLabel('Reason (optional)').fill('Asked to close the account');
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(toast(page, TEXTS.deactivated)).toBeVisible();
    await expect(row.getByTestId('account-status')).toHaveText('Deactivated');
    await mailsTo(page.request, account!.email, /account has been deactivated/);

    // Their open session has ended: the next request finds no user, and the account page sends them to sign in.
    const session = await theirPage.request.get('/api/auth/session');
    expect((await session.json()).user).toBeNull();
    await theirPage.goto('/account');
    await expect(theirPage).toHaveURL(/\/auth/);

    // A correct password is refused with the message; the deactivated card filter finds them.
    const form = authForm(theirPage);
    await form.email.fill(account!.email);
    await form.password.fill(account!.password);
    await theirPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.errors).toContainText(TEXTS.accountDeactivated);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('deactivated');
    await expect(page).toHaveURL(/[?&]status=deactivated/);
    await expect(rows(page)).toHaveCount(1);

    await row.getByRole('button', { name: /^Reactivate/ }).click();
    await expect(toast(page, TEXTS.reactivated)).toBeVisible();
    await mailsTo(page.request, account!.email, /account is active again/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(row.getByTestId('account-status')).toHaveText('Active');

    await signInThroughUi(theirPage, account!);
    await theirs.close();
  });
});
