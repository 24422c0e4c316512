import type { TConfirmPaymentResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/payments/test/authenticate (test mode): the 3-D Secure step, passed or failed. */
export function authenticateTestPayment(body: {
  paymentIntentId: string;
  clientSecret: string;
  approve: boolean;
  manageToken?: string;
}): Promise<TConfirmPaymentResponse> {
  return callEndpoint(endpoints.authenticateTestPayment, { body });
}
