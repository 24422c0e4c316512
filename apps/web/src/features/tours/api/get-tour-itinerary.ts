import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TItineraryItem } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, type TCallOptions } from '../../../lib/api-client';

/** GET /api/tours/:slug/itinerary */
export async function getTourItinerary(slug: string, options: TCallOptions = {}): Promise<TItineraryItem[]> {
  const body = await callEndpoint(endpoints.getTourItinerary, { params: { slug } }, options);
  return body.itinerary;
}

export const tourItineraryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', slug, 'itinerary'],
    queryFn: ({ signal }) => getTourItinerary(slug, { signal }),
  });

export function useTourItinerary(slug: string) {
  return useQuery(tourItineraryQueryOptions(slug));
}
