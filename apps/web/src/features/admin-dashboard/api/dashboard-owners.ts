import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminDashboardListQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { adminDashboardQueryKey } from './admin-dashboard';

/** GET /api/admin/dashboard/owners: the Tour Owners tab, one server page. */
export function useDashboardOwners(query: TAdminDashboardListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...adminDashboardQueryKey, 'owners', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listDashboardOwners, { query }, { signal }),
    enabled,
    // Paging, filtering and typing a search keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
