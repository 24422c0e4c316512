import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TManagedBooking } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';

export const managedBookingQueryKey = (token: string) => ['manage-booking', token] as const;

/** GET /api/manage/:token → the booking the private link opens (404 when the link opens nothing). */
export function getManagedBooking(token: string, signal?: AbortSignal): Promise<TManagedBooking> {
  return callEndpoint(endpoints.getManagedBooking, { params: { token } }, { signal });
}

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: managedBookingQueryKey(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    // A link that opens nothing will not start to; other failures are worth one more try.
    retry: (failures, error) =>
      failures < 1 && !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'VALIDATION_FAILED'),
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
