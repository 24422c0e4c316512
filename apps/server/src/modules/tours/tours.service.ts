import { TOUR_PAGE_SIZE, type TTourListQuery, type TTourListResponse } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import {
  countTours,
  findDateFlights,
  findTourCardPage,
  findTourDetailBySlug,
  type TTourFilters,
} from './tours.repository';

/** Reads the tour pages show as the repository returns them. */
export {
  countToursByDestination,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
} from './tours.repository';

export async function getTourDetail(db: TDb, slug: string, today: string) {
  const tour = await findTourDetailBySlug(db, slug, today);
  if (!tour) throw new AppError('NOT_FOUND', 'Tour not found');
  return tour;
}

export async function getDateFlights(db: TDb, dateId: string) {
  const flights = await findDateFlights(db, dateId);
  if (!flights) throw new AppError('NOT_FOUND', 'Tour date not found');
  return flights;
}

/** Calendar date of "today" for departures; dates are never shifted by a time zone after this. */
export function todayOf(clock: TClock): string {
  return clock.now().toISOString().slice(0, 10);
}

const CATALOGUE_COUNT_TTL_MS = 5_000;

/**
 * The unfiltered catalogue's size is read on every home page load; counting all tours each time
 * would cost more than the page itself, so each instance keeps it for a few seconds. Searches count exactly.
 */
export function createTourCatalogue(deps: { db: TDb; clock: TClock }) {
  let cachedTotal: { value: number; until: number } | null = null;

  async function total(filters: TTourFilters, today: string) {
    const unfiltered = !filters.destination && !filters.date && !filters.travellers;
    const now = deps.clock.now().getTime();
    if (unfiltered && cachedTotal && cachedTotal.until > now) return cachedTotal.value;
    const value = await countTours(deps.db, { filters, today });
    if (unfiltered) cachedTotal = { value, until: now + CATALOGUE_COUNT_TTL_MS };
    return value;
  }

  return {
    async list(query: TTourListQuery): Promise<TTourListResponse> {
      const pageSize = query.pageSize ?? TOUR_PAGE_SIZE;
      const filters = { destination: query.destination, date: query.date, travellers: query.travellers };
      const today = todayOf(deps.clock);
      const [items, count] = await Promise.all([
        findTourCardPage(deps.db, { filters, limit: pageSize, offset: (query.page - 1) * pageSize, today }),
        total(filters, today),
      ]);
      return { items, page: query.page, pageSize, total: count };
    },
  };
}
