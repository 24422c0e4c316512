import {
  type TDestinationCount,
  type TFlight,
  type THotel,
  type TItineraryItem,
  type TMealPlan,
  toAirportLocalTime,
  TOUR_PAGE_SIZE,
  TOUR_UNAVAILABLE_MESSAGE,
  type TTourCard,
  type TTourDetail,
  type TTourImage,
  type TTourListQuery,
  type TTourListResponse,
  tourCardPrice,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import {
  countTours,
  findDateFlights,
  findTourCardPage,
  findTourDetailBySlug,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
  isHiddenTourSlug,
  isPublishedDeparture,
  type TTourCardRow,
  type TTourFilters,
} from './tours.repository';

/** Calendar date of "today" for departures; dates are never shifted by a time zone after this. */
export function todayOf(clock: TClock): string {
  return clock.now().toISOString().slice(0, 10);
}

/** Which upcoming departures a card's price summarises: those a search asks for (from a date, with seats). */
type TPriceScope = { from: string; seats: number };

type TPriced = Pick<TTourCard, 'perPersonPrice'>;

function priceScopeOf(search: { date?: string; travellers?: number }, today: string): TPriceScope {
  return { from: search.date && search.date > today ? search.date : today, seats: search.travellers ?? 1 };
}

/** A card (or the tour page) with the price per person its departures give (decision 14). */
function withPrice<TRow extends TTourCardRow>(row: TRow, scope: TPriceScope): Omit<TRow, 'departures'> & TPriced {
  const { departures, ...card } = row;
  const perPersonPrice = tourCardPrice({
    departures: departures ?? [],
    tourPrice: row.price,
    tourDiscount: row.discountPercentage,
    ...scope,
  });
  return { ...card, perPersonPrice };
}

export async function getTourDetail(db: TDb, slug: string, today: string): Promise<TTourDetail> {
  const row = await findTourDetailBySlug(db, slug, today);
  if (!row) {
    // A tour taken down keeps its address: travellers who saved the link read why it is gone (410).
    if (await isHiddenTourSlug(db, slug)) throw new AppError('TOUR_UNAVAILABLE', TOUR_UNAVAILABLE_MESSAGE);
    throw new AppError('NOT_FOUND', 'Tour not found');
  }
  return withPrice(row, priceScopeOf({}, today));
}

/** A published tour's gallery, in display order (none for an unknown or unpublished slug). */
export function listTourImages(db: TDb, slug: string): Promise<TTourImage[]> {
  return findTourImages(db, slug);
}

/** A published tour's itinerary rows, by day and position. */
export function listTourItinerary(db: TDb, slug: string): Promise<TItineraryItem[]> {
  return findTourItinerary(db, slug);
}

export function listTourMeals(db: TDb, slug: string): Promise<TMealPlan[]> {
  return findTourMeals(db, slug);
}

export function listTourHotels(db: TDb, slug: string): Promise<THotel[]> {
  return findTourHotels(db, slug);
}

/** A published departure's flights, outbound first, at each airport's wall time (decision 18). */
export async function getDateFlights(db: TDb, dateId: string): Promise<TFlight[]> {
  if (!(await isPublishedDeparture(db, dateId))) throw new AppError('NOT_FOUND', 'Tour date not found');
  const flights = await findDateFlights(db, dateId);
  return flights.map(({ departureTime, departureUtcOffset, arrivalTime, arrivalUtcOffset, ...flight }) => ({
    ...flight,
    departureTime: toAirportLocalTime(departureTime, departureUtcOffset),
    arrivalTime: toAirportLocalTime(arrivalTime, arrivalUtcOffset),
  }));
}

/** Counts with the search's own rule, so a destination card's number matches its results page. */
export async function countToursByDestination(db: TDb, names: readonly string[]): Promise<TDestinationCount[]> {
  return Promise.all(names.map(async (name) => ({ name, tourCount: await countTours(db, { destination: name }) })));
}

const CATALOGUE_COUNT_TTL_MS = 5_000;

/**
 * The unfiltered catalogue's size is read on every home page load; counting all tours each time
 * would cost more than the page itself, so each instance keeps it for a few seconds. Searches count exactly.
 */
export function createTourCatalogue(deps: { db: TDb; clock: TClock }) {
  let cachedTotal: { value: number; until: number } | null = null;

  async function total(filters: TTourFilters) {
    const unfiltered = !filters.destination && !filters.departing;
    const now = deps.clock.now().getTime();
    if (unfiltered && cachedTotal && cachedTotal.until > now) return cachedTotal.value;
    const value = await countTours(deps.db, filters);
    if (unfiltered) cachedTotal = { value, until: now + CATALOGUE_COUNT_TTL_MS };
    return value;
  }

  return {
    async list(query: TTourListQuery): Promise<TTourListResponse> {
      const pageSize = query.pageSize ?? TOUR_PAGE_SIZE;
      const today = todayOf(deps.clock);
      const scope = priceScopeOf(query, today);
      const filters = { destination: query.destination, departing: query.date || query.travellers ? scope : undefined };
      const [rows, count] = await Promise.all([
        findTourCardPage(deps.db, { filters, limit: pageSize, offset: (query.page - 1) * pageSize, today }),
        total(filters),
      ]);
      return { items: rows.map((row): TTourCard => withPrice(row, scope)), page: query.page, pageSize, total: count };
    },
  };
}
