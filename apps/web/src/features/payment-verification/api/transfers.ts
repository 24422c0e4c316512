import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Both desks' lists and the bookings desk change together after any decision here. */
export const DESK_QUERY_KEYS = [['admin-transfers'], ['admin-refunds-owed'], ['admin-bookings']] as const;

export function useTransfersAwaiting(page: number) {
  return useQuery({
    queryKey: ['admin-transfers', page] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listTransfersAwaiting, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskChange<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(DESK_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

export function useVerifyTransfer() {
  return useDeskChange((paymentId: string) => callEndpoint(endpoints.verifyTransfer, { params: { paymentId } }));
}

export function useRejectTransfer() {
  return useDeskChange(({ paymentId, reason }: { paymentId: string; reason: string }) =>
    callEndpoint(endpoints.rejectTransfer, { params: { paymentId }, body: { reason } }),
  );
}
