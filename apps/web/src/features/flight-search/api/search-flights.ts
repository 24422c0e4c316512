import { queryOptions } from '@tanstack/react-query';
import type { TFlightSearchQuery, TFlightSearchResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/flights/search → the flights of that number on that date, and which schedule answered. */
export function searchFlights(query: TFlightSearchQuery, signal?: AbortSignal): Promise<TFlightSearchResponse> {
  return callEndpoint(endpoints.searchFlights, { query }, { signal });
}

export const flightSearchQueryOptions = (query: TFlightSearchQuery) =>
  queryOptions({
    queryKey: ['flight-search', query.flightNumber, query.date] as const,
    queryFn: ({ signal }) => searchFlights(query, signal),
    // A schedule changes rarely; searching the same flight again within minutes need not ask again.
    staleTime: 5 * 60_000,
    retry: false,
  });
