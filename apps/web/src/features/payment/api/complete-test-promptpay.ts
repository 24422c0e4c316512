import type { TConfirmPaymentResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/payments/test/promptpay-complete (test mode): stands in for paying the QR in a bank app. */
export function completeTestPromptPay(body: {
  paymentIntentId: string;
  clientSecret: string;
  manageToken?: string;
}): Promise<TConfirmPaymentResponse> {
  return callEndpoint(endpoints.completeTestPromptPay, { body });
}
