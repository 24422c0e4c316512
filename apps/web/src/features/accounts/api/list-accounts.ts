import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAccountsQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export const accountsQueryKey = ['accounts'] as const;

export function useAccounts(query: TAccountsQuery) {
  return useQuery({
    queryKey: [...accountsQueryKey, query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listAccounts, { query }, { signal }),
    // Paging, filtering and typing a search keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
