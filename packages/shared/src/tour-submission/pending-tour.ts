import { airportPlace } from '../flights';
import type { TLanguage } from '../languages';
import type { TTourContentTranslation } from '../tour-content-in';
import { minorUnitFactor } from '../pricing';
import { storedDiscountPercentage } from './discount';
import { isFlightLegChosen } from './form-rules';
import type { TFlightLeg, THotelValues, TMealPlanValues, TTourFormValues } from './schema';
import { storedTranslationOfValues } from './translation';

/**
 * How a submitted form becomes the pending tour record (2-operator.md section 3, "Pending tour
 * record"), before SKU and slug. The server converts the validated form; the preview converts the
 * prepared draft as it stands, so empty entries are dropped and missing numbers read as 0 here.
 */

export type TPendingTourFlight = {
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

export type TPendingTourDate<TCurrency extends string = string> = {
  startDate: string;
  /** Listed price per person, minor units, before the discount. */
  price: number;
  currency: TCurrency;
  availableSpots: number;
  outbound: TPendingTourFlight | null;
  return: TPendingTourFlight | null;
};

export type TPendingTourActivity = { time: string | null; description: string };

export type TPendingTourDay = { dayNumber: number; title: string; activities: TPendingTourActivity[] };

export type TPendingTourHotel<THotel extends THotelValues = THotelValues> = {
  name: string;
  description: string;
  rating: THotel['rating'];
  amenities: THotel['amenities'];
  checkIn: string;
  checkOut: string;
  roomType: THotel['roomType'];
  website: string | null;
};

export type TPendingTour<TForm extends TTourFormValues = TTourFormValues> = {
  companyName: string | null;
  /** The language of the content below; the other one's version, if given, is `contentTranslation`. */
  contentLanguage: TLanguage;
  contentTranslation: TTourContentTranslation | null;
  title: string;
  description: string;
  location: string;
  country: string;
  category: TForm['category'];
  /** Base price per person, minor units, before the discount. */
  price: number;
  /** Whole percent (an amount discount already turned into its percentage); null for none. */
  discountPercentage: number | null;
  currency: TForm['currency'];
  durationDays: number;
  totalQuota: number;
  thumbnailUrl: string;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  cancellationPolicy: TForm['cancellationPolicy'];
  availableDates: TPendingTourDate<TForm['currency']>[];
  itineraryDays: TPendingTourDay[];
  mealPlans: TMealPlanValues[];
  hotels: TPendingTourHotel<TForm['hotels'][number]>[];
  /** By position; order 0 is the primary image. */
  tourImages: { url: string; order: number; altText: null }[];
};

/** Who submits: admins type the company and location; everyone else gets theirs from the server. */
export type TSubmitterFacts = {
  isAdmin: boolean;
  /** For everyone but admins: their company's English name on the server, never the browser's. */
  companyName: string | null;
};

/** For non-admins, the place their first outbound flight lands (DESIGN decision 30); null for admins or unknown airports. */
export function submitterPlace(
  form: Pick<TTourFormValues, 'availableDates'>,
  facts: TSubmitterFacts,
): { location: string; country: string } | null {
  return facts.isAdmin ? null : airportPlace(form.availableDates[0]?.outbound.arrivalCode ?? '');
}

/** The company on the record: the admin's typed one, otherwise the submitter's own. */
export function submitterCompanyName(
  form: Pick<TTourFormValues, 'companyName'>,
  facts: TSubmitterFacts,
): string | null {
  return facts.isAdmin ? form.companyName : facts.companyName;
}

function pendingFlightOf(leg: TFlightLeg): TPendingTourFlight | null {
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

const listValues = (items: readonly { value: string }[]) =>
  items.map((item) => item.value.trim()).filter((value) => value.length > 0);

/**
 * A form after prepareTourSubmission (or validated) as the pending record keeps it: amounts in
 * minor units, the discount in whole percent, lists without empty entries, gallery order by
 * position, and for non-admins their company and the place of the first outbound arrival.
 */
export function pendingTourFromForm<TForm extends TTourFormValues>(
  form: TForm,
  facts: TSubmitterFacts,
): TPendingTour<TForm> {
  const factor = minorUnitFactor(form.currency);
  const minor = (amount: number | null) => (amount !== null && amount > 0 ? Math.round(amount * factor) : 0);
  const place = submitterPlace(form, facts);

  return {
    companyName: submitterCompanyName(form, facts),
    contentLanguage: form.contentLanguage,
    contentTranslation: storedTranslationOfValues(form.translation),
    title: form.title.trim(),
    description: form.description.trim(),
    location: place?.location ?? form.location.trim(),
    country: place?.country ?? form.country.trim(),
    category: form.category,
    price: minor(form.price),
    discountPercentage: storedDiscountPercentage(form),
    currency: form.currency,
    durationDays: form.duration ?? 0,
    totalQuota: form.totalQuota ?? 0,
    thumbnailUrl: form.thumbnailUrl,
    inclusions: listValues(form.inclusions),
    exclusions: listValues(form.exclusions),
    highlights: listValues(form.highlights),
    cancellationPolicy: form.cancellationPolicy,
    availableDates: form.availableDates.map((date) => ({
      startDate: date.startDate,
      price: minor(date.price),
      currency: form.currency,
      availableSpots: date.availableSpots ?? 0,
      outbound: pendingFlightOf(date.outbound),
      return: pendingFlightOf(date.return),
    })),
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
    tourImages: form.tourImages.map((image, index) => ({ url: image.url, order: index, altText: null })),
  };
}
