import type { TPayLaterRequest, TPayLaterResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/bookings/pay-later: Reserve now, pay later. The server turns the held session into an unpaid
 * booking with a payment deadline, or refuses when the departure is 14 days away or less.
 */
export function reservePayLater(body: TPayLaterRequest): Promise<TPayLaterResponse> {
  return api.post<TPayLaterResponse>('/api/bookings/pay-later', body);
}
