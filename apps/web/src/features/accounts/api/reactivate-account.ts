import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountsQueryKey } from './list-accounts';

export function useReactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(endpoints.reactivateAccount, { params: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
