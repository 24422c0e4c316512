import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRole } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountsQueryKey } from './list-accounts';

/** The counts per role change with a role, so the list is read again whatever the answer. */
export function useChangeAccountRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TRole }) =>
      callEndpoint(endpoints.changeAccountRole, { params: { userId }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
