import type { TDb } from '@tour/db';
import {
  REVIEW_MESSAGES,
  REVIEW_QUEUE_PAGE_SIZE,
  type THideReviewRequest,
  type TReviewModerationDecision,
  type TReviewModerationItem,
} from '@tour/shared';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { publicReviewOf, readAttachments } from './review-views';
import {
  countOpenReports,
  listModerationQueueRows,
  listOpenReportsOf,
  lockReview,
  lockTour,
  findReview,
  recomputeTourRating,
  resolveReports,
  setReviewStatus,
} from './reviews.repository';

type TModerationDeps = { db: TDb; clock: TClock };

/** GET /api/admin/reviews/moderation: reviews held by the rules and published reviews reported, oldest first. */
export async function listModerationQueue(deps: TModerationDeps, query: { page: number }) {
  const { rows, total } = await listModerationQueueRows(deps.db, {
    limit: REVIEW_QUEUE_PAGE_SIZE,
    offset: (query.page - 1) * REVIEW_QUEUE_PAGE_SIZE,
  });
  const ids = rows.map((row) => row.id);
  const [attachments, reports] = await Promise.all([readAttachments(deps.db, ids), listOpenReportsOf(deps.db, ids)]);
  const items: TReviewModerationItem[] = rows.map((row) => ({
    review: { ...publicReviewOf(row, attachments), status: row.status, moderationReasons: row.moderationReasons },
    tour: { title: row.tourTitle, slug: row.tourSlug },
    bookingReference: row.reference,
    reports: reports
      .filter((report) => report.reviewId === row.id)
      .map((report) => ({ reason: report.reason, details: report.details, createdAt: report.createdAt.toISOString() })),
  }));
  return { items, total, page: query.page, pageSize: REVIEW_QUEUE_PAGE_SIZE };
}

/**
 * Locks the review's tour, then the review (the order every writer of a tour's reviews takes), inside `tx`. An
 * unknown review is a 404.
 */
async function lockForDecision(tx: TExecutor, reviewId: string) {
  const found = await findReview(tx, reviewId);
  if (!found) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  await lockTour(tx, found.tourId);
  const review = await lockReview(tx, reviewId);
  if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  return review;
}

/**
 * A moderator's decision, in one transaction (DESIGN decision 24): the review takes the status (unless it has it,
 * as a reported review kept published does), its open reports are closed, the tour's rating and count recomputed
 * and the audit row written.
 */
async function decide(
  deps: TModerationDeps,
  actor: TActor,
  reviewId: string,
  decision: { status: 'published' | 'hidden'; reason: string | null },
): Promise<TReviewModerationDecision> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const review = await lockForDecision(tx, reviewId);
    const openReports = await countOpenReports(tx, reviewId);
    if (decision.status === 'hidden' && review.status === 'hidden') {
      throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyHidden);
    }
    if (decision.status === 'published' && review.status === 'published' && openReports === 0) {
      throw new AppError('CONFLICT', REVIEW_MESSAGES.notInQueue);
    }
    if (review.status !== decision.status) {
      const change = { reviewId, status: decision.status, hiddenReason: decision.reason, by: actor.userId, now };
      await setReviewStatus(tx, change);
    }
    await resolveReports(tx, { reviewId, resolution: decision.status, by: actor.userId, now });
    const tour = await recomputeTourRating(tx, review.tourId);
    await recordAdminAction(tx, actor, {
      action: decision.status === 'published' ? 'review.publish' : 'review.hide',
      targetType: 'review',
      targetId: reviewId,
      before: { status: review.status, moderationReasons: review.moderationReasons, openReports },
      after: {
        status: decision.status,
        ...(decision.reason === null ? {} : { reason: decision.reason }),
        openReports: 0,
        tour,
      },
    });
    const message = decision.status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.hidden;
    return { message, review: { id: reviewId, status: decision.status }, tour };
  });
}

/** POST publish: a held (or hidden) review is published, or a reported one kept; 409 when nothing waits. */
export function publishReview(deps: TModerationDeps, actor: TActor, reviewId: string) {
  return decide(deps, actor, reviewId, { status: 'published', reason: null });
}

/** POST hide: with a reason; 409 when already hidden. */
export function hideReview(deps: TModerationDeps, actor: TActor, reviewId: string, input: THideReviewRequest) {
  return decide(deps, actor, reviewId, { status: 'hidden', reason: input.reason });
}
