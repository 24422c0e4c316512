import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourDraftSummary } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/tour-drafts → the user's drafts not yet submitted, last saved first. */
export async function getDrafts(signal?: AbortSignal): Promise<TTourDraftSummary[]> {
  const body = await api.get<{ drafts: TTourDraftSummary[] }>('/api/tour-drafts', { signal });
  return body.drafts;
}

export const draftsQueryKey = ['tour-drafts', 'list'] as const;

export const draftsQueryOptions = () =>
  queryOptions({ queryKey: draftsQueryKey, queryFn: ({ signal }) => getDrafts(signal) });

export function useDrafts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...draftsQueryOptions(), enabled: options.enabled ?? true });
}
