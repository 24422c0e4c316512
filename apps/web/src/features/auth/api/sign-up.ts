import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TSignUpRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { sessionQueryKey } from './get-session';
import { clearPendingSignOut } from './sign-out';

/** 201 (signed in at once; the server decides the role). */
export function signUp(body: TSignUpRequest): Promise<TSessionResponse> {
  return callEndpoint(endpoints.signUp, { body });
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
