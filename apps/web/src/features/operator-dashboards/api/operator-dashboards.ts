import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { endpointPath, type TDashboardBasis, type TSalesDashboardQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const DASHBOARDS_KEY = ['operator-dashboards'] as const;

/** GET /api/dashboards/owner: the tour-owner dashboard, counted by booking date or by travel date. */
export function useOwnerDashboard(basis: TDashboardBasis) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'owner', { basis }] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getOwnerDashboard, { query: { basis } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/dashboards/sales: the sales dashboard over a period. Null while the address holds a range the shared
 * rules refuse: the page shows their messages and asks nothing.
 */
export function useSalesDashboard(query: TSalesDashboardQuery | null) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'sales', query] as const,
    queryFn: query ? ({ signal }) => callEndpoint(endpoints.getSalesDashboard, { query }, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/operator/tours/:tourId/departures. */
export function useTourDepartures(tourId: string) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'departures', tourId] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listTourDepartures, { params: { tourId } }, { signal }),
  });
}

/** GET /api/operator/departures/:tourDateId/manifest. */
export function useDepartureManifest(tourDateId: string) {
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'manifest', tourDateId] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getDepartureManifest, { params: { tourDateId } }, { signal }),
  });
}

/** The manifest's CSV, downloaded by the browser from the server (the session cookie goes with the link). */
export function manifestCsvHref(tourDateId: string): string {
  return endpointPath(endpoints.downloadDepartureManifest, { tourDateId });
}
