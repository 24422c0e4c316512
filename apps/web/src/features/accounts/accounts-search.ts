import { type TAccountsQuery, ZAccountsQuery } from '@tour/shared';

/** What the address holds: the role card, the status, the search text and the page (the page size stays default). */
export type TAccountsFilters = Pick<TAccountsQuery, 'role' | 'status' | 'q'>;

const ADDRESS_KEYS = ['role', 'status', 'q', 'page'] as const;

/** The page's query from its address; a value the schema refuses is dropped and the rest kept. */
export function queryFromSearch(search: URLSearchParams): TAccountsQuery {
  const kept: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const value = search.get(key);
    if (value !== null && ZAccountsQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return ZAccountsQuery.parse(kept);
}

/** The address for filters and a page: only what differs from the defaults, so the bare /accounts is the whole list. */
export function searchOf(filters: Partial<TAccountsFilters>, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.role && filters.role !== 'all') search.set('role', filters.role);
  if (filters.status && filters.status !== 'all') search.set('status', filters.status);
  const q = filters.q?.trim();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  return search;
}
