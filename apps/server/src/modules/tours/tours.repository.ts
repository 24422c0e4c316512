import { sql, type SQL } from 'drizzle-orm';
import type {
  TDestinationCount,
  TFlight,
  THotel,
  TItineraryItem,
  TMealPlan,
  TTourCard,
  TTourDate,
  TTourDetail,
  TTourImage,
} from '@tour/shared';
import { toAirportLocalTime, tourCardPrice, type TScheduledDeparture } from '@tour/shared';
import { bookingsPausedSql } from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

type TRow = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : text(value));

/** Columns of a tour card; one statement, so the list needs one round trip. */
const CARD_COLUMNS = sql`
  t.id, t.slug, t.title, t.location, t.country, t.thumbnail_url, t.price, t.currency, t.discount_percentage,
  t.duration_days, t.duration, t.rating, t.reviews_count, t.is_recommended, coalesce(c.company_name_en, t.company_name) as company_name,
  coalesce(t.agent_logo, c.logo_url) as company_logo, coalesce(c.is_verified, false) as company_verified,
  dates.first_departure, dates.last_return, dates.departures, coalesce(stars.hotel_stars, 4) as hotel_stars`;

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

/** Which upcoming departures a card's price summarises: those a search asks for (from a date, with seats). */
type TPriceScope = { from: string; seats: number };

function priceScopeOf(filters: TTourFilters, today: string): TPriceScope {
  return { from: filters.date && filters.date > today ? filters.date : today, seats: filters.travellers ?? 1 };
}

function toCard(row: TRow, scope: TPriceScope): TTourCard {
  return {
    id: String(row.id),
    slug: String(row.slug),
    title: String(row.title),
    location: String(row.location ?? ''),
    country: String(row.country ?? ''),
    thumbnailUrl: text(row.thumbnail_url),
    price: Number(row.price),
    currency: String(row.currency),
    discountPercentage: num(row.discount_percentage),
    durationDays: Number(row.duration_days),
    durationLabel: text(row.duration) ?? `${row.duration_days} Days`,
    rating: Number(row.rating ?? 0),
    reviewsCount: Number(row.reviews_count ?? 0),
    isRecommended: Boolean(row.is_recommended),
    hotelStars: Number(row.hotel_stars ?? 4),
    companyName: text(row.company_name),
    companyLogoUrl: text(row.company_logo),
    companyVerified: Boolean(row.company_verified),
    firstDepartureDate: day(row.first_departure),
    lastReturnDate: day(row.last_return),
    perPersonPrice: tourCardPrice({
      departures: (typeof row.departures === 'string'
        ? JSON.parse(row.departures)
        : (row.departures ?? [])) as TScheduledDeparture[],
      tourPrice: Number(row.price),
      tourDiscount: num(row.discount_percentage),
      ...scope,
    }),
  };
}

export type TTourFilters = { destination?: string; date?: string; travellers?: number };

/**
 * Tours (aliased `t`) whose title, location or country contains the text, case-insensitively, with `%`,
 * `_` and backslash taken literally. The three ILIKEs are the rule; the `lower(...) like` test before them
 * is there for the trigram index tours_search_trgm_idx (schema.ts), whose expression it must repeat
 * exactly. It accepts every row the ILIKEs accept (in UTF-8, ILIKE is `lower(x) like lower(pattern)`);
 * the rows it adds, where the text spans two columns, the ILIKEs drop.
 */
export function destinationCondition(destination: string): SQL {
  const pattern = `%${destination.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(lower(t.title || ' ' || t.location || ' ' || t.country) like lower(${pattern}::text)
    and (t.title ilike ${pattern} or t.location ilike ${pattern} or t.country ilike ${pattern}))`;
}

