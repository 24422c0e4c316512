import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { SIGNED_OUT, sessionQueryKey } from './get-session';

/** 204; the server signs the user out everywhere. */
export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return callEndpoint(endpoints.resetPassword, { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      inactivityStore.clear();
      queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
    },
  });
}
