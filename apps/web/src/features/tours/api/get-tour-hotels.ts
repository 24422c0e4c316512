import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THotel } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/tours/:slug/hotels */
export async function getTourHotels(slug: string, signal?: AbortSignal): Promise<THotel[]> {
  const body = await api.get<{ hotels: THotel[] }>(`/api/tours/${encodeURIComponent(slug)}/hotels`, { signal });
  return body.hotels;
}

export const tourHotelsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['tours', 'detail', slug, 'hotels'], queryFn: ({ signal }) => getTourHotels(slug, signal) });

export function useTourHotels(slug: string) {
  return useQuery(tourHotelsQueryOptions(slug));
}
