import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTourEditRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export const tourEditQueryKey = (slug: string) => ['tour-edit', slug] as const;

/** 401 signed out, 403 wrong role, 404 not found or not theirs (the server decides). */
export function useTourForEdit(slug: string) {
  return useQuery({
    queryKey: tourEditQueryKey(slug),
    queryFn: ({ signal }) => callEndpoint(endpoints.getTourForEdit, { params: { slug } }, { signal }),
    retry: false,
    // The form is the user's copy while they edit: nothing is read again behind their back.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The tour page's parts the browser may hold for a minute (public, max-age=60) are read past its cache
 * after a save, so the tour page shows the new gallery, itinerary, meals and hotels at once. A failed
 * read leaves the query to load again when the tour page opens (prefetchQuery does not throw).
 */
function refreshTourParts(queryClient: QueryClient, slug: string) {
  const input = { params: { slug } };
  const reload = { cache: 'reload' } as const;
  const prefetch = <T>(part: string, read: () => Promise<T>) =>
    queryClient.prefetchQuery({ queryKey: ['tours', 'detail', slug, part], queryFn: read, staleTime: 0 });
  return Promise.all([
    prefetch('images', async () => (await callEndpoint(endpoints.getTourImages, input, reload)).images),
    prefetch('itinerary', async () => (await callEndpoint(endpoints.getTourItinerary, input, reload)).itinerary),
    prefetch('meals', async () => (await callEndpoint(endpoints.getTourMeals, input, reload)).meals),
    prefetch('hotels', async () => (await callEndpoint(endpoints.getTourHotels, input, reload)).hotels),
  ]);
}

/** Save All Changes in one transaction (decision 10). */
export function useSaveTourEdit(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTourEditRequest) =>
      callEndpoint(endpoints.saveTourEdit, { params: { slug }, body: request }),
    onSuccess: async () => {
      await refreshTourParts(queryClient, slug);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
