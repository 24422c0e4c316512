import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TSignInRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { inactivityStore } from '../inactivity/inactivity-store';
import { sessionQueryKey } from './get-session';
import { clearPendingSignOut } from './sign-out';

export function signIn(body: TSignInRequest): Promise<TSessionResponse> {
  return callEndpoint(endpoints.signIn, { body });
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
