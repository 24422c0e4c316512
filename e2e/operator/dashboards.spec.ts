import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { createCompany, signUpOperator } from '../fixtures/company-tours';
import {
  bangkokDay,
  chartTableRows,
  daysAgo,
  money,
  monthLabel,
  monthOf,
  ownerWithBookings,
  SATANG_PER_CENT,
  statCard,
  thb,
} from '../fixtures/dashboards';
import { completeTourForm, createDraftThroughApi, submitDraftThroughApi } from '../fixtures/tour-drafts';

/**
 * The operators' dashboards (issue 24, 3-admin.md section 2): the tour-owner dashboard's cards, charts and tables
 * with figures that match the bookings the test made (paid, cancelled, refunded and unpaid, in THB and USD), the
 * booking date / travel date switch, the sales dashboard's period filter, and a departure's manifest with its CSV.
 */

const USD_REVENUE = 120_000 + (80_000 - 30_000);
const THB_REVENUE = 3_000_000;
const HEADLINE = THB_REVENUE + USD_REVENUE * SATANG_PER_CENT;

test.describe('the tour-owner dashboard', () => {
  test('an owner with bookings sees each card, chart and table with the figures of those bookings, by booking date and by travel date', async ({
    page,
  }) => {
    const setup = await ownerWithBookings(page.request);
    const thisMonth = monthOf(setup.today);
    await signInThroughApi(page.request, setup.owner);
    await page.goto('/tour-owner-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Owner Dashboard' })).toBeVisible();
    const dashboard = page.getByTestId('owner-dashboard');
    await expect(dashboard).toHaveAttribute('data-basis', 'booking');

    // The four cards: revenue per currency with the THB headline said to be converted; only the paid, not cancelled
    // bookings count (the refunded one less what went back); ratings from the published reviews.
    const revenue = statCard(page, 'card-revenue');
    await expect(revenue.value).toHaveText(thb(HEADLINE));
    await expect(revenue.card.getByTestId('revenue-headline-note')).toHaveText('All currencies converted to THB');
    await expect(revenue.card.getByTestId('money-by-currency')).toHaveText([
      thb(THB_REVENUE),
      money(USD_REVENUE, 'USD'),
    ]);
    await expect(statCard(page, 'card-bookings').value).toHaveText('3');
    await expect(statCard(page, 'card-active-tours').value).toHaveText('2');
    await expect(statCard(page, 'card-rating').value).toHaveText('4.5');
    await expect(statCard(page, 'card-rating').card).toContainText('From 2 published reviews');

    // Revenue Trend: this month the two USD bookings, last month the THB one; growth +100% with its arrow up.
    const trend = page.getByTestId('revenue-trend');
    await expect(trend.getByTestId('chart-drawing').locator('svg')).toBeVisible();
    await expect(trend.getByTestId('growth')).toHaveText(/Up 100%/);
    await expect(trend.getByTestId('growth')).toHaveAttribute('data-direction', 'up');
    const trendRows = await chartTableRows(trend);
    expect(trendRows).toHaveLength(6);
    expect(trendRows.at(-1)).toEqual([monthLabel(thisMonth), thb(USD_REVENUE * SATANG_PER_CENT), '2']);
    expect(trendRows.at(-2)).toEqual([expect.any(String), thb(THB_REVENUE), '1']);

    // Recent Bookings: all five, newest first, whatever their status, each amount in its own currency.
    const recent = page.getByTestId('recent-booking');
    await expect(recent).toHaveCount(5);
    await expect(recent.getByTestId('recent-booking-customer')).toHaveText([
      'Edsger Dijkstra',
      'Katherine Johnson',
      'Alan Turing',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    await expect(recent.getByTestId('booking-status')).toHaveText([
      'Awaiting payment',
      'Cancelled',
      'Paid',
      'Paid',
      'Paid',
    ]);
    await expect(recent.getByTestId('recent-booking-amount')).toHaveText([
      money(2_000_000, 'THB'),
      money(1_000_000, 'THB'),
      money(80_000, 'USD'),
      money(120_000, 'USD'),
      money(3_000_000, 'THB'),
    ]);
    await expect(recent.last().getByTestId('recent-booking-tour')).toHaveText(setup.tourA.title);

    // Top Tours Performance: by revenue in THB, names cut at 20 characters.
    const topTours = page.getByTestId('top-tours');
    await expect(topTours.getByTestId('chart-drawing').locator('svg')).toContainText('Phuket Sunset Sailin…');
    expect(await chartTableRows(topTours)).toEqual([
      ['Chiang Mai Hills', thb(USD_REVENUE * SATANG_PER_CENT), '2'],
      [setup.tourA.title, thb(THB_REVENUE), '1'],
    ]);

    // Rating Distribution: 'rating: count' for every bucket.
    const ratings = page.getByTestId('rating-distribution');
    await expect(ratings.getByTestId('rating-labels').locator('li')).toHaveText([
      '5 stars: 1',
      '4 stars: 1',
      '3 stars: 0',
      '2 stars: 0',
      '1 star: 0',
    ]);

    // Your Tours: price, counted bookings, revenue, rating with its count, last booking of any status.
    const rows = page.getByTestId('tour-row');
    await expect(rows).toHaveCount(2);
    const rowA = rows.filter({ hasText: setup.tourA.title });
    await expect(rowA.getByTestId('tour-price')).toHaveText(money(1_500_000, 'THB'));
    await expect(rowA.getByTestId('tour-bookings')).toHaveText('1');
    await expect(rowA.getByTestId('money-by-currency')).toHaveText(thb(THB_REVENUE));
    await expect(rowA.getByTestId('tour-rating')).toHaveText(/5\.0\s*\(1 review\)/);
    await expect(rowA.getByTestId('tour-last-booking')).not.toHaveText('No bookings');
    const rowB = rows.filter({ hasText: 'Chiang Mai Hills' });
    await expect(rowB.getByTestId('tour-bookings')).toHaveText('2');
    await expect(rowB.getByTestId('money-by-currency')).toHaveText(money(USD_REVENUE, 'USD'));
    await expect(rowB.getByTestId('tour-rating')).toHaveText(/4\.0\s*\(1 review\)/);
    await expect(rowA.getByTestId('tour-view')).toHaveAttribute('href', `/tours/${setup.tourA.slug}`);
    await expect(rowA.getByTestId('tour-edit')).toHaveAttribute('href', `/edit-tour/${setup.tourA.slug}`);
    await expect(rowA.getByTestId('tour-departures')).toHaveAttribute(
      'href',
      `/dashboard/tours/${setup.tourA.tourId}/departures`,
    );
    await expect(page.getByRole('link', { name: 'Submit New Tour' })).toHaveAttribute('href', '/submit-tour');
    await expect(page.getByTestId('troubleshooting')).toHaveCount(0);

    // Export: the dashboard's tables as CSV, made from what is on screen.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`tour-owner-dashboard-${setup.today}-booking.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Total Bookings,3');
    expect(csv).toContain(`Total Revenue by currency,THB 30000.00; USD 1700.00`);
    expect(csv).toContain(`${setup.bookings.paidEarlier.reference},Ada Lovelace,${setup.tourA.title}`);
    expect(csv).toContain('Chiang Mai Hills,Live,1200.00,USD,2,USD 1700.00,4.0,1,');
    await expect(toast(page, 'Dashboard exported as CSV')).toBeVisible();

    // By travel date: the THB booking travels this month, the USD ones in a later month; nothing travelled last
    // month, so the growth says so instead of a made-up 0. The choice is kept in the address.
    await page.getByRole('radio', { name: 'Travel date' }).check();
    await expect(page).toHaveURL(/\?basis=travel$/);
    await expect(dashboard).toHaveAttribute('data-basis', 'travel');
    await expect(trend.getByTestId('growth')).toHaveText(/no bookings last month/);
    await expect(trend.getByTestId('growth')).toHaveAttribute('data-direction', 'none');
    const travelRows = await chartTableRows(trend);
    expect(travelRows.at(-1)).toEqual([monthLabel(thisMonth), thb(THB_REVENUE), '1']);
    expect(travelRows.at(-2)?.slice(1)).toEqual([thb(0), '0']);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Travel date' })).toBeChecked();
    await expect(page.getByTestId('owner-dashboard')).toHaveAttribute('data-basis', 'travel');
    // The all-time cards do not depend on the basis.
    await expect(statCard(page, 'card-bookings').value).toHaveText('3');

    await page.getByRole('radio', { name: 'Booking date' }).check();
    await expect(page).toHaveURL(/\/tour-owner-dashboard$/);
    await expect(page.getByTestId('revenue-trend').getByTestId('growth')).toHaveText(/Up 100%/);
  });

  test('an owner without tours gets the troubleshooting box: who they are, a Debug Fetch, their pending submissions', async ({
    page,
  }) => {
    const owner = await signUpOperator(page.request, 'wholesale_owner');
    await createCompany(page.request, { nameEn: `Empty Owner Co ${Date.now()}`, owner, members: [] });
    await signInThroughApi(page.request, owner);
    await submitDraftThroughApi(
      page.request,
      await createDraftThroughApi(page.request, completeTourForm('Krabi Kayak Caves Awaiting Approval')),
    );

    // While the server fails, the spec's message (after the client's own retries); trying again then loads it.
    let failing = true;
    await page.route('**/api/dashboards/owner*', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Service unavailable' } }),
          })
        : route.continue(),
    );
    await page.goto('/tour-owner-dashboard');
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
    await expect(failed).toBeVisible();
    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();

    const box = page.getByTestId('troubleshooting');
    await expect(box).toBeVisible();
    await expect(box.getByRole('heading', { name: 'No tours found for your account' })).toBeVisible();
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
    await expect(box.getByTestId('troubleshooting-user-id')).toHaveText(session.user.id);
    await expect(box.getByTestId('troubleshooting-email')).toHaveText(owner.email);
    await expect(box.getByTestId('troubleshooting-role')).toHaveText('Wholesale Owner (wholesale_owner)');
    // Honest empty figures: no revenue, no rating, no chart of zeros.
    await expect(statCard(page, 'card-revenue').value).toHaveText('No paid bookings yet');
    await expect(statCard(page, 'card-rating').value).toHaveText('No ratings yet');
    await expect(page.getByTestId('revenue-trend')).toContainText('No paid bookings in these months');
    await expect(page.getByTestId('revenue-trend').getByTestId('growth')).toHaveText(/no bookings last month/);
    await expect(page.getByTestId('recent-bookings')).toContainText('No bookings yet');

    await box.getByRole('button', { name: 'Debug Fetch' }).click();
    await expect(box.getByTestId('debug-result')).toContainText('1 tour (1 awaiting approval), 0 bookings');
    await expect(box.getByTestId('debug-result')).toContainText('"status": "pending"');
    await box.getByRole('button', { name: 'Check Pending Tours' }).click();
    await expect(box.getByTestId('pending-result')).toContainText('1 submission awaiting approval:');
    await expect(box.getByTestId('pending-tour')).toHaveText(['Krabi Kayak Caves Awaiting Approval']);
    // The pending submission is listed, without a page or bookings yet.
    const pendingRow = page.getByTestId('tour-row');
    await expect(pendingRow.getByTestId('tour-status')).toHaveText('Awaiting approval');
    await expect(pendingRow.getByTestId('tour-view')).toHaveCount(0);
    await expect(pendingRow.getByTestId('tour-departures')).toHaveCount(0);
    await expect(pendingRow.getByTestId('tour-last-booking')).toHaveText('No bookings');
  });

  test('a customer and an agent are refused the tour-owner dashboard; the agent has the sales dashboard', async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/tour-owner-dashboard');
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await page.goto('/sales-dashboard');
    await expect(page).toHaveURL(/\/account$/);
    expect((await page.request.get('/api/dashboards/owner')).status()).toBe(403);
    expect((await page.request.get('/api/dashboards/sales')).status()).toBe(403);
    expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);

    const agent = await signUpOperator(page.request, 'agent');
    await signInThroughApi(page.request, agent);
    await page.goto('/tour-owner-dashboard');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/sales-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Dashboard' })).toBeVisible();
    await expect(page.getByTestId('your-tours')).toContainText('You have no tours yet');
    await expect(statCard(page, 'card-average').value).toHaveText('No bookings in this period');
  });
});

