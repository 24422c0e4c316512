import type { TDb } from '@tour/db';
import {
  canEditReview,
  paths,
  REVIEW_MESSAGES,
  reviewEligibility,
  reviewerDisplayName,
  reviewLinkExpiresAt,
  reviewModerationReasons,
  reviewPhotoPath,
  type TReviewForm,
  type TReviewFormState,
  travelMonthOf,
} from '@tour/shared';
import type { TFileStore } from '../../adapters/files/file-store';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { findBookingIdByLink, issueBookingLinkToken } from '../bookings/manage-links.service';
import { storeReviewPhoto } from '../tour-images/tour-images.service';
import { ownReviewOf, readAttachments } from './review-views';
import {
  findAttachablePhotos,
  findOwnReviewBooking,
  findReviewBooking,
  findReviewOfBooking,
  insertReview,
  lockTour,
  recomputeTourRating,
  replaceReviewPhotos,
  type TReviewBooking,
  type TReviewContent,
  updateReviewContent,
} from './reviews.repository';

export type TReviewDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; files: TFileStore };

/** Who is writing: the holder of a private review link, or the signed-in owner of the booking. */
export type TReviewer = { kind: 'link'; token: string } | { kind: 'account'; userId: string; bookingId: string };

// ---------------------------------------------------------------------------
// The private link
// ---------------------------------------------------------------------------

/** A fresh private link to review the booking, for one e-mail, valid 60 days; call it in the e-mail's transaction. */
export async function issueReviewLink(
  tx: TExecutor,
  input: { bookingId: string; appUrl: string; now: Date },
): Promise<string> {
  const token = await issueBookingLinkToken(tx, 'review', {
    bookingId: input.bookingId,
    expiresAt: reviewLinkExpiresAt(input.now),
    now: input.now,
  });
  return `${input.appUrl}${paths.writeReview.href({ token })}`;
}

/** The reviewer's booking; an unknown, expired or someone else's key opens nothing and says no more. */
async function bookingOf(db: TExecutor, reviewer: TReviewer, now: Date): Promise<TReviewBooking> {
  if (reviewer.kind === 'link') {
    const bookingId = await findBookingIdByLink(db, 'review', reviewer.token, now);
    const booking = bookingId ? await findReviewBooking(db, bookingId) : null;
    if (!booking) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.linkInvalid);
    return booking;
  }
  const booking = await findOwnReviewBooking(db, reviewer.userId, reviewer.bookingId);
  if (!booking) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.bookingNotFound);
  return booking;
}

// ---------------------------------------------------------------------------
// The review page
// ---------------------------------------------------------------------------

async function formState(
  db: TExecutor,
  booking: TReviewBooking,
  now: Date,
  message: string | null,
): Promise<TReviewFormState> {
  const review = await findReviewOfBooking(db, booking.id);
  const attachments = review ? await readAttachments(db, [review.id]) : null;
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      tourContentLanguage: booking.tourContentLanguage,
      tourTitle: booking.tourTitle,
      tourTitleTranslation: booking.tourTitleTranslation,
      tourSlug: booking.tourSlug,
      startDate: booking.startDate,
      endDate: booking.endDate,
      travelMonth: travelMonthOf(booking.startDate),
      authorName: reviewerDisplayName(booking.contactName),
    },
    eligibility: reviewEligibility(booking, now),
    review: review && attachments ? ownReviewOf(review, attachments, now) : null,
    message,
  };
}

/** GET: the booking, whether it may be reviewed (and why not), and its review if written. */
export async function getReviewForm(
  deps: Pick<TReviewDeps, 'db' | 'clock'>,
  reviewer: TReviewer,
): Promise<TReviewFormState> {
  const now = deps.clock.now();
  return formState(deps.db, await bookingOf(deps.db, reviewer, now), now, null);
}

function requireEligible(booking: TReviewBooking, now: Date) {
  const eligibility = reviewEligibility(booking, now);
  if (!eligibility.eligible) throw new AppError('REVIEW_NOT_ELIGIBLE', eligibility.message);
}

/** The photos named must be review photos free to attach to this review (a 400 on the field otherwise). */
async function requireAttachablePhotos(tx: TExecutor, photoIds: readonly string[], reviewId: string | null) {
  const attachable = new Set(await findAttachablePhotos(tx, photoIds, reviewId));
  if (photoIds.some((id) => !attachable.has(id))) {
    throw new AppError('VALIDATION_FAILED', REVIEW_MESSAGES.photoUnknown, { photoIds: REVIEW_MESSAGES.photoUnknown });
  }
}

