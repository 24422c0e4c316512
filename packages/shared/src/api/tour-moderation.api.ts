import { z } from 'zod';
import { CANCELLATION_POLICY_CODES } from '../cancellation-policy';
import { LANGUAGES } from '../languages';
import { ZTourContentTranslation } from '../tour-submission/translation';
import type {
  TStoredFlight,
  TStoredHotel,
  TStoredItineraryDay,
  TStoredMealPlan,
} from '../tour-submission/draft-from-pending';
import { TOUR_CONTENT_FIELDS } from '../tour-edit';
import { SUBMISSION_DIFF_SECTIONS, type TSubmissionChange } from '../tour-submission/submission-diff';
import {
  ZPendingTourParams,
  ZRejectPendingTourRequest,
  ZRequestTourChangesRequest,
  ZReviewQueueQuery,
} from '../tour-moderation';
import { defineEndpoint } from './endpoint';

/** The administrator's pending tours (3-admin.md sections 2, 7 and 8; DESIGN decisions 21 and 22). Admins only. */

const ZSubmissionEventKind = z.enum(['submitted', 'resubmitted', 'approved', 'rejected', 'changes_requested']);
export type TSubmissionEventKind = z.infer<typeof ZSubmissionEventKind>;

/** One entry of a submission's history (DESIGN decision 22). */
export const ZSubmissionEvent = z.object({
  kind: ZSubmissionEventKind,
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TSubmissionEvent = z.infer<typeof ZSubmissionEvent>;

/** One line of the list: what the Pending Tours page shows before the preview opens. */
const ZPendingTourListItem = z.object({
  id: z.string(),
  /** Set for a revision of a live tour (DESIGN decision 37): approving it changes that tour's content. */
  revisionOfTourId: z.string().nullable(),
  title: z.string(),
  sku: z.string().nullable(),
  slug: z.string(),
  companyName: z.string().nullable(),
  location: z.string(),
  country: z.string(),
  category: z.string(),
  duration: z.string(),
  durationDays: z.number(),
  price: z.number(),
  currency: z.string(),
  discountPercentage: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  submittedAt: z.string(),
  submittedBy: z.object({ id: z.string().nullable(), username: z.string().nullable(), email: z.string().nullable() }),
  /** Sent in again after changes were requested: its preview shows what changed. */
  resubmitted: z.boolean(),
  /** The administrator's decision for the decided tabs (when, who, the note or reason); null while pending. */
  decision: z.object({ at: z.string(), by: z.string().nullable(), note: z.string().nullable() }).nullable(),
});
export type TPendingTourListItem = z.infer<typeof ZPendingTourListItem>;

/** A departure's flight as the submission stored it: airport-local times as entered. */
const ZPendingFlight = z.object({
  airline: z.string(),
  airlineCode: z.string().nullable().optional(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  departureCode: z.string(),
  departureDateTime: z.string(),
  arrivalAirport: z.string(),
  arrivalCode: z.string(),
  arrivalDateTime: z.string(),
  duration: z.string().nullable().optional(),
}) satisfies z.ZodType<TStoredFlight>;
export type TPendingFlightView = z.infer<typeof ZPendingFlight>;

const ZPendingItineraryDay = z.object({
  dayNumber: z.number(),
  title: z.string(),
  /** A legacy day's single activity. */
  description: z.string().nullable().optional(),
  time: z.string().nullable().optional(),
  activities: z.array(z.object({ time: z.string().nullable().optional(), description: z.string() })),
}) satisfies z.ZodType<TStoredItineraryDay>;

const ZPendingMealPlan = z.object({
  dayNumber: z.number(),
  schedule: z.string(),
  breakfast: z.boolean(),
  lunch: z.boolean(),
  dinner: z.boolean(),
}) satisfies z.ZodType<TStoredMealPlan>;

const ZPendingHotel = z.object({
  name: z.string(),
  description: z.string(),
  rating: z.string(),
  amenities: z.array(z.string()),
  checkIn: z.string(),
  checkOut: z.string(),
  roomType: z.string(),
  website: z.string().nullable().optional(),
}) satisfies z.ZodType<TStoredHotel>;

const ZDiffValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field that changed since the previous submission (shared/tour-submission/submission-diff.ts). */
const ZSubmissionChange = z.object({
  section: z.enum(SUBMISSION_DIFF_SECTIONS),
  path: z.array(z.string()),
  change: z.enum(['added', 'removed', 'changed']),
  before: ZDiffValue,
  after: ZDiffValue,
}) satisfies z.ZodType<TSubmissionChange>;

/** What a resubmission changed since the submission before it; null for a first submission. */
/** A resubmission compared with the previous submission; a revision of a live tour with the live tour. */
const ZSubmissionChanges = z
  .object({
    against: z.enum(['previous_submission', 'live_tour']),
    previousSubmittedAt: z.string(),
    items: z.array(ZSubmissionChange),
  })
  .nullable();
export type TSubmissionChanges = z.infer<typeof ZSubmissionChanges>;

/** The whole record for the preview's seven tabs, with its history, oldest first. Prices in minor units. */
const ZPendingTourDetail = ZPendingTourListItem.omit({ decision: true, resubmitted: true }).extend({
  status: z.string(),
  /** The content's own language and the other one's version (issue 27, item 5): the preview shows both. */
  contentLanguage: z.enum(LANGUAGES),
  contentTranslation: ZTourContentTranslation.nullable(),
  description: z.string(),
  totalQuota: z.number(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  highlights: z.array(z.string()),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
  availableDates: z.array(
    z.object({
      startDate: z.string(),
      price: z.number(),
      currency: z.string(),
      availableSpots: z.number(),
      outbound: ZPendingFlight.nullable().optional(),
      return: ZPendingFlight.nullable().optional(),
    }),
  ),
  itineraryDays: z.array(ZPendingItineraryDay),
  mealPlans: z.array(ZPendingMealPlan),
  hotels: z.array(ZPendingHotel),
  tourImages: z.array(z.object({ url: z.string(), order: z.number(), altText: z.string().nullable().optional() })),
  publishedTourId: z.string().nullable(),
  history: z.array(ZSubmissionEvent),
  changes: ZSubmissionChanges,
  /** For a revision: the live tour and the content fields the revision changes on it. */
  revisionOf: z
    .object({ tourId: z.string(), slug: z.string(), title: z.string(), changes: z.array(z.enum(TOUR_CONTENT_FIELDS)) })
    .nullable(),
});
export type TPendingTourDetail = z.infer<typeof ZPendingTourDetail>;

const ZApproveTourResponse = z.object({ tourId: z.string(), slug: z.string(), message: z.string() });
export type TApproveTourResponse = z.infer<typeof ZApproveTourResponse>;

const ZModerationResponse = z.object({ message: z.string() });
export type TModerationResponse = z.infer<typeof ZModerationResponse>;

/** One tab of the review queue: awaiting review newest submitted first, the decided ones newest decision first. */
export const listPendingTours = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pending-tours',
  query: ZReviewQueueQuery,
  response: z.object({ items: z.array(ZPendingTourListItem) }),
});

export const getPendingTour = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pending-tours/:id',
  params: ZPendingTourParams,
  response: ZPendingTourDetail,
});

/** Publishes the tour through the one tour-graph writer; 409 once someone else has decided. */
export const approvePendingTour = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pending-tours/:id/approve',
  params: ZPendingTourParams,
  response: ZApproveTourResponse,
});

export const rejectPendingTour = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pending-tours/:id/reject',
  params: ZPendingTourParams,
  body: ZRejectPendingTourRequest,
  response: ZModerationResponse,
});

/** Sends the tour back to its operator with a note (decision 22). */
export const requestTourChanges = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pending-tours/:id/request-changes',
  params: ZPendingTourParams,
  body: ZRequestTourChangesRequest,
  response: ZModerationResponse,
});
