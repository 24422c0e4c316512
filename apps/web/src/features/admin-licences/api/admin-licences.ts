import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLicenceDecisionResponse, TLicenceQueueItem } from '@tour/shared';
import { api } from '../../../lib/api-client';

const BASE = '/api/admin/licences';

export function useLicenceQueue() {
  return useQuery({
    queryKey: ['admin-licences', 'queue'] as const,
    queryFn: async ({ signal }) => (await api.get<{ items: TLicenceQueueItem[] }>(BASE, { signal })).items,
  });
}

/** Approve and reject change the queue, so it is read again either way. */
function useDecision<TVariables>(call: (variables: TVariables) => Promise<TLicenceDecisionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-licences'] }),
  });
}

export function useApproveLicence() {
  return useDecision((licenseId: string) => api.post<TLicenceDecisionResponse>(`${BASE}/approve`, { licenseId }));
}

export function useRejectLicence() {
  return useDecision(({ licenseId, reason }: { licenseId: string; reason: string }) =>
    api.post<TLicenceDecisionResponse>(`${BASE}/reject`, { licenseId, reason }),
  );
}
