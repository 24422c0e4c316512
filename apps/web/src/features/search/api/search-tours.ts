import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import type { TTourSearch } from '../../../lib/tour-search-params';
import { tourSearchRequest } from '../search-params';

/** GET /api/tours/search: the page of results, its total and the counts per filter value. */
export function tourSearchQueryOptions(search: TTourSearch, pageSize: number) {
  const query = tourSearchRequest(search, pageSize);
  return queryOptions({
    queryKey: ['tours', 'search', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.searchTours, { query }, { signal }),
  });
}

export function useTourSearch(search: TTourSearch, pageSize: number) {
  // The previous results stay on screen, dimmed, while a new filter's load.
  return useQuery({ ...tourSearchQueryOptions(search, pageSize), placeholderData: keepPreviousData });
}
