/**
 * Rules of the booking form (/tours/{slug}/book) and the review page (/tours/{slug}/payment) that do
 * not depend on a screen (1-traveller.md sections 2, 4 and 5).
 */
import type { TBookingGuest } from './booking-form';
import { MAX_GUESTS, MIN_GUESTS } from './pricing';

/** A guests query value as a count within 1..10; missing or unreadable is 1. */
export function guestsFromQuery(value: string | null | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed)) return MIN_GUESTS;
  return Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, parsed));
}

/** '/tours/{slug}/book?dateId={id}&guests={n}': the booking form, also the return URL after sign-in. */
export function bookingFormPath(slug: string, dateId: string, guests: number): string {
  const query = new URLSearchParams({ dateId, guests: String(guests) });
  return `/tours/${encodeURIComponent(slug)}/book?${query.toString()}`;
}

export function emptyGuest(email = ''): TBookingGuest {
  return {
    firstName: '',
    lastName: '',
    email,
    phone: '',
    dateOfBirth: '',
    nationality: '',
    passportNumber: '',
    passportExpiry: '',
    dietaryRequirements: '',
    specialRequests: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
  };
}

/**
 * The guest blocks for a new count: blocks are added or removed at the end, so what was typed into the
 * first ones stays (1-traveller.md section 4, Booking form steps).
 */
export function resizeGuests<TGuest>(guests: readonly TGuest[], count: number, makeGuest: () => TGuest): TGuest[] {
  if (count <= guests.length) return guests.slice(0, Math.max(0, count));
  return [...guests, ...Array.from({ length: count - guests.length }, makeGuest)];
}

/**
 * The departure a review-page `date` query names: a date id, or else a start date ('YYYY-MM-DD'),
 * matched against the tour's available dates (1-traveller.md section 5, Review page).
 */
export function matchTourDate<TDate extends { id: string; startDate: string }>(
  dates: readonly TDate[],
  query: string | null | undefined,
): TDate | null {
  const wanted = query?.trim();
  if (!wanted) return null;
  return (
    dates.find((date) => date.id === wanted) ?? dates.find((date) => date.startDate.slice(0, 10) === wanted) ?? null
  );
}

/** '/booking-confirmation?payment_intent=…&session_id=…&payment_method=card': where the review page goes after paying. */
export function reviewConfirmationPath(paymentIntentId: string, sessionId: string): string {
  const query = new URLSearchParams({ payment_intent: paymentIntentId, session_id: sessionId, payment_method: 'card' });
  return `/booking-confirmation?${query.toString()}`;
}
