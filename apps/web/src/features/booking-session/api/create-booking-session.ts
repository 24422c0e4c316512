import type { TCreateBookingSessionRequest, TStartBookingSessionResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/booking-sessions → 201: holds the guests' seats for 30 minutes (409 'Only {n} spots available
 * for this date'); → 200 with `reused` when the visitor already holds this departure (decision 17).
 */
export function createBookingSession(body: TCreateBookingSessionRequest): Promise<TStartBookingSessionResponse> {
  return api.post<TStartBookingSessionResponse>('/api/booking-sessions', body);
}
