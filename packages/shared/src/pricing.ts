/**
 * The one price rule (DESIGN decision 14). A departure's listed price is per person before the discount;
 * the discount is the departure's own when set, else the tour's, and it is applied once. Money is an
 * integer in the currency's minor unit; rounding happens here and only here, once per amount shown.
 */

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
export const DEFAULT_TOUR_PAGE_GUESTS = 2;

/** What prices a departure: its listed price per person (minor units) and its own discount, if any. */
export type TPricedDeparture = { price: number; discountPercent: number | null };

/** The departure's own discount when it has one, else the tour's, else none. */
export function appliedDiscountPercent(
  departureDiscount: number | null | undefined,
  tourDiscount: number | null | undefined,
): number {
  return departureDiscount ?? tourDiscount ?? 0;
}

/** listed × guests × (1 − discount), rounded once to the minor unit (half up). */
export function bookingTotal(listedPerPerson: number, guests: number, discountPercent: number): number {
  // All three are integers, so the product is exact and the division is the only rounding step.
  return Math.round((listedPerPerson * guests * (100 - discountPercent)) / 100);
}

/** The price per person after the discount: what one guest pays. */
export function perPersonPrice(listedPerPerson: number, discountPercent: number): number {
  return bookingTotal(listedPerPerson, 1, discountPercent);
}

export type TPriceBreakdown = {
  /** The listed price per person, before the discount. */
  listedPerPerson: number;
  guests: number;
  /** listed × guests. */
  subtotal: number;
  discountPercent: number;
  /** subtotal − total: the breakdown adds up exactly, whatever the rounding of the total. */
  discountAmount: number;
  total: number;
};

/** The lines of a price breakdown: listed × guests, the discount, and the total. */
export function priceBreakdown(listedPerPerson: number, guests: number, discountPercent: number): TPriceBreakdown {
  const subtotal = listedPerPerson * guests;
  const total = bookingTotal(listedPerPerson, guests, discountPercent);
  return { listedPerPerson, guests, subtotal, discountPercent, discountAmount: subtotal - total, total };
}

/** What booking `guests` on a departure costs, with its own discount or else the tour's. */
export function departureBookingPrice(
  departure: TPricedDeparture,
  tourDiscount: number | null | undefined,
  guests: number,
): TPriceBreakdown {
  return priceBreakdown(departure.price, guests, appliedDiscountPercent(departure.discountPercent, tourDiscount));
}

/** A price per person as a card shows it: after the discount, with the listed price struck through. */
export type TPerPersonPrice = {
  /** The listed price per person; struck through when `discountPercent` is above 0. */
  listedPrice: number;
  discountPercent: number;
  /** listed × (1 − discount), rounded once. */
  price: number;
  /** Several departures are summarised: the price reads "From". */
  isFrom: boolean;
};

/** One departure's (or a tour's own) price per person. */
export function departurePerPersonPrice(
  departure: TPricedDeparture,
  tourDiscount: number | null | undefined,
): TPerPersonPrice {
  const discountPercent = appliedDiscountPercent(departure.discountPercent, tourDiscount);
  return {
    listedPrice: departure.price,
    discountPercent,
    price: perPersonPrice(departure.price, discountPercent),
    isFrom: false,
  };
}

/** An upcoming departure as a tour card sees it. */
export type TScheduledDeparture = TPricedDeparture & { startDate: string; availableSpots: number };

/**
 * A tour card's price per person: the lowest over the upcoming departures a search asks for (starting on
 * or after `from`, with `seats` left), over all upcoming ones when none of those has the seats, and the
 * tour's own listed price and discount when it has no upcoming departure. The lowest after each departure's
 * discount wins (the earliest listed on a tie), with its listed price struck through; "From" when several
 * departures were summarised.
 */
export function tourCardPrice(input: {
  departures: readonly TScheduledDeparture[];
  tourPrice: number;
  tourDiscount: number | null;
  from: string;
  seats: number;
}): TPerPersonPrice {
  // One pass and no copies: the catalogue's search works this out for thousands of tours per request.
  let lowestWanted: TScheduledDeparture | null = null;
  let lowestWantedPrice = Number.POSITIVE_INFINITY;
  let wanted = 0;
  let lowest: TScheduledDeparture | null = null;
  let lowestPrice = Number.POSITIVE_INFINITY;
  for (const departure of input.departures) {
    const price = perPersonPrice(
      departure.price,
      appliedDiscountPercent(departure.discountPercent, input.tourDiscount),
    );
    if (price < lowestPrice) [lowest, lowestPrice] = [departure, price];
    if (departure.startDate >= input.from && departure.availableSpots >= input.seats) {
      wanted += 1;
      if (price < lowestWantedPrice) [lowestWanted, lowestWantedPrice] = [departure, price];
    }
  }
  const [chosen, summarised] = lowestWanted ? [lowestWanted, wanted] : [lowest, input.departures.length];
  if (!chosen) return departurePerPersonPrice({ price: input.tourPrice, discountPercent: null }, input.tourDiscount);
  return { ...departurePerPersonPrice(chosen, input.tourDiscount), isFrom: summarised > 1 };
}

