import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountBooking } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountBookingsQueryKey } from './get-account-bookings';

/** GET /api/account/bookings/:id: one of the user's bookings with its payments (someone else's is 404). */
export function getAccountBooking(bookingId: string, signal?: AbortSignal): Promise<TAccountBooking> {
  return callEndpoint(endpoints.getAccountBooking, { params: { bookingId } }, { signal });
}

export const accountBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: [...accountBookingsQueryKey, bookingId] as const,
    queryFn: ({ signal }) => getAccountBooking(bookingId, signal),
  });

/** The list already holds the booking: it is shown at once while the fresh copy loads. */
export function useAccountBooking(booking: TAccountBooking) {
  return useQuery({ ...accountBookingQueryOptions(booking.id), placeholderData: booking });
}
