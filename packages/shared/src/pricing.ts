/**
 * Money is an integer in the currency's minor unit; rounding happens here and only here.
 */

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
export const DEFAULT_TOUR_PAGE_GUESTS = 2;

/** The departure's own discount when it has one, else the tour's (DESIGN decision 5). */
export function effectiveDiscountPercent(
  dateDiscount: number | null | undefined,
  tourDiscount: number | null | undefined,
) {
  return dateDiscount ?? tourDiscount ?? 0;
}

export type TPriceBreakdown = { subtotal: number; discountAmount: number; total: number; discountPercent: number };

/** Price per person × guests, less the discount percent of that. */
export function priceBooking(pricePerPerson: number, guests: number, discountPercent: number): TPriceBreakdown {
  const subtotal = pricePerPerson * guests;
  const discountAmount = Math.round((subtotal * discountPercent) / 100);
  return { subtotal, discountAmount, total: subtotal - discountAmount, discountPercent };
}

/** The struck-through price on a card: price / (1 - discount/100). */
export function originalPriceBeforeDiscount(price: number, discountPercent: number | null | undefined): number | null {
  if (!discountPercent || discountPercent <= 0 || discountPercent >= 100) return null;
  return Math.round(price / (1 - discountPercent / 100));
}

export function pricePerDay(price: number, days: number): number {
  return days > 0 ? Math.round(price / days) : price;
}

/** Reads '8 nights / 9 days', '9 Days', '9' or 9 as a number of days. */
export function durationInDays(duration: string | number | null | undefined): number {
  if (typeof duration === 'number') return Math.max(0, Math.floor(duration));
  if (!duration) return 0;
  const days = /(\d+)\s*day/i.exec(duration);
  if (days) return Number(days[1]);
  const first = /\d+/.exec(duration);
  return first ? Number(first[0]) : 0;
}

export function formatDurationDays(days: number): string {
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}

/** Minor units per major unit for the currencies the product shows. */
export function minorUnitFactor(currency: string): number {
  // The currencies Intl formats without decimals; every other one has cents.
  return ['JPY', 'KRW', 'VND'].includes(currency.toUpperCase()) ? 1 : 100;
}

export function toMajorUnits(amount: number, currency: string): number {
  return amount / minorUnitFactor(currency);
}
