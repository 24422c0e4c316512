import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TSignInRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { sessionQueryKey } from './get-session';
import { clearPendingSignOut } from './sign-out';

/** POST /api/auth/sign-in → TSessionResponse */
export function signIn(body: TSignInRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/api/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      clearPendingSignOut();
      inactivityStore.reset(Date.now());
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
