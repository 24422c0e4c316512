import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { draftQueryKey } from './get-draft';
import { draftsQueryKey } from './get-drafts';

/** 204 (404 for an unknown or another user's draft). */
export async function deleteDraft(draftId: string): Promise<void> {
  await callEndpoint(endpoints.deleteTourDraft, { params: { id: draftId } });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_nothing, draftId) => queryClient.removeQueries({ queryKey: draftQueryKey(draftId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}
