import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBusinessInformation } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/account/company: the user's company, or null when none has been submitted. */
export async function getCompany(signal?: AbortSignal): Promise<TBusinessInformation | null> {
  const body = await callEndpoint(endpoints.getAccountCompany, {}, { signal });
  return body.company;
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'company'] as const, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany(enabled: boolean) {
  return useQuery({ ...companyQueryOptions(), enabled });
}
