import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourImage } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, type TCallOptions } from '../../../lib/api-client';

/** GET /api/tours/:slug/images */
export async function getTourImages(slug: string, options: TCallOptions = {}): Promise<TTourImage[]> {
  const body = await callEndpoint(endpoints.getTourImages, { params: { slug } }, options);
  return body.images;
}

export const tourImagesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', slug, 'images'],
    queryFn: ({ signal }) => getTourImages(slug, { signal }),
  });

export function useTourImages(slug: string) {
  return useQuery(tourImagesQueryOptions(slug));
}
