import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTourReviewsPage, TTourReviewsQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, type TCallOptions } from '../../../lib/api-client';

export type TTourReviewsFilters = Pick<TTourReviewsQuery, 'page' | 'sort' | 'rating' | 'travellerType'>;

/** GET /api/tours/:slug/reviews: the published reviews' summary and one page of them, sorted and filtered. */
export function getTourReviews(
  slug: string,
  filters: TTourReviewsFilters,
  options: TCallOptions = {},
): Promise<TTourReviewsPage> {
  return callEndpoint(endpoints.listTourReviews, { params: { slug }, query: filters }, options);
}

/** Under the tour's own key: whatever changes the tour (a review published, hidden) reads them afresh. */
export const tourReviewsQueryKey = (slug: string) => ['tours', 'detail', slug, 'reviews'] as const;

export const tourReviewsQueryOptions = (slug: string, filters: TTourReviewsFilters) =>
  queryOptions({
    queryKey: [...tourReviewsQueryKey(slug), filters],
    queryFn: ({ signal }) => getTourReviews(slug, filters, { signal }),
    // A new page or filter keeps the list in place until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useTourReviews(slug: string, filters: TTourReviewsFilters) {
  return useQuery(tourReviewsQueryOptions(slug, filters));
}
