import { z } from 'zod';
import { ZCreateBookingRequest, ZUpdateBookingStatusRequest } from '../booking-form';
import { ZCancellationPolicySnapshot } from '../cancellation-policy-schemas';
import { LANGUAGES } from '../languages';
import { ZManageTokenParams } from '../manage-booking';
import { PAYMENT_REQUEST_MESSAGES } from '../payments';
import { defineEndpoint } from './endpoint';

/** Bookings: made from the booking form, read on the confirmation page, their status set by administrators. */

/** A booking named by its id; an id that is no uuid reads as a booking that cannot be shown. */
export const ZBookingIdParams = z.object({ bookingId: z.uuid(PAYMENT_REQUEST_MESSAGES.bookingNotAvailable) });
const ZBookingBySessionParams = z.object({ sessionId: z.uuid(PAYMENT_REQUEST_MESSAGES.sessionNotFound) });

/**
 * A booked tour's title in both languages (issue 27, item 5): its own, in `contentLanguage`, and the other language's
 * where the operator gave one. A traveller's screens show the reader's (tourTitleIn, tourContentIn).
 */
export const BOOKED_TOUR_TITLE = {
  /** The language of `title`, the tour's own. */
  contentLanguage: z.enum(LANGUAGES),
  title: z.string(),
  /** The title in the other language, when the tour has a translation. */
  titleTranslation: z.string().nullable(),
};

export const ZBookingConfirmation = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  /** ISO instant; set while a reservation (pay later) awaits payment. */
  paymentDeadline: z.string().nullable(),
  refundStatus: z.string().nullable(),
  /** Minor units of `currency`. */
  refundAmount: z.number().nullable(),
  cancellationReason: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  totalAmount: z.number(),
  currency: z.string(),
  numberOfGuests: z.number(),
  bookingDate: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** The cancellation policy the booking was made under (DESIGN decision 31): its terms and its refunds. */
  cancellationPolicy: ZCancellationPolicySnapshot,
  tour: z.object({
    slug: z.string(),
    ...BOOKED_TOUR_TITLE,
    location: z.string(),
    country: z.string(),
    durationDays: z.number(),
  }),
  date: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type TBookingConfirmation = z.infer<typeof ZBookingConfirmation>;

const ZCreatedBooking = z.object({ bookingId: z.string(), bookingReference: z.string() });
export type TCreatedBooking = z.infer<typeof ZCreatedBooking>;

/**
 * 201: the booking form's booking, pending until paid. 401 'You must be logged in to create a booking'
 * before any complaint about the form, 409 'Only {n} spots available for this date', 404 'Tour date not
 * found', 400 with `fields` keyed like 'guests.0.nationality'.
 */
export const createBooking = defineEndpoint({
  method: 'POST',
  path: '/api/bookings',
  body: ZCreateBookingRequest,
  response: ZCreatedBooking,
});

/** An administrator's status change, through the one transition function (409 when the table refuses it). */
export const updateBookingStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/bookings/:bookingId/status',
  params: ZBookingIdParams,
  body: ZUpdateBookingStatusRequest,
  response: z.object({ message: z.string() }),
});

/** The booking made from a booking session (its owner only). */
export const getBookingBySession = defineEndpoint({
  method: 'GET',
  path: '/api/bookings/by-session/:sessionId',
  params: ZBookingBySessionParams,
  response: ZBookingConfirmation,
});

/** The booking for its confirmation page (its owner only). */
export const getBookingConfirmation = defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/confirmation',
  params: ZBookingIdParams,
  response: ZBookingConfirmation,
});

/**
 * The booking's receipt as a PDF when money was received, its booking summary otherwise (issue 22); the
 * file name says which (`receipt-{reference}.pdf`, `booking-summary-{reference}.pdf`). Its owner (account or
 * guest browser) or an administrator who manages bookings; 404 'Booking details not available' otherwise.
 */
export const downloadBookingReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/receipt',
  params: ZBookingIdParams,
  response: null,
});

/** The same receipt or summary through the booking's private manage link (DESIGN decision 16). */
export const downloadManagedBookingReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/manage/:token/receipt',
  params: ZManageTokenParams,
  response: null,
});

const ZOwnManageLink = z.object({ href: z.string() });
export type TOwnManageLink = z.infer<typeof ZOwnManageLink>;

/**
 * A guest's "View My Bookings": a fresh private manage link (its path) for the booking its browser made, so
 * the guest lands on their booking, not on sign-in. The booking's owner only (404 otherwise).
 */
export const issueOwnManageLink = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:bookingId/manage-link',
  params: ZBookingIdParams,
  response: ZOwnManageLink,
});
