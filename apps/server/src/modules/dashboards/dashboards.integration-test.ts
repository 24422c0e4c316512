import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingGuests, expectRow, type TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  DASHBOARD_MESSAGES,
  MESSAGES,
  type TDashboardDemo,
  type TManifest,
  type TOwnerDashboard,
  type TSalesDashboard,
  toThbMinor,
} from '@tour/shared';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { insertTestBooking } from '../bookings/test-bookings';

const usdInThb = (amount: number) => toThbMinor(amount, 'USD', 35);

/**
 * The operators' dashboards, departures and manifests on bookings the test makes: paid, cancelled, refunded (in
 * part) and unpaid, in USD and THB, either side of a Bangkok month boundary. Today is 2026-06-15 in Bangkok.
 */
describe.each(TEST_BACKENDS)('operator dashboards on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let owner: TOperator;
  let rival: TOperator;
  let agent: TOperator;
  let customer: TOperator;
  let admin: TOperator;
  let customerName: string;
  /** The owner's own tour (USD) and their company's tour (THB), and a rival company's tour. */
  const tour = { own: '', company: '', rival: '' };
  const departure = { own: '', company: '', rival: '' };
  const reference: Record<'mayPaid' | 'junePaid' | 'cancelled' | 'refunded' | 'unpaid' | 'thb', string> = {
    mayPaid: '',
    junePaid: '',
    cancelled: '',
    refunded: '',
    unpaid: '',
    thb: '',
  };

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    t.clock.set(new Date('2026-06-15T05:00:00Z'));
    owner = await signUpOperator(t, db, 'wholesale_owner');
    rival = await signUpOperator(t, db, 'wholesale_owner');
    agent = await signUpOperator(t, db, 'agent');
    customer = await signUpOperator(t, db, 'customer');
    admin = await signUpOperator(t, db, 'admin');
    const [profile] = await queryRows<{ username: string }>(
      db,
      sql`select username from profiles where id = ${customer.id}`,
    );
    customerName = expectRow(profile, 'the customer profile').username;

    const company = await insertCompanyWithLicence(db, owner.id, { nameEn: 'Owner Travel Co' });
    await queryRows(
      db,
      sql`insert into user_company_license_map (user_id, company_id) values (${agent.id}, ${company.companyId})`,
    );
    const rivalCompany = await insertCompanyWithLicence(db, rival.id, { nameEn: 'Rival Journeys' });

    const own = await insertTestDeparture(db, { spots: 30, startDate: '2026-06-10' });
    const ofCompany = await insertTestDeparture(db, { spots: 30, startDate: '2026-05-20' });
    const ofRival = await insertTestDeparture(db, { spots: 30, startDate: '2026-06-10' });
    await queryRows(
      db,
      sql`update tours set owner_user_id = ${owner.id}, title = 'Own USD tour' where id = ${own.tourId}`,
    );
    await assignTourToCompany(db, ofCompany.tourId, company.companyId);
    await queryRows(
      db,
      sql`update tours set title = 'Company THB tour', currency = 'THB' where id = ${ofCompany.tourId}`,
    );
    await queryRows(db, sql`update tour_dates set currency = 'THB' where id = ${ofCompany.tourDateId}`);
    await assignTourToCompany(db, ofRival.tourId, rivalCompany.companyId);
    Object.assign(tour, { own: own.tourId, company: ofCompany.tourId, rival: ofRival.tourId });
    Object.assign(departure, { own: own.tourDateId, company: ofCompany.tourDateId, rival: ofRival.tourDateId });

    // 23:59 on 31 May in Bangkok, and one minute later, 00:00 on 1 June.
    const mayPaid = await insertTestBooking(db, own, {
      totalAmount: 500_000,
      numberOfGuests: 2,
      contactName: 'May Paid',
      contactEmail: 'may@example.test',
      now: new Date('2026-05-31T16:59:00Z'),
    });
    const junePaid = await insertTestBooking(db, own, {
      totalAmount: 300_000,
      numberOfGuests: 1,
      contactName: 'June Paid',
      contactEmail: 'june@example.test',
      now: new Date('2026-05-31T17:00:00Z'),
    });
    const cancelled = await insertTestBooking(db, own, {
      totalAmount: 200_000,
      contactName: 'Cancelled Later',
      now: new Date('2026-06-02T03:00:00Z'),
    });
    await queryRows(
      db,
      sql`update bookings set booking_status = 'cancelled', refund_amount = 200000, refund_status = 'refunded'
        where id = ${cancelled.id}`,
    );
    const refunded = await insertTestBooking(db, own, {
      totalAmount: 400_000,
      numberOfGuests: 2,
      contactName: 'Part Refund',
      contactEmail: 'refund@example.test',
      now: new Date('2026-06-03T03:00:00Z'),
    });
    await queryRows(
      db,
      sql`update bookings set refund_amount = 100000, refund_status = 'refunded' where id = ${refunded.id}`,
    );
    const unpaid = await insertTestBooking(db, own, {
      userId: customer.id,
      totalAmount: 250_000,
      bookingStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pay_later',
      contactName: 'Contact Of Customer',
      now: new Date('2026-06-04T03:00:00Z'),
    });
    const thb = await insertTestBooking(db, ofCompany, {
      totalAmount: 1_000_000,
      currency: 'THB',
      numberOfGuests: 3,
      contactName: 'Baht Traveller',
      contactEmail: 'baht@example.test',
      now: new Date('2026-04-10T03:00:00Z'),
    });
    await insertTestBooking(db, ofRival, { totalAmount: 900_000, now: new Date('2026-06-05T03:00:00Z') });
    Object.assign(reference, {
      mayPaid: mayPaid.reference,
      junePaid: junePaid.reference,
      cancelled: cancelled.reference,
      refunded: refunded.reference,
      unpaid: unpaid.reference,
      thb: thb.reference,
    });

    await db
      .insert(bookingGuests)
      .values([
        guest(mayPaid.id, 0, { firstName: "O'Neil, Jr", lastName: 'Say "hi"', specialRequests: '=HYPERLINK("x")' }),
        guest(mayPaid.id, 1, { firstName: 'Ploy', lastName: 'Jaidee', dietaryRequirements: 'Vegetarian' }),
        guest(junePaid.id, 0, { firstName: 'June', lastName: 'Paid' }),
      ]);
    await queryRows(db, sql`update bookings set special_requests = 'Window seat' where id = ${mayPaid.id}`);

    await insertReview(refunded.id, tour.own, 5);
    await insertReview(junePaid.id, tour.own, 4);
    await insertReview(mayPaid.id, tour.own, 2, 'hidden');

    await queryRows(
      db,
      sql`insert into pending_tours (user_id, title, slug, description, duration, duration_days, location, country,
          category, price, currency, total_quota, status)
        values (${owner.id}, 'Awaiting approval', 'awaiting-approval', 'Submitted.', '3 days', 3, 'Krabi', 'Thailand',
          'beach', 150000, 'THB', 10, 'pending')`,
    );
  });
  afterAll(() => close());

  function guest(bookingId: string, position: number, overrides: Partial<typeof bookingGuests.$inferInsert>) {
    return {
      bookingId,
      position,
      firstName: 'Guest',
      lastName: String(position),
      email: `guest${position}@example.test`,
      phone: '+66810000000',
      dateOfBirth: '1990-01-01',
      nationality: 'Thailand',
      ...overrides,
    };
  }

  async function insertReview(bookingId: string, tourId: string, stars: number, status = 'published') {
    await queryRows(
      db,
      sql`insert into reviews (booking_id, tour_id, author_name, overall_rating, title, body, travel_month,
          traveller_type, status, hidden_reason)
        values (${bookingId}, ${tourId}, 'Ada T.', ${stars}, 'A trip', 'A trip worth every baht spent on it.',
          '2026-06', 'couple', ${status}, ${status === 'hidden' ? 'Off topic' : null})`,
    );
  }

  const get = (url: string, caller?: TOperator) => t.app.inject({ method: 'GET', url, cookies: caller?.cookies ?? {} });
  async function read<T>(url: string, caller: TOperator): Promise<T> {
    const response = await get(url, caller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as T;
  }

  it("counts the owner's paid bookings by booking date, less refunds, per currency and in THB", async () => {
    const dashboard = await read<TOwnerDashboard>('/api/dashboards/owner', owner);
    expect(dashboard.basis).toBe('booking');
    expect(dashboard.today).toBe('2026-06-15');
    expect(dashboard.cards).toEqual({
      revenue: {
        byCurrency: [
          { currency: 'THB', amount: 1_000_000 },
          { currency: 'USD', amount: 1_100_000 },
        ],
        thb: 1_000_000 + usdInThb(1_100_000),
        converted: true,
      },
      bookings: 4,
      activeTours: 2,
      averageRating: 4.5,
      reviewsCount: 2,
    });
    expect(dashboard.trend.months).toEqual([
      { month: '2026-01', bookings: 0, revenueThb: 0 },
      { month: '2026-02', bookings: 0, revenueThb: 0 },
      { month: '2026-03', bookings: 0, revenueThb: 0 },
      { month: '2026-04', bookings: 1, revenueThb: 1_000_000 },
      { month: '2026-05', bookings: 1, revenueThb: usdInThb(500_000) },
      { month: '2026-06', bookings: 2, revenueThb: usdInThb(600_000) },
    ]);
    expect(dashboard.trend.growth).toEqual({ percent: 100, current: 2, earlier: 1 });
    expect(dashboard.recentBookings.map((booking) => booking.bookingReference)).toEqual([
      reference.unpaid,
      reference.refunded,
      reference.cancelled,
      reference.junePaid,
      reference.mayPaid,
    ]);
    expect(dashboard.recentBookings[0]).toMatchObject({
      customerName,
      customerEmail: customer.email,
      tourTitle: 'Own USD tour',
      travelDate: '2026-06-10',
      totalAmount: 250_000,
      currency: 'USD',
      bookingStatus: 'pending',
      paymentStatus: 'pending',
    });
    expect(dashboard.recentBookings[2]).toMatchObject({ customerName: 'Cancelled Later', bookingStatus: 'cancelled' });
    expect(dashboard.topTours).toEqual([
      { tourId: tour.own, title: 'Own USD tour', label: 'Own USD tour', bookings: 3, revenueThb: usdInThb(1_100_000) },
      {
        tourId: tour.company,
        title: 'Company THB tour',
        label: 'Company THB tour',
        bookings: 1,
        revenueThb: 1_000_000,
      },
    ]);
    expect(dashboard.ratingDistribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(dashboard.tours.map((row) => [row.title, row.status, row.bookings, row.rating, row.reviewsCount])).toEqual([
      ['Company THB tour', 'published', 1, null, 0],
      ['Own USD tour', 'published', 3, 4.5, 2],
      ['Awaiting approval', 'pending', 0, null, 0],
    ]);
    const ownRow = dashboard.tours.find((row) => row.id === tour.own);
    expect(ownRow?.lastBookingAt).toBe('2026-06-04T03:00:00.000Z');
    expect(ownRow?.revenue).toEqual({
      byCurrency: [{ currency: 'USD', amount: 1_100_000 }],
      thb: usdInThb(1_100_000),
      converted: true,
    });
    expect(dashboard.tours.at(-1)).toMatchObject({ id: null, slug: 'awaiting-approval', lastBookingAt: null });
  });

  it('counts by travel date when asked: each booking in the month its departure starts', async () => {
    const dashboard = await read<TOwnerDashboard>('/api/dashboards/owner?basis=travel', owner);
    expect(dashboard.basis).toBe('travel');
    expect(dashboard.trend.months.slice(3)).toEqual([
      { month: '2026-04', bookings: 0, revenueThb: 0 },
      { month: '2026-05', bookings: 1, revenueThb: 1_000_000 },
      { month: '2026-06', bookings: 3, revenueThb: usdInThb(1_100_000) },
    ]);
    expect(dashboard.trend.growth).toEqual({ percent: 200, current: 3, earlier: 1 });
    expect(dashboard.cards.bookings).toBe(4);
  });

  it('answers the sales dashboard for a period, a custom range, and refuses a bad range', async () => {
    const june = await read<TSalesDashboard>(
      '/api/dashboards/sales?period=custom&from=2026-06-01&to=2026-06-15',
      owner,
    );
    expect(june.range).toEqual({ from: '2026-06-01', to: '2026-06-15' });
    expect(june.totals).toEqual({
      revenue: { byCurrency: [{ currency: 'USD', amount: 600_000 }], thb: usdInThb(600_000), converted: true },
      bookings: 2,
      guests: 3,
      averageBookingValueThb: usdInThb(300_000),
    });
    // From 1 May until today against April.
    expect(june.growth).toEqual({ percent: 200, current: 3, earlier: 1 });
    expect(june.recentBookings).toHaveLength(6);
    expect(june.topTours.map((top) => [top.tourId, top.bookings])).toEqual([[tour.own, 2]]);
    expect(june.monthlyRevenue.map((month) => month.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(june.tours.filter((row) => row.id).map((row) => [row.title, row.bookings])).toEqual([
      ['Company THB tour', 0],
      ['Own USD tour', 2],
    ]);

    const lastWeek = await read<TSalesDashboard>('/api/dashboards/sales', owner);
    expect(lastWeek).toMatchObject({ period: '30d', range: { from: '2026-05-17', to: '2026-06-15' } });
    expect(lastWeek.totals.bookings).toBe(3);
    const week = await read<TSalesDashboard>('/api/dashboards/sales?period=7d&basis=travel', owner);
    expect(week.range).toEqual({ from: '2026-06-09', to: '2026-06-15' });
    expect(week.totals.bookings).toBe(3);

    const backwards = await get('/api/dashboards/sales?period=custom&from=2026-06-10&to=2026-06-01', owner);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: DASHBOARD_MESSAGES.customRangeOrder });
    const halfRange = await get('/api/dashboards/sales?period=custom&from=2026-06-10', owner);
    expect(halfRange.json().error.fields).toEqual({ to: DASHBOARD_MESSAGES.customRangeIncomplete });
  });

  it("shows an agent their company's tours only", async () => {
    const sales = await read<TSalesDashboard>('/api/dashboards/sales?period=12m', agent);
    expect(sales.tours.map((row) => row.id)).toEqual([tour.company]);
    expect(sales.totals.bookings).toBe(1);
    expect(sales.recentBookings.map((booking) => booking.bookingReference)).toEqual([reference.thb]);
  });

  it('refuses the dashboards to those the spec refuses', async () => {
    for (const [url, caller] of [
      ['/api/dashboards/owner', customer],
      ['/api/dashboards/owner', agent],
      ['/api/dashboards/sales', customer],
      ['/api/operator/tours/00000000-0000-4000-8000-000000000000/departures', customer],
    ] as const) {
      const response = await get(url, caller);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.noPermission);
    }
    expect((await get('/api/dashboards/owner')).statusCode).toBe(401);
    expect((await get('/api/dashboards/demo')).statusCode).toBe(401);
  });

  it("lists a tour's departures with its bookings that stand, and hides another company's tour (404)", async () => {
    const own = await read<{ tour: { id: string }; departures: unknown[] }>(
      `/api/operator/tours/${tour.own}/departures`,
      owner,
    );
    expect(own.tour).toMatchObject({ id: tour.own, title: 'Own USD tour' });
    // Not cancelled: May, June, the part refund and the unpaid one; paid guests leave out the unpaid booking's 2.
    expect(own.departures).toEqual([
      {
        id: departure.own,
        startDate: '2026-06-10',
        endDate: '2026-06-16',
        availableSpots: 30,
        bookings: 4,
        guests: 7,
        paidGuests: 5,
      },
    ]);
    await read(`/api/operator/tours/${tour.company}/departures`, agent);
    await read(`/api/operator/tours/${tour.rival}/departures`, admin);
    for (const [tourId, caller] of [
      [tour.rival, owner],
      [tour.own, agent],
      [tour.own, rival],
      [crypto.randomUUID(), owner],
    ] as const) {
      const response = await get(`/api/operator/tours/${tourId}/departures`, caller);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: DASHBOARD_MESSAGES.tourNotFound });
    }
  });

  it("gives a departure's manifest to its operators and administrators only, and as CSV", async () => {
    const manifest = await read<TManifest>(`/api/operator/departures/${departure.own}/manifest`, owner);
    expect(manifest.tour.id).toBe(tour.own);
    expect(manifest.departure.bookings).toBe(4);
    expect(manifest.bookings.map((booking) => booking.bookingReference)).toEqual(
      [reference.mayPaid, reference.junePaid, reference.refunded, reference.unpaid].sort(),
    );
    const may = manifest.bookings.find((booking) => booking.bookingReference === reference.mayPaid);
    expect(may).toMatchObject({
      bookingStatus: 'confirmed',
      paymentStatus: 'completed',
      contactName: 'May Paid',
      contactEmail: 'may@example.test',
      contactPhone: '+66812345678',
      numberOfGuests: 2,
      specialRequests: 'Window seat',
    });
    expect(may?.guests.map((row) => [row.position, row.firstName, row.dietaryRequirements])).toEqual([
      [0, "O'Neil, Jr", null],
      [1, 'Ploy', 'Vegetarian'],
    ]);
    const unpaid = manifest.bookings.find((booking) => booking.bookingReference === reference.unpaid);
    expect(unpaid).toMatchObject({ paymentStatus: 'pending', contactName: 'Contact Of Customer', guests: [] });

    await read(`/api/operator/departures/${departure.own}/manifest`, admin);
    for (const [tourDateId, caller] of [
      [departure.own, rival],
      [departure.own, agent],
      [departure.rival, owner],
      [crypto.randomUUID(), admin],
    ] as const) {
      for (const suffix of ['manifest', 'manifest.csv']) {
        const response = await get(`/api/operator/departures/${tourDateId}/${suffix}`, caller);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(DASHBOARD_MESSAGES.departureNotFound);
      }
    }

    const csv = await get(`/api/operator/departures/${departure.own}/manifest.csv`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [slug] = await queryRows<{ slug: string }>(db, sql`select slug from tours where id = ${tour.own}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${slug?.slug}-2026-06-10.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Booking reference,Booking status,Payment status,Contact name/);
    // One row per guest (3), one for each booking without guest rows (2), the header and the final line end.
    expect(lines).toHaveLength(7);
    // Cells a spreadsheet would run as formulas (a phone's leading +, a request's =) are defused with an apostrophe.
    const mayRow = lines.find((line) => line.startsWith(reference.mayPaid));
    expect(mayRow).toBe(
      `${reference.mayPaid},confirmed,completed,May Paid,may@example.test,'+66812345678,Window seat,1,` +
        `"O'Neil, Jr","Say ""hi""",guest0@example.test,'+66810000000,Thailand,1990-01-01,,,,"'=HYPERLINK(""x"")",,`,
    );
    // Its headings are in the language of whoever downloads it; its cells are the data as stored.
    const thai = await t.app.inject({
      method: 'GET',
      url: `/api/operator/departures/${departure.own}/manifest.csv?lang=th`,
      cookies: owner.cookies,
    });
    const thaiLines = thai.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(thaiLines[0]).toMatch(/^หมายเลขการจอง,สถานะการจอง,สถานะการชำระเงิน,ชื่อผู้ติดต่อ/);
    expect(thaiLines.slice(1)).toEqual(lines.slice(1));
  });

  it('answers the access demo by role', async () => {
    const asCustomer = await read<TDashboardDemo>('/api/dashboards/demo', customer);
    expect(asCustomer).toEqual({
      role: 'customer',
      badge: 'Customer',
      totals: null,
      access: { tourOwnerDashboard: false, adminDashboard: false },
    });
    const asOwner = await read<TDashboardDemo>('/api/dashboards/demo', owner);
    expect(asOwner).toMatchObject({
      role: 'wholesale_owner',
      badge: 'Tour Owner',
      access: { tourOwnerDashboard: true, adminDashboard: false },
      totals: { scope: 'own', tours: 2, bookings: 4, users: 4 },
    });
    const asAgent = await read<TDashboardDemo>('/api/dashboards/demo', agent);
    expect(asAgent.totals).toMatchObject({ scope: 'own', tours: 1, bookings: 1, users: 1 });
    const asAdmin = await read<TDashboardDemo>('/api/dashboards/demo', admin);
    expect(asAdmin).toMatchObject({
      role: 'admin',
      badge: 'Admin',
      access: { tourOwnerDashboard: false, adminDashboard: true },
      totals: { scope: 'platform', tours: 3, bookings: 5, users: 5 },
    });
  });
});