/** What is stored of the form, with the status the moderation rules give it. */
function contentOf(form: TReviewForm): TReviewContent {
  const moderationReasons = reviewModerationReasons(form);
  return {
    overallRating: form.overallRating,
    guideRating: form.guideRating,
    organisationRating: form.organisationRating,
    valueRating: form.valueRating,
    accommodationRating: form.accommodationRating,
    title: form.title,
    body: form.body,
    travellerType: form.travellerType,
    status: moderationReasons.length > 0 ? 'in_moderation' : 'published',
    moderationReasons,
  };
}

function submittedMessage(content: TReviewContent) {
  return content.status === 'published' ? REVIEW_MESSAGES.submitted : REVIEW_MESSAGES.submittedForModeration;
}

/**
 * POST: the booking's one review (DESIGN decision 35). In one transaction, with the tour row locked: the booking
 * must be paid, not cancelled and its trip ended; the unique index on booking_id turns a second submission (two
 * tabs, a double click) into a 409; the review is published at once unless the moderation rules hold it; a
 * published review recomputes the tour's rating and count.
 */
export async function submitReview(
  deps: TReviewDeps,
  reviewer: TReviewer,
  form: TReviewForm,
): Promise<TReviewFormState> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = await bookingOf(tx, reviewer, now);
    requireEligible(booking, now);
    await lockTour(tx, booking.tourId);
    if (await findReviewOfBooking(tx, booking.id)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    await requireAttachablePhotos(tx, form.photoIds, null);
    const content = contentOf(form);
    const reviewId = await insertReview(tx, {
      ...content,
      bookingId: booking.id,
      tourId: booking.tourId,
      userId: booking.userId,
      authorName: reviewerDisplayName(booking.contactName),
      travelMonth: travelMonthOf(booking.startDate),
      now,
    });
    if (!reviewId) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    await replaceReviewPhotos(tx, reviewId, form.photoIds, now);
    if (content.status === 'published') await recomputeTourRating(tx, booking.tourId);
    return formState(tx, booking, now, submittedMessage(content));
  });
}

/**
 * PUT: the traveller's edit, within 14 days of writing and never of a hidden review, while the booking may still be
 * reviewed (a booking cancelled since cannot change its review). The rules run again (an edit may publish a held
 * review, or hold a published one), and the tour's figures are recomputed in the transaction.
 */
export async function editReview(deps: TReviewDeps, reviewer: TReviewer, form: TReviewForm): Promise<TReviewFormState> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = await bookingOf(tx, reviewer, now);
    requireEligible(booking, now);
    await lockTour(tx, booking.tourId);
    const review = await findReviewOfBooking(tx, booking.id);
    if (!review) throw new AppError('CONFLICT', REVIEW_MESSAGES.noReviewYet);
    if (review.status === 'hidden') throw new AppError('CONFLICT', REVIEW_MESSAGES.hiddenNotEditable);
    if (!canEditReview(review, now)) throw new AppError('CONFLICT', REVIEW_MESSAGES.editWindowClosed);
    await requireAttachablePhotos(tx, form.photoIds, review.id);
    const content = contentOf(form);
    await updateReviewContent(tx, review.id, content, now);
    await replaceReviewPhotos(tx, review.id, form.photoIds, now);
    await recomputeTourRating(tx, booking.tourId);
    const message = content.status === 'published' ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.submittedForModeration;
    return formState(tx, booking, now, message);
  });
}

/**
 * A photo for the review, through the tour-image pipeline (bytes checked, re-encoded, metadata dropped): only for a
 * booking that may be reviewed and whose review, if written, may still be edited.
 */
export async function uploadReviewPhoto(deps: TReviewDeps, reviewer: TReviewer, bytes: Buffer | null) {
  const now = deps.clock.now();
  const booking = await bookingOf(deps.db, reviewer, now);
  requireEligible(booking, now);
  const review = await findReviewOfBooking(deps.db, booking.id);
  if (review && !canEditReview(review, now)) {
    const message = review.status === 'hidden' ? REVIEW_MESSAGES.hiddenNotEditable : REVIEW_MESSAGES.editWindowClosed;
    throw new AppError('CONFLICT', message);
  }
  const uploader = reviewer.kind === 'account' ? reviewer.userId : null;
  const { id } = await storeReviewPhoto(deps, uploader, bytes);
  return { id, url: reviewPhotoPath(id) };
}
