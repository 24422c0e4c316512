import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import type { TRole, TTourDraft } from '@tour/shared';
import { queryRows } from '../db';
import { type TTestApp, sessionCookieOf, uniqueEmail } from './test-app';

export type TOperator = { id: string; email: string; cookies: { sid: string } };

/** Signs up through the API, then gives the account its role and, when asked, a company (as the admin side would). */
export async function signUpOperator(
  t: TTestApp,
  db: TDb,
  role: TRole,
  company?: { nameEn: string | null; nameTh?: string },
): Promise<TOperator> {
  const email = uniqueEmail(role);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: 'secret1', confirmPassword: 'secret1' },
  });
  const id = String(response.json().user.id);
  await queryRows(db, sql`update profiles set role = ${role} where id = ${id}`);
  if (company) {
    await queryRows(
      db,
      sql`insert into companies (user_id, company_name_en, company_name_th, company_status)
        values (${id}, ${company.nameEn}, ${company.nameTh ?? null}, 'ปกติ')`,
    );
  }
  return { id, email, cookies: { sid: sessionCookieOf(response) } };
}

const leg = (input: {
  code: string;
  number: string;
  from: [string, string];
  to: [string, string];
  departs: string;
  arrives: string;
}) => ({
  airline: input.code === 'TG' ? 'Thai Airways' : 'Bangkok Airways',
  airlineCode: input.code,
  flightNumber: input.number,
  departureAirport: input.from[1],
  departureCode: input.from[0],
  departureDateTime: input.departs,
  arrivalAirport: input.to[1],
  arrivalCode: input.to[0],
  arrivalDateTime: input.arrives,
  duration: '1h 25m',
});

const BKK: [string, string] = ['BKK', 'Suvarnabhumi Airport'];
const HKT: [string, string] = ['HKT', 'Phuket International Airport'];

/**
 * A wizard form that passes every rule: Bangkok to Phuket on TG, 4 days from 2026-09-01, two dates
 * (the second without flights, to be filled from the first on submit), one hotel, three images.
 */
export function completeTourDraft(overrides: Partial<TTourDraft> = {}): TTourDraft {
  const days = [1, 2, 3, 4];
  return {
    wizardStep: 8,
    sku: '',
    companyName: 'Typed In The Browser Ltd',
    title: 'Phuket Island Escape',
    slug: 'phuket-island-escape',
    description: 'Four days of beaches, islands and Thai food on the Andaman coast.',
    location: 'Somewhere Else',
    country: 'Nowhere',
    category: 'beach',
    price: 12500.5,
    discountMode: 'percentage',
    discountPercentage: 10,
    discountAmount: 1250.05,
    currency: 'THB',
    duration: 4,
    totalQuota: 40,
    thumbnailUrl: 'https://images.example.test/phuket-thumb.jpg',
    tourImages: [
      { id: 'a', url: 'https://images.example.test/1.jpg', order: 0 },
      { id: 'b', url: 'https://images.example.test/2.jpg', order: 1 },
      { id: 'c', url: 'https://images.example.test/3.jpg', order: 2 },
    ],
    inclusions: [{ value: 'Return flights' }, { value: 'Hotel with breakfast' }],
    exclusions: [{ value: 'Travel insurance' }],
    highlights: [{ value: 'Phi Phi islands by speedboat' }],
    itineraryDays: days.map((day) => ({
      dayNumber: day,
      title: `Day ${day}`,
      activities: [{ time: 'Morning', description: `Activities of day ${day} on the island` }],
    })),
    mealPlans: days.map((day) => ({
      dayNumber: day,
      schedule: `Day ${day} Meals`,
      breakfast: true,
      lunch: day > 1,
      dinner: false,
    })),
    hotels: [
      {
        name: 'Andaman Beach Resort',
        description: 'Beachfront resort with pool and spa.',
        rating: '5',
        amenities: ['Free WiFi', 'Swimming Pool'],
        checkIn: '2:00 PM',
        checkOut: '12:00 PM',
        roomType: 'deluxe',
        website: '',
      },
    ],
    availableDates: [
      {
        startDate: '2026-09-01',
        price: 12500.5,
        currency: 'THB',
        availableSpots: 20,
        outbound: leg({
          code: 'TG',
          number: 'TG201',
          from: BKK,
          to: HKT,
          departs: '2026-09-01T08:00:00+07:00',
          arrives: '2026-09-01T09:25:00+07:00',
        }),
        return: leg({
          code: 'TG',
          number: 'TG202',
          from: HKT,
          to: BKK,
          departs: '2026-09-04T10:00:00+07:00',
          arrives: '2026-09-04T11:25:00+07:00',
        }),
      },
      {
        startDate: '2026-09-15',
        price: 13000,
        currency: 'THB',
        availableSpots: 20,
        outbound: {},
        return: {},
      },
    ],
    ...overrides,
  };
}

/** Every table an approval writes, in the order it writes them (3-admin.md section 7): a refused or failed approval leaves each as it was. */
export const APPROVAL_TABLES = [
  'tours',
  'tour_dates',
  'tour_flights',
  'tour_itinerary',
  'tour_meals',
  'tour_images',
  'tour_hotels',
  'tour_submission_events',
  'audit_log',
  'mail_outbox',
] as const;
