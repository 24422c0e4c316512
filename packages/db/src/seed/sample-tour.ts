import { eq, sql } from 'drizzle-orm';
import type { TTourContentTranslation, TTranslatedItineraryRow } from '@tour/shared';
import type { TDb, TTx } from '../client';
import { tours } from '../schema';
import { AIRPORTS } from './airports';
import { toIsoDate } from './calendar';
import { insertSeedTour, type TTourSeed } from './tour-seed';

export const SAMPLE_TOUR_SLUG = 'all-inclusive-maldives-escape';

/** The company the sample tour is sold by; seedDemoData links it to that company's demo owner. */
export const SAMPLE_TOUR_COMPANY_NAME = 'Siam Horizon Travel';

/** Serialises concurrent seeding (several instances starting against one database). */
export const SEED_LOCK_KEY = 7_413_901;

/** The sample tour's place as its Thai itinerary names it. */
const THAI_PLACE = 'นอร์ทมาเล อะทอลล์';

const THAI_HIGHLIGHTS = [
  'วิลล่ากลางน้ำที่มีบันไดลงสู่ลากูนได้ทันที',
  'บินชมหมู่เกาะปะการังด้วยเครื่องบินทะเล',
  'ดำน้ำตื้นชมเต่าทะเลและฉลามแนวปะการัง',
  'ปิกนิกบนสันทรายส่วนตัว',
  'ล่องเรือโดนีแบบดั้งเดิมชมโลมายามพระอาทิตย์ตก',
  'ทรีตเมนต์สปาในศาลากลางน้ำ',
];

/** A day of the Thai itinerary: its title and its activities' texts, in the order of the generated day's rows. */
const thaiDay = (dayNumber: number, title: string, activities: string[]): TTranslatedItineraryRow[] =>
  activities.map((description, position) => ({ dayNumber, position, title, description }));

/**
 * The sample tour in Thai (issue 27, item 5): a Thai visitor reads it in Thai. Its itinerary follows the days the
 * content generator writes for the tour at start (templateItinerary: the arrival, a day per highlight, a free day
 * and the departure), row for row; the seed's tests hold the two together.
 */
const SAMPLE_TOUR_THAI: TTourContentTranslation = {
  title: 'เที่ยวมัลดีฟส์แบบออลอินคลูซีฟ',
  description:
    'เก้าวันใต้แสงแดดของมัลดีฟส์ที่เราดูแลให้ครบทุกอย่าง ทั้งเที่ยวบินไป-กลับจากกรุงเทพฯ เครื่องบินทะเลบินชมหมู่เกาะปะการัง ' +
    'ที่พักในวิลล่ากลางน้ำและรีสอร์ตริมชายหาด อาหารทุกมื้อพร้อมเครื่องดื่มที่คัดสรรมา และวันท่องแนวปะการังกับไกด์ ' +
    'ว่ายน้ำกับเต่าทะเล ปิกนิกบนสันทรายส่วนตัว และชมฝูงโลมายามพระอาทิตย์ตก',
  highlights: THAI_HIGHLIGHTS,
  inclusions: [
    'ตั๋วเครื่องบินชั้นประหยัดไป-กลับ กรุงเทพฯ – มาเล',
    'การเดินทางด้วยเครื่องบินทะเลและเรือเร็ว',
    'ที่พัก 8 คืนในรีสอร์ตระดับ 5 ดาวและระดับหรู',
    'อาหารทุกมื้อและเครื่องดื่มที่คัดสรรมา',
    'ทัศนศึกษาทุกวันกับไกด์ที่พูดภาษาอังกฤษ',
    'อุปกรณ์ดำน้ำตื้น',
    'ประกันการเดินทาง',
  ],
  exclusions: [
    'ค่าธรรมเนียมวีซ่า (ถ้ามี)',
    'หลักสูตรใบรับรองการดำน้ำลึก',
    'ทรีตเมนต์สปานอกเหนือจากหนึ่งครั้งที่รวมไว้',
    'ค่าใช้จ่ายส่วนตัวและทิป',
    'ภาษีสิ่งแวดล้อมของมัลดีฟส์ (6 ดอลลาร์สหรัฐต่อคนต่อคืน ชำระที่รีสอร์ต)',
  ],
  itinerary: [
    ...thaiDay(1, `เดินทางถึง${THAI_PLACE}`, [
      `เดินทางถึง${THAI_PLACE} ประเทศมัลดีฟส์ แล้วเดินทางเข้าสู่ที่พัก`,
      'รับประทานอาหารค่ำต้อนรับกับไกด์และเพื่อนร่วมทริป',
    ]),
    ...THAI_HIGHLIGHTS.flatMap((highlight, index) =>
      thaiDay(index + 2, highlight, [
        'รับประทานอาหารเช้าที่โรงแรม แล้วฟังไกด์สรุปแผนของวัน',
        highlight,
        `ช่วงค่ำพักผ่อนตามอัธยาศัยที่${THAI_PLACE}`,
      ]),
    ),
    ...thaiDay(8, `สำรวจ${THAI_PLACE}`, [
      'รับประทานอาหารเช้าที่โรงแรม',
      `เดินชม${THAI_PLACE}และตลาดท้องถิ่นกับไกด์`,
      'ช่วงบ่ายอิสระให้ท่านเที่ยวชมตามใจชอบ',
    ]),
    ...thaiDay(9, `เดินทางกลับจาก${THAI_PLACE}`, ['รับประทานอาหารเช้าและเช็กเอาต์', 'เดินทางไปสนามบินเพื่อขึ้นเครื่องกลับบ้าน']),
  ],
};

