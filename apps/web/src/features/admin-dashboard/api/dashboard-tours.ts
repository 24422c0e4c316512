import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminDashboardListQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { adminDashboardQueryKey } from './admin-dashboard';

/** GET /api/admin/dashboard/tours: the All Tours tab, one server page. */
export function useDashboardTours(query: TAdminDashboardListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...adminDashboardQueryKey, 'tours', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listDashboardTours, { query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
