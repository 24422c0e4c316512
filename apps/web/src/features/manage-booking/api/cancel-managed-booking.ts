import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TManagedBooking, TRefundAccount } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { managedBookingQueryKey } from './get-managed-booking';

/**
 * POST /api/manage/:token/cancel → the booking, cancelled under the policy, with its refund state. A refund that
 * goes back by bank transfer needs the traveller's account.
 */
export function cancelManagedBooking(token: string, refundAccount?: TRefundAccount): Promise<TManagedBooking> {
  return callEndpoint(endpoints.cancelManagedBooking, { params: { token }, body: { refundAccount } });
}

export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundAccount?: TRefundAccount) => cancelManagedBooking(token, refundAccount),
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
