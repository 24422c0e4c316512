import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationCheck } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** TInvitationCheck | 404 INVITATION_INVALID | 410 INVITATION_EXPIRED */
export function validateInvitation(token: string): Promise<TInvitationCheck> {
  return callEndpoint(endpoints.validateInvitation, { query: { token } });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', 'validate', token],
    queryFn: () => validateInvitation(token),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
