import type { TPayLaterRequest, TPayLaterResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/bookings/pay-later: Reserve now, pay later. The server turns the held session into an unpaid
 * booking with a payment deadline, or refuses when the departure is 14 days away or less.
 */
export function reservePayLater(body: TPayLaterRequest): Promise<TPayLaterResponse> {
  return callEndpoint(endpoints.reservePayLater, { body });
}
