import { DEFAULT_TOUR_PAGE_GUESTS, MAX_GUESTS, MIN_GUESTS } from './pricing';

/**
 * How the tour page fits the guests to the seats (issue 12 item 7): the date chosen on load has room
 * for the default guests, and the guest selector never offers more than the chosen date has left.
 */
type TSeats = { availableSpots: number };

/** A sold-out departure cannot be chosen. */
export function isDateSelectable(date: TSeats): boolean {
  return date.availableSpots > 0;
}

/**
 * The date selected on load: the first departure (in the order given, by start date) with room for
 * `guests`; when none has, the first with any spot left; null when every departure is sold out.
 */
export function initialTourDate<T extends TSeats>(
  dates: readonly T[],
  guests: number = DEFAULT_TOUR_PAGE_GUESTS,
): T | null {
  return dates.find((date) => date.availableSpots >= guests) ?? dates.find(isDateSelectable) ?? null;
}

/** The most guests the selector offers: the date's spots left, never more than 10 nor fewer than 1. */
export function guestLimitFor(date: TSeats | null): number {
  if (!date) return MAX_GUESTS;
  return Math.max(MIN_GUESTS, Math.min(MAX_GUESTS, Math.trunc(date.availableSpots)));
}

/** Guests brought within 1..the date's limit (a date with fewer spots than guests lowers the count). */
export function fitGuestsToDate(guests: number, date: TSeats | null): number {
  if (!Number.isFinite(guests)) return MIN_GUESTS;
  return Math.min(guestLimitFor(date), Math.max(MIN_GUESTS, Math.trunc(guests)));
}

export type TSeatsLeft =
  | { kind: 'sold-out' }
  /** Fewer spots than the 10 guests a booking may have: they are what limits the selector. */
  | { kind: 'few'; spots: number }
  | { kind: 'plenty'; spots: number };

/** What the page says about a date's spots: sold out, only a few (fewer than 10), or plenty. */
export function seatsLeftOf(date: TSeats): TSeatsLeft {
  const spots = Math.max(0, Math.trunc(date.availableSpots));
  if (spots === 0) return { kind: 'sold-out' };
  return spots < MAX_GUESTS ? { kind: 'few', spots } : { kind: 'plenty', spots };
}
