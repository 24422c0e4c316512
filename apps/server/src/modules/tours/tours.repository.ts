import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  bookingsPausedSql,
  tourDates,
  tourFlights,
  tourHotels,
  tourImages,
  tourItinerary,
  tourMeals,
  tours,
} from '@tour/db';
import type { TScheduledDeparture, TTourDate } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

type TTourRow = typeof tours.$inferSelect;

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

/** Columns of a tour card; one statement, so the list needs one round trip. Dates as 'YYYY-MM-DD' on both drivers. */
const CARD_COLUMNS = sql`
  t.id, t.slug, t.title, t.location, t.country, t.thumbnail_url as "thumbnailUrl", t.price, t.currency,
  t.discount_percentage as "discountPercentage", t.duration_days as "durationDays", t.duration as "durationLabel",
  t.rating::float8 as rating, t.reviews_count as "reviewsCount", t.is_recommended as "isRecommended",
  coalesce(c.company_name_en, t.company_name) as "companyName", coalesce(t.agent_logo, c.logo_url) as "companyLogoUrl",
  coalesce(c.is_verified, false) as "companyVerified", to_char(dates.first_departure, 'YYYY-MM-DD') as "firstDepartureDate",
  to_char(dates.last_return, 'YYYY-MM-DD') as "lastReturnDate", dates.departures, coalesce(stars.hotel_stars, 4) as "hotelStars"`;

function cardJoins(today: string) {
  return sql`
    left join companies c on c.id = t.company_id
    left join lateral (
      select min(d.start_date) as first_departure, max(d.end_date) as last_return,
        json_agg(json_build_object('price', d.price, 'discountPercent', d.discount_percent,
          'startDate', d.start_date, 'availableSpots', d.available_spots) order by d.start_date, d.id) as departures
      from tour_dates d where d.tour_id = t.id and d.start_date >= ${today}::date
    ) dates on true
    left join lateral (
      select max(case h.rating when 'luxury' then 5 else h.rating::int end) as hotel_stars
      from tour_hotels h where h.tour_id = t.id
    ) stars on true`;
}

/**
 * The newest page of the whole catalogue (the home grid): an index walk on created_at, and only the page's rows get
 * the per-tour aggregates; joining first would compute them for the whole catalogue before sorting.
 */
export async function findNewestTourCards(
  db: TExecutor,
  input: { limit: number; offset: number; today: string },
): Promise<TTourCardRow[]> {
  return queryRows<TTourCardRow>(
    db,
    sql`
    select ${CARD_COLUMNS}
    from (
      select * from tours t where t.status = 'published'
      order by t.created_at desc nulls last, t.id desc nulls last limit ${input.limit} offset ${input.offset}
    ) t ${cardJoins(input.today)}
    order by t.created_at desc nulls last, t.id desc nulls last`,
  );
}

/** The cards of a search's page, in the order the search gave. */
export async function findTourCardsByIds(
  db: TExecutor,
  ids: readonly string[],
  today: string,
): Promise<TTourCardRow[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<TTourCardRow>(
    db,
    sql`
    select ${CARD_COLUMNS}
    from (select * from tours t where t.id in (${idList})) t ${cardJoins(today)}
    order by array_position(array[${idList}], t.id)`,
  );
}

export async function countPublishedTours(db: TExecutor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tours).where(eq(tours.status, 'published'));
  return row?.total ?? 0;
}

export type TTourDetailRow = TTourCardRow &
  Pick<
    TTourRow,
    'description' | 'category' | 'highlights' | 'inclusions' | 'exclusions' | 'cancellationPolicy' | 'isAllInclusive'
  > & { dates: TTourDate[]; bookingsPaused: boolean };

/** The tour page's data in one round trip: the card, the texts and the upcoming departures. */
export async function findTourDetailBySlug(db: TExecutor, slug: string, today: string): Promise<TTourDetailRow | null> {
  const [row] = await queryRows<TTourDetailRow>(
    db,
    sql`
    select ${CARD_COLUMNS}, t.description, t.category, t.highlights, t.inclusions, t.exclusions,
      t.cancellation_policy as "cancellationPolicy", t.is_all_inclusive as "isAllInclusive",
      coalesce((
        select json_agg(json_build_object('id', d.id, 'startDate', d.start_date, 'endDate', d.end_date, 'price', d.price,
          'currency', d.currency, 'availableSpots', d.available_spots, 'discountPercent', d.discount_percent, 'label', d.label)
          order by d.start_date, d.id)
        from tour_dates d where d.tour_id = t.id and d.start_date >= ${today}::date
      ), '[]'::json) as dates,
      ${bookingsPausedSql(sql`t.company_id`, today)} as "bookingsPaused"
    from tours t ${cardJoins(today)}
    where t.slug = ${slug} and t.status = 'published'
    limit 1`,
  );
  return row ?? null;
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

const ROLL_BATCH = 1_000;

/**
 * Works out again, for `today`, every tour's kept search summary (migration 0019) that was worked out on another day:
 * departures that have started no longer count. In batches of its own transactions, skipping rows a hold has locked
 * (a trigger refreshes those anyway), so no traveller waits for the roll. Returns how many tours it rolled on.
 */
export async function rollDepartureSummaries(db: TExecutor, today: string): Promise<number> {
  let rolled = 0;
  for (;;) {
    const [row] = await queryRows<{ batch: number }>(
      db,
      sql`with stale as (
        select array(
          select tour_id from tour_search_summaries where as_of is distinct from ${today}::date
          order by tour_id limit ${ROLL_BATCH} for no key update skip locked
        ) as ids
      )
      select cardinality(ids) as batch, refresh_tour_search_summaries(ids, ${today}::date) from stale`,
    );
    const batch = row?.batch ?? 0;
    rolled += batch;
    if (batch < ROLL_BATCH) return rolled;
  }
}
