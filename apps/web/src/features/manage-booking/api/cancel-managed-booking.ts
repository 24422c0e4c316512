import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TManagedBooking } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { managedBookingQueryKey } from './get-managed-booking';

/** POST /api/manage/:token/cancel → the booking, cancelled under the policy, with its refund state. */
export function cancelManagedBooking(token: string): Promise<TManagedBooking> {
  return callEndpoint(endpoints.cancelManagedBooking, { params: { token } });
}

export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelManagedBooking(token),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryKey(token), booking),
    onSettled: async () => {
      // The seats went back to the departure: tour pages read them afresh.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: managedBookingQueryKey(token) }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]);
    },
  });
}
