import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourDraftRecord } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';

/** The draft with its version and form data (404 for an unknown or another user's). */
export function getDraft(draftId: string, signal?: AbortSignal): Promise<TTourDraftRecord> {
  return callEndpoint(endpoints.getTourDraft, { params: { id: draftId } }, { signal });
}

export const draftQueryKey = (draftId: string) => ['tour-drafts', 'one', draftId] as const;

export const draftQueryOptions = (draftId: string) =>
  queryOptions({
    queryKey: draftQueryKey(draftId),
    queryFn: ({ signal }) => getDraft(draftId, signal),
    // The wizard holds the live form: a refetch on focus must not replace what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isApiError(error, 'NOT_FOUND') && failures < 2,
  });

/** The draft to resume (/submit-tour?draft={id}, /tour-preview); disabled without an id. */
export function useDraft(draftId: string | null | undefined) {
  return useQuery({ ...draftQueryOptions(draftId ?? ''), enabled: Boolean(draftId) });
}
