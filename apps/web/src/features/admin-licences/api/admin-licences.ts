import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLicenceDecisionResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function useLicenceQueue() {
  return useQuery({
    queryKey: ['admin-licences', 'queue'] as const,
    queryFn: async ({ signal }) => (await callEndpoint(endpoints.listLicenceQueue, {}, { signal })).items,
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
  return useDecision((licenseId: string) => callEndpoint(endpoints.approveLicence, { body: { licenseId } }));
}

export function useRejectLicence() {
  return useDecision(({ licenseId, reason }: { licenseId: string; reason: string }) =>
    callEndpoint(endpoints.rejectLicence, { body: { licenseId, reason } }),
  );
}
