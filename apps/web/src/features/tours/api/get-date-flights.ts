import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFlight } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/tour-dates/:dateId/flights: the outbound and return flights of one departure. */
export async function getDateFlights(dateId: string, signal?: AbortSignal): Promise<TFlight[]> {
  const body = await api.get<{ flights: TFlight[] }>(`/api/tour-dates/${encodeURIComponent(dateId)}/flights`, {
    signal,
  });
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
