import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  reviewerDisplayName,
  reviewModerationReasons,
  type TReviewTravellerType,
  tourDateEnd,
  travelMonthOf,
} from '@tour/shared';
import type { TTx } from '../client';
import { bookings, reviewReplies, reviews, tourDates, tourFlights, tours } from '../schema';
import { flightRow } from '../tour-graph/tour-graph';
import { recomputeTourRating } from '../tour-rating';
import { addDays, subtractDays, toIsoDate } from './calendar';
import { demoCustomer, insertDemoBooking, type TDemoTraveller, type TUserIds } from './demo-bookings';
import { DEMO_TOURS } from './demo-catalogue';
import { DEMO_COMPANIES, type TDemoCompanyKey } from './demo-operators';
import { SAMPLE_TOUR } from './sample-tour';
import { scheduledFlight } from './tour-seed';

/** A past traveller's review of their trip; `reply` is the operator's answer. */
type TDemoReviewSeed = {
  reference: string;
  traveller: { name: string; email: string; phone: string };
  guests: number;
  travellerType: TReviewTravellerType;
  overallRating: number;
  guideRating?: number;
  organisationRating?: number;
  valueRating?: number;
  accommodationRating?: number;
  title: string;
  body: string;
  /** Days after the trip ended that the review was written. */
  writtenDaysAfter: number;
  reply?: string;
};

/** One past departure of a demo tour, ended `endedDaysAgo` days before the seed's "now", and its travellers. */
type TDemoPastTrip = {
  slug: string;
  company: TDemoCompanyKey;
  endedDaysAgo: number;
  reviews: TDemoReviewSeed[];
  /** The demo customer went on this trip too, and has not reviewed it yet (so they may, from the link or account). */
  customerReference?: string;
};

const traveller = (name: string, phone: string) => ({
  name,
  email: `${name
    .toLowerCase()
    .replaceAll(' ', '.')
    .normalize('NFD')
    .replace(/[^a-z.]/g, '')}@example.com`,
  phone,
});

/**
 * The demo's reviews (issue 23): every one is a row tied to a real past departure and a real paid booking, and each
 * tour's rating and count come from recomputeTourRating over them, never from a typed figure. The Maldives tour and
 * Santorini show a rating; Kyoto shows one from exactly three reviews; Phuket (two) and Chiang Mai (one) still
 * read 'New'. One Maldives review carries a link, so the moderation rules hold it for an administrator.
 */
