import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/account/profile: the signed-in user's profile. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return callEndpoint(endpoints.getAccountProfile, {}, { signal });
}

export const profileQueryKey = ['account', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
