import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TManagedBooking, TRefundAccount } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { managedBookingQueryKey } from './get-managed-booking';

/** POST /api/manage/:token/refund-account → the booking, its transfer refund now with the account to pay into. */
export function giveRefundAccount(token: string, refundAccount: TRefundAccount): Promise<TManagedBooking> {
  return callEndpoint(endpoints.giveRefundAccount, { params: { token }, body: { refundAccount } });
}

export function useGiveRefundAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundAccount: TRefundAccount) => giveRefundAccount(token, refundAccount),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryKey(token), booking),
  });
}
