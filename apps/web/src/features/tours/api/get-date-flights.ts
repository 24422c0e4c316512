import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFlight } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/tour-dates/:dateId/flights: the outbound and return flights of one departure. */
export async function getDateFlights(dateId: string, signal?: AbortSignal): Promise<TFlight[]> {
  const body = await callEndpoint(endpoints.getTourDateFlights, { params: { dateId } }, { signal });
  return body.flights;
}

export const dateFlightsQueryOptions = (dateId: string) =>
  queryOptions({
    queryKey: ['tour-dates', dateId, 'flights'],
    queryFn: ({ signal }) => getDateFlights(dateId, signal),
  });

/** No date selected, no request: the tab says so instead. */
export function useDateFlights(dateId: string | null) {
  return useQuery({ ...dateFlightsQueryOptions(dateId ?? ''), enabled: dateId !== null });
}
