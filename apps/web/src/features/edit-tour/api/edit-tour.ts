import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTourEditRequest, TTourEditResponse } from '@tour/shared';
import { api, apiRequest } from '../../../lib/api-client';

const editPath = (slug: string) => `/api/tours/${encodeURIComponent(slug)}/edit`;

export const tourEditQueryKey = (slug: string) => ['tour-edit', slug] as const;

/** GET /api/tours/:slug/edit: 401 signed out, 403 wrong role, 404 not found or not theirs (the server decides). */
export function useTourForEdit(slug: string) {
  return useQuery({
    queryKey: tourEditQueryKey(slug),
    queryFn: ({ signal }) => api.get<TTourEditResponse>(editPath(slug), { signal }),
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
  const tourPath = `/api/tours/${encodeURIComponent(slug)}`;
  return Promise.all(
    (['images', 'itinerary', 'meals', 'hotels'] as const).map((part) =>
      queryClient.prefetchQuery({
        queryKey: ['tours', 'detail', slug, part],
        queryFn: async () => (await api.get<Record<string, unknown>>(`${tourPath}/${part}`, { cache: 'reload' }))[part],
        staleTime: 0,
      }),
    ),
  );
}

/** PUT /api/tours/:slug/edit: Save All Changes in one transaction (decision 10). */
export function useSaveTourEdit(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTourEditRequest) =>
      apiRequest<{ message: string; slug: string }>(editPath(slug), { method: 'PUT', body: request }),
    onSuccess: async () => {
      await refreshTourParts(queryClient, slug);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
