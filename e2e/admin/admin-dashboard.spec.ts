import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi } from '../fixtures/auth';
import { approvedTourOf } from '../fixtures/company-tours';
import {
  amountOf,
  countOf,
  deactivateAccountOf,
  downloadedText,
  hideTour,
  listRows,
  paidTourOf,
  signUpOwner,
} from '../fixtures/admin-dashboard';

/**
 * /admin-dashboard (3-admin.md sections 2, 8 and 9; issue 24): the cards count the bookings a test makes, the Tour
 * Owners and All Tours tabs search, filter and page on the server, and Export Report downloads the filtered rows.
 * Each test makes owners and tours of its own, named with its own stamp, and looks only for them.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The figures the cards and this month's analytics row show now. */
async function readFigures(page: Page) {
  const cards = page.getByTestId('admin-dashboard-cards');
  const usd = cards.getByTestId('card-revenue-value').locator('[data-currency="USD"]');
  const thisMonth = page.getByTestId('analytics-row').last().locator('td');
  return {
    usdRevenue: (await usd.count()) ? amountOf(await usd.textContent()) : 0,
    users: countOf(await cards.getByTestId('card-users-value').textContent()),
    activeOwners: countOf(await cards.getByTestId('card-active-owners').textContent()),
    tours: countOf(await cards.getByTestId('card-tours-value').textContent()),
    bookings: countOf(await cards.getByTestId('card-total-bookings').textContent()),
    monthBookings: countOf(await thisMonth.nth(1).textContent()),
    monthNewUsers: countOf(await thisMonth.nth(2).textContent()),
  };
}

