import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecoveryResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** { email } | 410 RESET_LINK_EXPIRED | 400 RESET_LINK_INVALID */
export function verifyRecoveryToken(token: string): Promise<TRecoveryResponse> {
  return callEndpoint(endpoints.checkRecoveryToken, { body: { token } });
}

export const recoveryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'recovery', token],
    queryFn: () => verifyRecoveryToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useRecoveryToken(token: string | null) {
  return useQuery({ ...recoveryQueryOptions(token ?? ''), enabled: Boolean(token) });
}
