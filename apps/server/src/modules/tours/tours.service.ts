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
  isCorrectableWord,
  searchWordsOf,
  type TTourListQuery,
  type TTourListResponse,
  type TTourSearchFacets,
  type TTourSearchQuery,
  type TTourSearchResponse,
  tourCardPrice,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TCatalogueQuery, TCatalogueSearch } from '../../adapters/search/catalogue-search';
import {
  countPublishedTours,
  findDateFlights,
  findNewestTourCards,
  findTourCardsByIds,
  findTourDetailBySlug,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
  isHiddenTourSlug,
  isPublishedDeparture,
  type TTourCardRow,
} from './tours.repository';

export { rollDepartureSummaries } from './tours.repository';

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

const CATALOGUE_COUNT_TTL_MS = 5_000;

/** A search with nothing but its text, newest first: the home list's filtered form and the destinations' counts. */
const NO_REFINEMENTS: Pick<TTourSearchQuery, 'sort' | 'categories' | 'durations'> = {
  sort: 'newest',
  categories: [],
  durations: [],
};

/** What the search port is asked for a request: its words, the departures and prices it reads, the page. */
export function catalogueQueryOf(query: TTourSearchQuery, today: string, withFacets: boolean): TCatalogueQuery {
  const pageSize = query.pageSize ?? TOUR_PAGE_SIZE;
  const scope = priceScopeOf(query, today);
  return {
    ...query,
    words: searchWordsOf(query.destination),
    departing: query.date || query.travellers ? scope : undefined,
    priceScope: scope,
    today,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
    withFacets,
  };
}

type TCatalogueDeps = { db: TDb; clock: TClock; search: TCatalogueSearch };

/** The search's own answer and the cards of its page. */
type TSearchAnswer = TTourListResponse &
  Pick<TTourSearchResponse, 'correctedDestination'> & {
    facets: TTourSearchFacets | null;
  };

/**
 * The catalogue as travellers read it: the home grid, the search page and the featured destinations' counts all
 * go through one search rule (decision 32). The unfiltered catalogue's size is read on every home page load;
 * counting all tours each time would cost more than the page itself, so each instance keeps it for a few seconds.
 */
export function createTourCatalogue(deps: TCatalogueDeps) {
  let cachedTotal: { value: number; until: number } | null = null;

  async function catalogueSize() {
    const now = deps.clock.now().getTime();
    if (cachedTotal && cachedTotal.until > now) return cachedTotal.value;
    const value = await countPublishedTours(deps.db);
    cachedTotal = { value, until: now + CATALOGUE_COUNT_TTL_MS };
    return value;
  }

  async function findTours(query: TTourSearchQuery, withFacets: boolean): Promise<TSearchAnswer> {
    const today = todayOf(deps.clock);
    const catalogueQuery = catalogueQueryOf(query, today, withFacets);
    const { words, priceScope: scope, limit: pageSize } = catalogueQuery;
    let matches = await deps.search.search(catalogueQuery);
    let correctedDestination: string | null = null;
    const correctable = words.filter(isCorrectableWord);
    if (matches.total === 0 && correctable.length > 0) {
      const nearest = await deps.search.nearestWords(correctable);
      const corrected = words.map((word) => nearest[correctable.indexOf(word)] ?? word);
      if (corrected.some((word, index) => word !== words[index])) {
        matches = await deps.search.search({ ...catalogueQuery, words: corrected });
        if (matches.total > 0) correctedDestination = corrected.join(' ');
      }
    }
    const rows = await findTourCardsByIds(deps.db, matches.ids, today);
    return {
      items: rows.map((row): TTourCard => withPrice(row, scope)),
      page: query.page,
      pageSize,
      total: matches.total,
      facets: matches.facets,
      correctedDestination,
    };
  }

  return {
    /** The home grid (newest first) and any older client's filtered list. */
    async list(query: TTourListQuery): Promise<TTourListResponse> {
      if (query.destination || query.date || query.travellers) {
        const { items, page, pageSize, total } = await findTours({ ...query, ...NO_REFINEMENTS }, false);
        return { items, page, pageSize, total };
      }
      const pageSize = query.pageSize ?? TOUR_PAGE_SIZE;
      const today = todayOf(deps.clock);
      const scope = priceScopeOf(query, today);
      const [rows, total] = await Promise.all([
        findNewestTourCards(deps.db, { limit: pageSize, offset: (query.page - 1) * pageSize, today }),
        catalogueSize(),
      ]);
      return { items: rows.map((row): TTourCard => withPrice(row, scope)), page: query.page, pageSize, total };
    },

    async search(query: TTourSearchQuery): Promise<TTourSearchResponse> {
      const { facets, ...answer } = await findTours(query, true);
      if (!facets) throw new Error('a search page answer without its counts');
      return { ...answer, facets };
    },

    /** Counts with the search's own rule, so a destination card's number matches its results page. */
    countByDestination(names: readonly string[]): Promise<TDestinationCount[]> {
      const today = todayOf(deps.clock);
      return Promise.all(
        names.map(async (name) => {
          const query = { ...NO_REFINEMENTS, destination: name, page: 1, pageSize: 0 };
          const matches = await deps.search.search(catalogueQueryOf(query, today, false));
          return { name, tourCount: matches.total };
        }),
      );
    },
  };
}