export const DEMO_PAST_TRIPS: TDemoPastTrip[] = [
  {
    slug: 'all-inclusive-maldives-escape',
    company: 'siam-horizon',
    endedDaysAgo: 24,
    reviews: [
      {
        reference: 'CHT-610101',
        traveller: traveller('Mia Laurent', '+33612345678'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 5,
        guideRating: 5,
        organisationRating: 5,
        valueRating: 4,
        accommodationRating: 5,
        title: 'Our honeymoon could not have been better',
        body:
          'The overwater villa was everything the photos promised, and the seaplane over the atolls was a moment we ' +
          'will never forget. Every transfer was waiting for us, meals were excellent and the sandbank picnic was the ' +
          'highlight of the week.',
        writtenDaysAfter: 2,
        reply:
          'Thank you, Mia! It was a pleasure to plan your honeymoon. We will pass your kind words on to the resort team.',
      },
      {
        reference: 'CHT-610102',
        traveller: traveller('Kenji Watanabe', '+819012345678'),
        guests: 3,
        travellerType: 'family',
        overallRating: 5,
        guideRating: 5,
        organisationRating: 4,
        title: 'Turtles, dolphins and happy kids',
        body:
          'We travelled with our teenage son. The snorkelling guides were patient and careful, and we saw turtles on ' +
          'three different days. The dhoni cruise at sunset with dolphins all around the boat was magical.',
        writtenDaysAfter: 4,
      },
      {
        reference: 'CHT-610103',
        traveller: traveller('Priya Raman', '+919812345678'),
        guests: 2,
        travellerType: 'friends',
        overallRating: 4,
        valueRating: 3,
        accommodationRating: 5,
        title: 'Beautiful resorts, a long first day',
        body:
          'The resorts were stunning and the staff lovely. The first day was long, with a wait in Malé before the ' +
          'seaplane, so plan for a tiring arrival. Everything after that ran like clockwork.',
        writtenDaysAfter: 6,
      },
      {
        reference: 'CHT-610104',
        traveller: traveller('Lukas Becker', '+4915112345678'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 5,
        organisationRating: 5,
        title: 'Worth every baht',
        body:
          'Truly all-inclusive: we never reached for a wallet. The spa pavilion over the water and the reef ' +
          'excursions were superb, and the team in Bangkok answered every question before we left.',
        writtenDaysAfter: 9,
      },
      {
        reference: 'CHT-610105',
        traveller: traveller('Siriporn Chaiyaporn', '+66861234567'),
        guests: 1,
        travellerType: 'solo',
        overallRating: 4,
        guideRating: 4,
        title: 'Relaxing week on my own',
        body:
          'I travelled alone and never felt out of place. The guides made sure I joined the group excursions, and ' +
          'the beach resort was quieter and better value than I expected.',
        writtenDaysAfter: 12,
      },
      {
        reference: 'CHT-610106',
        traveller: traveller('Daniel Okafor', '+447700900123'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 3,
        title: 'Nice, but book the excursions yourself',
        body:
          'The villa was great but we found cheaper diving elsewhere, see https://dive-deals.example for the ' +
          'operator we used. Food was good, transfers were on time.',
        writtenDaysAfter: 14,
      },
    ],
  },
  {
    slug: 'santorini-sunset-caldera-escape',
    company: 'siam-horizon',
    endedDaysAgo: 40,
    customerReference: 'CHT-610201',
    reviews: [
      {
        reference: 'CHT-610211',
        traveller: traveller('Olivia Bennett', '+447700900456'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 5,
        guideRating: 5,
        accommodationRating: 5,
        title: 'The cave suite and that sunset',
        body:
          'Waking up above the caldera every morning was unreal. The catamaran day with the hot springs swim was ' +
          'the best day of the trip, and our guide in Oia found us a quiet spot for the sunset.',
        writtenDaysAfter: 3,
      },
      {
        reference: 'CHT-610212',
        traveller: traveller('Chloe Martin', '+33698765432'),
        guests: 2,
        travellerType: 'friends',
        overallRating: 5,
        valueRating: 4,
        title: 'Perfect girls’ trip',
        body:
          'Everything was organised for us, from the ferry to the wine tasting. The winery on the cliff was a ' +
          'highlight and the hotel upgraded our room on the last night.',
        writtenDaysAfter: 5,
      },
      {
        reference: 'CHT-610213',
        traveller: traveller('Arjun Mehta', '+919876501234'),
        guests: 4,
        travellerType: 'family',
        overallRating: 4,
        organisationRating: 4,
        title: 'Great for a family, busy in Oia',
        body:
          'The children loved Red Beach and the volcano walk. Oia at sunset is extremely crowded, so follow the ' +
          'guide’s advice and go early. Ferries were on time in both directions.',
        writtenDaysAfter: 8,
      },
      {
        reference: 'CHT-610214',
        traveller: traveller('Hannah Schmidt', '+4917612345678'),
        guests: 1,
        travellerType: 'solo',
        overallRating: 5,
        guideRating: 5,
        title: 'Greece made easy',
        body:
          'My first trip to Greece and I did not have to think about anything. The Akrotiri ruins tour was ' +
          'fascinating and the guide’s restaurant tips were spot on.',
        writtenDaysAfter: 10,
      },
    ],
  },
  {
    slug: 'kyoto-temples-and-tea-ceremony',
    company: 'sakura-trails',
    endedDaysAgo: 18,
    reviews: [
      {
        reference: 'CHT-610301',
        traveller: traveller('Emma Wilson', '+61412345678'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 4,
        guideRating: 5,
        organisationRating: 4,
        title: 'A calm, thoughtful week in Kyoto',
        body:
          'The tea ceremony in Uji was the quietest, most memorable hour of the trip. Temples were busy, but the ' +
          'early starts the guide insisted on meant we had Fushimi Inari almost to ourselves.',
        writtenDaysAfter: 1,
        reply: 'Thank you, Emma. The early starts are worth it: we are glad you enjoyed Fushimi Inari in the quiet.',
      },
      {
        reference: 'CHT-610302',
        traveller: traveller('Nattapong Srisawat', '+66891234567'),
        guests: 2,
        travellerType: 'business',
        overallRating: 5,
        organisationRating: 5,
        title: 'Excellent after a conference in Osaka',
        body:
          'I added this tour after a conference and it fitted perfectly. Pick-up from the hotel in Osaka, a small ' +
          'group, and a guide who knew the history of every temple we visited.',
        writtenDaysAfter: 3,
      },
      {
        reference: 'CHT-610303',
        traveller: traveller('Sofia Rossi', '+393471234567'),
        guests: 3,
        travellerType: 'family',
        overallRating: 3,
        valueRating: 3,
        accommodationRating: 2,
        title: 'Lovely guide, small rooms',
        body:
          'The guide was wonderful with our daughter, but the ryokan rooms were very small for three people and the ' +
          'futons took some getting used to. Ask for a larger room when you book.',
        writtenDaysAfter: 5,
      },
    ],
  },
  {
    slug: 'phuket-and-phi-phi-island-escape',
    company: 'andaman-blue',
    endedDaysAgo: 30,
    reviews: [
      {
        reference: 'CHT-610401',
        traveller: traveller('Jack Thompson', '+61498765432'),
        guests: 2,
        travellerType: 'friends',
        overallRating: 5,
        guideRating: 5,
        title: 'Phi Phi by speedboat, brilliant',
        body:
          'We left before the crowds and had Maya Bay almost to ourselves. The crew were fun and safety-minded, and ' +
          'lunch on the beach was far better than we expected.',
        writtenDaysAfter: 2,
      },
      {
        reference: 'CHT-610402',
        traveller: traveller('Aiko Tanaka', '+819087654321'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 4,
        accommodationRating: 4,
        title: 'Relaxing, with a rainy day',
        body:
          'One day was rained out, but the team moved the island tour to the next morning without any fuss. The ' +
          'beach hotel was comfortable and close to everything.',
        writtenDaysAfter: 4,
      },
    ],
  },
  {
    slug: 'chiang-mai-mountains-and-temples',
    company: 'andaman-blue',
    endedDaysAgo: 12,
    reviews: [
      {
        reference: 'CHT-610501',
        traveller: traveller('Lucas Silva', '+5511987654321'),
        guests: 2,
        travellerType: 'couple',
        overallRating: 4,
        guideRating: 4,
        title: 'Doi Suthep and the night market',
        body:
          'A good mix of temples, mountain views and food. The cooking class was the surprise hit, and our guide ' +
          'knew every stall at the Sunday night market.',
        writtenDaysAfter: 3,
      },
    ],
  },
];

/** Days before its departure that a past trip was booked. */
const BOOKED_DAYS_BEFORE_DEPARTURE = 45;

/**
 * The past departure of the trip: found by its start date, else added sold out (its capacity the seats its travellers
 * took, which the tour's total quota grows by) with the flights the tour's seed plans for its departures.
 */
export async function ensurePastDeparture(
  tx: TTx,
  tour: {
    id: string;
    slug: string;
    price: number;
    currency: (typeof tours.$inferSelect)['currency'];
    durationDays: number;
  },
  startDate: string,
  seatsSold: number,
) {
  const [existing] = await tx
    .select()
    .from(tourDates)
    .where(and(eq(tourDates.tourId, tour.id), eq(tourDates.startDate, startDate)));
  if (existing) return existing;
  const [inserted] = await tx
    .insert(tourDates)
    .values({
      tourId: tour.id,
      startDate,
      endDate: tourDateEnd(startDate, tour.durationDays),
      price: tour.price,
      currency: tour.currency,
      availableSpots: 0,
    })
    .returning();
  if (!inserted) throw new Error(`the past departure of ${startDate} was not inserted`);
  await tx
    .update(tours)
    .set({ totalQuota: sql`${tours.totalQuota} + ${seatsSold}` })
    .where(and(eq(tours.id, tour.id), isNotNull(tours.totalQuota)));
  const seed = [SAMPLE_TOUR, ...DEMO_TOURS.map((demo) => demo.tour)].find((candidate) => candidate.slug === tour.slug);
  if (seed?.flights) {
    await tx
      .insert(tourFlights)
      .values([
        flightRow(inserted.id, true, scheduledFlight(seed.flights.outbound, inserted.startDate)),
        flightRow(inserted.id, false, scheduledFlight(seed.flights.return, inserted.endDate)),
      ]);
  }
  return inserted;
}

/**
 * Inside the seed's transaction: each past trip's departure, its travellers' paid bookings (completed trips), their
 * reviews (published, or held by the same moderation rules the server applies) with the operators' replies, and the
 * demo customer's trip not reviewed yet. Then each tour's rating and count are recomputed from its reviews.
 * Idempotent by booking reference. Returns how many reviews it wrote.
 */
export async function ensureDemoReviews(tx: TTx, context: { userIds: TUserIds; now: Date }): Promise<number> {
  const { userIds, now } = context;
  const today = toIsoDate(now);
  const references = DEMO_PAST_TRIPS.flatMap((trip) => [
    ...trip.reviews.map((review) => review.reference),
    ...(trip.customerReference ? [trip.customerReference] : []),
  ]);
  const existing = new Set(
    (
      await tx
        .select({ reference: bookings.bookingReference })
        .from(bookings)
        .where(inArray(bookings.bookingReference, references))
    ).map((row) => row.reference),
  );
  let written = 0;
  for (const trip of DEMO_PAST_TRIPS) {
    const [tour] = await tx
      .select({
        id: tours.id,
        slug: tours.slug,
        price: tours.price,
        currency: tours.currency,
        durationDays: tours.durationDays,
        discountPercentage: tours.discountPercentage,
      })
      .from(tours)
      .where(eq(tours.slug, trip.slug));
    const missing = trip.reviews.filter((review) => !existing.has(review.reference));
    const customerMissing = !!trip.customerReference && !existing.has(trip.customerReference);
    if (!tour || (missing.length === 0 && !customerMissing)) continue;

    const endDate = addDays(today, -trip.endedDaysAgo);
    const startDate = addDays(endDate, -tour.durationDays);
    const tripEnded = new Date(`${endDate}T17:00:00Z`);
    const seatsSold = trip.reviews.reduce((sum, review) => sum + review.guests, 0) + (trip.customerReference ? 2 : 0);
    const date = await ensurePastDeparture(tx, tour, startDate, seatsSold);
    const bookedDaysAgo = trip.endedDaysAgo + tour.durationDays + BOOKED_DAYS_BEFORE_DEPARTURE;
    const book = (reference: string, guests: number, traveller: TDemoTraveller, status: 'completed' | 'confirmed') =>
      insertDemoBooking(tx, {
        seed: {
          reference,
          departureIndex: 0,
          guests,
          status,
          paymentStatus: 'completed',
          paymentMethod: 'credit_card',
          bookedDaysAgo,
        },
        tourId: tour.id,
        tourDiscount: tour.discountPercentage,
        date,
        traveller,
        now,
      });

    for (const review of missing) {
      const bookingId = await book(review.reference, review.guests, { userId: null, ...review.traveller }, 'completed');
      if (!bookingId) continue;
      const writtenAt = new Date(tripEnded.getTime() + review.writtenDaysAfter * 24 * 60 * 60 * 1000);
      // The review link went out the morning after the trip; the review followed it.
      await tx
        .update(bookings)
        .set({ reviewRequestedAt: subtractDays(writtenAt, review.writtenDaysAfter) })
        .where(eq(bookings.id, bookingId));
      const moderationReasons = reviewModerationReasons(review);
      const [inserted] = await tx
        .insert(reviews)
        .values({
          bookingId,
          tourId: tour.id,
          userId: null,
          authorName: reviewerDisplayName(review.traveller.name),
          overallRating: review.overallRating,
          guideRating: review.guideRating ?? null,
          organisationRating: review.organisationRating ?? null,
          valueRating: review.valueRating ?? null,
          accommodationRating: review.accommodationRating ?? null,
          title: review.title,
          body: review.body,
          travelMonth: travelMonthOf(startDate),
          travellerType: review.travellerType,
          status: moderationReasons.length > 0 ? 'in_moderation' : 'published',
          moderationReasons,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .returning({ id: reviews.id });
      if (!inserted) throw new Error(`the review of ${review.reference} was not inserted`);
      written += 1;
      const company = DEMO_COMPANIES.find((candidate) => candidate.key === trip.company);
      if (review.reply && company) {
        await tx.insert(reviewReplies).values({
          reviewId: inserted.id,
          authorUserId: userIds[company.ownerEmail],
          body: review.reply,
          createdAt: new Date(writtenAt.getTime() + 20 * 60 * 60 * 1000),
        });
      }
    }
    if (customerMissing && trip.customerReference) {
      await book(trip.customerReference, 2, demoCustomer(userIds), 'confirmed');
    }
    await recomputeTourRating(tx, tour.id);
  }
  return written;
}
