import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function useManagedTours(input: { q: string; page: number }) {
  return useQuery({
    queryKey: ['tour-management', 'tours', input] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listManagedTours, { query: { q: input.q || undefined, page: input.page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, recommended }: { id: string; recommended: boolean }) =>
      callEndpoint(endpoints.setTourRecommendation, { params: { id }, body: { recommended } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tour-management', 'tours'] }),
  });
}

export function useOrphanedImages() {
  return useQuery({
    queryKey: ['tour-management', 'orphaned-images'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getOrphanedImages, {}, { signal }),
  });
}

export function useCleanUpOrphanedImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.cleanUpOrphanedImages, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tour-management', 'orphaned-images'] }),
  });
}

/** Unpublish (with the reason e-mailed to the operator) or republish; the grid and the catalogue follow. */
export function useSetTourVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; published: false; reason: string } | { id: string; published: true }) =>
      input.published
        ? callEndpoint(endpoints.republishTour, { params: { id: input.id } })
        : callEndpoint(endpoints.unpublishTour, { params: { id: input.id }, body: { reason: input.reason } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tour-management', 'tours'] }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]),
  });
}
