import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password → 202 whether or not the account exists. */
export function requestPasswordReset(body: TForgotPasswordRequest): Promise<void> {
  return api.post<void>('/api/auth/forgot-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
