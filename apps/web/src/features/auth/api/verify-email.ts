import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVerifyEmailResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * { status: 'verified' | 'already_verified', email }
 * | 400 EMAIL_LINK_INVALID | 410 EMAIL_LINK_EXPIRED
 */
export function verifyEmail(token: string): Promise<TVerifyEmailResponse> {
  return callEndpoint(endpoints.verifyEmail, { body: { token } });
}

/**
 * A query rather than a mutation so that the page asks once per link, however often it renders or
 * remounts; a second ask would only hear 'already verified'.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
