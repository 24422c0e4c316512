import type { TSubmitTourResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../lib/api-client';

/**
 * Confirm & Submit. The key stays the same for the page's life, so a double click or a retry after a lost
 * answer finds the pending tour the first request made.
 */
export function submitDraft(draftId: string, idempotencyKey: string): Promise<TSubmitTourResponse> {
  return callEndpoint(endpoints.submitTourDraft, { params: { id: draftId }, body: { idempotencyKey } });
}
