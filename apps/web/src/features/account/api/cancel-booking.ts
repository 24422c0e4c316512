import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountBooking, TAccountCancellationPreview, TRefundAccount } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { accountBookingsQueryKey } from './get-account-bookings';

/** GET /api/account/bookings/:id/cancellation: what cancelling now gives back under the policy (409 unless pending or confirmed). */
export function getCancellationPreview(bookingId: string, signal?: AbortSignal): Promise<TAccountCancellationPreview> {
  return callEndpoint(endpoints.previewAccountBookingCancellation, { params: { bookingId } }, { signal });
}

const cancellationPreviewQueryOptions = (bookingId: string) =>
  queryOptions({
    // Outside the bookings key: invalidating the list after a cancel must not re-ask about the cancelled booking.
    queryKey: ['account', 'cancellation', bookingId] as const,
    queryFn: ({ signal }) => getCancellationPreview(bookingId, signal),
    // The refund depends on the moment: the booking's policy charges more as departure nears. Asked afresh each time the dialog opens.
    staleTime: 0,
  });

/** The preview for the booking the dialog asks about; nothing is fetched while no booking is chosen. */
export function useCancellationPreview(bookingId: string | null) {
  return useQuery({ ...cancellationPreviewQueryOptions(bookingId ?? ''), enabled: bookingId !== null });
}

/**
 * POST /api/account/bookings/:id/cancel → the booking, cancelled 'Cancelled by user' under the cancellation
 * policy with its refund state (409 unless pending or confirmed, or once the trip has started).
 */
export function cancelBooking(input: { bookingId: string; refundAccount?: TRefundAccount }): Promise<TAccountBooking> {
  return callEndpoint(endpoints.cancelAccountBooking, {
    params: { bookingId: input.bookingId },
    body: { refundAccount: input.refundAccount },
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: async () => {
      // The seats went back to the departure: tour pages read them afresh.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountBookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]);
    },
  });
}
