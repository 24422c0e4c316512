import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { draftQueryKey } from './get-draft';
import { draftsQueryKey } from './get-drafts';

/** DELETE /api/tour-drafts/:id → 204 (404 for an unknown or another user's draft). */
export function deleteDraft(draftId: string): Promise<void> {
  return apiRequest<void>(`/api/tour-drafts/${encodeURIComponent(draftId)}`, { method: 'DELETE' });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_nothing, draftId) => queryClient.removeQueries({ queryKey: draftQueryKey(draftId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}
