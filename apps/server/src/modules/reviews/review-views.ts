import {
  canEditReview,
  reviewEditableUntil,
  reviewPhotoPath,
  type TOwnReview,
  type TPublicReview,
  type TLanguage,
  type TReviewReplyView,
  tourTitleIn,
} from '@tour/shared';
import type { TExecutor } from '../../db';
import type { TReviewMailBooking } from './reviews.mails';
import { listPhotosOf, listRepliesOf, type TReviewBooking, type TReviewRow } from './reviews.repository';

/** The photos and reply of each review, by review id, read in two statements for a whole page. */
export async function readAttachments(db: TExecutor, reviewIds: readonly string[]) {
  const [photos, replies] = await Promise.all([listPhotosOf(db, reviewIds), listRepliesOf(db, reviewIds)]);
  const photosOf = new Map<string, TPublicReview['photos']>();
  for (const photo of photos) {
    const list = photosOf.get(photo.reviewId) ?? [];
    list.push({ id: photo.imageId, url: reviewPhotoPath(photo.imageId) });
    photosOf.set(photo.reviewId, list);
  }
  const replyOf = new Map<string, TReviewReplyView>(
    replies.map((reply) => [
      reply.reviewId,
      { body: reply.body, operatorName: reply.operatorName, createdAt: reply.createdAt.toISOString() },
    ]),
  );
  return { photos: (id: string) => photosOf.get(id) ?? [], reply: (id: string) => replyOf.get(id) ?? null };
}

export type TAttachments = Awaited<ReturnType<typeof readAttachments>>;

/** A review as everyone reads it. */
export function publicReviewOf(row: TReviewRow, attachments: TAttachments): TPublicReview {
  return {
    id: row.id,
    overallRating: row.overallRating,
    guideRating: row.guideRating,
    organisationRating: row.organisationRating,
    valueRating: row.valueRating,
    accommodationRating: row.accommodationRating,
    title: row.title,
    body: row.body,
    travelMonth: row.travelMonth,
    travellerType: row.travellerType,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    photos: attachments.photos(row.id),
    reply: attachments.reply(row.id),
  };
}

/** The traveller's own review: with where it stands and its edit window. */
export function ownReviewOf(row: TReviewRow, attachments: TAttachments, now: Date): TOwnReview {
  return {
    ...publicReviewOf(row, attachments),
    status: row.status,
    moderationReasons: row.status === 'in_moderation' ? row.moderationReasons : [],
    hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    canEdit: canEditReview(row, now),
  };
}

/** The booked tour's title in `language`: the translation's where the operator gave one (issue 27). */
function reviewTourTitleIn(booking: TReviewBooking, language: TLanguage): string {
  const tour = {
    contentLanguage: booking.tourContentLanguage,
    title: booking.tourTitle,
    titleTranslation: booking.tourTitleTranslation,
  };
  return tourTitleIn(tour, language);
}

/** The booking as the review e-mails name it, to the address given, in the mail's language. */
export function mailBookingOf(booking: TReviewBooking, to: string, language: TLanguage): TReviewMailBooking {
  return {
    bookingId: booking.id,
    to,
    contactName: booking.contactName,
    reference: booking.reference,
    tourTitle: reviewTourTitleIn(booking, language),
    startDate: booking.startDate,
    endDate: booking.endDate,
  };
}
