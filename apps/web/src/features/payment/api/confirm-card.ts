import type { TConfirmPaymentResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/payments/confirm-card (Manual Entry): the server confirms the intent with these details,
 * at Stripe or on the embedded test-mode provider, which answers like Stripe test mode.
 */
export function confirmCard(body: {
  paymentIntentId: string;
  clientSecret: string;
  card: { number: string; expiry: string; cvc: string };
  manageToken?: string;
}): Promise<TConfirmPaymentResponse> {
  return callEndpoint(endpoints.confirmCardPayment, { body });
}
