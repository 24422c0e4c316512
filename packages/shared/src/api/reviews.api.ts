import { z } from 'zod';
import {
  RATING_BUCKETS,
  REVIEW_MODERATION_REASONS,
  REVIEW_REPORT_REASONS,
  REVIEW_STATUSES,
  REVIEW_TRAVELLER_TYPES,
  ZHideReviewRequest,
  ZReviewForm,
  ZReviewIdParams,
  ZReviewLinkParams,
  ZReviewPageQuery,
  ZReviewPhotoParams,
  ZReviewReplyRequest,
  ZReviewReportRequest,
  ZTourReviewsQuery,
} from '../reviews';
import { LANGUAGES } from '../languages';
import { ZBookingIdParams } from './bookings.api';
import { defineEndpoint } from './endpoint';
import { ZSlugParams } from './tours.api';

/**
 * Reviews from travellers who went (issue 23, DESIGN decision 35; decision record 0028). A traveller writes one
 * review per paid booking whose trip has ended, through the e-mailed private link (no account needed) or from
 * their account; it is published at once unless the moderation rules hold it for an administrator. A tour's
 * rating and review count are derived from its published reviews in the transaction that changes them.
 */

const ZMessage = z.object({ message: z.string() });

/** A photo upload has no text fields: only its one `file` part. */
const ZReviewPhotoUploadFields = z.object({});

/** A photo of a review, served by getReviewPhotoFile at `url`. */
const ZReviewPhoto = z.object({ id: z.string(), url: z.string() });
export type TReviewPhoto = z.infer<typeof ZReviewPhoto>;

/** The operator's one public answer under a review. */
const ZReviewReplyView = z.object({
  body: z.string(),
  /** The company's name (or the tour's operator as the tour names it). */
  operatorName: z.string(),
  createdAt: z.string(),
});
export type TReviewReplyView = z.infer<typeof ZReviewReplyView>;

const ZSubRating = z.number().int().min(1).max(5).nullable();

/** A review as everyone reads it on the tour page. */
const ZPublicReview = z.object({
  id: z.string(),
  overallRating: z.number().int().min(1).max(5),
  guideRating: ZSubRating,
  organisationRating: ZSubRating,
  valueRating: ZSubRating,
  accommodationRating: ZSubRating,
  title: z.string(),
  body: z.string(),
  /** 'YYYY-MM': the month the trip started (formatTravelMonth). */
  travelMonth: z.string(),
  travellerType: z.enum(REVIEW_TRAVELLER_TYPES),
  /** First name and initial ('Ada T.'). */
  authorName: z.string(),
  createdAt: z.string(),
  /** Set once the traveller has edited it. */
  editedAt: z.string().nullable(),
  photos: z.array(ZReviewPhoto),
  reply: ZReviewReplyView.nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** The traveller's own review: what the public sees, with where it stands and until when it can be edited. */
const ZOwnReview = ZPublicReview.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why it waits for a moderator (empty once published). */
  moderationReasons: z.array(z.enum(REVIEW_MODERATION_REASONS)),
  /** A moderator's reason, when hidden. */
  hiddenReason: z.string().nullable(),
  /** ISO instant: the end (excluded) of the 14-day edit window. */
  editableUntil: z.string(),
  canEdit: z.boolean(),
});
export type TOwnReview = z.infer<typeof ZOwnReview>;

const ZReviewEligibility = z.discriminatedUnion('eligible', [
  z.object({ eligible: z.literal(true) }),
  z.object({
    eligible: z.literal(false),
    reason: z.enum(['cancelled', 'not_paid', 'trip_not_ended']),
    message: z.string(),
  }),
]);

