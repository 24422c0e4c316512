import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/booking-sessions/:id/abandon → 204: the held seats go back at once. */
export function abandonBookingSession(sessionId: string): Promise<void> {
  return callEndpoint(endpoints.abandonBookingSession, { params: { sessionId } });
}
