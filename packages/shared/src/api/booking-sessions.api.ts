import { z } from 'zod';
import { BOOKING_SESSION_MESSAGES } from '../booking-session';
import { CANCELLATION_POLICY_CODES } from '../cancellation-policy';
import { LANGUAGES } from '../languages';
import { ZTourContentTranslation } from '../tour-submission/translation';
import { ZCreateBookingSessionRequest } from '../booking-session-request';
import { TOUR_PAGE_MESSAGES } from '../tours';
import { defineEndpoint } from './endpoint';

/** Booking sessions: the server-side seat holds of Book Now (DESIGN decisions 2 and 17). */

const ZBookingSessionParams = z.object({ sessionId: z.uuid(BOOKING_SESSION_MESSAGES.notFound) });
const ZVisitorHoldsQuery = z.object({ tourId: z.uuid(TOUR_PAGE_MESSAGES.notFound) });

const ZBookingSessionView = z.object({
  id: z.string(),
  status: z.enum(['active', 'expired', 'completed', 'abandoned']),
  accountId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  tour: z.object({
    id: z.string(),
    slug: z.string(),
    /** The language of the tour's own content (title, description, highlights); issue 27, item 5. */
    contentLanguage: z.enum(LANGUAGES),
    title: z.string(),
    /** The content in the other language, when the operator gave it; checkout shows the reader's (tourContentIn). */
    translation: ZTourContentTranslation.nullable(),
    location: z.string(),
    country: z.string(),
    description: z.string().nullable(),
    durationDays: z.number(),
    highlights: z.array(z.string()),
    thumbnailUrl: z.string().nullable(),
    /** The tour's cancellation policy now; the booking copies it when it is made (DESIGN decision 31). */
    cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
  }),
  date: z.object({ id: z.string(), startDate: z.string(), endDate: z.string(), availableSpots: z.number() }),
  pricing: z.object({
    currency: z.string(),
    pricePerPerson: z.number(),
    subtotal: z.number(),
    discountPercent: z.number(),
    discountAmount: z.number(),
    total: z.number(),
  }),
});
export type TBookingSessionView = z.infer<typeof ZBookingSessionView>;
export type TBookingSessionStatus = TBookingSessionView['status'];

/** The hold: a new one (201, reused false), or the visitor's existing hold on the departure, resized (200, reused true). */
const ZStartBookingSessionResponse = ZBookingSessionView.extend({ reused: z.boolean() });
export type TStartBookingSessionResponse = z.infer<typeof ZStartBookingSessionResponse>;

const ZVisitorHold = z.object({
  sessionId: z.string(),
  tourSlug: z.string(),
  date: z.object({ id: z.string(), startDate: z.string(), endDate: z.string() }),
  guests: z.number(),
  /** The server's expiry instant (ISO); countdowns use it. */
  expiresAt: z.string(),
});
export type TVisitorHold = z.infer<typeof ZVisitorHold>;

const ZVisitorHoldsResponse = z.object({ holds: z.array(ZVisitorHold) });
export type TVisitorHoldsResponse = z.infer<typeof ZVisitorHoldsResponse>;

/** Book Now: holds the guests' seats for 30 minutes (409 'Only {n} spots available for this date'). */
export const startBookingSession = defineEndpoint({
  method: 'POST',
  path: '/api/booking-sessions',
  body: ZCreateBookingSessionRequest,
  response: ZStartBookingSessionResponse,
});

/**
 * The seats the visitor (their account, or this browser's guest cookie) holds right now on the tour's
 * departures, so the tour page can lead them back to checkout. Never cached.
 */
export const listVisitorHolds = defineEndpoint({
  method: 'GET',
  path: '/api/booking-sessions/mine',
  query: ZVisitorHoldsQuery,
  response: ZVisitorHoldsResponse,
});

/** The session as the server holds it (404 for someone else's or an unknown one). */
export const getBookingSession = defineEndpoint({
  method: 'GET',
  path: '/api/booking-sessions/:sessionId',
  params: ZBookingSessionParams,
  response: ZBookingSessionView,
});

/** The session, its expiry moved to 15 minutes from now but never past an hour from its start (410 once expired). */
export const extendBookingSession = defineEndpoint({
  method: 'POST',
  path: '/api/booking-sessions/:sessionId/extend',
  params: ZBookingSessionParams,
  response: ZBookingSessionView,
});

/** 204: the held seats go back at once. */
export const abandonBookingSession = defineEndpoint({
  method: 'POST',
  path: '/api/booking-sessions/:sessionId/abandon',
  params: ZBookingSessionParams,
  response: null,
});
