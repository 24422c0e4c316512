import type { TCreateBookingSessionRequest, TStartBookingSessionResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/booking-sessions → 201: holds the guests' seats for 30 minutes (409 'Only {n} spots available
 * for this date'); → 200 with `reused` when the visitor already holds this departure (decision 17).
 */
export function createBookingSession(body: TCreateBookingSessionRequest): Promise<TStartBookingSessionResponse> {
  return callEndpoint(endpoints.startBookingSession, { body });
}
