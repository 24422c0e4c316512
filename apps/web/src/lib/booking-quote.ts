import { departureBookingPrice, MAX_GUESTS, MIN_GUESTS, type TPriceBreakdown, type TTourDate } from '@tour/shared';

/** Guests on the tour page stay within 1..10 whatever is typed or clicked. */
export function clampGuests(value: number): number {
  if (!Number.isFinite(value)) return MIN_GUESTS;
  return Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.trunc(value)));
}

/** The date selected on load: the first departure (by start date) that still has a spot. */
export function firstBookableDate(dates: readonly TTourDate[]): TTourDate | null {
  return dates.find((date) => date.availableSpots > 0) ?? null;
}

/**
 * What booking the departure for `guests` costs (tour page, review page, booking form): the listed
 * price × guests less the departure's own discount, else the tour's, rounded once (decision 14).
 */
export function quoteDeparture(date: TTourDate, tourDiscountPercent: number | null, guests: number): TPriceBreakdown {
  return departureBookingPrice(date, tourDiscountPercent, guests);
}

export type TBookingBlocker = { reason: 'no-date' } | { reason: 'not-enough-spots'; spots: number } | null;

/** Why Book Now cannot go ahead yet, or null when it can. */
export function bookingBlockerOf(date: TTourDate | null, guests: number): TBookingBlocker {
  if (!date) return { reason: 'no-date' };
  if (guests > date.availableSpots) return { reason: 'not-enough-spots', spots: date.availableSpots };
  return null;
}
