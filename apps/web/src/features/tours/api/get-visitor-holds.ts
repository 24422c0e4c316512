import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVisitorHoldsResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/booking-sessions/mine?tourId=: the seats this visitor holds now on the tour's departures. */
export function getVisitorHolds(tourId: string, signal?: AbortSignal): Promise<TVisitorHoldsResponse> {
  return callEndpoint(endpoints.listVisitorHolds, { query: { tourId } }, { signal });
}

export const visitorHoldsQueryKey = (tourId: string) => ['booking-sessions', 'mine', tourId] as const;

export const visitorHoldsQueryOptions = (tourId: string) =>
  queryOptions({
    queryKey: visitorHoldsQueryKey(tourId),
    queryFn: ({ signal }) => getVisitorHolds(tourId, signal),
    // Holds change with every Book Now (and in other tabs): read again whenever the page opens.
    staleTime: 0,
  });

export function useVisitorHolds(tourId: string) {
  return useQuery(visitorHoldsQueryOptions(tourId));
}