/** The review page's state: the booking being reviewed, whether it may be, and the review already written. */
const ZReviewFormState = z.object({
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    /** The tour's title in its own language, `tourContentLanguage`; the page shows the reader's (tourTitleIn). */
    tourContentLanguage: z.enum(LANGUAGES),
    tourTitle: z.string(),
    /** The title in the other language, when the tour has a translation. */
    tourTitleTranslation: z.string().nullable(),
    tourSlug: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** 'YYYY-MM': the month of travel the review will carry. */
    travelMonth: z.string(),
    /** Who the review is signed as ('Ada T.'). */
    authorName: z.string(),
  }),
  eligibility: ZReviewEligibility,
  review: ZOwnReview.nullable(),
  /** After a submit or an edit: the sentence to show ('published' or 'waits for a moderator'). */
  message: z.string().nullable(),
});
export type TReviewFormState = z.infer<typeof ZReviewFormState>;

/** The private link's page (404 'This review link is not valid or has expired.' for an unknown or expired link). */
export const getReviewFormByLink = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/by-link/:token',
  params: ZReviewLinkParams,
  response: ZReviewFormState,
});

/**
 * 201 with the state. 403 REVIEW_NOT_ELIGIBLE with the reason's message for an unpaid, cancelled or not yet ended
 * trip; 409 when the booking already has its review (one per booking, even under concurrent submissions).
 */
export const submitReviewByLink = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/by-link/:token',
  params: ZReviewLinkParams,
  body: ZReviewForm,
  response: ZReviewFormState,
});

/** Edits the review within 14 days of writing it (409 after, or for a hidden review); the rules run again. */
export const editReviewByLink = defineEndpoint({
  method: 'PUT',
  path: '/api/reviews/by-link/:token',
  params: ZReviewLinkParams,
  body: ZReviewForm,
  response: ZReviewFormState,
});

/**
 * 201. Multipart with one `file` (JPEG, PNG or WebP, 5 MB), checked by its bytes and re-encoded like tour images;
 * the answer's id goes into the form's `photoIds`. Only for a booking that may be reviewed.
 */
export const uploadReviewPhotoByLink = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/by-link/:token/photos',
  params: ZReviewLinkParams,
  multipart: ZReviewPhotoUploadFields,
  response: ZReviewPhoto,
});

/** The same as the link's page, for the signed-in owner of the booking (404 for anyone else's). */
export const getOwnBookingReview = defineEndpoint({
  method: 'GET',
  path: '/api/account/bookings/:bookingId/review',
  params: ZBookingIdParams,
  response: ZReviewFormState,
});

export const submitOwnBookingReview = defineEndpoint({
  method: 'POST',
  path: '/api/account/bookings/:bookingId/review',
  params: ZBookingIdParams,
  body: ZReviewForm,
  response: ZReviewFormState,
});

export const editOwnBookingReview = defineEndpoint({
  method: 'PUT',
  path: '/api/account/bookings/:bookingId/review',
  params: ZBookingIdParams,
  body: ZReviewForm,
  response: ZReviewFormState,
});

export const uploadOwnBookingReviewPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/account/bookings/:bookingId/review/photos',
  params: ZBookingIdParams,
  multipart: ZReviewPhotoUploadFields,
  response: ZReviewPhoto,
});

/**
 * A review photo's bytes (public, cacheable): served while its review is published, or before it is attached to
 * one (its uploader's preview). A photo of a hidden or waiting review answers 404.
 */
export const getReviewPhotoFile = defineEndpoint({
  method: 'GET',
  path: '/api/review-photos/:photoId',
  params: ZReviewPhotoParams,
  response: null,
});

const ZSubRatingAverage = z.object({ average: z.number(), count: z.number() }).nullable();

