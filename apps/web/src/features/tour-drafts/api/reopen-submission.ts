import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReopenSubmissionResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { draftQueryKey } from './get-draft';
import { draftsQueryKey } from './get-drafts';

/**
 * The draft of a tour sent back for changes, open for editing again (restored from the submission when it
 * was deleted). 409 unless changes are requested.
 */
export function reopenSubmission(pendingTourId: string): Promise<TReopenSubmissionResponse> {
  return callEndpoint(endpoints.reopenTourSubmission, { params: { id: pendingTourId } });
}

export function useReopenSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenSubmission,
    // The wizard must read the reopened draft afresh, not a cached copy marked submitted.
    onSuccess: ({ draftId }) => queryClient.removeQueries({ queryKey: draftQueryKey(draftId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}
