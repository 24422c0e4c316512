import type { TContactInfo, TPaymentIntentResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/stripe/create-payment-intent for Pay Now: the server charges exactly the booking's amount
 * (the one intent per booking however often this is called).
 */
export function createBookingPaymentIntent(
  bookingId: string,
  customerInfo: TContactInfo,
): Promise<TPaymentIntentResponse> {
  return api.post<TPaymentIntentResponse>('/api/stripe/create-payment-intent', {
    bookingId,
    paymentMethodType: 'card',
    customerInfo,
  });
}
