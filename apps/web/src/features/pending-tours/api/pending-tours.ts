import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewQueueTab } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const pendingToursQueryKey = (tab: TReviewQueueTab) => ['pending-tours', 'list', tab] as const;

const pendingTourQueryKey = (id: string) => ['pending-tours', 'detail', id] as const;

/** One tab of the review queue. */
export function usePendingTours(tab: TReviewQueueTab) {
  return useQuery(
    queryOptions({
      queryKey: pendingToursQueryKey(tab),
      queryFn: async ({ signal }) =>
        (await callEndpoint(endpoints.listPendingTours, { query: { tab } }, { signal })).items,
    }),
  );
}

export function usePendingTour(id: string | null) {
  return useQuery({
    queryKey: pendingTourQueryKey(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(endpoints.getPendingTour, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

/** Approve, reject and request changes: each one moves the tour to another tab, so the lists are read again. */
function useDecision<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pending-tours'] }),
  });
}

export function useApprovePendingTour() {
  return useDecision((id: string) => callEndpoint(endpoints.approvePendingTour, { params: { id } }));
}

export function useRejectPendingTour() {
  return useDecision(({ id, reason }: { id: string; reason: string }) =>
    callEndpoint(endpoints.rejectPendingTour, { params: { id }, body: { reason } }),
  );
}

export function useRequestChanges() {
  return useDecision(({ id, note }: { id: string; note: string }) =>
    callEndpoint(endpoints.requestTourChanges, { params: { id }, body: { note } }),
  );
}
