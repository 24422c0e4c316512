import type { TConfirmPaymentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/payments/:paymentIntentId/status?clientSecret=… → the payment as the server has verified it. */
export function getPaymentStatus(
  paymentIntentId: string,
  clientSecret: string,
  signal?: AbortSignal,
  manageToken?: string,
): Promise<TConfirmPaymentResponse> {
  return api.get<TConfirmPaymentResponse>(`/api/payments/${encodeURIComponent(paymentIntentId)}/status`, {
    query: { clientSecret, manageToken },
    signal,
  });
}
