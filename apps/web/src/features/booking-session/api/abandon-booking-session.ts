import { api } from '../../../lib/api-client';

/** POST /api/booking-sessions/:id/abandon → 204: the held seats go back at once. */
export function abandonBookingSession(sessionId: string): Promise<void> {
  return api.post<void>(`/api/booking-sessions/${encodeURIComponent(sessionId)}/abandon`);
}
