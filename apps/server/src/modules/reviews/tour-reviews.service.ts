import type { TDb } from '@tour/db';
import {
  ratingDistribution,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  TOUR_UNAVAILABLE_MESSAGE,
  type TReviewReportRequest,
  type TTourReviewsPage,
  type TTourReviewsQuery,
  type TTourReviewsSummary,
} from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../secret-tokens';
import { publicReviewOf, readAttachments } from './review-views';
import {
  findReview,
  findShowableReviewPhoto,
  findTourBySlug,
  insertReport,
  listPublishedReviews,
  summariseTourReviews,
} from './reviews.repository';

/** The tour's figures from its published reviews, bucketed by the spec's rule (3-admin.md section 9). */
async function summaryOf(db: TDb, tourId: string): Promise<TTourReviewsSummary> {
  const figures = await summariseTourReviews(db, tourId);
  const byRating = Object.entries(figures.byRating ?? {}).map(
    ([rating, count]) => [Number(rating), Number(count)] as const,
  );
  const subRating = (value: { average: number | null; count: number }) =>
    value.average === null || Number(value.count) === 0
      ? null
      : { average: Number(value.average), count: Number(value.count) };
  return {
    average: figures.average,
    count: figures.count,
    distribution: ratingDistribution(byRating),
    subRatings: {
      guide: subRating(figures.guide),
      organisation: subRating(figures.organisation),
      value: subRating(figures.value),
      accommodation: subRating(figures.accommodation),
    },
  };
}

/** GET /api/tours/:slug/reviews: the published reviews of a published tour, with the operator's replies. */
export async function listTourReviews(
  deps: { db: TDb },
  slug: string,
  query: TTourReviewsQuery,
): Promise<TTourReviewsPage> {
  const tour = await findTourBySlug(deps.db, slug);
  if (!tour) throw new AppError('NOT_FOUND', 'Tour not found');
  if (tour.status !== 'published') throw new AppError('TOUR_UNAVAILABLE', TOUR_UNAVAILABLE_MESSAGE);
  const [summary, page] = await Promise.all([
    summaryOf(deps.db, tour.id),
    listPublishedReviews(deps.db, tour.id, {
      sort: query.sort,
      rating: query.rating,
      travellerType: query.travellerType,
      limit: REVIEWS_PAGE_SIZE,
      offset: (query.page - 1) * REVIEWS_PAGE_SIZE,
    }),
  ]);
  const attachments = await readAttachments(
    deps.db,
    page.rows.map((row) => row.id),
  );
  return {
    summary,
    items: page.rows.map((row) => publicReviewOf(row, attachments)),
    total: page.total,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/**
 * POST /api/reviews/:id/report: anyone may report a published review; it joins the moderation queue and stays
 * published until an administrator decides. A reporter (account, else network address) counts once per review
 * while their report is open, and hears the same thanks either way.
 */
export async function reportReview(
  deps: { db: TDb; clock: TClock },
  reviewId: string,
  input: TReviewReportRequest,
  reporter: { userId: string | null; address: string },
) {
  const review = await findReview(deps.db, reviewId);
  if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  if (review.status !== 'published') throw new AppError('CONFLICT', REVIEW_MESSAGES.reportNotPublished);
  await insertReport(deps.db, {
    reviewId,
    reason: input.reason,
    details: input.details,
    reporterKey: hashToken(reporter.userId ? `user:${reporter.userId}` : `address:${reporter.address}`),
    reporterUserId: reporter.userId,
    now: deps.clock.now(),
  });
  return { message: REVIEW_MESSAGES.reported };
}

/** A review photo's bytes while its review is published (or before it is attached); 404 otherwise. */
export async function readReviewPhoto(
  deps: { db: TDb; files: TFileStore },
  photoId: string,
  viewer: { moderator: boolean },
) {
  const photo = await findShowableReviewPhoto(deps.db, photoId, { anyStatus: viewer.moderator });
  const bytes = photo ? await deps.files.get(photo.fileKey) : null;
  if (!photo || !bytes) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.photoNotFound);
  return { bytes, contentType: photo.contentType };
}
