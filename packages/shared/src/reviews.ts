import { z } from 'zod';
import { formatCalendarDate } from './booking-receipt';
import { marketplaceDayEnd } from './marketplace-time';
import { NEW_RATING_LABEL } from './rating-display';
import { multilineText, plainText } from './text';

/**
 * Reviews from travellers who went (issue 23, DESIGN decision 35; decision record 0028): who may review, the
 * form and its limits, the simple rules that send a review to moderation, the 14-day edit window, and how a
 * tour's rating is shown (one decimal, only from three published reviews on) and bucketed (3-admin.md section 9).
 */

export const REVIEW_TRAVELLER_TYPES = ['solo', 'couple', 'family', 'friends', 'business'] as const;
export type TReviewTravellerType = (typeof REVIEW_TRAVELLER_TYPES)[number];

export const REVIEW_TRAVELLER_TYPE_LABELS: Record<TReviewTravellerType, string> = {
  solo: 'Solo',
  couple: 'Couple',
  family: 'Family',
  friends: 'Friends',
  business: 'Business',
};

export const REVIEW_STATUSES = ['published', 'in_moderation', 'hidden'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The optional sub-ratings, each 1–5 like the overall rating. */
export const REVIEW_SUB_RATINGS = ['guide', 'organisation', 'value', 'accommodation'] as const;
export type TReviewSubRating = (typeof REVIEW_SUB_RATINGS)[number];

export const REVIEW_SUB_RATING_LABELS: Record<TReviewSubRating, string> = {
  guide: 'Guide',
  organisation: 'Organisation',
  value: 'Value for money',
  accommodation: 'Accommodation',
};

/** Why a review went to the moderation queue instead of being published at once. */
export const REVIEW_MODERATION_REASONS = ['link', 'contact_details', 'profanity', 'short_text'] as const;
export type TReviewModerationReason = (typeof REVIEW_MODERATION_REASONS)[number];

export const REVIEW_MODERATION_REASON_LABELS: Record<TReviewModerationReason, string> = {
  link: 'Contains a link',
  contact_details: 'Contains an e-mail address or phone number',
  profanity: 'Contains offensive language',
  short_text: 'Very short text',
};

/** Why someone reports a published review. */
export const REVIEW_REPORT_REASONS = ['fake', 'offensive', 'personal_information', 'not_about_tour', 'other'] as const;
export type TReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REPORT_REASON_LABELS: Record<TReviewReportReason, string> = {
  fake: 'It looks fake or was not written by a traveller',
  offensive: 'It is offensive or abusive',
  personal_information: 'It shares personal information',
  not_about_tour: 'It is not about this tour',
  other: 'Something else',
};

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 4000;
/** A text shorter than this (but long enough to be accepted) is published only after a moderator has read it. */
export const REVIEW_SHORT_TEXT_CHARS = 50;
export const REVIEW_MAX_PHOTOS = 5;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_DETAILS_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
/** The traveller may edit a review for this long after writing it. */
export const REVIEW_EDIT_WINDOW_DAYS = 14;
/** How long the e-mailed private review link works. */
export const REVIEW_LINK_VALID_DAYS = 60;
export { MIN_REVIEWS_FOR_RATING, NEW_RATING_LABEL } from './rating-display';
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_QUEUE_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------

export const REVIEW_MESSAGES = {
  linkInvalid: 'This review link is not valid or has expired.',
  bookingNotFound: 'Booking details not available',
  reviewNotFound: 'Review not found',
  photoNotFound: 'Photo not found',
  notEligible: {
    cancelled: 'This booking was cancelled, so it cannot be reviewed.',
    not_paid: 'Only paid bookings can be reviewed, and this booking has not been paid.',
    trip_not_ended: (endDate: string) =>
      `You can review this trip once it has ended: from the day after ${formatCalendarDate(endDate)}.`,
  },
  alreadyReviewed: 'This booking has already been reviewed. You can edit your review instead.',
  noReviewYet: 'There is no review of this booking to edit yet.',
  editWindowClosed: `Reviews can be edited for ${REVIEW_EDIT_WINDOW_DAYS} days after they are written, and that time has passed.`,
  hiddenNotEditable: 'This review was hidden by our moderators and can no longer be edited.',
  photosTooMany: `You can add up to ${REVIEW_MAX_PHOTOS} photos`,
  photosRepeated: 'The same photo is listed twice',
  photoUnknown: 'One of the photos was not found. Please upload it again.',
  ratingRequired: 'Please choose an overall rating from 1 to 5 stars',
  subRatingInvalid: 'Ratings go from 1 to 5 stars',
  titleRequired: `Please give your review a title of at least ${REVIEW_TITLE_MIN} characters`,
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  bodyTooShort: `Please write at least ${REVIEW_BODY_MIN} characters about your trip`,
  bodyTooLong: `Your review can be at most ${REVIEW_BODY_MAX} characters`,
  travellerTypeRequired: 'Please choose who you travelled with',
  submitted: 'Thank you! Your review is published.',
  submittedForModeration: 'Thank you! Your review will be published once a moderator has checked it.',
  updated: 'Your review is updated.',
  replyRequired: 'Please write a reply',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX} characters`,
  alreadyReplied: 'This review already has your reply.',
  replyNotPublished: 'Only published reviews can be answered.',
  replied: 'Your reply is published.',
  reportReasonRequired: 'Please choose why you are reporting this review',
  reportDetailsTooLong: `Please keep the details under ${REVIEW_REPORT_DETAILS_MAX} characters`,
  reportNotPublished: 'Only published reviews can be reported.',
  reported: 'Thank you. Our team will look at this review.',
  hideReasonRequired: 'Please give the reason for hiding this review',
  published: 'The review is published.',
  hidden: 'The review is hidden.',
  notInQueue: 'This review is not waiting for a decision.',
  alreadyHidden: 'This review is already hidden.',
  newRating: NEW_RATING_LABEL,
} as const;

// ---------------------------------------------------------------------------
// Who may review
// ---------------------------------------------------------------------------

export type TReviewIneligibleReason = keyof typeof REVIEW_MESSAGES.notEligible;

export type TReviewEligibility =
  | { eligible: true }
  | { eligible: false; reason: TReviewIneligibleReason; message: string };

/** The instant a trip has ended: the start, in Bangkok, of the day after its last day (DESIGN decision 36). */
export function tripEndedAt(endDate: string): Date {
  return marketplaceDayEnd(endDate);
}

/**
 * Only a paid booking that is not cancelled and whose trip has ended may be reviewed (DESIGN decision 35).
 * `paymentStatus` is bookings.payment_status: 'completed' is money received (a card, PromptPay, or a verified
 * transfer); a transfer still being verified is not paid yet.
 */
export function reviewEligibility(
  booking: { status: string; paymentStatus: string; endDate: string },
  now: Date,
): TReviewEligibility {
  const refuse = (reason: TReviewIneligibleReason, message: string) => ({ eligible: false as const, reason, message });
  if (booking.status === 'cancelled') return refuse('cancelled', REVIEW_MESSAGES.notEligible.cancelled);
  if (booking.paymentStatus !== 'completed') return refuse('not_paid', REVIEW_MESSAGES.notEligible.not_paid);
  if (now.getTime() < tripEndedAt(booking.endDate).getTime()) {
    return refuse('trip_not_ended', REVIEW_MESSAGES.notEligible.trip_not_ended(booking.endDate));
  }
  return { eligible: true };
}

/** The last instant a review written at `createdAt` may still be edited (excluded). */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_WINDOW_DAYS * DAY_MS);
}

/** Within 14 days of writing it, and not hidden by a moderator. */
export function canEditReview(review: { createdAt: Date; status: TReviewStatus }, now: Date): boolean {
  return review.status !== 'hidden' && now.getTime() < reviewEditableUntil(review.createdAt).getTime();
}

export function reviewLinkExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + REVIEW_LINK_VALID_DAYS * DAY_MS);
}

/** The month of travel, 'YYYY-MM': the month the trip started, as the booking records it. */
export function travelMonthOf(startDate: string): string {
  return startDate.slice(0, 7);
}

/** How a reviewer is named in public: first name and the initial of the last ('Ada T.'), never the full name. */
export function reviewerDisplayName(contactName: string | null): string {
  const words = (contactName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'Traveller';
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0]?.toUpperCase() ?? ''}.` : first;
}

