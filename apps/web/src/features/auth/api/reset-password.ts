import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { SIGNED_OUT, sessionQueryKey } from './get-session';

/** POST /api/auth/reset-password → 204; the server signs the user out everywhere. */
export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return api.post<void>('/api/auth/reset-password', body);
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
