import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TPasswordResetRequested } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** 202 whether or not the account exists. */
export function requestPasswordReset(body: TForgotPasswordRequest): Promise<TPasswordResetRequested> {
  return callEndpoint(endpoints.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
