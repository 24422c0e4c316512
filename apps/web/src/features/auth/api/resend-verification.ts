import { useMutation } from '@tanstack/react-query';
import type { TResendVerificationResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/email-verification/resend → 202 { email, message }: a new link for the signed-in
 * account; earlier links stop working. 409 when already verified, 429 after five in an hour.
 */
export function resendVerification(): Promise<TResendVerificationResponse> {
  return api.post<TResendVerificationResponse>('/api/auth/email-verification/resend', {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