/** Where the server serves a review photo: a same-origin path. */
export function reviewPhotoPath(id: string): string {
  return `/api/review-photos/${id}`;
}

// ---------------------------------------------------------------------------
// Moderation rules
// ---------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** A phone number: nine or more digits, possibly grouped by spaces, dots, dashes or brackets (dates have eight). */
const PHONE = /(?:\+|\b)\d(?:[\s.()-]{0,2}\d){8,}/u;
/** A messaging handle given as contact: 'LINE: @abc', 'whatsapp 0812…', 'line id abc'. */
const MESSENGER = /\b(?:line(?:\s*id)?|whatsapp|wechat|telegram)\s*[:：]\s*@?[\w.]+/iu;
const SCHEME_OR_WWW = /\b(?:https?:\/\/|www\.)/iu;
/**
 * A bare domain with a common top-level domain ('booking.com', 'wa.me/…'), written in lower case as addresses
 * are: 'trip.To be honest' (a missing space before a sentence) is not one.
 */
const BARE_DOMAIN =
  /\b[\p{L}\p{N}][\p{L}\p{N}-]*\.(?:com|net|org|info|biz|io|co|me|ly|gl|th|uk|de|ru|cn|app|xyz|site|online|shop|link|to)\b/u;
/** A short list of English and Thai swear words, matched as the start of a word. */
const PROFANITY = /\b(?:fuck|shit|bitch|bastard|asshole|cunt|wank|dickhead|motherf)\p{L}*/iu;
const THAI_PROFANITY = /เหี้ย|สัส|ควย/u;

