import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCompanyDetail,
  TCompanyPanelResponse,
  TCompanyStats,
  TResubmitLicenceRequest,
  TResubmitLicenceResponse,
} from '@tour/shared';
import { api } from '../../../lib/api-client';

const BASE = '/api/company-management';

export function useCompanyPanel() {
  return useQuery({
    queryKey: ['company-management', 'panel'] as const,
    queryFn: ({ signal }) => api.get<TCompanyPanelResponse>(BASE, { signal }),
  });
}

export function useCompanyDetail(companyId: string | null) {
  return useQuery({
    queryKey: ['company-management', 'company', companyId ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<TCompanyDetail>(`${BASE}/companies/${encodeURIComponent(companyId ?? '')}`, { signal }),
    enabled: companyId !== null,
  });
}

export function useCompanyStats() {
  return useQuery({
    queryKey: ['company-management', 'stats'] as const,
    queryFn: ({ signal }) => api.get<TCompanyStats>(`${BASE}/stats`, { signal }),
  });
}

/** Resubmission writes the two log rows on the server; the history is read again afterwards. */
export function useResubmitLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResubmitLicenceRequest) => api.post<TResubmitLicenceResponse>(`${BASE}/resubmissions`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['company-management'] }),
  });
}
