import {
  DASHBOARD_BASES,
  type TAdminDashboardListQuery,
  type TDashboardBasis,
  ZAdminDashboardListQuery,
} from '@tour/shared';

export const ADMIN_DASHBOARD_TABS = ['owners', 'tours'] as const;
export type TAdminDashboardTab = (typeof ADMIN_DASHBOARD_TABS)[number];

/** What the address of /admin-dashboard holds: the tab, the basis of the figures, and the tab's search, status, page. */
export type TAdminDashboardView = {
  tab: TAdminDashboardTab;
  basis: TDashboardBasis;
  list: TAdminDashboardListQuery;
};

const LIST_KEYS = ['q', 'status', 'page'] as const;

/** The view from the address; a value the rules refuse is dropped and the rest kept. */
export function viewFromSearch(search: URLSearchParams): TAdminDashboardView {
  const tab = (ADMIN_DASHBOARD_TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as TAdminDashboardTab)
    : 'owners';
  const basis = (DASHBOARD_BASES as readonly string[]).includes(search.get('basis') ?? '')
    ? (search.get('basis') as TDashboardBasis)
    : 'booking';
  const kept: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const value = search.get(key);
    if (value !== null && ZAdminDashboardListQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return { tab, basis, list: ZAdminDashboardListQuery.parse(kept) };
}

/** The address of a view: only what differs from the defaults, so the bare /admin-dashboard is the first tab. */
export function searchOf(view: TAdminDashboardView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab !== 'owners') search.set('tab', view.tab);
  if (view.basis !== 'booking') search.set('basis', view.basis);
  const q = view.list.q?.trim();
  if (q) search.set('q', q);
  if (view.list.status !== 'all') search.set('status', view.list.status);
  if (view.list.page > 1) search.set('page', String(view.list.page));
  return search;
}

/** Another tab starts afresh: its search means other things (a username there, a title here). */
export function withTab(view: TAdminDashboardView, tab: TAdminDashboardTab, q?: string): TAdminDashboardView {
  return { ...view, tab, list: { q: q?.trim() || undefined, status: 'all', page: 1 } };
}

/** A new search or status starts again from page 1. */
export function withFilters(
  view: TAdminDashboardView,
  next: Partial<Pick<TAdminDashboardListQuery, 'q' | 'status'>>,
): TAdminDashboardView {
  return { ...view, list: { ...view.list, ...next, page: 1 } };
}
