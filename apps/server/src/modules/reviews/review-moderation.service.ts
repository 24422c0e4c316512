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
 * POST publish (DESIGN decision 24): in one transaction a held (or hidden) review is published, or a reported one
 * kept; its open reports are closed, the tour's rating and count recomputed and the audit row written. A review
 * published with no open report is not waiting for anything: 409.
 */
export async function publishReview(
  deps: TModerationDeps,
  actor: TActor,
  reviewId: string,
): Promise<TReviewModerationDecision> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const review = await lockForDecision(tx, reviewId);
    const openReports = await countOpenReports(tx, reviewId);
    if (review.status === 'published' && openReports === 0) throw new AppError('CONFLICT', REVIEW_MESSAGES.notInQueue);
    if (review.status !== 'published') {
      await setReviewStatus(tx, { reviewId, status: 'published', hiddenReason: null, by: actor.userId, now });
    }
    await resolveReports(tx, { reviewId, resolution: 'published', by: actor.userId, now });
    const tour = await recomputeTourRating(tx, review.tourId);
    await recordAdminAction(tx, actor, {
      action: 'review.publish',
      targetType: 'review',
      targetId: reviewId,
      before: { status: review.status, moderationReasons: review.moderationReasons, openReports },
      after: { status: 'published', openReports: 0, tour },
    });
    return { message: REVIEW_MESSAGES.published, review: { id: reviewId, status: 'published' }, tour };
  });
}

/** POST hide: with a reason, in one transaction with its reports closed, the recount and the audit row. */
export async function hideReview(
  deps: TModerationDeps,
  actor: TActor,
  reviewId: string,
  input: THideReviewRequest,
): Promise<TReviewModerationDecision> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const review = await lockForDecision(tx, reviewId);
    if (review.status === 'hidden') throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyHidden);
    const openReports = await countOpenReports(tx, reviewId);
    await setReviewStatus(tx, { reviewId, status: 'hidden', hiddenReason: input.reason, by: actor.userId, now });
    await resolveReports(tx, { reviewId, resolution: 'hidden', by: actor.userId, now });
    const tour = await recomputeTourRating(tx, review.tourId);
    await recordAdminAction(tx, actor, {
      action: 'review.hide',
      targetType: 'review',
      targetId: reviewId,
      before: { status: review.status, moderationReasons: review.moderationReasons, openReports },
      after: { status: 'hidden', reason: input.reason, openReports: 0, tour },
    });
    return { message: REVIEW_MESSAGES.hidden, review: { id: reviewId, status: 'hidden' }, tour };
  });
}
