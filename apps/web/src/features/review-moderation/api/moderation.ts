import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

const QUEUE_KEY = ['admin-review-moderation'] as const;

/** GET /api/admin/reviews/moderation: reviews held by the rules and published ones with open reports, oldest first. */
export function useModerationQueue(page: number) {
  return useQuery({
    queryKey: [...QUEUE_KEY, page] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listReviewModerationQueue, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A decision changes the queue and the tour's figures and reviews. */
function useDecision<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]),
  });
}

export function usePublishReview() {
  return useDecision((reviewId: string) => callEndpoint(endpoints.publishReview, { params: { reviewId } }));
}

export function useHideReview() {
  return useDecision(({ reviewId, reason }: { reviewId: string; reason: string }) =>
    callEndpoint(endpoints.hideReview, { params: { reviewId }, body: { reason } }),
  );
}
