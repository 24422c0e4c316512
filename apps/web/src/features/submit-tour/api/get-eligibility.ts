import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourSubmissionEligibility } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** May this user submit tours, and if not, why and where to go. */
export function getSubmissionEligibility(signal?: AbortSignal): Promise<TTourSubmissionEligibility> {
  return callEndpoint(endpoints.getTourSubmissionEligibility, {}, { signal });
}

export const submissionEligibilityQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['tour-submissions', 'eligibility', userId] as const,
    queryFn: ({ signal }) => getSubmissionEligibility(signal),
    staleTime: 30_000,
    retry: 1,
  });

/** Disabled until the session says who is signed in. */
export function useSubmissionEligibility(userId: string | null) {
  return useQuery({ ...submissionEligibilityQueryOptions(userId), enabled: userId !== null });
}
