import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TSignUpRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { sessionQueryKey } from './get-session';
import { clearPendingSignOut } from './sign-out';

/** POST /api/auth/sign-up → 201 TSessionResponse (signed in at once; the server decides the role). */
export function signUp(body: TSignUpRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/api/auth/sign-up', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      clearPendingSignOut();
      inactivityStore.reset(Date.now());
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
