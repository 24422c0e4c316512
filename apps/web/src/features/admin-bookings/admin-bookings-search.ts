import { type TAdminBookingsQuery, ZAdminBookingsQuery } from '@tour/shared';

/** What the address holds besides the page: the search text and the filters. */
export type TAdminBookingsFilters = Omit<TAdminBookingsQuery, 'page'>;

const FILTER_KEYS = ['q', 'status', 'paymentStatus', 'method', 'departureFrom', 'departureTo'] as const;

/** The desk's query from its address; a value the schema refuses is dropped (ZAdminBookingsQuery catches each). */
export function queryFromSearch(search: URLSearchParams): TAdminBookingsQuery {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  return ZAdminBookingsQuery.parse(raw);
}

/** The address for filters and a page: only what is set, so the bare /admin/bookings is every booking. */
export function searchOf(filters: Partial<TAdminBookingsFilters>, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

export function hasFilters(filters: Partial<TAdminBookingsFilters>): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}
