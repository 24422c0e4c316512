import type { TContactInfo, TPaymentIntentResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/stripe/create-payment-intent. The server takes the amount from its own session (or, for
 * Pay Now, the booking) and returns the same intent for the same session and method however often it
 * is called. A booking is paid by its account, the guest browser that made it, or a manage link's token.
 */
export function createPaymentIntent(
  body: { paymentMethodType: 'card' | 'promptpay'; customerInfo: TContactInfo } & (
    | { sessionId: string }
    | { bookingId: string; manageToken?: string | null }
  ),
): Promise<TPaymentIntentResponse> {
  return callEndpoint(endpoints.createPaymentIntent, {
    body: { ...body, manageToken: 'manageToken' in body ? (body.manageToken ?? undefined) : undefined },
  });
}
