import {
  effectiveDiscountPercent,
  MAX_GUESTS,
  MIN_GUESTS,
  priceBooking,
  type TPriceBreakdown,
  type TTourDate,
} from '@tour/shared';

/** Guests on the tour page stay within 1..10 whatever is typed or clicked. */
export function clampGuests(value: number): number {
  if (!Number.isFinite(value)) return MIN_GUESTS;
  return Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.trunc(value)));
}

/** The date selected on load: the first departure (by start date) that still has a spot. */
export function firstBookableDate(dates: readonly TTourDate[]): TTourDate | null {
  return dates.find((date) => date.availableSpots > 0) ?? null;
}

/** Date price × guests less the discount (the departure's own, else the tour's). */
export function quoteDeparture(date: TTourDate, tourDiscountPercent: number | null, guests: number): TPriceBreakdown {
  return priceBooking(date.price, guests, effectiveDiscountPercent(date.discountPercent, tourDiscountPercent));
}

export type TBookingBlocker = { reason: 'no-date' } | { reason: 'not-enough-spots'; spots: number } | null;

/** Why Book Now cannot go ahead yet, or null when it can. */
export function bookingBlockerOf(date: TTourDate | null, guests: number): TBookingBlocker {
  if (!date) return { reason: 'no-date' };
  if (guests > date.availableSpots) return { reason: 'not-enough-spots', spots: date.availableSpots };
  return null;
}
