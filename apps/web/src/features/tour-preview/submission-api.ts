import { useQuery } from '@tanstack/react-query';
import type { TSubmitTourResponse, TTourSubmissionEligibility } from '@tour/shared';
import { api } from '../../lib/api-client';

/** GET /api/tour-submissions/eligibility: whether this user may submit tours, and if not where to go. */
export function useSubmissionEligibility(userId: string | null) {
  return useQuery({
    queryKey: ['tour-submissions', 'eligibility', userId],
    queryFn: ({ signal }) => api.get<TTourSubmissionEligibility>('/api/tour-submissions/eligibility', { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/**
 * POST /api/tour-drafts/:id/submit. The key stays the same for the page's life, so a double click or a
 * retry after a lost answer finds the pending tour the first request made.
 */
export function submitDraft(draftId: string, idempotencyKey: string): Promise<TSubmitTourResponse | undefined> {
  return api.post<TSubmitTourResponse | undefined>(`/api/tour-drafts/${encodeURIComponent(draftId)}/submit`, {
    idempotencyKey,
  });
}
