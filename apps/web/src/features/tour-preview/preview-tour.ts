import {
  airportPlace,
  type TTourFormCategory,
  type TTourHotelRating,
  type TTourRoomType,
  isFlightLegChosen,
  minorUnitFactor,
  prepareTourSubmission,
  type TFlightLeg,
  tourFormValuesFromDraft,
  ZTourDraft,
} from '@tour/shared';

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
  rating: TTourHotelRating | '';
  amenities: string[];
  checkIn: string;
  checkOut: string;
  roomType: TTourRoomType | '';
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
  category: TTourFormCategory;
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

/** Who submits: admins type the company and location; everyone else gets theirs from the server. */
export type TSubmitterFacts = { isAdmin: boolean; companyName: string | null };

const trimmed = (items: readonly { value: string }[]) =>
  items.map((item) => item.value.trim()).filter((value) => value.length > 0);

function flightOf(leg: TFlightLeg): TPreviewFlight | null {
  if (!isFlightLegChosen(leg)) return null;
  return {
    airline: leg.airline,
    airlineCode: leg.airlineCode || null,
    flightNumber: leg.flightNumber,
    departureAirport: leg.departureAirport,
    departureCode: leg.departureCode,
    departureDateTime: leg.departureDateTime,
    arrivalAirport: leg.arrivalAirport,
    arrivalCode: leg.arrivalCode,
    arrivalDateTime: leg.arrivalDateTime,
    duration: leg.duration || null,
  };
}

/**
 * A saved draft's data as the tour that Confirm & Submit would send: the wizard's own submission
 * preparation (slug, the amount discount as a percentage, later dates' empty flights from the first
 * date), amounts in minor units and the discount in whole percent as the pending record keeps them,
 * and for non-admins the company and the place the server will set (DESIGN decision 30). Null when
 * the data is not a tour draft.
 */
export function previewTourFromDraft(data: unknown, facts: TSubmitterFacts): TPreviewTour | null {
  const draft = ZTourDraft.safeParse(data);
  if (!draft.success) return null;
  const form = prepareTourSubmission(tourFormValuesFromDraft(draft.data));
  const factor = minorUnitFactor(form.currency);
  const minor = (amount: number | null) => (amount !== null && amount > 0 ? Math.round(amount * factor) : 0);
  const place = facts.isAdmin ? null : airportPlace(form.availableDates[0]?.outbound.arrivalCode ?? '');
  const discount = form.discountPercentage ?? 0;

  return {
    sku: form.sku || null,
    companyName: (facts.isAdmin ? form.companyName : facts.companyName) || null,
    title: form.title.trim(),
    slug: form.slug,
    description: form.description.trim(),
    location: place?.location ?? form.location.trim(),
    country: place?.country ?? form.country.trim(),
    category: form.category,
    price: minor(form.price),
    discountPercent: Math.min(100, Math.max(0, Math.round(discount))),
    currency: form.currency,
    durationDays: form.duration ?? 0,
    totalQuota: form.totalQuota ?? 0,
    thumbnailUrl: form.thumbnailUrl || null,
    images: [...form.tourImages]
      .sort((a, b) => a.order - b.order)
      .map((image, index) => ({ url: image.url, order: index })),
    inclusions: trimmed(form.inclusions),
    exclusions: trimmed(form.exclusions),
    highlights: trimmed(form.highlights),
    itineraryDays: form.itineraryDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title.trim(),
      activities: day.activities
        .filter((activity) => activity.description.trim() || activity.time)
        .map((activity) => ({ time: activity.time || null, description: activity.description.trim() })),
    })),
    mealPlans: form.mealPlans.map((plan) => ({ ...plan })),
    hotels: form.hotels
      .filter((hotel) => hotel.name.trim())
      .map((hotel) => ({
        name: hotel.name.trim(),
        description: hotel.description.trim(),
        rating: hotel.rating,
        amenities: hotel.amenities,
        checkIn: hotel.checkIn,
        checkOut: hotel.checkOut,
        roomType: hotel.roomType,
        website: hotel.website.trim() || null,
      })),
    dates: form.availableDates.map((date) => ({
      startDate: date.startDate,
      price: minor(date.price),
      currency: form.currency,
      availableSpots: date.availableSpots ?? 0,
      outbound: flightOf(date.outbound),
      return: flightOf(date.return),
    })),
  };
}