test.describe('the sales dashboard', () => {
  test('the period filter (30 days by default, presets, a checked custom range) and the basis, kept in the address', async ({
    page,
  }) => {
    // The earlier paid booking is 60 days old: outside 7 and 30 days, inside 90 days and 12 months.
    const setup = await ownerWithBookings(page.request, { paidEarlierAt: daysAgo(60) });
    await signInThroughApi(page.request, setup.owner);
    await page.goto('/sales-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Dashboard' })).toBeVisible();
    const period = page.getByLabel('Period', { exact: true });
    await expect(period).toHaveValue('30d');
    await expect(page.getByTestId('sales-dashboard')).toHaveAttribute('data-period', '30d');

    const usdThb = USD_REVENUE * SATANG_PER_CENT;
    await expect(statCard(page, 'card-bookings').value).toHaveText('2');
    await expect(statCard(page, 'card-guests').value).toHaveText('3');
    await expect(statCard(page, 'card-revenue').value).toHaveText(thb(usdThb));
    await expect(statCard(page, 'card-revenue').card.getByTestId('money-by-currency')).toHaveText([
      money(USD_REVENUE, 'USD'),
    ]);
    await expect(statCard(page, 'card-average').value).toHaveText(thb(usdThb / 2));
    await expect(page.getByTestId('recent-booking')).toHaveCount(5);
    await expect(page.getByTestId('card-growth').getByTestId('growth')).toBeVisible();
    expect(await chartTableRows(page.getByTestId('top-tours'))).toEqual([['Chiang Mai Hills', thb(usdThb), '2']]);
    const monthly = await chartTableRows(page.getByTestId('monthly-revenue'));
    expect(monthly.length).toBeGreaterThanOrEqual(6);
    expect(monthly.at(-1)).toEqual([monthLabel(monthOf(setup.today)), thb(usdThb), '2']);
    await expect(
      page.getByTestId('tour-row').filter({ hasText: setup.tourA.title }).getByTestId('tour-departures'),
    ).toHaveAttribute('href', `/dashboard/tours/${setup.tourA.tourId}/departures`);

    await period.selectOption('90d');
    await expect(page).toHaveURL(/\?period=90d$/);
    await expect(page.getByTestId('sales-dashboard')).toHaveAttribute('data-period', '90d');
    await expect(statCard(page, 'card-bookings').value).toHaveText('3');
    await expect(statCard(page, 'card-guests').value).toHaveText('5');
    await expect(statCard(page, 'card-revenue').value).toHaveText(thb(THB_REVENUE + usdThb));
    await expect(statCard(page, 'card-revenue').card.getByTestId('money-by-currency')).toHaveText([
      thb(THB_REVENUE),
      money(USD_REVENUE, 'USD'),
    ]);

    await period.selectOption('7d');
    await expect(page).toHaveURL(/\?period=7d$/);
    await expect(statCard(page, 'card-bookings').value).toHaveText('2');

    // A custom range is checked with the shared rules and their messages before it is asked for.
    await period.selectOption('custom');
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    await from.fill(bangkokDay(-50));
    await to.fill(bangkokDay(-70));
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
    await expect(page).toHaveURL(/\?period=7d$/);
    await from.fill('');
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page.getByText('Choose a start and an end date')).toBeVisible();
    await from.fill(bangkokDay(-70));
    await to.fill(bangkokDay(-50));
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?period=custom&from=${bangkokDay(-70)}&to=${bangkokDay(-50)}$`));
    await expect(page.getByTestId('sales-dashboard')).toHaveAttribute('data-period', 'custom');
    await expect(statCard(page, 'card-bookings').value).toHaveText('1');
    await expect(statCard(page, 'card-revenue').card.getByTestId('money-by-currency')).toHaveText([thb(THB_REVENUE)]);
    await expect(statCard(page, 'card-revenue').card.getByTestId('revenue-headline-note')).toHaveText('In THB');

    // By travel date over the last 30 days: only the THB booking, which departs today.
    await period.selectOption('30d');
    await page.getByRole('radio', { name: 'Travel date' }).check();
    await expect(page).toHaveURL(/\?basis=travel$/);
    await expect(page.getByTestId('sales-dashboard')).toHaveAttribute('data-basis', 'travel');
    await expect(statCard(page, 'card-bookings').value).toHaveText('1');
    await expect(statCard(page, 'card-revenue').value).toHaveText(thb(THB_REVENUE));
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Travel date' })).toBeChecked();
    await expect(statCard(page, 'card-bookings').value).toHaveText('1');
  });
});

test.describe('departures and manifests', () => {
  test("an owner opens a tour's departures and a departure's manifest, prints it and downloads its CSV; another operator cannot", async ({
    page,
    browser,
  }) => {
    const setup = await ownerWithBookings(page.request);
    await signInThroughApi(page.request, setup.owner);
    await page.goto('/tour-owner-dashboard');
    await page
      .getByTestId('tour-row')
      .filter({ hasText: setup.tourA.title })
      .getByRole('link', { name: `Bookings and departures of ${setup.tourA.title}` })
      .click();
    await expect(page).toHaveURL(`/dashboard/tours/${setup.tourA.tourId}/departures`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
    await expect(page.getByTestId('departures-tour-title')).toHaveText(setup.tourA.title);
    const departures = page.getByTestId('departure-row');
    await expect(departures).toHaveCount(2);
    // Today's departure: the paid booking (two guests, both paid); the cancelled one is left out.
    const todayRow = page.locator(`[data-departure-id="${setup.departures.today}"]`);
    await expect(todayRow.getByTestId('departure-bookings')).toHaveText('1');
    await expect(todayRow.getByTestId('departure-guests')).toHaveText('2');
    await expect(todayRow.getByTestId('departure-paid-guests')).toHaveText('2');
    const laterRow = page.locator(`[data-departure-id="${setup.departures.later}"]`);
    await expect(laterRow.getByTestId('departure-bookings')).toHaveText('1');
    await expect(laterRow.getByTestId('departure-paid-guests')).toHaveText('0');

    await todayRow.getByRole('link', { name: /Open the manifest/ }).click();
    await expect(page).toHaveURL(`/dashboard/departures/${setup.departures.today}/manifest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departure manifest' })).toBeVisible();
    await expect(page.getByTestId('manifest-tour-title')).toHaveText(setup.tourA.title);
    await expect(page.getByTestId('manifest-count-bookings')).toHaveText('1');
    await expect(page.getByTestId('manifest-count-guests')).toHaveText('2');
    await expect(page.getByTestId('manifest-count-paid-guests')).toHaveText('2');
    const booking = page.getByTestId('manifest-booking');
    await expect(booking).toHaveCount(1);
    await expect(booking.getByTestId('manifest-reference')).toHaveText(setup.bookings.paidEarlier.reference);
    await expect(booking.getByTestId('payment-status')).toHaveText('Paid');
    await expect(booking.getByTestId('manifest-contact-name')).toHaveText('Ada Lovelace');
    await expect(booking).toContainText('ada@e2e.test');
    await expect(booking.getByTestId('manifest-special-requests')).toHaveText('Two vegetarian lunches, please');
    await expect(booking.getByTestId('manifest-guest-name')).toHaveText(['Ada Lovelace', 'Charles Babbage']);
    const ada = booking.getByTestId('manifest-guest').first();
    await expect(ada).toContainText('British');
    await expect(ada).toContainText('Dec 10, 1985');
    await expect(ada).toContainText('GB1234567');
    await expect(ada).toContainText('Vegetarian');

    // Printed: the manifest alone, without the site's header and footer or the page's buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(booking.getByTestId('manifest-guest-name').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();

    // Download CSV: the server's file, one row per guest.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`manifest-${setup.tourA.slug}-${setup.today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^Booking reference,Booking status,Payment status,Contact name,/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${setup.bookings.paidEarlier.reference},confirmed,completed,Ada Lovelace,ada@e2e.test,.*,1,Ada,Lovelace,`,
      ),
    );
    expect(lines[0]).toContain(',British,1985-12-10,GB1234567,,Vegetarian,');
    expect(lines[1]).toContain(',2,Charles,Babbage,');
    expect(csv).not.toContain(setup.bookings.cancelled.reference);

    // Another operator: the same addresses answer 'Departure not found' and 'Tour not found'.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const stranger = await signUpOperator(otherPage.request, 'wholesale_owner');
      await signInThroughApi(otherPage.request, stranger);
      await otherPage.goto(`/dashboard/departures/${setup.departures.today}/manifest`);
      await expect(otherPage.getByText('Departure not found')).toBeVisible();
      await expect(otherPage.getByTestId('manifest-booking')).toHaveCount(0);
      await otherPage.goto(`/dashboard/tours/${setup.tourA.tourId}/departures`);
      await expect(otherPage.getByText('Tour not found')).toBeVisible();
      expect(
        (await otherPage.request.get(`/api/operator/departures/${setup.departures.today}/manifest.csv`)).status(),
      ).toBe(404);
    } finally {
      await other.close();
    }
  });
});