/**
 * The rules that hold a review for a moderator instead of publishing it at once, each reason once, in a fixed
 * order: a link, contact details (e-mail, phone, messenger handle), a word of the profanity list, or text
 * shorter than REVIEW_SHORT_TEXT_CHARS. Title and text are both checked.
 */
export function reviewModerationReasons(review: { title: string; body: string }): TReviewModerationReason[] {
  const text = `${review.title}\n${review.body}`;
  const hasEmail = EMAIL.test(text);
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const found = new Set<TReviewModerationReason>();
  if (SCHEME_OR_WWW.test(withoutEmails) || BARE_DOMAIN.test(withoutEmails)) found.add('link');
  if (hasEmail || PHONE.test(withoutEmails) || MESSENGER.test(withoutEmails)) found.add('contact_details');
  if (PROFANITY.test(text) || THAI_PROFANITY.test(text)) found.add('profanity');
  if (Array.from(review.body.trim()).length < REVIEW_SHORT_TEXT_CHARS) found.add('short_text');
  return REVIEW_MODERATION_REASONS.filter((reason) => found.has(reason));
}

// ---------------------------------------------------------------------------
// Ratings
// ---------------------------------------------------------------------------

/** The spec's buckets (3-admin.md section 9), highest first. */
export const RATING_BUCKETS = [5, 4, 3, 2, 1] as const;
export type TRatingBucket = (typeof RATING_BUCKETS)[number];

/** 5 stars from 4.5, 4 from 3.5, 3 from 2.5, 2 from 1.5, else 1 (3-admin.md section 9). */
export function ratingBucket(rating: number): TRatingBucket {
  if (rating >= 4.5) return 5;
  if (rating >= 3.5) return 4;
  if (rating >= 2.5) return 3;
  if (rating >= 1.5) return 2;
  return 1;
}

