import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountsQueryKey } from './list-accounts';

/** The list carries this session's re-authentication deadline, so it is read again after a new one. */
export function useReauthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callEndpoint(endpoints.reauthenticate, { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
