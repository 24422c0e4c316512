import { useMutation } from '@tanstack/react-query';
import type { TAdminDashboardListQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { downloadEndpointFile } from '../../../lib/download-endpoint';

type TExportRequest = { tab: 'owners' | 'tours'; query: TAdminDashboardListQuery };

/**
 * Export Report: GET /api/admin/dashboard/owners.csv or tours.csv with the tab's search and status (every page, at
 * most 10,000 rows), saved under the server's file name, which it returns.
 */
export function useExportReport() {
  return useMutation({
    mutationFn: ({ tab, query }: TExportRequest) => {
      const filters = { q: query.q, status: query.status };
      return tab === 'owners'
        ? downloadEndpointFile(endpoints.exportDashboardOwners, { query: filters }, 'tour-owners.csv')
        : downloadEndpointFile(endpoints.exportDashboardTours, { query: filters }, 'tours.csv');
    },
  });
}
