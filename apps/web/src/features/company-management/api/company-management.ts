import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResubmitLicenceRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function useCompanyPanel() {
  return useQuery({
    queryKey: ['company-management', 'panel'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getCompanyPanel, {}, { signal }),
  });
}

export function useCompanyDetail(companyId: string | null) {
  return useQuery({
    queryKey: ['company-management', 'company', companyId ?? ''] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getCompanyDetail, { params: { companyId: companyId ?? '' } }, { signal }),
    enabled: companyId !== null,
  });
}

export function useCompanyStats() {
  return useQuery({
    queryKey: ['company-management', 'stats'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getCompanyStats, {}, { signal }),
  });
}

/** Resubmission writes the two log rows on the server; the history is read again afterwards. */
export function useResubmitLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResubmitLicenceRequest) => callEndpoint(endpoints.resubmitLicence, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['company-management'] }),
  });
}
