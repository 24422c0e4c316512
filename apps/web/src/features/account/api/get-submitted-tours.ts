import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubmittedTour } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The user's submitted tours with their review status, newest first. */
export async function getSubmittedTours(signal?: AbortSignal): Promise<TSubmittedTour[]> {
  const body = await callEndpoint(endpoints.listSubmittedTours, {}, { signal });
  return body.tours;
}

export const submittedToursQueryKey = ['tour-submissions', 'mine'] as const;

export const submittedToursQueryOptions = () =>
  queryOptions({ queryKey: submittedToursQueryKey, queryFn: ({ signal }) => getSubmittedTours(signal) });

export function useSubmittedTours() {
  return useQuery(submittedToursQueryOptions());
}
