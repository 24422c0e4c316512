import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationCheck } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/invitations/validate?token= → TInvitationCheck | 404 INVITATION_INVALID | 410 INVITATION_EXPIRED */
export function validateInvitation(token: string): Promise<TInvitationCheck> {
  return api.get<TInvitationCheck>('/api/invitations/validate', { query: { token } });
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
