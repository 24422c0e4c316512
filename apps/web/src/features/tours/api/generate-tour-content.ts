import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { tourImagesQueryOptions } from './get-tour-images';
import { tourItineraryQueryOptions } from './get-tour-itinerary';

/**
 * Administrators only. The browser may hold the tour's gallery and itinerary for a minute (public,
 * max-age), so those two are read past its cache; the rest is read again.
 */
export function useGenerateTourContent(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.generateTourContent, { params: { slug } }),
    onSuccess: async () => {
      const [images, itinerary] = await Promise.all([
        callEndpoint(endpoints.getTourImages, { params: { slug } }, { cache: 'reload' }),
        callEndpoint(endpoints.getTourItinerary, { params: { slug } }, { cache: 'reload' }),
      ]);
      queryClient.setQueryData(tourImagesQueryOptions(slug).queryKey, images.images);
      queryClient.setQueryData(tourItineraryQueryOptions(slug).queryKey, itinerary.itinerary);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
