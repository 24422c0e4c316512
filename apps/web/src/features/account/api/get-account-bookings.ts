import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountBooking } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/account/bookings: the user's own bookings with tour, date, guests and payments, newest first. */
export async function getAccountBookings(signal?: AbortSignal): Promise<TAccountBooking[]> {
  const body = await callEndpoint(endpoints.listAccountBookings, {}, { signal });
  return body.bookings;
}

export const accountBookingsQueryKey = ['account', 'bookings'] as const;

export const accountBookingsQueryOptions = () =>
  queryOptions({ queryKey: accountBookingsQueryKey, queryFn: ({ signal }) => getAccountBookings(signal) });

export function useAccountBookings() {
  return useQuery(accountBookingsQueryOptions());
}