/** Types into the open tab's search box and waits for the address (debounced) and the list to follow. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

async function chooseStatus(page: Page, status: 'All Status' | 'Active' | 'Inactive' | 'Suspended') {
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: status });
}

async function exportCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return downloadedText(download);
}

test.describe('admin dashboard', () => {
  test('the cards and this month count a paid booking the test made once refreshed, and its owner and tour show it', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('admin-sidebar').getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const card of ['Total Revenue', 'Total Users', 'Total Tours', 'Avg. Booking Value']) {
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Platform Analytics (Last 6 Months)' })).toBeVisible();
    await expect(page.getByTestId('analytics-row')).toHaveCount(6);
    await expect(page.getByTestId('analytics-row').first()).toHaveAttribute('data-month', /^\d{4}-\d{2}$/);
    await expect(page.getByTestId('card-pending-approval')).toHaveAttribute('href', '/pending-tours');
    const before = await readFigures(page);

    const owner = await signUpOwner(request, `DashCards${stamp()}`);
    await paidTourOf(request, owner);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => readFigures(page))
      .toEqual({
        usdRevenue: before.usdRevenue + 2400,
        users: before.users + 1,
        activeOwners: before.activeOwners + 1,
        tours: before.tours + 1,
        bookings: before.bookings + 1,
        monthBookings: before.monthBookings + 1,
        monthNewUsers: before.monthNewUsers + 1,
      });
    // A dollar went into the THB headline: it says so.
    await expect(page.getByTestId('card-revenue-value')).toContainText('converted to THB');
    await expect(page.getByTestId('card-average-value')).toHaveText(/^THB\s[\d,]+$/);
    await expect(page.getByTestId('revenue-growth')).toBeVisible();

    await search(page, owner.email);
    const row = listRows(page, 'owners');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(owner.username);
    await expect(row.getByTestId('owner-tours')).toHaveText('1');
    await expect(row.getByTestId('owner-bookings')).toHaveText('1');
    await expect(row.getByTestId('owner-revenue')).toHaveText('$2,400.00');
    await expect(row.getByTestId('row-status')).toHaveText('Active');

    // The owner's Tours action: the All Tours tab, searched by their name.
    await row.getByRole('button', { name: `Show the tours of ${owner.username}` }).click();
    await expect(page).toHaveURL(`/admin-dashboard?tab=tours&q=${owner.username}`);
    const tour = listRows(page, 'tours');
    await expect(tour).toHaveCount(1);
    await expect(tour).toContainText(owner.username);
    await expect(tour.getByTestId('tour-bookings')).toHaveText('1');
    await expect(tour.getByTestId('tour-revenue')).toHaveText('$2,400.00');
    await tour.getByRole('link', { name: /^Bookings of / }).click();
    await expect(page).toHaveURL(/\/dashboard\/tours\/[0-9a-f-]{36}\/departures$/);

    // Travel date instead of booking date: another request, kept in the address.
    await page.goBack();
    await page.getByRole('radio', { name: 'Travel date' }).check();
    await expect(page.getByRole('radio', { name: 'Travel date' })).toBeChecked();
    await expect(page).toHaveURL(/basis=travel/);
    await expect(page.getByTestId('analytics-row')).toHaveCount(6);
  });

  test('the search and the status filter on both tabs, and Export Report downloads only the filtered rows', async ({
    page,
    request,
  }) => {
    const tag = `DashFilter${stamp()}`;
    const active = await signUpOwner(request, `${tag}Active`);
    const idle = await signUpOwner(request, `${tag}Idle`);
    const gone = await signUpOwner(request, `${tag}Gone`);
    const shown = await paidTourOf(request, active);
    const hidden = await paidTourOf(request, active);
    await hideTour(request, hidden.tourId);
    await paidTourOf(request, gone);
    await deactivateAccountOf(request, gone.email);
    const title = `Dashboard title search ${stamp()}`;
    await approvedTourOf(request, DEMO.agentWithCompany, title);

    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('tab', { name: 'Tour Owners', selected: true })).toBeVisible();
    await expect(page.getByTestId('export-note')).toContainText('at most 10,000 rows');

    // Tour Owners: the username...
    await search(page, tag);
    const owners = listRows(page, 'owners');
    await expect(owners).toHaveCount(3);
    await expect(page.getByTestId('list-count')).toHaveText('3 tour owners');
    const statusOf = (username: string) => owners.filter({ hasText: username }).getByTestId('row-status');
    await expect(statusOf(active.username)).toHaveText('Active');
    await expect(statusOf(idle.username)).toHaveText('Inactive');
    await expect(statusOf(gone.username)).toHaveText('Suspended');
    for (const [status, owner] of [
      ['Active', active],
      ['Inactive', idle],
      ['Suspended', gone],
    ] as const) {
      await chooseStatus(page, status);
      await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase()}`));
      await expect(owners).toHaveCount(1);
      await expect(owners).toContainText(owner.email);
    }
    await chooseStatus(page, 'Active');
    await expect(owners).toHaveCount(1);
    const ownersCsv = await exportCsv(page);
    expect(ownersCsv).toContain(active.email);
    expect(ownersCsv).not.toContain(idle.email);
    expect(ownersCsv).not.toContain(gone.email);

    // ...or the e-mail.
    await chooseStatus(page, 'All Status');
    await search(page, idle.email);
    await expect(owners).toHaveCount(1);
    await expect(owners).toContainText(idle.username);
    await search(page, `${tag}Nobody`);
    await expect(page.getByText('No tour owners match')).toBeVisible();

    // All Tours: another tab starts afresh; the owner's name...
    await page.getByRole('tab', { name: 'All Tours' }).click();
    await expect(page).toHaveURL('/admin-dashboard?tab=tours');
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search by title, owner or location');
    await search(page, active.username);
    const tours = listRows(page, 'tours');
    await expect(tours).toHaveCount(2);
    await chooseStatus(page, 'Inactive');
    await expect(tours).toHaveCount(1);
    await expect(tours).toHaveAttribute('data-tour-id', hidden.tourId);
    await expect(tours.getByTestId('row-status')).toHaveText('Inactive');
    const toursCsv = await exportCsv(page);
    expect(toursCsv).toContain(active.username);
    const dataLines = toursCsv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line.length > 0);
    expect(dataLines).toHaveLength(2);
    await chooseStatus(page, 'Active');
    await expect(tours).toHaveCount(1);
    await expect(tours).toHaveAttribute('data-tour-id', shown.tourId);
    await expect(tours.getByTestId('row-status')).toHaveText('Active');

    // ...or the title.
    await chooseStatus(page, 'All Status');
    await search(page, title);
    await expect(tours).toHaveCount(1);
    await expect(tours).toContainText(title);
    await expect(tours.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute('href', /^\/edit-tour\//);
  });

  test('both tabs page on the server, the page in the address', async ({ page, request }) => {
    const tag = `DashPages${stamp()}`;
    const owners = [];
    for (let index = 0; index < 21; index += 1) owners.push(await signUpOwner(request, `${tag}O${index}`));
    for (let index = 0; index < 21; index += 1) await paidTourOf(request, owners[0]!);

    await signInThroughApi(page.request, DEMO.admin);
    await page.goto(`/admin-dashboard?q=${tag}`);
    const range = page.getByTestId('list-range');
    await expect(range).toHaveText('Showing 1–20 of 21');
    await expect(listRows(page, 'owners')).toHaveCount(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin-dashboard?q=${tag}&page=2`);
    await expect(range).toHaveText('Showing 21–21 of 21');
    await expect(listRows(page, 'owners')).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(range).toHaveText('Showing 1–20 of 21');

    await page.goto(`/admin-dashboard?tab=tours&q=${owners[0]!.username}`);
    await expect(page.getByTestId('list-count')).toHaveText('21 tours');
    await expect(listRows(page, 'tours')).toHaveCount(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(range).toHaveText('Showing 21–21 of 21');
    await expect(listRows(page, 'tours')).toHaveCount(1);
    // A reload keeps the page.
    await page.reload();
    await expect(range).toHaveText('Showing 21–21 of 21');
  });
});
