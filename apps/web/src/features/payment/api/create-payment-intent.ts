import type { TContactInfo, TPaymentIntentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/stripe/create-payment-intent. The server takes the amount from its own session and
 * returns the same intent for the same session and method however often it is called.
 */
export function createPaymentIntent(body: {
  sessionId: string;
  paymentMethodType: 'card' | 'promptpay';
  customerInfo: TContactInfo;
}): Promise<TPaymentIntentResponse> {
  return api.post<TPaymentIntentResponse>('/api/stripe/create-payment-intent', body);
}
