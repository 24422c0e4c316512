import type { TDb } from '@tour/db';
import {
  paths,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type TOperatorReview,
  type TReviewReplyRequest,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { findBookingLanguage } from '../languages/languages.service';
import { operatesTour } from '../tour-editing/tour-editing.service';
import { mailBookingOf, publicReviewOf, readAttachments } from './review-views';
import { reviewReplyMail } from './reviews.mails';
import { findReviewBooking, insertReply, listOperatorReviewRows, lockReview } from './reviews.repository';

type TReplyDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

/** GET /api/operator/reviews: the published reviews of the operator's tours, newest first. */
export async function listOperatorReviews(
  deps: { db: TDb },
  userId: string,
  query: { page: number; unanswered?: 'true' | 'false' },
) {
  const { rows, total } = await listOperatorReviewRows(deps.db, userId, {
    unanswered: query.unanswered === 'true',
    limit: REVIEWS_PAGE_SIZE,
    offset: (query.page - 1) * REVIEWS_PAGE_SIZE,
  });
  const attachments = await readAttachments(
    deps.db,
    rows.map((row) => row.id),
  );
  const items: TOperatorReview[] = rows.map((row) => ({
    ...publicReviewOf(row, attachments),
    tour: { title: row.tourTitle, slug: row.tourSlug },
  }));
  return { items, total, page: query.page, pageSize: REVIEWS_PAGE_SIZE };
}

/**
 * POST /api/operator/reviews/:id/reply: the operator's one public reply to a published review of their own tour.
 * In one transaction, with the review row locked (a moderator hiding it meanwhile waits, or is waited for), the
 * reply is written (the unique index makes a second one a 409) and the traveller's e-mail queued, in the language
 * the booking was made in. Another operator's tour reads as an unknown review.
 */
export async function replyToReview(deps: TReplyDeps, userId: string, reviewId: string, input: TReviewReplyRequest) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const review = await lockReview(tx, reviewId);
    if (!review || !(await operatesTour(tx, userId, review.tourId))) {
      throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    }
    if (review.status !== 'published') throw new AppError('CONFLICT', REVIEW_MESSAGES.replyNotPublished);
    if (!(await insertReply(tx, { reviewId, authorUserId: userId, body: input.body, now }))) {
      throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
    }
    const reply = (await readAttachments(tx, [reviewId])).reply(reviewId);
    if (!reply) throw new Error(`the reply to review ${reviewId} just written is gone`);
    const booking = await findReviewBooking(tx, review.bookingId);
    if (booking?.mailTo) {
      const language = await findBookingLanguage(tx, review.bookingId);
      const mail = reviewReplyMail(
        {
          booking: mailBookingOf(booking, booking.mailTo, language),
          reviewTitle: review.title,
          operatorName: reply.operatorName,
          reply: reply.body,
          tourUrl: `${deps.appUrl}${paths.tour.href({ slug: booking.tourSlug }, undefined, 'reviews')}`,
        },
        { appName: deps.appName, language },
      );
      await enqueueMail(tx, mail, now);
    }
    return { message: REVIEW_MESSAGES.replied, reply };
  });
}
