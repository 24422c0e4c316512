import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountBooking } from '@tour/shared';
import { api } from '../../../lib/api-client';
import { accountBookingsQueryKey } from './get-account-bookings';

/** POST /api/account/bookings/:id/cancel → the booking, cancelled 'Cancelled by user' (409 unless pending or confirmed). */
export function cancelBooking(bookingId: string): Promise<TAccountBooking> {
  return api.post<TAccountBooking>(`/api/account/bookings/${encodeURIComponent(bookingId)}/cancel`);
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
