import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBookingConfirmation } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/bookings/:bookingId/confirmation → the booking (its owner only). */
export function getBookingConfirmation(bookingId: string, signal?: AbortSignal): Promise<TBookingConfirmation> {
  return callEndpoint(endpoints.getBookingConfirmation, { params: { bookingId } }, { signal });
}

export const bookingConfirmationQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'confirmation'],
    queryFn: ({ signal }) => getBookingConfirmation(bookingId, signal),
    retry: 1,
  });

export function useBookingConfirmation(bookingId: string) {
  return useQuery(bookingConfirmationQueryOptions(bookingId));
}
