import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/config: support contacts and which embedded defaults are in use. */
export function getPublicConfig(): Promise<TPublicConfig> {
  return callEndpoint(endpoints.getPublicConfig, {});
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity, retry: 2 });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
