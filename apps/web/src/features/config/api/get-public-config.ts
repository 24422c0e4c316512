import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/config: support contacts and which embedded defaults are in use. */
export function getPublicConfig(): Promise<TPublicConfig> {
  return api.get<TPublicConfig>('/api/config');
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity, retry: 2 });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
