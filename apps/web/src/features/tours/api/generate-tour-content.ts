import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { refreshTourParts } from './refresh-tour-parts';

/** Administrators only. The generator fills the gallery and itinerary; the rest of the tour is read again. */
export function useGenerateTourContent(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.generateTourContent, { params: { slug } }),
    onSuccess: async () => {
      await refreshTourParts(queryClient, slug, ['images', 'itinerary']);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
