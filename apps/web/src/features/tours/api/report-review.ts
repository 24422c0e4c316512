import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReviewReportRequest } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

type TReportReviewBody = z.input<typeof ZReviewReportRequest>;

/** POST /api/reviews/:reviewId/report → 202 with a thank-you; the review joins the moderators' queue. */
export function reportReview(reviewId: string, body: TReportReviewBody) {
  return callEndpoint(endpoints.reportReview, { params: { reviewId }, body });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: TReportReviewBody }) => reportReview(reviewId, body),
  });
}
