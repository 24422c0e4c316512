import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookingSessionView } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';

/** GET /api/booking-sessions/:id → the session as the server holds it (404 for someone else's or unknown). */
export function getBookingSession(sessionId: string, signal?: AbortSignal): Promise<TBookingSessionView> {
  return callEndpoint(endpoints.getBookingSession, { params: { sessionId } }, { signal });
}

export const bookingSessionQueryKey = (sessionId: string) => ['booking-sessions', sessionId] as const;

export const bookingSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: bookingSessionQueryKey(sessionId),
    queryFn: ({ signal }) => getBookingSession(sessionId, signal),
    // The page refetches on purpose (tab return, sign-in, expiry); a 404 is an answer, not a glitch.
    refetchOnWindowFocus: false,
    staleTime: 15_000,
    retry: (failures, error) => !isApiError(error, 'NOT_FOUND') && failures < 2,
  });

export function useBookingSession(sessionId: string) {
  return useQuery(bookingSessionQueryOptions(sessionId));
}
