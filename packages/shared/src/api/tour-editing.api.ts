import { z } from 'zod';
import { CANCELLATION_POLICY_CODES } from '../cancellation-policy';
import {
  TOUR_CONTENT_FIELDS,
  TOUR_INVENTORY_FIELDS,
  type TTourEditFlight,
  type TTourEditRequest,
  ZSaveTourEditDraftRequest,
  ZTourEditDraftData,
  ZTourEditParams,
  ZTourEditRequest,
} from '../tour-edit';
import {
  HOTEL_AMENITIES,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
} from '../tour-submission/constants';
import { LANGUAGES } from '../languages';
import type { TTourTranslationContent } from '../tour-submission/translation';
import { defineEndpoint } from './endpoint';

/**
 * /edit-tour/{slug}'s API (2-operator.md sections 4 to 7; DESIGN decisions 10, 20 and 23). Operators their
 * own tours, administrators any; the others are told TOUR_EDIT_MESSAGES.noPermission.
 */

/** A flight as loaded: airport-local wall times with their offset (DESIGN decision 18), '' for none. */
const ZLoadedFlight = z.object({
  airline: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  departureCode: z.string(),
  departureDateTime: z.string(),
  arrivalAirport: z.string(),
  arrivalCode: z.string(),
  arrivalDateTime: z.string(),
  duration: z.string(),
}) satisfies z.ZodType<TTourEditFlight>;

/**
 * The tour's parts in the request's shape, as stored: not checked against the edit rules (a tour saved
 * before a rule tightened still opens, and the screen shows what to fix).
 */
const ZLoadedTranslationDay = z.object({
  dayNumber: z.number(),
  title: z.string(),
  activities: z.array(z.object({ description: z.string() })),
});

const ZLoadedTranslation = z.object({
  title: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itineraryDays: z.array(ZLoadedTranslationDay),
}) satisfies z.ZodType<TTourTranslationContent>;

const ZLoadedForm = z.object({
  contentLanguage: z.enum(LANGUAGES),
  translation: ZLoadedTranslation.nullable(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  companyName: z.string(),
  category: z.enum(TOUR_FORM_CATEGORIES),
  discountPercentage: z.number().nullable(),
  currency: z.enum(TOUR_CURRENCIES),
  totalQuota: z.number(),
  thumbnailUrl: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  highlights: z.array(z.string()),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
  images: z.array(z.string()),
  itineraryDays: z.array(
    z.object({
      dayNumber: z.number(),
      title: z.string(),
      activities: z.array(z.object({ time: z.string(), description: z.string() })),
    }),
  ),
  mealPlans: z.array(
    z.object({
      dayNumber: z.number(),
      schedule: z.string(),
      breakfast: z.boolean(),
      lunch: z.boolean(),
      dinner: z.boolean(),
    }),
  ),
  hotels: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      rating: z.enum(TOUR_HOTEL_RATINGS),
      amenities: z.array(z.enum(HOTEL_AMENITIES)),
      checkIn: z.string(),
      checkOut: z.string(),
      roomType: z.enum(TOUR_ROOM_TYPES),
      website: z.string(),
    }),
  ),
}) satisfies z.ZodType<Omit<TTourEditRequest, 'dates'>>;

/** A departure as loaded, with what limits its edit: seats sold (bookings not cancelled) and held (active holds). */
const ZTourEditDate = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price: z.number(),
  currency: z.string(),
  /** Capacity: seats on sale plus sold plus held. */
  availableSpots: z.number(),
  seatsSold: z.number(),
  seatsHeld: z.number(),
  outbound: ZLoadedFlight.nullable(),
  return: ZLoadedFlight.nullable(),
});
export type TTourEditDate = z.infer<typeof ZTourEditDate>;

/** The tour as the edit screen loads it (section 4, "Edit tour"). */
const ZTourEditResponse = z.object({
  id: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  durationDays: z.number(),
  /** When the tour was last changed (ISO): an edit draft records the one its edits began from. */
  updatedAt: z.string(),
  canEditAdminFields: z.boolean(),
  /**
   * The content as this user edits it: the tour's, or, for the operator with an open revision, the revision's
   * (their next save builds on what waits for review).
   */
  form: ZLoadedForm,
  dates: z.array(ZTourEditDate),
  /** The tour's open revision (DESIGN decision 37): content changes waiting for an administrator. */
  revision: z
    .object({
      id: z.string(),
      status: z.enum(['pending', 'changes_requested']),
      submittedAt: z.string(),
      /** The content fields it changes against the live tour. */
      changes: z.array(z.enum(TOUR_CONTENT_FIELDS)),
      /** The administrator's note when changes were requested. */
      note: z.string().nullable(),
    })
    .nullable(),
});
export type TTourEditResponse = z.infer<typeof ZTourEditResponse>;

/** The caller's draft for the tour (DESIGN decision 20). */
const ZTourEditDraft = z.object({
  data: ZTourEditDraftData,
  version: z.number(),
  updatedAt: z.string(),
  baseUpdatedAt: z.string().nullable(),
  /** The tour was saved (by another session or an administrator) after the edits began. */
  tourChangedSince: z.boolean(),
});
export type TTourEditDraft = z.infer<typeof ZTourEditDraft>;

/** 401 signed out, 403 wrong role, 404 not found or not theirs. */
export const getTourForEdit = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/edit',
  params: ZTourEditParams,
  response: ZTourEditResponse,
});

/** Save All Changes, in one transaction (decision 10). */
export const saveTourEdit = defineEndpoint({
  method: 'PUT',
  path: '/api/tours/:slug/edit',
  params: ZTourEditParams,
  body: ZTourEditRequest,
  response: z.object({
    message: z.string(),
    slug: z.string(),
    /** What travellers see now: inventory always, content when an administrator saved it. */
    applied: z.array(z.enum([...TOUR_CONTENT_FIELDS, ...TOUR_INVENTORY_FIELDS])),
    /** Content changes an operator saved: in the tour's revision, waiting for approval. */
    inReview: z.array(z.enum(TOUR_CONTENT_FIELDS)),
  }),
});

/** The user's unsaved edits of the tour; `draft` null when there are none (opening the screen fails no request). */
export const getTourEditDraft = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/edit/draft',
  params: ZTourEditParams,
  response: z.object({ draft: ZTourEditDraft.nullable() }),
});

/**
 * The draft at its next version; `version` null creates it. 409 with `fields.version` when another window
 * saved (or created) it since; 404 when it was deleted meanwhile.
 */
export const saveTourEditDraft = defineEndpoint({
  method: 'PUT',
  path: '/api/tours/:slug/edit/draft',
  params: ZTourEditParams,
  body: ZSaveTourEditDraftRequest,
  response: ZTourEditDraft,
});

/** Discard changes: 204; 404 when there was none. */
export const discardTourEditDraft = defineEndpoint({
  method: 'DELETE',
  path: '/api/tours/:slug/edit/draft',
  params: ZTourEditParams,
  response: null,
});
