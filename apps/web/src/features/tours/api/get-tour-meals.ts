import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMealPlan } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, type TCallOptions } from '../../../lib/api-client';

/** GET /api/tours/:slug/meals */
export async function getTourMeals(slug: string, options: TCallOptions = {}): Promise<TMealPlan[]> {
  const body = await callEndpoint(endpoints.getTourMeals, { params: { slug } }, options);
  return body.meals;
}

export const tourMealsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', slug, 'meals'],
    queryFn: ({ signal }) => getTourMeals(slug, { signal }),
  });

export function useTourMeals(slug: string) {
  return useQuery(tourMealsQueryOptions(slug));
}
