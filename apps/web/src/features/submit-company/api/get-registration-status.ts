import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyRegistrationStatus, TCompanyRegistrationStatusQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * GET /api/company-registration/status: may this user register a company, and a licence to resume. A
 * resubmission (company_id, license_id) or a renewal (renew) may be allowed to a user with a company.
 */
export function getRegistrationStatus(
  query: TCompanyRegistrationStatusQuery,
  signal?: AbortSignal,
): Promise<TCompanyRegistrationStatus> {
  return callEndpoint(endpoints.getCompanyRegistrationStatus, { query }, { signal });
}

export const registrationStatusQueryOptions = (userId: string | null, query: TCompanyRegistrationStatusQuery) =>
  queryOptions({
    queryKey: ['company-registration', 'status', userId, query] as const,
    queryFn: ({ signal }) => getRegistrationStatus(query, signal),
    // Read once per visit: the page's own state takes over from there.
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

/** Disabled until the session says who is signed in. */
export function useRegistrationStatus(userId: string | null, query: TCompanyRegistrationStatusQuery) {
  return useQuery({ ...registrationStatusQueryOptions(userId, query), enabled: userId !== null });
}
