import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApproveTourResponse, TModerationResponse, TPendingTourDetail, TPendingTourListItem } from '@tour/shared';
import { api } from '../../../lib/api-client';

const BASE = '/api/admin/pending-tours';
const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

const pendingToursQueryKey = ['pending-tours', 'list'] as const;

const pendingTourQueryKey = (id: string) => ['pending-tours', 'detail', id] as const;

export function usePendingTours() {
  return useQuery(
    queryOptions({
      queryKey: pendingToursQueryKey,
      queryFn: async ({ signal }) => (await api.get<{ items: TPendingTourListItem[] }>(BASE, { signal })).items,
    }),
  );
}

export function usePendingTour(id: string | null) {
  return useQuery({
    queryKey: pendingTourQueryKey(id ?? ''),
    queryFn: ({ signal }) => api.get<TPendingTourDetail>(itemPath(id ?? ''), { signal }),
    enabled: id !== null,
  });
}

/** Approve, reject and request changes: each one takes the tour off the list, so the list is read again. */
function useDecision<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pending-tours'] }),
  });
}

export function useApprovePendingTour() {
  return useDecision((id: string) => api.post<TApproveTourResponse>(`${itemPath(id)}/approve`, {}));
}

export function useRejectPendingTour() {
  return useDecision(({ id, reason }: { id: string; reason: string }) =>
    api.post<TModerationResponse>(`${itemPath(id)}/reject`, { reason }),
  );
}

export function useRequestChanges() {
  return useDecision(({ id, note }: { id: string; note: string }) =>
    api.post<TModerationResponse>(`${itemPath(id)}/request-changes`, { note }),
  );
}
