import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookingConfirmation } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';

/** GET /api/bookings/by-session/:sessionId → the booking made from that session (its owner only). */
export function getBookingBySession(sessionId: string, signal?: AbortSignal): Promise<TBookingConfirmation> {
  return callEndpoint(endpoints.getBookingBySession, { params: { sessionId } }, { signal });
}

export const bookingBySessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['bookings', 'by-session', sessionId],
    queryFn: ({ signal }) => getBookingBySession(sessionId, signal),
    // Right after a PromptPay or webhook confirmation the booking may be a moment behind: ask again.
    retry: (failures, error) => failures < (isApiError(error, 'NOT_FOUND') ? 4 : 2),
    retryDelay: 1000,
  });

export function useBookingBySession(sessionId: string | null) {
  return useQuery({ ...bookingBySessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
