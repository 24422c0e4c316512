import type { TConfirmPaymentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/payments/test/authenticate (test mode): the 3-D Secure step, passed or failed. */
export function authenticateTestPayment(body: {
  paymentIntentId: string;
  clientSecret: string;
  approve: boolean;
  manageToken?: string;
}): Promise<TConfirmPaymentResponse> {
  return api.post<TConfirmPaymentResponse>('/api/payments/test/authenticate', body);
}
