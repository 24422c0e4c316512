import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourDraftSummary } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The user's drafts not yet submitted, last saved first. */
export async function getDrafts(signal?: AbortSignal): Promise<TTourDraftSummary[]> {
  const body = await callEndpoint(endpoints.listTourDrafts, {}, { signal });
  return body.drafts;
}

export const draftsQueryKey = ['tour-drafts', 'list'] as const;

export const draftsQueryOptions = () =>
  queryOptions({ queryKey: draftsQueryKey, queryFn: ({ signal }) => getDrafts(signal) });

export function useDrafts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...draftsQueryOptions(), enabled: options.enabled ?? true });
}
