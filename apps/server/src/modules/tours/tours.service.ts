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
import { AppError } from '../../http/app-error';
import type { TCatalogueQuery } from '../../adapters/search/catalogue-search';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import {
  findDateFlights,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
  isHiddenTourSlug,
  isPublishedDeparture,
  type TTourCardRow,
} from './tours.repository';

export { createCatalogueReadModel, type TCatalogueReadModel, todayOf } from './catalogue-read-model';

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

/** The tour page, from the read model; a slug it does not hold is looked up once to tell taken down from unknown. */
export async function getTourDetail(db: TDb, snapshot: TCatalogueSnapshot, slug: string): Promise<TTourDetail> {
  const row = snapshot.page(slug);
  if (!row) {
    // A tour taken down keeps its address: travellers who saved the link read why it is gone (410).
    if (await isHiddenTourSlug(db, slug)) throw new AppError('TOUR_UNAVAILABLE', TOUR_UNAVAILABLE_MESSAGE);
    throw new AppError('NOT_FOUND', 'Tour not found');
  }
  return withPrice(row, priceScopeOf({}, snapshot.day));
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

/** A search with nothing but its text, newest first: the home list's filtered form and the destinations' counts. */
const NO_REFINEMENTS: Pick<TTourSearchQuery, 'sort' | 'categories' | 'durations'> = {
  sort: 'newest',
  categories: [],
  durations: [],
};

/** What a request asks of the catalogue's search: its words, the departures and prices it reads, the page. */
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

/** The search's own answer and the cards of its page. */
type TSearchAnswer = TTourListResponse &
  Pick<TTourSearchResponse, 'correctedDestination'> & {
    facets: TTourSearchFacets | null;
  };

/**
 * Every catalogue read below answers from one snapshot of the read model (decision 34), taken by the route: the home
 * grid, the search page and the featured destinations' counts all go through one search rule (decision 32).
 */
function findTours(snapshot: TCatalogueSnapshot, query: TTourSearchQuery, withFacets: boolean): TSearchAnswer {
  const catalogueQuery = catalogueQueryOf(query, snapshot.day, withFacets);
  const { words, priceScope: scope, limit: pageSize } = catalogueQuery;
  let matches = snapshot.search(catalogueQuery);
  let correctedDestination: string | null = null;
  const correctable = words.filter(isCorrectableWord);
  if (matches.total === 0 && correctable.length > 0) {
    const nearest = snapshot.nearestWords(correctable);
    const corrected = words.map((word) => nearest[correctable.indexOf(word)] ?? word);
    if (corrected.some((word, index) => word !== words[index])) {
      matches = snapshot.search({ ...catalogueQuery, words: corrected });
      if (matches.total > 0) correctedDestination = corrected.join(' ');
    }
  }
  return {
    items: snapshot.cards(matches.ids).map((row): TTourCard => withPrice(row, scope)),
    page: query.page,
    pageSize,
    total: matches.total,
    facets: matches.facets,
    correctedDestination,
  };
}

/** The home grid (newest first) and any older client's filtered list. */
export function listCatalogue(snapshot: TCatalogueSnapshot, query: TTourListQuery): TTourListResponse {
  if (query.destination || query.date || query.travellers) {
    const { items, page, pageSize, total } = findTours(snapshot, { ...query, ...NO_REFINEMENTS }, false);
    return { items, page, pageSize, total };
  }
  const pageSize = query.pageSize ?? TOUR_PAGE_SIZE;
  const scope = priceScopeOf(query, snapshot.day);
  const ids = snapshot.newest(pageSize, (query.page - 1) * pageSize);
  const items = snapshot.cards(ids).map((row): TTourCard => withPrice(row, scope));
  return { items, page: query.page, pageSize, total: snapshot.size };
}

export function searchCatalogue(snapshot: TCatalogueSnapshot, query: TTourSearchQuery): TTourSearchResponse {
  const { facets, ...answer } = findTours(snapshot, query, true);
  if (!facets) throw new Error('a search page answer without its counts');
  return { ...answer, facets };
}

/** Counts with the search's own rule, so a destination card's number matches its results page. */
export function countByDestination(snapshot: TCatalogueSnapshot, names: readonly string[]): TDestinationCount[] {
  return names.map((name) => {
    const query = { ...NO_REFINEMENTS, destination: name, page: 1, pageSize: 0 };
    return { name, tourCount: snapshot.search(catalogueQueryOf(query, snapshot.day, false)).total };
  });
}