/** A date 'YYYY-MM-DD' as the number YYYYMMDD: the same order, compared without strings. */
export function dayKeyOf(date: string): number {
  return Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

/** Numbers per departure in packed departures: its start (dayKeyOf), seats left and price per person. */
const PACKED_STRIDE = 3;

/**
 * A tour's upcoming departures, in their order (by start), packed into numbers for a search that prices thousands
 * of tours per request: tourCardPrice's rule without objects or strings. The functions below read a range
 * `[start, end)` of such cells, so that many tours' departures can share one array. `fallbackPrice` is the card's
 * price when no departure is in scope: the lowest of all departures, else the tour's own.
 */
export type TPackedDepartures = { cells: Float64Array; fallbackPrice: number };

export function packDepartures(input: {
  departures: readonly TScheduledDeparture[];
  tourPrice: number;
  tourDiscount: number | null;
}): TPackedDepartures {
  const cells = new Float64Array(input.departures.length * PACKED_STRIDE);
  let fallbackPrice = perPersonPrice(input.tourPrice, appliedDiscountPercent(null, input.tourDiscount));
  input.departures.forEach((departure, index) => {
    const at = index * PACKED_STRIDE;
    const price = perPersonPrice(
      departure.price,
      appliedDiscountPercent(departure.discountPercent, input.tourDiscount),
    );
    cells[at] = dayKeyOf(departure.startDate);
    cells[at + 1] = departure.availableSpots;
    cells[at + 2] = price;
    fallbackPrice = index === 0 ? price : Math.min(fallbackPrice, price);
  });
  return { cells, fallbackPrice };
}

/** The lowest price per person of the departures in cells [start, end) from `fromKey` with `seats` left; -1 if none. */
export function packedWantedPrice(
  cells: Float64Array,
  start: number,
  end: number,
  fromKey: number,
  seats: number,
): number {
  let lowest = -1;
  for (let at = start; at < end; at += PACKED_STRIDE) {
    if ((cells[at] as number) >= fromKey && (cells[at + 1] as number) >= seats) {
      const price = cells[at + 2] as number;
      if (lowest === -1 || price < lowest) lowest = price;
    }
  }
  return lowest;
}

/** tourCardPrice(…).price of the departures in cells [start, end), for departures from `fromKey` with `seats` left. */
export function packedCardPrice(
  cells: Float64Array,
  start: number,
  end: number,
  fallbackPrice: number,
  fromKey: number,
  seats: number,
): number {
  const wanted = packedWantedPrice(cells, start, end, fromKey, seats);
  return wanted === -1 ? fallbackPrice : wanted;
}

/** The start (dayKeyOf) of the first departure in cells [start, end) from `fromKey` with `seats` left; -1 if none. */
export function firstPackedStart(
  cells: Float64Array,
  start: number,
  end: number,
  fromKey: number,
  seats: number,
): number {
  for (let at = start; at < end; at += PACKED_STRIDE) {
    if ((cells[at] as number) >= fromKey && (cells[at + 1] as number) >= seats) return cells[at] as number;
  }
  return -1;
}

/** The last start (-1 without any departure) and the most seats of the departures in cells: what no search exceeds. */
export function packedReach(cells: Float64Array): { lastStart: number; mostSeats: number } {
  let lastStart = -1;
  let mostSeats = 0;
  for (let at = 0; at < cells.length; at += PACKED_STRIDE) {
    lastStart = Math.max(lastStart, cells[at] as number);
    mostSeats = Math.max(mostSeats, cells[at + 1] as number);
  }
  return { lastStart, mostSeats };
}

/** The price per person after the discount spread over the days, rounded once. */
export function pricePerDay(perPerson: number, days: number): number {
  return days > 0 ? Math.round(perPerson / days) : perPerson;
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
