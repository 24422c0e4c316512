import type { TConfirmPaymentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/payments/test/confirm-card (test mode): the embedded provider answers like Stripe test mode. */
export function confirmTestCard(body: {
  paymentIntentId: string;
  clientSecret: string;
  card: { number: string; expiry: string; cvc: string };
}): Promise<TConfirmPaymentResponse> {
  return api.post<TConfirmPaymentResponse>('/api/payments/test/confirm-card', body);
}
