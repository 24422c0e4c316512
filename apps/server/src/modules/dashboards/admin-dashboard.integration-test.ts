import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  ADMIN_DASHBOARD_PAGE_SIZE,
  DASHBOARD_MESSAGES,
  type TAdminDashboard,
  type TAdminOwnersPage,
  type TAdminToursPage,
  toThbMinor,
} from '@tour/shared';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { insertTestBooking } from '../bookings/test-bookings';

const PAGER_OWNERS = 22;
const PAGING_TOURS = 21;

/**
 * The admin dashboard on a platform the test builds: four wholesale owners (one with a published tour, one whose
 * company's licence has lapsed, one with a hidden tour only, one deactivated) and many more without tours, a tour
 * of each kind and many plain ones, paid, unpaid and cancelled bookings in USD and THB. Today is 2026-06-15.
 */
describe.each(TEST_BACKENDS)('the admin dashboard on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TOperator;
  let customer: TOperator;
  let agent: TOperator;
  let active: TOperator;
  let lapsed: TOperator;
  let idle: TOperator;
  let suspended: TOperator;
  const tour = { temple: '', island: '', cove: '' };

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    t.clock.set(new Date('2026-06-15T05:00:00Z'));
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
    agent = await signUpOperator(t, db, 'agent');
    active = await signUpOperator(t, db, 'wholesale_owner');
    lapsed = await signUpOperator(t, db, 'wholesale_owner');
    idle = await signUpOperator(t, db, 'wholesale_owner');
    suspended = await signUpOperator(t, db, 'wholesale_owner');
    // Everyone joined in March except the last two owners, who joined on 1 June in Bangkok (31 May in UTC).
    await queryRows(db, sql`update profiles set created_at = '2026-03-05T03:00:00Z'`);
    await queryRows(db, sql`update profiles set created_at = '2026-03-06T03:00:00Z' where id = ${active.id}`);
    await queryRows(db, sql`update profiles set created_at = '2026-03-07T03:00:00Z' where id = ${lapsed.id}`);
    await queryRows(
      db,
      sql`update profiles set created_at = '2026-05-31T17:30:00Z' where id in (${idle.id}, ${suspended.id})`,
    );
    await queryRows(db, sql`update users set deactivated_at = '2026-06-01T00:00:00Z' where id = ${suspended.id}`);
    for (let index = 0; index < PAGER_OWNERS; index += 1) {
      const [user] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, password_hash) values (${`pager${index}@owners.test`}, 'x') returning id`,
      );
      await queryRows(
        db,
        sql`insert into profiles (id, username, role, created_at)
          values (${user?.id}, ${`Pager Owner ${index}`}, 'wholesale_owner', ${new Date(Date.UTC(2026, 1, 1, 0, index))})`,
      );
    }

    const sunrise = await insertCompanyWithLicence(db, active.id, { nameEn: 'Sunrise Holidays' });
    const lapsedCompany = await insertCompanyWithLicence(db, lapsed.id, {
      nameEn: 'Lapsed Tours',
      expiryDate: '2026-01-01',
    });
    for (let index = 0; index < PAGING_TOURS; index += 1) await insertTestDeparture(db, { spots: 10 });
    const temple = await insertTestDeparture(db, { spots: 20, startDate: '2026-05-20' });
    const island = await insertTestDeparture(db, { spots: 20, startDate: '2026-06-05' });
    const cove = await insertTestDeparture(db, { spots: 20 });
    await queryRows(
      db,
      sql`update tours set title = 'Temple Trail, North', location = 'Chiang Mai', owner_user_id = ${active.id}
        where id = ${temple.tourId}`,
    );
    await assignTourToCompany(db, temple.tourId, sunrise.companyId);
    await queryRows(
      db,
      sql`update tours set title = 'Island Hop', location = 'Krabi', currency = 'THB', owner_user_id = ${lapsed.id}
        where id = ${island.tourId}`,
    );
    await assignTourToCompany(db, island.tourId, lapsedCompany.companyId);
    await queryRows(
      db,
      sql`update tours set title = 'Hidden Cove', status = 'hidden', owner_user_id = ${idle.id} where id = ${cove.tourId}`,
    );
    // The deactivated owner's published tour.
    const [suspendedTour] = await queryRows<{ id: string }>(
      db,
      sql`select id from tours where title = 'Test tour' limit 1`,
    );
    await queryRows(db, sql`update tours set owner_user_id = ${suspended.id} where id = ${suspendedTour?.id}`);
    Object.assign(tour, { temple: temple.tourId, island: island.tourId, cove: cove.tourId });

    const paid = await insertTestBooking(db, temple, { totalAmount: 100_000, now: new Date('2026-05-10T03:00:00Z') });
    await insertTestBooking(db, island, {
      totalAmount: 500_000,
      currency: 'THB',
      now: new Date('2026-06-02T03:00:00Z'),
    });
    await insertTestBooking(db, island, {
      totalAmount: 700_000,
      currency: 'THB',
      bookingStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pay_later',
      now: new Date('2026-06-03T03:00:00Z'),
    });
    const cancelled = await insertTestBooking(db, temple, { now: new Date('2026-06-04T03:00:00Z') });
    await queryRows(db, sql`update bookings set booking_status = 'cancelled' where id = ${cancelled.id}`);
    await queryRows(
      db,
      sql`insert into reviews (booking_id, tour_id, author_name, overall_rating, title, body, travel_month,
          traveller_type, status)
        values (${paid.id}, ${temple.tourId}, 'Ada T.', 4, 'Lovely', 'Temples at dawn and a guide who knew them all.',
          '2026-05', 'solo', 'published')`,
    );
    await queryRows(
      db,
      sql`insert into pending_tours (user_id, title, slug, description, duration, duration_days, location, country,
          category, price, currency, total_quota, status)
        values (${active.id}, 'Awaiting approval', 'awaiting-approval', 'Submitted.', '3 days', 3, 'Krabi', 'Thailand',
          'beach', 150000, 'THB', 10, 'pending')`,
    );
  });
  afterAll(() => close());

  const get = (url: string, caller?: TOperator) => t.app.inject({ method: 'GET', url, cookies: caller?.cookies ?? {} });
  async function read<T>(url: string): Promise<T> {
    const response = await get(url, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  const owners = (query = '') => read<TAdminOwnersPage>(`/api/admin/dashboard/owners${query}`);
  const tours = (query = '') => read<TAdminToursPage>(`/api/admin/dashboard/tours${query}`);

  it('shows the four cards and the last six months, new accounts by Bangkok month', async () => {
    const dashboard = await read<TAdminDashboard>('/api/admin/dashboard');
    const usd = toThbMinor(100_000, 'USD', 35);
    expect(dashboard.cards).toEqual({
      revenue: {
        byCurrency: [
          { currency: 'THB', amount: 500_000 },
          { currency: 'USD', amount: 100_000 },
        ],
        thb: 500_000 + usd,
        converted: true,
      },
      growth: { percent: 0, current: 1, earlier: 1 },
      totalUsers: 7 + PAGER_OWNERS,
      activeOwners: 2,
      totalTours: PAGING_TOURS + 3,
      pendingApproval: 1,
      averageBookingValueThb: Math.round((500_000 + usd) / 2),
      totalBookings: 2,
    });
    expect(dashboard.analytics).toEqual([
      { month: '2026-01', bookings: 0, revenueThb: 0, newUsers: 0 },
      { month: '2026-02', bookings: 0, revenueThb: 0, newUsers: PAGER_OWNERS },
      { month: '2026-03', bookings: 0, revenueThb: 0, newUsers: 5 },
      { month: '2026-04', bookings: 0, revenueThb: 0, newUsers: 0 },
      { month: '2026-05', bookings: 1, revenueThb: usd, newUsers: 0 },
      { month: '2026-06', bookings: 1, revenueThb: 500_000, newUsers: 2 },
    ]);
    const byTravel = await read<TAdminDashboard>('/api/admin/dashboard?basis=travel');
    expect(byTravel.analytics.slice(4).map((month) => [month.month, month.bookings])).toEqual([
      ['2026-05', 1],
      ['2026-06', 1],
    ]);
  });

  it('lists wholesale owners newest first, a page at a time, with their figures and status', async () => {
    const first = await owners();
    expect(first).toMatchObject({ total: 4 + PAGER_OWNERS, page: 1, pageSize: ADMIN_DASHBOARD_PAGE_SIZE });
    // The two who joined on the same instant come by id, highest first, as the index orders them.
    const joinedInJune = [idle, suspended].sort((a, b) => b.id.localeCompare(a.id));
    expect(first.items.slice(0, 4).map((row) => [row.userId, row.status])).toEqual([
      ...joinedInJune.map((owner) => [owner.id, owner === idle ? 'inactive' : 'suspended']),
      [lapsed.id, 'active'],
      [active.id, 'active'],
    ]);
    expect(first.items).toHaveLength(ADMIN_DASHBOARD_PAGE_SIZE);
    const second = await owners('?page=2');
    expect(second.items.map((row) => row.username)).toEqual([
      'Pager Owner 5',
      'Pager Owner 4',
      'Pager Owner 3',
      'Pager Owner 2',
      'Pager Owner 1',
      'Pager Owner 0',
    ]);
    const activeRow = first.items.find((row) => row.userId === active.id);
    expect(activeRow).toMatchObject({
      email: active.email,
      tours: 1,
      bookings: 1,
      revenue: { byCurrency: [{ currency: 'USD', amount: 100_000 }], converted: true },
      rating: 4,
      reviewsCount: 1,
      joinedAt: '2026-03-06T03:00:00.000Z',
    });
    expect(first.items.find((row) => row.userId === lapsed.id)).toMatchObject({ tours: 1, bookings: 1, rating: null });
  });

  it('searches owners by username or e-mail and filters them by status', async () => {
    expect(
      (await owners(`?q=${encodeURIComponent(active.email.toUpperCase())}`)).items.map((row) => row.userId),
    ).toEqual([active.id]);
    const pagers = await owners('?q=pager%20owner%201');
    expect(pagers.items.map((row) => row.username).sort()).toEqual(
      ['Pager Owner 1', ...Array.from({ length: 10 }, (_, index) => `Pager Owner 1${index}`)].sort(),
    );
    expect((await owners('?q=%25')).total).toBe(0);
    expect((await owners('?status=active')).items.map((row) => row.userId).sort()).toEqual(
      [active.id, lapsed.id].sort(),
    );
    expect((await owners('?status=inactive')).total).toBe(1 + PAGER_OWNERS);
    expect((await owners('?status=suspended')).items.map((row) => row.userId)).toEqual([suspended.id]);
    expect((await owners('?status=active&q=pager')).total).toBe(0);
  });

  it('lists every tour newest first, searches title, owner or location, and filters by status', async () => {
    const first = await tours();
    expect(first.total).toBe(PAGING_TOURS + 3);
    expect(first.items.slice(0, 3).map((row) => [row.title, row.status])).toEqual([
      ['Hidden Cove', 'inactive'],
      ['Island Hop', 'suspended'],
      ['Temple Trail, North', 'active'],
    ]);
    expect((await tours('?page=2')).items).toHaveLength(PAGING_TOURS + 3 - ADMIN_DASHBOARD_PAGE_SIZE);
    expect(first.items[2]).toMatchObject({
      id: tour.temple,
      ownerName: 'Sunrise Holidays',
      location: 'Chiang Mai',
      bookings: 1,
      revenue: { byCurrency: [{ currency: 'USD', amount: 100_000 }] },
      rating: 4,
      reviewsCount: 1,
    });
    const titles = async (query: string) => (await tours(query)).items.map((row) => row.title);
    expect(await titles('?q=temple')).toEqual(['Temple Trail, North']);
    expect(await titles('?q=chiang%20mai')).toEqual(['Temple Trail, North']);
    expect(await titles('?q=LAPSED')).toEqual(['Island Hop']);
    const [idleProfile] = await queryRows<{ username: string }>(
      db,
      sql`select username from profiles where id = ${idle.id}`,
    );
    expect(await titles(`?q=${encodeURIComponent(idleProfile?.username ?? '')}`)).toEqual(['Hidden Cove']);
    expect((await tours('?status=active')).total).toBe(PAGING_TOURS + 1);
    expect(await titles('?status=inactive')).toEqual(['Hidden Cove']);
    expect(await titles('?status=suspended')).toEqual(['Island Hop']);
    expect(await titles('?status=suspended&q=temple')).toEqual([]);
  });

  it('exports what the tab shows as CSV, every page of it', async () => {
    const ownersCsv = await get('/api/admin/dashboard/owners.csv?status=inactive', admin);
    expect(ownersCsv.statusCode).toBe(200);
    expect(ownersCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ownersCsv.headers['content-disposition']).toBe('attachment; filename="tour-owners-2026-06-15.csv"');
    const ownerLines = ownersCsv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(ownerLines[0]).toBe(
      'Username,Email,Tours,Bookings,Revenue (THB),Revenue by currency,Rating,Reviews,Joined,Status',
    );
    expect(ownerLines).toHaveLength(1 + 1 + PAGER_OWNERS);

    const toursCsv = await get('/api/admin/dashboard/tours.csv?q=temple', admin);
    expect(toursCsv.headers['content-disposition']).toBe('attachment; filename="tours-2026-06-15.csv"');
    const [slug] = await queryRows<{ slug: string }>(db, sql`select slug from tours where id = ${tour.temple}`);
    const usdInBaht = (toThbMinor(100_000, 'USD', 35) / 100).toFixed(2);
    expect(toursCsv.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      `"Temple Trail, North",${slug?.slug},Sunrise Holidays,Chiang Mai,2500.00,USD,1,${usdInBaht},USD 1000.00,4,1,` +
        `${new Date().toISOString().slice(0, 10)},active`,
    );
    expect((await get('/api/admin/dashboard/tours.csv', admin)).body.trimEnd().split('\r\n')).toHaveLength(
      1 + PAGING_TOURS + 3,
    );
  });

  it("refuses everyone but administrators with 'Admin access required.'", async () => {
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/dashboard/owners',
      '/api/admin/dashboard/tours',
      '/api/admin/dashboard/owners.csv',
      '/api/admin/dashboard/tours.csv',
    ]) {
      for (const caller of [customer, agent, active]) {
        const response = await get(url, caller);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.message).toBe(DASHBOARD_MESSAGES.adminRequired);
      }
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
