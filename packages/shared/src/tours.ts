import type { TPerPersonPrice } from './pricing';

export const TOUR_PAGE_SIZE = 12;

/** Shown on a tour page and given by Book Now while the operator's licence has expired (decision 25). */
export const BOOKINGS_PAUSED_MESSAGE =
  "This operator's licence has expired; new bookings are paused until it is renewed.";

export type TTourCard = {
  id: string;
  slug: string;
  title: string;
  location: string;
  country: string;
  thumbnailUrl: string | null;
  price: number;
  currency: string;
  discountPercentage: number | null;
  durationDays: number;
  durationLabel: string;
  rating: number;
  reviewsCount: number;
  isRecommended: boolean;
  hotelStars: number;
  companyName: string | null;
  companyLogoUrl: string | null;
  companyVerified: boolean;
  firstDepartureDate: string | null;
  lastReturnDate: string | null;
  /**
   * The price per person the card shows (decision 14): the lowest after discount over the upcoming
   * departures (those with seats for the search's travellers when any have them), else the tour's own.
   */
  perPersonPrice: TPerPersonPrice;
};

export type TTourListResponse = { items: TTourCard[]; page: number; pageSize: number; total: number };

export type TTourDate = {
  id: string;
  startDate: string;
  endDate: string;
  price: number;
  currency: string;
  availableSpots: number;
  discountPercent: number | null;
  label: string | null;
};

export type TTourDetail = TTourCard & {
  description: string | null;
  category: string | null;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  cancellationPolicy: string | null;
  isAllInclusive: boolean;
  dates: TTourDate[];
  /** The operator's licence has expired: the tour takes no new bookings (DESIGN decision 25). */
  bookingsPaused: boolean;
};

export type TTourImage = { id: string; url: string; altText: string | null; displayOrder: number };
export type TItineraryItem = {
  id: string;
  dayNumber: number;
  title: string;
  time: string | null;
  description: string | null;
};
export type TMealPlan = {
  id: string;
  dayNumber: number;
  schedule: string | null;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};
export type THotel = {
  id: string;
  name: string;
  rating: string;
  description: string | null;
  amenities: string[];
  checkInTime: string | null;
  checkOutTime: string | null;
  roomType: string | null;
  website: string | null;
};
export type TFlight = {
  id: string;
  isOutbound: boolean;
  airline: string;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  /** The departure airport's wall time with its UTC offset, '2026-09-01T10:30:00+07:00' (decision 18). */
  departureTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  /** The arrival airport's wall time with its UTC offset. */
  arrivalTime: string;
  duration: string | null;
};

export const FEATURED_DESTINATIONS = ['Santorini', 'Bali', 'Kyoto', 'Venice'] as const;
export type TDestinationCount = { name: string; tourCount: number };

/** Itinerary titles like 'Day 2: Reef - Activity 1' share one day heading without the suffix. */
export function dayHeadingOf(title: string): string {
  return title.replace(/\s+-\s+Activity\s+\d+\s*$/i, '');
}

/** The longest slug a tour may have (the wizard's title limit keeps slugs well below it). */
export const SLUG_MAX_LENGTH = 200;
/**
 * A URL path parameter is measured percent-encoded: a Thai letter is 9 characters there (3 UTF-8
 * bytes), any character at most 12. The router's limit admits the longest slug in any script.
 */
export const MAX_ENCODED_PARAM_LENGTH = SLUG_MAX_LENGTH * 12;
