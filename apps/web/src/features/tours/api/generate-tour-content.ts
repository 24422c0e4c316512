import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGenerateTourContentResponse, TItineraryItem, TTourImage } from '@tour/shared';
import { api } from '../../../lib/api-client';
import { tourImagesQueryOptions } from './get-tour-images';
import { tourItineraryQueryOptions } from './get-tour-itinerary';

/**
 * POST /api/admin/tours/:slug/generate: administrators only. The browser may hold the tour's gallery and
 * itinerary for a minute (public, max-age), so those two are read past its cache; the rest is read again.
 */
export function useGenerateTourContent(slug: string) {
  const queryClient = useQueryClient();
  const path = `/api/tours/${encodeURIComponent(slug)}`;
  return useMutation({
    mutationFn: () =>
      api.post<TGenerateTourContentResponse>(`/api/admin/tours/${encodeURIComponent(slug)}/generate`, {}),
    onSuccess: async () => {
      const [images, itinerary] = await Promise.all([
        api.get<{ images: TTourImage[] }>(`${path}/images`, { cache: 'reload' }),
        api.get<{ itinerary: TItineraryItem[] }>(`${path}/itinerary`, { cache: 'reload' }),
      ]);
      queryClient.setQueryData(tourImagesQueryOptions(slug).queryKey, images.images);
      queryClient.setQueryData(tourItineraryQueryOptions(slug).queryKey, itinerary.itinerary);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
