import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TManagedTourPage,
  TOrphanedImagesCleanup,
  TOrphanedImagesSummary,
  TTourRecommendationResponse,
} from '@tour/shared';
import { api, apiRequest } from '../../../lib/api-client';

const BASE = '/api/admin/tour-management';

export function useManagedTours(input: { q: string; page: number }) {
  return useQuery({
    queryKey: ['tour-management', 'tours', input] as const,
    queryFn: ({ signal }) =>
      api.get<TManagedTourPage>(`${BASE}/tours`, { query: { q: input.q || undefined, page: input.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, recommended }: { id: string; recommended: boolean }) =>
      apiRequest<TTourRecommendationResponse>(`${BASE}/tours/${encodeURIComponent(id)}/recommendation`, {
        method: 'PUT',
        body: { recommended },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tour-management', 'tours'] }),
  });
}

export function useOrphanedImages() {
  return useQuery({
    queryKey: ['tour-management', 'orphaned-images'] as const,
    queryFn: ({ signal }) => api.get<TOrphanedImagesSummary>(`${BASE}/orphaned-images`, { signal }),
  });
}

export function useCleanUpOrphanedImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TOrphanedImagesCleanup>(`${BASE}/orphaned-images/cleanup`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tour-management', 'orphaned-images'] }),
  });
}
