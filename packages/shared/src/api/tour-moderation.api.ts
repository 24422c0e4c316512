import { z } from 'zod';
import type {
  TStoredFlight,
  TStoredHotel,
  TStoredItineraryDay,
  TStoredMealPlan,
} from '../tour-submission/draft-from-pending';
import { TOUR_CONTENT_FIELDS } from '../tour-edit';
import { ZPendingTourParams, ZRejectPendingTourRequest, ZRequestTourChangesRequest } from '../tour-moderation';
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
  submittedBy: z.object({ id: z.string(), username: z.string().nullable(), email: z.string().nullable() }),
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

/** The whole record for the preview's seven tabs, with its history, oldest first. Prices in minor units. */
const ZPendingTourDetail = ZPendingTourListItem.extend({
  status: z.string(),
  description: z.string(),
  totalQuota: z.number(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  highlights: z.array(z.string()),
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

/** Awaiting review, newest submitted first. */
export const listPendingTours = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pending-tours',
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
