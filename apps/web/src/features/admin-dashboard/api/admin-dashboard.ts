import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDashboardBasis } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Everything of the admin dashboard: Refresh refetches it all. */
export const adminDashboardQueryKey = ['admin-dashboard'] as const;

/** GET /api/admin/dashboard: the four cards and the last six months, by booking or travel date. */
export function useAdminDashboard(basis: TDashboardBasis) {
  return useQuery({
    queryKey: [...adminDashboardQueryKey, 'summary', basis],
    queryFn: ({ signal }) => callEndpoint(endpoints.getAdminDashboard, { query: { basis } }, { signal }),
    // Switching the basis keeps the figures on screen until the others arrive.
    placeholderData: keepPreviousData,
  });
}
