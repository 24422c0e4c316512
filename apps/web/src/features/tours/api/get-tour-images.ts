import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourImage } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/tours/:slug/images */
export async function getTourImages(slug: string, signal?: AbortSignal): Promise<TTourImage[]> {
  const body = await callEndpoint(endpoints.getTourImages, { params: { slug } }, { signal });
  return body.images;
}

export const tourImagesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['tours', 'detail', slug, 'images'], queryFn: ({ signal }) => getTourImages(slug, signal) });

export function useTourImages(slug: string) {
  return useQuery(tourImagesQueryOptions(slug));
}
