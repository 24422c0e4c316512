/**
 * The tour as the preview shows it: the draft's form read once into plain values (amounts in the
 * currency's minor unit, lists without empty entries, days and images in order). The tabs and the
 * summary (print, PDF, HTML) read this and nothing else.
 */

export type TPreviewFlight = {
  airline: string;
  airlineCode: string | null;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  /** Airport-local wall time, as entered ('2026-09-01T10:30:00+07:00' or '2026-09-01T10:30'). */
  departureDateTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalDateTime: string;
  duration: string | null;
};

export type TPreviewDate = {
  startDate: string;
  /** Listed price per person, minor units, before the discount. */
  price: number;
  currency: string;
  availableSpots: number;
  outbound: TPreviewFlight | null;
  return: TPreviewFlight | null;
};

export type TPreviewActivity = { time: string | null; description: string };

export type TPreviewDay = { dayNumber: number; title: string; activities: TPreviewActivity[] };

export type TPreviewMealPlan = {
  dayNumber: number;
  schedule: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};

export type TPreviewHotel = {
  name: string;
  description: string;
  rating: string;
  amenities: string[];
  checkIn: string;
  checkOut: string;
  roomType: string;
  website: string | null;
};

export type TPreviewImage = { url: string; order: number };

export type TPreviewTour = {
  sku: string | null;
  companyName: string | null;
  title: string;
  slug: string;
  description: string;
  location: string;
  country: string;
  category: string;
  /** Base price per person, minor units, before the discount. */
  price: number;
  /** The tour's discount in percent (an amount discount already turned into its percentage); 0 for none. */
  discountPercent: number;
  currency: string;
  durationDays: number;
  totalQuota: number;
  thumbnailUrl: string | null;
  /** By order; order 0 is the primary image. */
  images: TPreviewImage[];
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  itineraryDays: TPreviewDay[];
  mealPlans: TPreviewMealPlan[];
  hotels: TPreviewHotel[];
  dates: TPreviewDate[];
};
