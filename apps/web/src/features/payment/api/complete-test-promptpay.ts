import type { TConfirmPaymentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/payments/test/promptpay-complete (test mode): stands in for paying the QR in a bank app. */
export function completeTestPromptPay(body: {
  paymentIntentId: string;
  clientSecret: string;
  manageToken?: string;
}): Promise<TConfirmPaymentResponse> {
  return api.post<TConfirmPaymentResponse>('/api/payments/test/promptpay-complete', body);
}
