import type { TConfirmPaymentResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/payments/:paymentIntentId/status?clientSecret=… → the payment as the server has verified it. */
export function getPaymentStatus(
  paymentIntentId: string,
  clientSecret: string,
  signal?: AbortSignal,
  manageToken?: string,
): Promise<TConfirmPaymentResponse> {
  return callEndpoint(
    endpoints.getPaymentStatus,
    { params: { paymentIntentId }, query: { clientSecret, manageToken } },
    { signal },
  );
}
