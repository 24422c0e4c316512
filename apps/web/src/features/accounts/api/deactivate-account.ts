import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountsQueryKey } from './list-accounts';

export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      callEndpoint(endpoints.deactivateAccount, {
        params: { userId },
        body: { reason: reason.trim() || undefined },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
