import { z } from 'zod';
import { BOOKING_SESSION_MESSAGES } from './booking-session';
import { MAX_GUESTS, MIN_GUESTS } from './pricing';

/** Book Now's guest count out of range (its other messages are BOOKING_SESSION_MESSAGES'). */
export const BOOKING_SESSION_REQUEST_MESSAGES = {
  guestsRange: `Guests must be between ${MIN_GUESTS} and ${MAX_GUESTS}`,
} as const;

// Apart from booking-session.ts, whose constants and texts the tour page loads without zod.
/** POST /api/booking-sessions: Book Now on the tour page. Children and infants start at 0. */
export const ZCreateBookingSessionRequest = z.object({
  tourDateId: z.uuid(BOOKING_SESSION_MESSAGES.tourDateNotFound),
  guests: z.coerce
    .number()
    .int()
    .min(MIN_GUESTS, BOOKING_SESSION_REQUEST_MESSAGES.guestsRange)
    .max(MAX_GUESTS, BOOKING_SESSION_REQUEST_MESSAGES.guestsRange),
});
export type TCreateBookingSessionRequest = z.infer<typeof ZCreateBookingSessionRequest>;
