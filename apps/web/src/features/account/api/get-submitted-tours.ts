import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubmittedTour } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/tour-submissions: the user's submitted tours with their review status, newest first. */
export async function getSubmittedTours(signal?: AbortSignal): Promise<TSubmittedTour[]> {
  const body = await api.get<{ tours: TSubmittedTour[] }>('/api/tour-submissions', { signal });
  return body.tours;
}

export const submittedToursQueryKey = ['tour-submissions', 'mine'] as const;

export const submittedToursQueryOptions = () =>
  queryOptions({ queryKey: submittedToursQueryKey, queryFn: ({ signal }) => getSubmittedTours(signal) });

export function useSubmittedTours() {
  return useQuery(submittedToursQueryOptions());
}
