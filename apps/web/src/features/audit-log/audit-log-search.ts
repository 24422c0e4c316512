import { ZAuditLogQuery, type TAuditLogQuery } from '@tour/shared';

const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

export type TAuditLogFilters = Record<(typeof FILTER_KEYS)[number], string>;

/** The page's query from its address; an address the schema refuses shows the whole log. */
export function queryFromSearch(search: URLSearchParams): TAuditLogQuery {
  const parsed = ZAuditLogQuery.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : ZAuditLogQuery.parse({});
}

/** The filter form's values for a query: every field a string, empty for "any". */
export function filtersOf(query: TAuditLogQuery): TAuditLogFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key] ?? ''])) as TAuditLogFilters;
}

/** The address for filters and a page: only what is set, page 1 left out. */
export function searchOf(filters: Partial<TAuditLogFilters>, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}
