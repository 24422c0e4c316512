import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBookingSessionView } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { bookingSessionQueryKey } from './get-booking-session';

/** POST /api/booking-sessions/:id/extend → the session, expiring 15 minutes from now (410 once expired). */
export function extendBookingSession(sessionId: string): Promise<TBookingSessionView> {
  return callEndpoint(endpoints.extendBookingSession, { params: { sessionId } });
}

export function useExtendBookingSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => extendBookingSession(sessionId),
    onSuccess: (session) => queryClient.setQueryData(bookingSessionQueryKey(sessionId), session),
  });
}