/**
 * The distribution by the spec's buckets, highest first (every bucket present), from how many reviews gave each
 * rating: `[rating, count]` pairs.
 */
export function ratingDistribution(
  countsByRating: Iterable<readonly [rating: number, count: number]>,
): Array<{ stars: TRatingBucket; count: number }> {
  const counts = new Map<TRatingBucket, number>();
  for (const [rating, count] of countsByRating) {
    const stars = ratingBucket(rating);
    counts.set(stars, (counts.get(stars) ?? 0) + count);
  }
  return RATING_BUCKETS.map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
}

/** '4.7': a rating always with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export { ratingDisplay, type TRatingDisplay } from './rating-display';

// ---------------------------------------------------------------------------
// Request schemas (one schema validates the form in the browser and the request on the server)
// ---------------------------------------------------------------------------

const starRating = (message: string) => z.number(message).int(message).min(1, message).max(5, message);

const optionalSubRating = starRating(REVIEW_MESSAGES.subRatingInvalid)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** The review form. The month of travel is the booking's, not typed; photos are uploaded first, then named here. */
export const ZReviewForm = z.object({
  overallRating: starRating(REVIEW_MESSAGES.ratingRequired),
  guideRating: optionalSubRating,
  organisationRating: optionalSubRating,
  valueRating: optionalSubRating,
  accommodationRating: optionalSubRating,
  title: plainText()
    .min(REVIEW_TITLE_MIN, REVIEW_MESSAGES.titleRequired)
    .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
  body: multilineText()
    .min(REVIEW_BODY_MIN, REVIEW_MESSAGES.bodyTooShort)
    .max(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyTooLong),
  travellerType: z.enum(REVIEW_TRAVELLER_TYPES, REVIEW_MESSAGES.travellerTypeRequired),
  photoIds: z
    .array(z.uuid(REVIEW_MESSAGES.photoUnknown))
    .max(REVIEW_MAX_PHOTOS, REVIEW_MESSAGES.photosTooMany)
    .refine((ids) => new Set(ids).size === ids.length, REVIEW_MESSAGES.photosRepeated)
    .default([]),
});
export type TReviewFormInput = z.input<typeof ZReviewForm>;
export type TReviewForm = z.output<typeof ZReviewForm>;

export const ZReviewReplyRequest = z.object({
  body: multilineText().min(1, REVIEW_MESSAGES.replyRequired).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});
export type TReviewReplyRequest = z.output<typeof ZReviewReplyRequest>;

export const ZReviewReportRequest = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, REVIEW_MESSAGES.reportReasonRequired),
  details: multilineText()
    .max(REVIEW_REPORT_DETAILS_MAX, REVIEW_MESSAGES.reportDetailsTooLong)
    .optional()
    .transform((value) => value || null),
});
export type TReviewReportRequest = z.output<typeof ZReviewReportRequest>;

export const ZHideReviewRequest = z.object({
  reason: plainText().min(1, REVIEW_MESSAGES.hideReasonRequired).max(REVIEW_HIDE_REASON_MAX),
});
export type THideReviewRequest = z.output<typeof ZHideReviewRequest>;

/** A tour's reviews: a page, sorted, optionally only one star bucket and one traveller type. */
export const ZTourReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  travellerType: z.enum(REVIEW_TRAVELLER_TYPES).optional(),
});
export type TTourReviewsQuery = z.output<typeof ZTourReviewsQuery>;

export const ZReviewPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** The review link's token: 32 random bytes in base64url (43 characters), like the manage link's. */
export const ZReviewLinkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, REVIEW_MESSAGES.linkInvalid),
});
export const ZReviewIdParams = z.object({ reviewId: z.uuid(REVIEW_MESSAGES.reviewNotFound) });
export const ZReviewPhotoParams = z.object({ photoId: z.uuid(REVIEW_MESSAGES.photoNotFound) });
