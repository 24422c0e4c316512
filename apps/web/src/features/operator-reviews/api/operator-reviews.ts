import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewReplyRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const OPERATOR_REVIEWS_KEY = ['operator-reviews'] as const;

/** GET /api/operator/reviews: the published reviews of the operator's tours, newest first, a page at a time. */
export function useOperatorReviews(page: number, unanswered: boolean) {
  return useQuery({
    queryKey: [...OPERATOR_REVIEWS_KEY, { page, unanswered }] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        endpoints.listOperatorReviews,
        { query: { page, unanswered: unanswered ? 'true' : 'false' } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/operator/reviews/:reviewId/reply → the one public reply; the traveller is e-mailed. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: TReviewReplyRequest }) =>
      callEndpoint(endpoints.replyToReview, { params: { reviewId }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OPERATOR_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]),
  });
}
