import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminBookingsQuery, TAdminCancelRequest, TAdminRefundRequest, TBookingStatusValue } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const ADMIN_BOOKINGS_KEY = ['admin-bookings'] as const;

export function useAdminBookings(query: TAdminBookingsQuery) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'list', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listAdminBookings, { query }, { signal }),
    // Paging, filtering and typing a search keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooking(bookingId: string) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'detail', bookingId],
    queryFn: ({ signal }) => callEndpoint(endpoints.getAdminBooking, { params: { bookingId } }, { signal }),
  });
}

/** Every change reads the booking (and the desks' lists) again, whether it went through or not. */
function useBookingChange<TVariables>(call: (variables: TVariables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin-transfers'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-refunds-owed'] }),
      ]),
  });
}

export function useResendConfirmation() {
  return useBookingChange((bookingId: string) =>
    callEndpoint(endpoints.resendBookingConfirmation, { params: { bookingId } }),
  );
}

export function useUpdateBookingStatus() {
  return useBookingChange(({ bookingId, status }: { bookingId: string; status: TBookingStatusValue }) =>
    callEndpoint(endpoints.updateBookingStatus, { params: { bookingId }, body: { status } }),
  );
}

export function useCancelAdminBooking() {
  return useBookingChange(({ bookingId, body }: { bookingId: string; body: TAdminCancelRequest }) =>
    callEndpoint(endpoints.cancelAdminBooking, { params: { bookingId }, body }),
  );
}

export function useRefundAdminBooking() {
  return useBookingChange(({ bookingId, body }: { bookingId: string; body: TAdminRefundRequest }) =>
    callEndpoint(endpoints.refundAdminBooking, { params: { bookingId }, body }),
  );
}
