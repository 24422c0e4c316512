import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { hashPassword } from '../../apps/server/src/modules/auth/password';

/** The scale issue 24 asks the dashboards to answer at: operators, their tours, bookings over those tours. */
export const DASHBOARD_OPERATORS = Number(process.env.BENCH_DASHBOARD_OPERATORS ?? 1_000);
export const DASHBOARD_TOURS = Number(process.env.BENCH_DASHBOARD_TOURS ?? 10_000);
export const DASHBOARD_BOOKINGS = Number(process.env.BENCH_DASHBOARD_BOOKINGS ?? 200_000);
/** Bookings of the one departure whose manifest is loaded (a full coach, each with its guests). */
const MANIFEST_BOOKINGS = 40;

/** The operator the operator scenarios sign in as (operator 1: ten tours like every other). */
export const BENCH_OPERATOR = { email: 'dash-operator-1@bench.test', password: 'bench-operator-password' };
/** The administrator the admin scenarios sign in as (the accounts group seeds the same one). */
export const BENCH_DASHBOARD_ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password' };

/**
 * Operators, each with a company and DASHBOARD_TOURS / DASHBOARD_OPERATORS tours (a fifth priced in THB, the rest in
 * USD), six departures per tour from fourteen months back to three months ahead, and DASHBOARD_BOOKINGS bookings
 * spread over them: 70% paid, 10% paid then cancelled with half refunded, 10% paid with a partial refund, 10% unpaid.
 * A quarter of the paid bookings of past departures have a published review. Set-based statements with the summary
 * triggers on, so the seed also times them at this scale.
 */