function filterClause(filters: TTourFilters, today: string): SQL {
  const conditions: SQL[] = [sql`t.status = 'published'`];
  if (filters.destination) conditions.push(destinationCondition(filters.destination));
  if (filters.date || filters.travellers) {
    const scope = priceScopeOf(filters, today);
    conditions.push(sql`exists (
      select 1 from tour_dates d where d.tour_id = t.id and d.start_date >= ${scope.from}::date
      and d.available_spots >= ${scope.seats})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The page of tours is chosen first (an index walk on created_at), and only its rows get the
 * per-tour aggregates; joining first would compute them for the whole catalogue before sorting.
 */
export async function findTourCardPage(
  db: TExecutor,
  input: { filters: TTourFilters; limit: number; offset: number; today: string },
): Promise<TTourCard[]> {
  const rows = await queryRows<TRow>(
    db,
    sql`
    select ${CARD_COLUMNS}
    from (
      select * from tours t where ${filterClause(input.filters, input.today)}
      order by t.created_at desc nulls last, t.id desc nulls last limit ${input.limit} offset ${input.offset}
    ) t ${cardJoins(input.today)}
    order by t.created_at desc nulls last, t.id desc nulls last`,
  );
  const scope = priceScopeOf(input.filters, input.today);
  return rows.map((row) => toCard(row, scope));
}

export async function countTours(db: TExecutor, input: { filters: TTourFilters; today: string }): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`
    select count(*)::int as total from tours t where ${filterClause(input.filters, input.today)}`,
  );
  return Number(row?.total ?? 0);
}

/** The tour page's data in one round trip: the card, the texts and the upcoming departures. */
export async function findTourDetailBySlug(db: TExecutor, slug: string, today: string): Promise<TTourDetail | null> {
  const [row] = await queryRows<TRow>(
    db,
    sql`
    select ${CARD_COLUMNS}, t.description, t.category, t.highlights, t.inclusions, t.exclusions,
      t.cancellation_policy, t.is_all_inclusive,
      coalesce((
        select json_agg(json_build_object('id', d.id, 'startDate', d.start_date, 'endDate', d.end_date, 'price', d.price,
          'currency', d.currency, 'availableSpots', d.available_spots, 'discountPercent', d.discount_percent, 'label', d.label)
          order by d.start_date, d.id)
        from tour_dates d where d.tour_id = t.id and d.start_date >= ${today}::date
      ), '[]'::json) as dates,
      ${bookingsPausedSql(sql`t.company_id`, today)} as bookings_paused
    from tours t ${cardJoins(today)}
    where t.slug = ${slug} and t.status = 'published'
    limit 1`,
  );
  if (!row) return null;
  const dates = (typeof row.dates === 'string' ? JSON.parse(row.dates) : row.dates) as TTourDate[];
  return {
    ...toCard(row, priceScopeOf({}, today)),
    description: text(row.description),
    category: text(row.category),
    highlights: (row.highlights as string[] | null) ?? [],
    inclusions: (row.inclusions as string[] | null) ?? [],
    exclusions: (row.exclusions as string[] | null) ?? [],
    cancellationPolicy: text(row.cancellation_policy),
    isAllInclusive: Boolean(row.is_all_inclusive),
    dates,
    bookingsPaused: row.bookings_paused === true,
  };
}

/** Only published tours' parts are public: every per-tour read goes through a published tour's slug. */
const PUBLISHED_TOUR_ID = (slug: string) =>
  sql`(select p.id from tours p where p.slug = ${slug} and p.status = 'published')`;

export async function findTourImages(db: TExecutor, slug: string): Promise<TTourImage[]> {
  const result = await queryRows<TRow>(
    db,
    sql`
    select id, image_url, alt_text, display_order from tour_images
    where tour_id = ${PUBLISHED_TOUR_ID(slug)} order by display_order, id`,
  );
  return result.map((row) => ({
    id: String(row.id),
    url: String(row.image_url),
    altText: text(row.alt_text),
    displayOrder: Number(row.display_order),
  }));
}

export async function findTourItinerary(db: TExecutor, slug: string): Promise<TItineraryItem[]> {
  const result = await queryRows<TRow>(
    db,
    sql`
    select id, day_number, title, time, description from tour_itinerary
    where tour_id = ${PUBLISHED_TOUR_ID(slug)} order by day_number, position, time nulls last, id`,
  );
  return result.map((row) => ({
    id: String(row.id),
    dayNumber: Number(row.day_number),
    title: String(row.title),
    time: text(row.time),
    description: text(row.description),
  }));
}

export async function findTourMeals(db: TExecutor, slug: string): Promise<TMealPlan[]> {
  const result = await queryRows<TRow>(
    db,
    sql`
    select id, day_number, schedule, breakfast, lunch, dinner from tour_meals
    where tour_id = ${PUBLISHED_TOUR_ID(slug)} order by day_number, id`,
  );
  return result.map((row) => ({
    id: String(row.id),
    dayNumber: Number(row.day_number),
    schedule: text(row.schedule),
    breakfast: Boolean(row.breakfast),
    lunch: Boolean(row.lunch),
    dinner: Boolean(row.dinner),
  }));
}

export async function findTourHotels(db: TExecutor, slug: string): Promise<THotel[]> {
  const result = await queryRows<TRow>(
    db,
    sql`
    select id, name, rating, description, amenities, check_in_time, check_out_time, room_type, website
    from tour_hotels where tour_id = ${PUBLISHED_TOUR_ID(slug)} order by name, id`,
  );
  return result.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    rating: String(row.rating),
    description: text(row.description),
    amenities: (row.amenities as string[] | null) ?? [],
    checkInTime: text(row.check_in_time),
    checkOutTime: text(row.check_out_time),
    roomType: text(row.room_type),
    website: text(row.website),
  }));
}

export async function findDateFlights(db: TExecutor, tourDateId: string): Promise<TFlight[] | null> {
  const date = await queryRows<TRow>(
    db,
    sql`
    select d.id from tour_dates d join tours t on t.id = d.tour_id
    where d.id = ${tourDateId} and t.status = 'published'`,
  );
  if (date.length === 0) return null;
  const result = await queryRows<TRow>(
    db,
    sql`
    select id, is_outbound, airline, flight_number, departure_airport, departure_code, departure_time,
      departure_utc_offset, arrival_airport, arrival_code, arrival_time, arrival_utc_offset, duration
    from tour_flights where tour_date_id = ${tourDateId} order by is_outbound desc, departure_time`,
  );
  return result.map((row) => ({
    id: String(row.id),
    isOutbound: Boolean(row.is_outbound),
    airline: String(row.airline),
    flightNumber: String(row.flight_number),
    departureAirport: String(row.departure_airport),
    departureCode: String(row.departure_code),
    departureTime: toAirportLocalTime(iso(row.departure_time), Number(row.departure_utc_offset)),
    arrivalAirport: String(row.arrival_airport),
    arrivalCode: String(row.arrival_code),
    arrivalTime: toAirportLocalTime(iso(row.arrival_time), Number(row.arrival_utc_offset)),
    duration: text(row.duration),
  }));
}

/** Counts with the search's own rule, so a destination card's number matches its results page. */
export async function countToursByDestination(
  db: TExecutor,
  names: readonly string[],
  today: string,
): Promise<TDestinationCount[]> {
  return Promise.all(
    names.map(async (name) => ({ name, tourCount: await countTours(db, { filters: { destination: name }, today }) })),
  );
}
