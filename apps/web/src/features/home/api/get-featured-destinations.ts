import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDestinationCount } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/destinations/featured: the home's destination cards with real tour counts. */
export async function getFeaturedDestinations(signal?: AbortSignal): Promise<TDestinationCount[]> {
  const body = await callEndpoint(endpoints.listFeaturedDestinations, {}, { signal });
  return body.destinations;
}

export const featuredDestinationsQueryOptions = () =>
  queryOptions({ queryKey: ['destinations', 'featured'], queryFn: ({ signal }) => getFeaturedDestinations(signal) });

export function useFeaturedDestinations() {
  return useQuery(featuredDestinationsQueryOptions());
}
