import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';

/** Seats of the one departure the booking scenario sells out. */
export const BOOKING_SPOTS = 300;

/** Seats of the departure the double-Book-Now scenario holds: fewer than its 200 clients ask for. */
export const HOLD_SPOTS = 150;

/** English city and country, then the same in Thai: a Thai marketplace's catalogue is written in both. */
const PLACES = [
  ['Santorini', 'Greece', 'ซานโตรินี', 'กรีซ'],
  ['Bali', 'Indonesia', 'บาหลี', 'อินโดนีเซีย'],
  ['Kyoto', 'Japan', 'เกียวโต', 'ญี่ปุ่น'],
  ['Tokyo', 'Japan', 'โตเกียว', 'ญี่ปุ่น'],
  ['Hokkaido', 'Japan', 'ฮอกไกโด', 'ญี่ปุ่น'],
  ['Venice', 'Italy', 'เวนิส', 'อิตาลี'],
  ['Rome', 'Italy', 'โรม', 'อิตาลี'],
  ['Paris', 'France', 'ปารีส', 'ฝรั่งเศส'],
  ['Phuket', 'Thailand', 'ภูเก็ต', 'ไทย'],
  ['Chiang Mai', 'Thailand', 'เชียงใหม่', 'ไทย'],
  ['Koh Samui', 'Thailand', 'เกาะสมุย', 'ไทย'],
  ['Krabi', 'Thailand', 'กระบี่', 'ไทย'],
  ['Seoul', 'South Korea', 'โซล', 'เกาหลีใต้'],
  ['Hanoi', 'Vietnam', 'ฮานอย', 'เวียดนาม'],
  ['Cappadocia', 'Turkey', 'คัปปาโดเกีย', 'ตุรกี'],
  ['Zermatt', 'Switzerland', 'เซอร์แมท', 'สวิตเซอร์แลนด์'],
  ['Male', 'Maldives', 'มาเล', 'มัลดีฟส์'],
  ['Singapore', 'Singapore', 'สิงคโปร์', 'สิงคโปร์'],
  ['Taipei', 'Taiwan', 'ไทเป', 'ไต้หวัน'],
  ['Hong Kong', 'China', 'ฮ่องกง', 'จีน'],
  ['Luang Prabang', 'Laos', 'หลวงพระบาง', 'ลาว'],
  ['Siem Reap', 'Cambodia', 'เสียมเรียบ', 'กัมพูชา'],
  ['Bagan', 'Myanmar', 'พุกาม', 'เมียนมา'],
  ['Dubai', 'United Arab Emirates', 'ดูไบ', 'สหรัฐอาหรับเอมิเรตส์'],
] as const;

const THEMES = [
  ['Sunset Cruise', 'ล่องเรือชมพระอาทิตย์ตก'],
  ['Temples and Old Town', 'ไหว้พระ เมืองเก่า'],
  ['Food Trail', 'ตะลุยกิน'],
  ['Island Hopping', 'ดำน้ำ เที่ยวเกาะ'],
  ['Snow Festival', 'เทศกาลหิมะ'],
  ['Cherry Blossom', 'ชมซากุระ'],
  ['Mountain Trek', 'เดินป่า ดอยอินทนนท์'],
  ['Floating Markets', 'ตลาดน้ำ'],
] as const;

const CATEGORIES = ['beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping'] as const;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/**
 * A large catalogue in a few set-based statements: `count` tours, 3 future departures and a hotel each. Two in five
 * tours are titled in Thai, with the place inside a longer Thai word (`ทัวร์เชียงใหม่ …`), and most of those have a Thai
 * location and country; every tour has three highlights, a category, 2 to 12 days, a price in USD or THB and a rating.
 */
export async function seedBenchCatalogue(db: TDb, count: number) {
  const place = (column: number) => textArray(PLACES.map((row) => row[column]!));
  const theme = (column: number) => textArray(THEMES.map((row) => row[column]!));
  await db.execute(sql`
    insert into tours (slug, title, description, location, country, category, thumbnail_url, price,
      discount_percentage, currency, duration, duration_days, highlights, rating, reviews_count, is_recommended,
      created_at)
    select 'bench-tour-' || g,
      case when g % 5 < 2
        then 'ทัวร์' || (${place(2)})[p] || ' ' || (${theme(1)})[th] || ' ' || days || ' วัน ' || (days - 1) || ' คืน'
        else (${place(0)})[p] || ' ' || (${theme(0)})[th] || ' ' || days || ' Days #' || g
      end,
      'A generated tour for load testing.',
      case when g % 5 < 2 and g % 10 <> 1 then (${place(2)})[p] else (${place(0)})[p] end,
      case when g % 5 < 2 and g % 10 <> 1 then (${place(3)})[p] else (${place(1)})[p] end,
      (${textArray(CATEGORIES)})[1 + g % 6], '/media/tours/maldives-1.svg',
      case when g % 4 = 0 then 900000 + (g % 90) * 25000 else 30000 + (g % 97) * 5000 end,
      case when g % 3 = 0 then 10 else null end, case when g % 4 = 0 then 'THB' else 'USD' end,
      days || ' days', days,
      array[(${theme(0)})[th] || ' in ' || (${place(0)})[p], 'Local guide', (${theme(0)})[1 + (th % 8)]],
      (30 + g % 21) / 10.0, g % 200, g % 7 = 0, now() - (g || ' minutes')::interval
    from (
      select g, 1 + (g * 7) % ${PLACES.length} as p, 1 + (g / ${PLACES.length}) % ${THEMES.length} as th, 2 + g % 11 as days
      from generate_series(1, ${count}) g
    ) generated`);
  await db.execute(sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    select t.id, current_date + k * 14 + (t.duration_days % 7), current_date + k * 14 + (t.duration_days % 7) + t.duration_days - 1,
      t.price + (k - 1) * (t.price / 10), t.currency, 2 + ((k * 3 + t.reviews_count) % 12)
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
