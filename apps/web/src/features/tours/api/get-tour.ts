import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourDetail } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/tours/:slug: the tour with its upcoming departures (404 NOT_FOUND when missing or unpublished). */
export function getTour(slug: string, signal?: AbortSignal): Promise<TTourDetail> {
  return callEndpoint(endpoints.getTour, { params: { slug } }, { signal });
}

export const tourQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['tours', 'detail', slug], queryFn: ({ signal }) => getTour(slug, signal) });

export function useTour(slug: string) {
  return useQuery(tourQueryOptions(slug));
}
