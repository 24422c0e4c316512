import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THotel } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, type TCallOptions } from '../../../lib/api-client';

/** GET /api/tours/:slug/hotels */
export async function getTourHotels(slug: string, options: TCallOptions = {}): Promise<THotel[]> {
  const body = await callEndpoint(endpoints.getTourHotels, { params: { slug } }, options);
  return body.hotels;
}

export const tourHotelsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', slug, 'hotels'],
    queryFn: ({ signal }) => getTourHotels(slug, { signal }),
  });

export function useTourHotels(slug: string) {
  return useQuery(tourHotelsQueryOptions(slug));
}