export async function seedBenchDashboards(db: TDb) {
  const operatorHash = await hashPassword(BENCH_OPERATOR.password);
  await db.execute(sql`
    insert into users (email, password_hash, email_verified_at, created_at)
    select 'dash-operator-' || g || '@bench.test', ${operatorHash}, now(), now() - (g || ' hours')::interval
    from generate_series(1, ${DASHBOARD_OPERATORS}) g`);
  await db.execute(sql`
    insert into profiles (id, username, role, created_at, updated_at)
    select id, 'Operator ' || substring(email from 'dash-operator-([0-9]+)@'), 'wholesale_owner', created_at, created_at
    from users where email like 'dash-operator-%@bench.test'`);
  await db.execute(sql`
    insert into companies (user_id, company_name_en, company_name_th, company_status, is_verified)
    select id, 'Bench Travel ' || substring(email from 'dash-operator-([0-9]+)@') || ' Co., Ltd.', 'บริษัท ทดสอบ', 'ปกติ', true
    from users where email like 'dash-operator-%@bench.test'`);
  await db.execute(sql`
    insert into user_company_license_map (user_id, company_id) select user_id, id from companies
    where company_name_en like 'Bench Travel %'`);
  await db.execute(sql`
    with operators as (
      select c.user_id, c.id as company_id, c.company_name_en,
        row_number() over (order by substring(u.email from 'dash-operator-([0-9]+)@')::int) - 1 as n
      from companies c join users u on u.id = c.user_id where u.email like 'dash-operator-%@bench.test'
    )
    insert into tours (slug, title, description, location, country, category, price, currency, duration, duration_days,
      owner_user_id, company_id, company_name, created_at)
    select 'dash-tour-' || g, 'Dashboard Tour ' || g || case when g % 4 = 0 then ' in Kyoto' else ' in Phuket' end,
      'A generated tour for the dashboards bench.', case when g % 4 = 0 then 'Kyoto' else 'Phuket' end,
      case when g % 4 = 0 then 'Japan' else 'Thailand' end, 'beach',
      case when g % 5 = 0 then 3500000 else 120000 end, case when g % 5 = 0 then 'THB' else 'USD' end,
      '5 nights / 6 days', 6, o.user_id, o.company_id, o.company_name_en, now() - (g || ' minutes')::interval
    from generate_series(1, ${DASHBOARD_TOURS}) g join operators o on o.n = (g - 1) % ${DASHBOARD_OPERATORS}`);
  await db.execute(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    select t.id, current_date + o.days + (substring(t.slug from '[0-9]+$')::int % 28),
      current_date + o.days + (substring(t.slug from '[0-9]+$')::int % 28) + 5, t.price, t.currency, 30
    from tours t cross join unnest(array[-420, -300, -180, -60, 30, 90]) as o(days) where t.slug like 'dash-tour-%'`);
  // Booking n goes to tour 1 + n % tours and to that tour's departure (n / tours) % 6, booked 10 to 90 days before it
  // starts, or in the last 60 days when that would be in the future.
  await db.execute(sql`
    with departures as (
      select d.id, d.tour_id, d.start_date, d.price, d.currency, substring(t.slug from '[0-9]+$')::int as tour_number,
        row_number() over (partition by d.tour_id order by d.start_date) - 1 as k
      from tour_dates d join tours t on t.id = d.tour_id where t.slug like 'dash-tour-%'
    )
    insert into bookings (tour_id, tour_date_id, number_of_guests, total_amount, currency, booking_reference,
      booking_status, payment_status, payment_method, contact_name, contact_email, booking_date, refund_amount,
      refund_status, cancellation_date)
    select d.tour_id, d.id, 1 + n % 3, d.price * (1 + n % 3), d.currency, 'CHT-' || lpad(n::text, 6, '0'),
      case when n % 10 = 0 then 'cancelled' when n % 10 = 1 then 'pending' else 'confirmed' end,
      case when n % 10 = 1 then 'pending' else 'completed' end, 'credit_card',
      'Traveller ' || (n % 50000), 'traveller' || (n % 50000) || '@bench.test',
      case when d.start_date - (10 + n % 80) < current_date
        then (d.start_date - (10 + n % 80))::timestamp + ((n % 1440) || ' minutes')::interval
        else now() - ((1 + n % 60) || ' days')::interval - ((n % 1440) || ' minutes')::interval end,
      case when n % 10 = 0 then d.price * (1 + n % 3) / 2 when n % 10 = 2 then d.price / 4 end,
      case when n % 10 in (0, 2) then 'refunded' end,
      case when n % 10 = 0 then now() end
    from generate_series(1, ${DASHBOARD_BOOKINGS}) n
    join departures d on d.tour_number = 1 + n % ${DASHBOARD_TOURS} and d.k = (n / ${DASHBOARD_TOURS}) % 6`);
  await db.execute(sql`
    insert into reviews (booking_id, tour_id, author_name, overall_rating, title, body, travel_month, traveller_type,
      status, created_at)
    select b.id, b.tour_id, 'Traveller T.', 1 + (substring(b.booking_reference from '[0-9]+$')::int * 7) % 5,
      'A generated review', 'Generated for the dashboards bench.', to_char(d.start_date, 'YYYY-MM'), 'couple',
      'published', d.end_date + 3
    from bookings b join tour_dates d on d.id = b.tour_date_id
    where b.booking_reference like 'CHT-%' and b.payment_status = 'completed' and b.booking_status <> 'cancelled'
      and d.end_date < current_date and substring(b.booking_reference from '[0-9]+$')::int % 4 = 3
      and b.tour_id in (select id from tours where slug like 'dash-tour-%')`);
  await db.execute(sql`
    update tours t set rating = r.rating, reviews_count = r.reviews
    from (select tour_id, round(avg(overall_rating), 1) as rating, count(*)::int as reviews from reviews
      where status = 'published' group by tour_id) r
    where r.tour_id = t.id and t.slug like 'dash-tour-%'`);
  await seedManifestDeparture(db);
  await db.execute(sql`
    insert into users (email, password_hash, email_verified_at)
    values (${BENCH_DASHBOARD_ADMIN.email}, ${await hashPassword(BENCH_DASHBOARD_ADMIN.password)}, now())
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, username, role) select id, 'Bench Admin', 'admin' from users
    where email = ${BENCH_DASHBOARD_ADMIN.email} on conflict do nothing`);
}

/** The next departure of operator 1's first tour: MANIFEST_BOOKINGS more bookings, each with its guests. */
async function seedManifestDeparture(db: TDb) {
  await db.execute(sql`
    with departure as (
      select d.id, d.tour_id, d.price, d.currency from tour_dates d join tours t on t.id = d.tour_id
      where t.slug = 'dash-tour-1' and d.start_date > current_date order by d.start_date limit 1
    )
    insert into bookings (tour_id, tour_date_id, number_of_guests, total_amount, currency, booking_reference,
      booking_status, payment_status, payment_method, contact_name, contact_email, contact_phone, special_requests,
      booking_date)
    select d.tour_id, d.id, 2, d.price * 2, d.currency, 'CHT-9' || lpad(g::text, 5, '0'),
      case when g % 5 = 0 then 'pending' else 'confirmed' end, case when g % 5 = 0 then 'pending' else 'completed' end,
      'bank_transfer', 'Coach Traveller ' || g, 'coach' || g || '@bench.test', '+66812345678',
      case when g % 3 = 0 then 'Window seat, vegetarian meals' end, now() - (g || ' hours')::interval
    from departure d cross join generate_series(1, ${MANIFEST_BOOKINGS}) g`);
  await db.execute(sql`
    insert into booking_guests (booking_id, position, first_name, last_name, email, phone, date_of_birth, nationality,
      passport_number, passport_expiry, dietary_requirements)
    select b.id, p, 'Guest' || p, 'Coach ' || substring(b.booking_reference from '[0-9]+$'), b.contact_email,
      '+66812345678', '1988-04-12', 'Thailand', 'AA' || lpad(substring(b.booking_reference from '[0-9]+$'), 7, '0'),
      '2031-01-01', case when p = 1 then 'Vegetarian' end
    from bookings b cross join generate_series(0, 1) p where b.booking_reference like 'CHT-9%'`);
}

/** The departure whose manifest is loaded, and its tour (for the departures list). */
export async function manifestDeparture(db: TDb): Promise<{ tourId: string; tourDateId: string }> {
  const rows = await db.execute<{ tour_id: string; id: string }>(sql`
    select d.tour_id, d.id from tour_dates d join tours t on t.id = d.tour_id
    where t.slug = 'dash-tour-1' and d.start_date > current_date order by d.start_date limit 1`);
  const row = rows.rows[0];
  if (!row) throw new Error('the manifest departure was not seeded');
  return { tourId: row.tour_id, tourDateId: row.id };
}

/** What an operator and an administrator do on their dashboards. */
export function dashboardScenarios(ids: { tourId: string; tourDateId: string }) {
  return {
    operator: [
      {
        name: 'owner dashboard (booking and travel date)',
        paths: ['booking', 'travel'].map((basis) => `/api/dashboards/owner?basis=${basis}`),
      },
      {
        name: 'sales dashboard (7d, 30d, 90d, 12m)',
        paths: ['7d', '30d', '90d', '12m'].map((period) => `/api/dashboards/sales?period=${period}`),
      },
      { name: "a tour's departures", paths: [`/api/operator/tours/${ids.tourId}/departures`] },
      {
        name: `a departure's manifest (${MANIFEST_BOOKINGS} bookings, 80 guests)`,
        paths: [`/api/operator/departures/${ids.tourDateId}/manifest`],
      },
    ],
    admin: [
      {
        name: 'admin dashboard (booking and travel date)',
        paths: ['booking', 'travel'].map((basis) => `/api/admin/dashboard?basis=${basis}`),
      },
      {
        name: 'admin tour owners (pages 1-5, a search, a status)',
        paths: [
          ...[1, 2, 3, 4, 5].map((page) => `/api/admin/dashboard/owners?page=${page}`),
          '/api/admin/dashboard/owners?q=operator-42',
          '/api/admin/dashboard/owners?status=active',
        ],
      },
      {
        name: 'admin all tours (pages 1-5, a search, a status)',
        paths: [
          ...[1, 2, 3, 4, 5].map((page) => `/api/admin/dashboard/tours?page=${page}`),
          '/api/admin/dashboard/tours?q=Kyoto',
          '/api/admin/dashboard/tours?status=active',
        ],
      },
      { name: 'access demo figures (platform)', paths: ['/api/dashboards/demo'] },
    ],
  };
}
