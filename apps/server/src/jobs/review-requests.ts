import type { FastifyBaseLogger } from 'fastify';
import { runReviewRequests, type TReviewRequestDeps } from '../modules/reviews/review-requests.service';

/** E-mails travellers whose trip has ended the private link to review it, once per booking. */
export async function runReviewRequestJob(deps: TReviewRequestDeps & { log: FastifyBaseLogger }): Promise<void> {
  const { sent } = await runReviewRequests(deps);
  if (sent > 0) deps.log.info({ sent }, 'review requests: travellers asked for a review');
}
