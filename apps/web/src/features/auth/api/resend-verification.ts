import { useMutation } from '@tanstack/react-query';
import type { TResendVerificationResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * 202 { email, message }: a new link for the signed-in
 * account; earlier links stop working. 409 when already verified, 429 after five in an hour.
 */
export function resendVerification(): Promise<TResendVerificationResponse> {
  return callEndpoint(endpoints.resendVerificationEmail, {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
