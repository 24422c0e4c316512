import { CANCELLATION_POLICY_CODES } from '../cancellation-policy';
import { minorUnitFactor } from '../pricing';
import { TOUR_CURRENCIES, TOUR_FORM_CATEGORIES, TOUR_HOTEL_RATINGS, TOUR_ROOM_TYPES } from './constants';
import { emptyTourForm } from './form-rules';
import type { TTourDraft } from './schema';
import { contentLanguageOf, type TTourContentTranslation } from '../tour-content-in';
import { translationValuesOfStored } from './translation';

/** One flight of a pending tour's departure as stored (and shown in the administrator's preview). */
export type TStoredFlight = {
  airline: string;
  airlineCode?: string | null;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  departureDateTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalDateTime: string;
  duration?: string | null;
};

export type TStoredItineraryDay = {
  dayNumber: number;
  title: string;
  description?: string | null;
  time?: string | null;
  activities: { time?: string | null; description: string }[];
};

export type TStoredMealPlan = {
  dayNumber: number;
  schedule: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};

export type TStoredHotel = {
  name: string;
  description: string;
  rating: string;
  amenities: string[];
  checkIn: string;
  checkOut: string;
  roomType: string;
  website?: string | null;
};

/** A pending tour as stored (pending_tours), amounts in minor units. */
export type TStoredPendingTour = {
  sku: string | null;
  companyName: string | null;
  /** The content's own language ('en' or 'th'); `contentTranslation`, the other one's version or null. */
  contentLanguage: string;
  contentTranslation: TTourContentTranslation | null;
  title: string;
  slug: string;
  description: string;
  location: string;
  country: string;
  category: string;
  price: number;
  discountPercentage: number | null;
  currency: string;
  durationDays: number;
  totalQuota: number;
  thumbnailUrl: string | null;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  cancellationPolicy: string;
  availableDates: {
    startDate: string;
    price: number;
    availableSpots: number;
    outbound?: TStoredFlight | null;
    return?: TStoredFlight | null;
  }[];
  itineraryDays: TStoredItineraryDay[];
  mealPlans: TStoredMealPlan[];
  hotels: TStoredHotel[];
  tourImages: { url: string; order: number }[];
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

function legOf(flight: TStoredFlight | null | undefined) {
  return {
    airline: flight?.airline ?? '',
    airlineCode: flight?.airlineCode ?? '',
    flightNumber: flight?.flightNumber ?? '',
    departureAirport: flight?.departureAirport ?? '',
    departureCode: flight?.departureCode ?? '',
    departureDateTime: flight?.departureDateTime ?? '',
    arrivalAirport: flight?.arrivalAirport ?? '',
    arrivalCode: flight?.arrivalCode ?? '',
    arrivalDateTime: flight?.arrivalDateTime ?? '',
    duration: flight?.duration ?? '',
  };
}

/**
 * The reverse of pendingTourFromForm: the wizard's draft for a submitted tour whose own draft is gone,
 * so that the operator can edit what they sent and resubmit it (DESIGN decision 22). Amounts back to
 * major units, the discount as a percentage, and the wizard opened on its first step.
 */
export function tourDraftFromPending(record: TStoredPendingTour): TTourDraft {
  const empty = emptyTourForm();
  const factor = minorUnitFactor(record.currency);
  const major = (amount: number) => amount / factor;
  const currency = oneOf(TOUR_CURRENCIES, record.currency) || empty.currency;
  const list = (values: string[]) => values.map((value) => ({ value }));
  return {
    wizardStep: 1,
    sku: record.sku ?? '',
    companyName: record.companyName ?? '',
    contentLanguage: contentLanguageOf(record.contentLanguage),
    translation: translationValuesOfStored(record.contentTranslation),
    title: record.title,
    slug: record.slug,
    description: record.description,
    location: record.location,
    country: record.country,
    category: oneOf(TOUR_FORM_CATEGORIES, record.category),
    price: major(record.price),
    discountMode: 'percentage',
    discountPercentage: record.discountPercentage,
    discountAmount: record.discountPercentage === null ? null : major(record.price) * (record.discountPercentage / 100),
    currency,
    duration: record.durationDays,
    totalQuota: record.totalQuota,
    thumbnailUrl: record.thumbnailUrl ?? '',
    tourImages: [...record.tourImages]
      .sort((a, b) => a.order - b.order)
      .map((image, index) => ({ id: `image-${index + 1}`, url: image.url, order: index })),
    inclusions: list(record.inclusions),
    exclusions: list(record.exclusions),
    highlights: list(record.highlights),
    cancellationPolicy: oneOf(CANCELLATION_POLICY_CODES, record.cancellationPolicy) || empty.cancellationPolicy,
    itineraryDays: record.itineraryDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      activities:
        day.activities.length > 0
          ? day.activities.map((activity) => ({ time: activity.time ?? '', description: activity.description }))
          : [{ time: day.time ?? '', description: day.description ?? '' }],
    })),
    mealPlans: record.mealPlans.map((plan) => ({ ...plan })),
    hotels: record.hotels.map((hotel) => ({
      name: hotel.name,
      description: hotel.description,
      rating: oneOf(TOUR_HOTEL_RATINGS, hotel.rating),
      amenities: hotel.amenities,
      checkIn: hotel.checkIn,
      checkOut: hotel.checkOut,
      roomType: oneOf(TOUR_ROOM_TYPES, hotel.roomType),
      website: hotel.website ?? '',
    })),
    availableDates: record.availableDates.map((date) => ({
      startDate: date.startDate,
      price: major(date.price),
      currency,
      availableSpots: date.availableSpots,
      outbound: legOf(date.outbound),
      return: legOf(date.return),
    })),
  };
}
