import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourImage } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/tours/:slug/images */
export async function getTourImages(slug: string, signal?: AbortSignal): Promise<TTourImage[]> {
  const body = await api.get<{ images: TTourImage[] }>(`/api/tours/${encodeURIComponent(slug)}/images`, { signal });
  return body.images;
}

export const tourImagesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['tours', 'detail', slug, 'images'], queryFn: ({ signal }) => getTourImages(slug, signal) });

export function useTourImages(slug: string) {
  return useQuery(tourImagesQueryOptions(slug));
}