export const SAMPLE_TOUR: TTourSeed = {
  slug: SAMPLE_TOUR_SLUG,
  title: 'All-Inclusive Maldives Escape',
  description:
    'Nine sun-drenched days in the Maldives with everything taken care of: return flights from Bangkok, a seaplane ' +
    'over the atolls, nights in an overwater villa and a beachfront resort, every meal and selected drinks, and ' +
    'guided days on the reef. Swim with turtles, picnic on a private sandbank and watch dolphins at sunset.',
  location: 'North Malé Atoll',
  country: 'Maldives',
  category: 'luxury',
  currency: 'USD',
  durationDays: 9,
  duration: '8 nights / 9 days',
  discountPercentage: 10,
  isRecommended: true,
  isFeatured: true,
  isAllInclusive: true,
  highlights: [
    'Overwater villa with steps straight into the lagoon',
    'Seaplane transfer over the atolls',
    'Snorkelling safari with turtles and reef sharks',
    'Private sandbank picnic',
    'Sunset dolphin cruise on a traditional dhoni',
    'Spa treatment in an over-water pavilion',
  ],
  inclusions: [
    'Return economy flights Bangkok – Malé',
    'Seaplane and speedboat transfers',
    '8 nights in 5-star and luxury resorts',
    'All meals and selected drinks',
    'Daily excursions with English-speaking guides',
    'Snorkelling equipment',
    'Travel insurance',
  ],
  exclusions: [
    'Visa fees where applicable',
    'Scuba certification courses',
    'Spa treatments beyond the one included',
    'Personal expenses and tips',
    'Maldives green tax (USD 6 per person per night, paid at the resort)',
  ],
  cancellationPolicy: 'free_48h_then_50',
  companyName: SAMPLE_TOUR_COMPANY_NAME,
  agentLogo: '/media/logos/siam-horizon.svg',
  totalQuota: 50,
  // Left empty on purpose: start-up fills the gallery, the thumbnail and the itinerary with the content
  // generator, the routine Admin Actions' 'Generate Images & Itinerary' runs (3-admin.md, Seeding).
  images: [],
  itinerary: [],
  contentLanguage: 'en',
  translation: SAMPLE_TOUR_THAI,
  meals: 'all-inclusive',
  hotels: [
    {
      name: 'Azure Lagoon Overwater Villas',
      rating: 'luxury',
      roomType: 'villa',
      description: 'Private overwater villas with glass floor panels, plunge pools and steps into the lagoon.',
      amenities: ['Free WiFi', 'Private Pool', 'Spa & Wellness', 'Butler Service', 'Airport Shuttle'],
      checkInTime: '2:00 PM',
      checkOutTime: '12:00 PM',
      website: 'https://example.com/azure-lagoon',
    },
    {
      name: 'Coral Sands Beach Resort',
      rating: '5',
      roomType: 'suite',
      description: 'Beachfront suites among palm gardens, with three restaurants and a dive centre.',
      amenities: ['Free WiFi', 'Swimming Pool', 'Beach Access', 'Fitness Center', 'Restaurant'],
      checkInTime: '3:00 PM',
      checkOutTime: '11:00 AM',
      website: null,
    },
  ],
  departures: [
    { startInDays: 30, price: 3299, spots: 6 },
    { startInDays: 51, price: 3499, spots: 10 },
    { startInDays: 72, price: 3699, spots: 14 },
    { startInDays: 93, price: 3899, spots: 8 },
    { startInDays: 114, price: 4199, spots: 4 },
  ],
  flights: {
    outbound: {
      airline: 'Thai Airways',
      airlineCode: 'TG',
      flightNumber: 'TG531',
      from: AIRPORTS.BKK,
      to: AIRPORTS.MLE,
      departs: '10:20',
      durationMinutes: 245,
    },
    return: {
      airline: 'Thai Airways',
      airlineCode: 'TG',
      flightNumber: 'TG532',
      from: AIRPORTS.MLE,
      to: AIRPORTS.BKK,
      departs: '14:05',
      durationMinutes: 215,
    },
  },
};

export type TSeedOptions = {
  /** The seed's "now": departures are counted from its date. */
  now?: Date;
};

export type TSampleTourResult = { created: boolean; tourId: string };

/** Inside an open transaction: creates the sample tour unless a tour with its slug exists. */
export async function ensureSampleTour(tx: TTx, now: Date): Promise<TSampleTourResult> {
  const [existing] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.slug, SAMPLE_TOUR_SLUG));
  if (existing) return { created: false, tourId: existing.id };
  const { tourId } = await insertSeedTour(tx, SAMPLE_TOUR, { today: toIsoDate(now), createdAt: now });
  return { created: true, tourId };
}

/**
 * The start-up initialisation: creates the Maldives sample tour once (3-admin.md, Seeding), without its gallery
 * and itinerary, which the server's content generator then fills.
 */
export async function seedSampleTour(db: TDb, options: TSeedOptions = {}): Promise<TSampleTourResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return ensureSampleTour(tx, now);
  });
}
