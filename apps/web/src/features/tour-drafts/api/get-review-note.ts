import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The administrator's note on the tour this draft was sent back from, while changes are requested. */
export function useDraftReviewNote(draftId: string | null) {
  return useQuery({
    queryKey: ['tour-drafts', 'review-note', draftId ?? ''] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.getTourDraftReviewNote, { params: { id: draftId ?? '' } }, { signal })).note,
    enabled: draftId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
