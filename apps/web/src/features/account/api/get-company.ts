import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBusinessInformation } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/account/company: the user's company, or null when none has been submitted. */
export async function getCompany(signal?: AbortSignal): Promise<TBusinessInformation | null> {
  const body = await api.get<{ company: TBusinessInformation | null }>('/api/account/company', { signal });
  return body.company;
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'company'] as const, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany(enabled: boolean) {
  return useQuery({ ...companyQueryOptions(), enabled });
}
