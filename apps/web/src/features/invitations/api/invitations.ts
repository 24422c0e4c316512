import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvitationsQueryInput } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const INVITATIONS_KEY = ['invitations'] as const;

export function useInvitations(query: TInvitationsQueryInput) {
  return useQuery({
    queryKey: [...INVITATIONS_KEY, 'list', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listInvitations, { query }, { signal }),
    // Paging keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The create dialog's availability check; `email` is null while there is nothing valid to check. */
export function useInvitationEmailCheck(email: string | null) {
  return useQuery({
    queryKey: [...INVITATIONS_KEY, 'email-check', email],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.checkInvitationEmail, { query: { email: email ?? '' } }, { signal }),
    enabled: email !== null,
    // A check answers for the moment it was asked: another admin may invite the address a minute later.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function fetchInvitation(invitationId: string) {
  return callEndpoint(endpoints.getInvitation, { params: { invitationId } });
}

/** Creating and deactivating change the counters, the table and any check: all are read again. */
function useInvitationChange<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useCreateInvitation() {
  return useInvitationChange((email: string) => callEndpoint(endpoints.createInvitation, { body: { email } }));
}

export function useDeactivateInvitation() {
  return useInvitationChange((invitationId: string) =>
    callEndpoint(endpoints.deactivateInvitation, { params: { invitationId } }),
  );
}

export function useInvalidateInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
}
