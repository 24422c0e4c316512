import type { TSubmitTourResponse } from '@tour/shared';
import { api } from '../../lib/api-client';

/**
 * POST /api/tour-drafts/:id/submit. The key stays the same for the page's life, so a double click or a
 * retry after a lost answer finds the pending tour the first request made.
 */
export function submitDraft(draftId: string, idempotencyKey: string): Promise<TSubmitTourResponse | undefined> {
  return api.post<TSubmitTourResponse | undefined>(`/api/tour-drafts/${encodeURIComponent(draftId)}/submit`, {
    idempotencyKey,
  });
}
