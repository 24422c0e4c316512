import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  pausedCompanyIdsSql,
  tourDates,
  tourFlights,
  tourHotels,
  tourImages,
  tourItinerary,
  tourMeals,
  tours,
} from '@tour/db';
import type { TLanguage, TScheduledDeparture, TTourContentTranslation, TTourDate } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

type TTourRow = typeof tours.$inferSelect;

/** An SQL array of the values, each a parameter (cast it where it is used). */
const arrayOf = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]`;

/** What a tour card shows, as one statement reads it (the price per person is the service's to work out). */
export type TTourCardRow = Pick<
  TTourRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'location'
  | 'country'
  | 'thumbnailUrl'
  | 'price'
  | 'currency'
  | 'discountPercentage'
  | 'durationDays'
  | 'rating'
  | 'reviewsCount'
  | 'isRecommended'
> & {
  /** The language of the tour's own content, and its title in the other one when it has a translation. */
  contentLanguage: TLanguage;
  titleTranslation: string | null;
  durationLabel: string;
  hotelStars: number;
  companyName: string | null;
  companyLogoUrl: string | null;
  companyVerified: boolean;
  firstDepartureDate: string | null;
  lastReturnDate: string | null;
  /** The upcoming departures, by start date; null when there are none. */
  departures: TScheduledDeparture[] | null;
};

export type TTourDetailRow = TTourCardRow &
  Pick<
    TTourRow,
    'description' | 'category' | 'highlights' | 'inclusions' | 'exclusions' | 'cancellationPolicy' | 'isAllInclusive'
  > & { translation: TTourContentTranslation | null; dates: TTourDate[]; bookingsPaused: boolean };

/**
 * A published tour as the catalogue's read model keeps it (decision 34): the card's and the page's columns, what a
 * search matches and sorts on, and the departures from `today` with their seats. No departures: an empty list.
 */
export type TCatalogueTourRow = Omit<
  TTourDetailRow,
  'dates' | 'departures' | 'firstDepartureDate' | 'lastReturnDate'
> & {
  searchText: string;
  /** Microseconds since the epoch (a JS Date would lose PostgreSQL's microseconds, and the newest sort's ties). */
  createdAt: number | null;
  departures: TTourDate[];
};

/** Every published tour (`ids` absent) or those of `ids` that are published, for the read model. */
export async function findCatalogueTours(
  db: TExecutor,
  input: { today: string; ids?: readonly string[] },
): Promise<TCatalogueTourRow[]> {
  const only = input.ids ? sql`and t.id = any(${arrayOf(input.ids)}::uuid[])` : sql``;
  return queryRows<TCatalogueTourRow>(
    db,
    sql`
    select t.id, t.slug, t.title, t.content_language as "contentLanguage", t.content_translation as translation,
      t.content_translation->>'title' as "titleTranslation", t.location, t.country, t.thumbnail_url as "thumbnailUrl", t.price, t.currency,
      t.discount_percentage as "discountPercentage", t.duration_days as "durationDays", t.duration as "durationLabel",
      t.rating::float8 as rating, t.reviews_count as "reviewsCount", t.is_recommended as "isRecommended",
      coalesce(c.company_name_en, t.company_name) as "companyName", coalesce(t.agent_logo, c.logo_url) as "companyLogoUrl",
      coalesce(c.is_verified, false) as "companyVerified", coalesce(stars.hotel_stars, 4) as "hotelStars",
      t.description, t.category, t.highlights, t.inclusions, t.exclusions,
      t.cancellation_policy as "cancellationPolicy", t.is_all_inclusive as "isAllInclusive",
      t.search_text as "searchText", (extract(epoch from t.created_at) * 1000000)::float8 as "createdAt",
      coalesce(t.company_id in ${pausedCompanyIdsSql(input.today)}, false) as "bookingsPaused",
      coalesce((
        select json_agg(json_build_object('id', d.id, 'startDate', d.start_date, 'endDate', d.end_date, 'price', d.price,
          'currency', d.currency, 'availableSpots', d.available_spots, 'discountPercent', d.discount_percent, 'label', d.label)
          order by d.start_date, d.id)
        from tour_dates d where d.tour_id = t.id and d.start_date >= ${input.today}::date
      ), '[]'::json) as departures
    from tours t
    left join companies c on c.id = t.company_id
    left join lateral (
      select max(case h.rating when 'luxury' then 5 else h.rating::int end) as hotel_stars
      from tour_hotels h where h.tour_id = t.id
    ) stars on true
    where t.status = 'published' ${only}`,
  );
}

/** Whether a tour with this slug exists but an administrator took it down. */
export async function isHiddenTourSlug(db: TExecutor, slug: string) {
  const [row] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.status, 'hidden')))
    .limit(1);
  return !!row;
}

/** Only published tours' parts are public: every per-tour read goes through a published tour's slug. */
function publishedTourId(db: TExecutor, slug: string) {
  return db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.status, 'published')));
}

export async function findTourImages(db: TExecutor, slug: string) {
  return db
    .select({
      id: tourImages.id,
      url: tourImages.imageUrl,
      altText: tourImages.altText,
      displayOrder: tourImages.displayOrder,
    })
    .from(tourImages)
    .where(eq(tourImages.tourId, publishedTourId(db, slug)))
    .orderBy(asc(tourImages.displayOrder), asc(tourImages.id));
}

export async function findTourItinerary(db: TExecutor, slug: string) {
  return db
    .select({
      id: tourItinerary.id,
      dayNumber: tourItinerary.dayNumber,
      position: tourItinerary.position,
      title: tourItinerary.title,
      time: tourItinerary.time,
      description: tourItinerary.description,
    })
    .from(tourItinerary)
    .where(eq(tourItinerary.tourId, publishedTourId(db, slug)))
    .orderBy(
      asc(tourItinerary.dayNumber),
      asc(tourItinerary.position),
      sql`${tourItinerary.time} nulls last`,
      asc(tourItinerary.id),
    );
}

export async function findTourMeals(db: TExecutor, slug: string) {
  return db
    .select({
      id: tourMeals.id,
      dayNumber: tourMeals.dayNumber,
      schedule: tourMeals.schedule,
      breakfast: tourMeals.breakfast,
      lunch: tourMeals.lunch,
      dinner: tourMeals.dinner,
    })
    .from(tourMeals)
    .where(eq(tourMeals.tourId, publishedTourId(db, slug)))
    .orderBy(asc(tourMeals.dayNumber), asc(tourMeals.id));
}

export async function findTourHotels(db: TExecutor, slug: string) {
  return db
    .select({
      id: tourHotels.id,
      name: tourHotels.name,
      rating: tourHotels.rating,
      description: tourHotels.description,
      amenities: tourHotels.amenities,
      checkInTime: tourHotels.checkInTime,
      checkOutTime: tourHotels.checkOutTime,
      roomType: tourHotels.roomType,
      website: tourHotels.website,
    })
    .from(tourHotels)
    .where(eq(tourHotels.tourId, publishedTourId(db, slug)))
    .orderBy(asc(tourHotels.name), asc(tourHotels.id));
}

/** Whether the departure exists and belongs to a published tour. */
export async function isPublishedDeparture(db: TExecutor, tourDateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tourDates.id })
    .from(tourDates)
    .innerJoin(tours, eq(tours.id, tourDates.tourId))
    .where(and(eq(tourDates.id, tourDateId), eq(tours.status, 'published')));
  return row !== undefined;
}

/** The departure's flights, outbound first. */
export async function findDateFlights(db: TExecutor, tourDateId: string) {
  return db
    .select({
      id: tourFlights.id,
      isOutbound: tourFlights.isOutbound,
      airline: tourFlights.airline,
      flightNumber: tourFlights.flightNumber,
      departureAirport: tourFlights.departureAirport,
      departureCode: tourFlights.departureCode,
      departureTime: tourFlights.departureTime,
      departureUtcOffset: tourFlights.departureUtcOffset,
      arrivalAirport: tourFlights.arrivalAirport,
      arrivalCode: tourFlights.arrivalCode,
      arrivalTime: tourFlights.arrivalTime,
      arrivalUtcOffset: tourFlights.arrivalUtcOffset,
      duration: tourFlights.duration,
    })
    .from(tourFlights)
    .where(eq(tourFlights.tourDateId, tourDateId))
    .orderBy(desc(tourFlights.isOutbound), asc(tourFlights.departureTime));
}
