import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTourEditRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { refreshTourParts } from '../../tours/api/refresh-tour-parts';

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

/** Save All Changes in one transaction (decision 10). */
export function useSaveTourEdit(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTourEditRequest) =>
      callEndpoint(endpoints.saveTourEdit, { params: { slug }, body: request }),
    onSuccess: async () => {
      await refreshTourParts(queryClient, slug, ['images', 'itinerary', 'meals', 'hotels']);
      await queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
