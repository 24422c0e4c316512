import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';

/** Seats of the one departure the booking scenario sells out. */
export const BOOKING_SPOTS = 300;

/** Seats of the departure the double-Book-Now scenario holds: fewer than its 200 clients ask for. */
export const HOLD_SPOTS = 150;

const PLACES = [
  ['Santorini', 'Greece'],
  ['Bali', 'Indonesia'],
  ['Kyoto', 'Japan'],
  ['Venice', 'Italy'],
  ['Phuket', 'Thailand'],
  ['Chiang Mai', 'Thailand'],
  ['Paris', 'France'],
  ['Cappadocia', 'Turkey'],
];

/** A large catalogue in a few set-based statements: `count` tours, 3 future departures and a hotel each. */
export async function seedBenchCatalogue(db: TDb, count: number) {
  const locations = sql.raw(`array[${PLACES.map(([city]) => `'${city}'`).join(',')}]`);
  const countries = sql.raw(`array[${PLACES.map(([, country]) => `'${country}'`).join(',')}]`);
  await db.execute(sql`
    insert into tours (slug, title, description, location, country, category, thumbnail_url, price,
      discount_percentage, currency, duration, duration_days, rating, reviews_count, is_recommended, created_at)
    select 'bench-tour-' || g, 'Bench Tour ' || g || ' in ' || (${locations})[1 + g % 8],
      'A generated tour for load testing.', (${locations})[1 + g % 8], (${countries})[1 + g % 8], 'beach',
      '/media/tours/maldives-1.svg', 100000 + (g % 50) * 1000, case when g % 3 = 0 then 10 else null end, 'USD',
      '5 nights / 6 days', 6, 4.5, g % 200, g % 7 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    select t.id, current_date + k * 14, current_date + k * 14 + 5, t.price, t.currency, 4 + k * 3
    from tours t cross join generate_series(1, 3) k where t.slug like 'bench-tour-%'`);
  await db.execute(sql`
    insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
    values ('bench-booking-tour', 'Bench booking tour', 'Booked under load.', 'Bali', 'Indonesia', 100000, 'USD', '3 nights / 4 days', 4)`);
  await db.execute(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    select id, current_date + 30, current_date + 34, 100000, 'USD', ${BOOKING_SPOTS} from tours where slug = 'bench-booking-tour'`);
  await db.execute(sql`
    insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
    values ('bench-hold-tour', 'Bench hold tour', 'Held under load.', 'Kyoto', 'Japan', 100000, 'USD', '3 nights / 4 days', 4)`);
  await db.execute(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    select id, current_date + 30, current_date + 34, 100000, 'USD', ${HOLD_SPOTS} from tours where slug = 'bench-hold-tour'`);
  await db.execute(sql`
    insert into tour_hotels (tour_id, name, rating, description, amenities)
    select t.id, 'Bench Hotel', '4', 'Comfortable rooms.', array['Wi-Fi'] from tours t where t.slug like 'bench-tour-%'`);
}
