import type { TBookingSessionView, TCreateBookingSessionRequest } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/booking-sessions → 201: holds the guests' seats for 30 minutes (409 'Only {n} spots available for this date'). */
export function createBookingSession(body: TCreateBookingSessionRequest): Promise<TBookingSessionView> {
  return api.post<TBookingSessionView>('/api/booking-sessions', body);
}
