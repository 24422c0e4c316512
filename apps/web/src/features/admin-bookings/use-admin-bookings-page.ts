import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { queryFromSearch, searchOf, type TAdminBookingsFilters } from './admin-bookings-search';
import { useAdminBookings } from './api/admin-bookings';

/** /admin/bookings: the search, filters and page live in the address (reloadable, shareable, Back works). */
export function useAdminBookingsPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `search`, whose identity changes.
  const query = useMemo(() => queryFromSearch(search), [key]);
  const bookings = useAdminBookings(query);
  const { page: _page, ...filters } = query;
  return {
    query,
    filters,
    bookings,
    /**
     * Any change of search or filter starts again from page 1. From the address as it is now, not as this render saw
     * it: the search box's debounced call may land after a filter changed, and must not undo it.
     */
    setFilters: (next: Partial<TAdminBookingsFilters>, options?: { replace?: boolean }) =>
      setSearch((current) => {
        const { page: _currentPage, ...currentFilters } = queryFromSearch(current);
        return searchOf({ ...currentFilters, ...next });
      }, options),
    clearFilters: () => setSearch(new URLSearchParams()),
    goToPage: (page: number) => {
      setSearch(searchOf(filters, page));
      window.scrollTo({ top: 0 });
    },
  };
}
