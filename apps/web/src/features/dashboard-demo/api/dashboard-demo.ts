import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/dashboards/demo: the signed-in user's role, badge, totals in their reach and access to the dashboards. */
export function useDashboardDemo(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard-demo'],
    queryFn: ({ signal }) => callEndpoint(endpoints.getDashboardDemo, {}, { signal }),
    enabled,
  });
}
