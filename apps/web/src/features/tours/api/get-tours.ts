import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourListResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export type TTourListParams = {
  page: number;
  pageSize: number;
  destination?: string;
  date?: string;
  travellers?: number;
};

/** GET /api/tours: published tours, newest first, filtered by the search's destination, date and travellers. */
export function getTours(params: TTourListParams, signal?: AbortSignal): Promise<TTourListResponse> {
  return callEndpoint(endpoints.listTours, { query: params }, { signal });
}

export const toursQueryOptions = (params: TTourListParams) =>
  queryOptions({
    queryKey: ['tours', 'list', params],
    queryFn: ({ signal }) => getTours(params, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useTours(params: TTourListParams) {
  return useQuery({ ...toursQueryOptions(params), placeholderData: keepPreviousData });
}