/** The Reviews section's head: the figures of every published review of the tour (filters do not change it). */
const ZTourReviewsSummary = z.object({
  /** One decimal; equal to the tour's `rating`. 0 without reviews. */
  average: z.number(),
  /** Published reviews; equal to the tour's `reviewsCount`. */
  count: z.number(),
  /** The spec's rating buckets (3-admin.md section 9), 5 stars first, every bucket present. */
  distribution: z.array(
    z.object({ stars: z.union(RATING_BUCKETS.map((stars) => z.literal(stars))), count: z.number() }),
  ),
  /** Each sub-rating's average (one decimal) over the reviews that gave one; null when none did. */
  subRatings: z.object({
    guide: ZSubRatingAverage,
    organisation: ZSubRatingAverage,
    value: ZSubRatingAverage,
    accommodation: ZSubRatingAverage,
  }),
});
export type TTourReviewsSummary = z.infer<typeof ZTourReviewsSummary>;

const ZTourReviewsPage = z.object({
  summary: ZTourReviewsSummary,
  items: z.array(ZPublicReview),
  /** Reviews matching the filters. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TTourReviewsPage = z.infer<typeof ZTourReviewsPage>;

/** A published tour's published reviews (404 for an unknown slug, 410 for a tour taken down), replies included. */
export const listTourReviews = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/reviews',
  params: ZSlugParams,
  query: ZTourReviewsQuery,
  response: ZTourReviewsPage,
});

/** 202 with a thank-you, whoever reports (rate-limited); the review joins the moderation queue. Published reviews only. */
export const reportReview = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:reviewId/report',
  params: ZReviewIdParams,
  body: ZReviewReportRequest,
  response: ZMessage,
});

const ZOperatorReview = ZPublicReview.extend({ tour: z.object({ title: z.string(), slug: z.string() }) });
export type TOperatorReview = z.infer<typeof ZOperatorReview>;

/** The published reviews of the signed-in operator's tours, newest first; `unanswered` keeps those without a reply. */
export const listOperatorReviews = defineEndpoint({
  method: 'GET',
  path: '/api/operator/reviews',
  query: ZReviewPageQuery.extend({ unanswered: z.enum(['true', 'false']).optional() }),
  response: z.object({
    items: z.array(ZOperatorReview),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

/**
 * 201. The operator's one public reply to a published review of their own tour (404 for another's tour, 409 when
 * it already has one); the traveller is e-mailed.
 */
export const replyToReview = defineEndpoint({
  method: 'POST',
  path: '/api/operator/reviews/:reviewId/reply',
  params: ZReviewIdParams,
  body: ZReviewReplyRequest,
  response: z.object({ message: z.string(), reply: ZReviewReplyView }),
});

const ZReviewReportView = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});

const ZModerationItem = z.object({
  review: ZPublicReview.extend({
    status: z.enum(REVIEW_STATUSES),
    moderationReasons: z.array(z.enum(REVIEW_MODERATION_REASONS)),
  }),
  tour: z.object({ title: z.string(), slug: z.string() }),
  bookingReference: z.string(),
  /** Reports not decided yet, oldest first. */
  reports: z.array(ZReviewReportView),
});
export type TReviewModerationItem = z.infer<typeof ZModerationItem>;

/** Administrators: reviews held by the rules and published reviews with open reports, oldest first. */
export const listReviewModerationQueue = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reviews/moderation',
  query: ZReviewPageQuery,
  response: z.object({
    items: z.array(ZModerationItem),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

const ZModerationDecision = z.object({
  message: z.string(),
  review: z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }),
  /** The tour's figures as recomputed in the decision's transaction. */
  tour: z.object({ rating: z.number(), reviewsCount: z.number() }),
});
export type TReviewModerationDecision = z.infer<typeof ZModerationDecision>;

/** Publishes a held review, or keeps a reported one published and closes its reports; audited. 409 if nothing waits. */
export const publishReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:reviewId/publish',
  params: ZReviewIdParams,
  response: ZModerationDecision,
});

/** Hides a review with a reason (closing its reports); audited; the rating is recomputed. 409 if already hidden. */
export const hideReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:reviewId/hide',
  params: ZReviewIdParams,
  body: ZHideReviewRequest,
  response: ZModerationDecision,
});
