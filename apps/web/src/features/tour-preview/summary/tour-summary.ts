import {
  appliedDiscountPercent,
  CATEGORY_LABELS,
  departurePerPersonPrice,
  formatDurationDays,
  HOTEL_RATING_LABELS,
  ROOM_TYPE_LABELS,
} from '@tour/shared';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/money';
import type { TPreviewFlight, TPreviewHotel, TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS, SUMMARY_TEXTS } from '../texts';
import { flightClock } from './flight-clock';
import { TOUR_INFO_TEXTS } from '../../../components/tours/texts';

/**
 * What the printable summary shows at most (2-operator.md section 2, Review page). Flights are not limited:
 * every departure's flights are shown (issue 20), since a departure's flights are what its traveller flies.
 */
export const SUMMARY_LIMITS = {
  dates: 3,
  inclusions: 8,
  exclusions: 6,
  highlights: 6,
  galleryImages: 8,
  hotels: 2,
  itineraryDays: 6,
  descriptionCharacters: 200,
  dayTextCharacters: 100,
} as const;

/** The first `limit` items and how many were left out. */
export type TLimited<T> = { items: T[]; more: number };

export function limitList<T>(items: readonly T[], limit: number): TLimited<T> {
  return { items: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

export type TCutText = { text: string; isCut: boolean };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text cut to `limit` characters with an ellipsis after the cut. Characters are what a reader
 * sees (grapheme clusters): a Thai consonant keeps its vowel and tone marks, an emoji stays whole.
 */
export function cutText(value: string, limit: number): TCutText {
  const text = value.trim();
  const clusters = Array.from(graphemes.segment(text), (part) => part.segment);
  if (clusters.length <= limit) return { text, isCut: false };
  return { text: `${clusters.slice(0, limit).join('').trimEnd()}…`, isCut: true };
}

export type TSummaryPrice = {
  /** After the discount. */
  price: string;
  /** The listed price, struck through; null without a discount. */
  listed: string | null;
  discountPercent: number;
};

export type TSummaryDate = { date: string; price: TSummaryPrice; spots: number };

export type TSummaryFlightEnd = { code: string; airport: string; time: string; day: string };

export type TSummaryFlight = {
  direction: string;
  /** The flight's own day at its departure airport: a return is days after its departure's start date. */
  day: string;
  airline: string;
  flightNumber: string;
  from: TSummaryFlightEnd;
  to: TSummaryFlightEnd;
  duration: string | null;
};

/** One departure's flights, under its number and start date. */
export type TSummaryDeparture = { label: string; flights: TSummaryFlight[] };

export type TSummaryDay = { dayNumber: number; title: string; text: TCutText };

export type TSummaryMeal = { dayNumber: number; schedule: string; meals: string };

export type TSummaryHotel = {
  name: string;
  rating: string;
  details: string[];
  amenities: string[];
};

export type TSummaryImage = { url: string; isPrimary: boolean; alt: string };

export type TSummaryFact = { label: string; value: string };

/** Everything the print layout, the PDF and the HTML file show, already limited, cut and formatted. */
export type TTourSummary = {
  brand: string;
  generatedAt: string;
  slug: string;
  title: string;
  place: string;
  price: TSummaryPrice;
  facts: TSummaryFact[];
  description: TCutText;
  dates: TLimited<TSummaryDate>;
  /** Every departure that has flights, none left out. */
  flights: TSummaryDeparture[];
  itinerary: TLimited<TSummaryDay>;
  meals: TSummaryMeal[];
  hotels: TLimited<TSummaryHotel>;
  gallery: TLimited<TSummaryImage>;
  inclusions: TLimited<string>;
  exclusions: TLimited<string>;
  highlights: TLimited<string>;
};

export function summaryPrice(listed: number, discountPercent: number, currency: string): TSummaryPrice {
  const price = departurePerPersonPrice({ price: listed, discountPercent: null }, discountPercent);
  return {
    price: formatMoney(price.price, currency),
    listed: price.discountPercent > 0 ? formatMoney(price.listedPrice, currency) : null,
    discountPercent: price.discountPercent,
  };
}

function flightEnd(code: string, airport: string, dateTime: string): TSummaryFlightEnd {
  const clock = flightClock(dateTime);
  return { code, airport, time: clock?.time ?? dateTime, day: clock?.day ?? '' };
}

function summaryFlight(flight: TPreviewFlight, direction: string): TSummaryFlight {
  return {
    direction,
    day: flightClock(flight.departureDateTime)?.day ?? flight.departureDateTime,
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    from: flightEnd(flight.departureCode, flight.departureAirport, flight.departureDateTime),
    to: flightEnd(flight.arrivalCode, flight.arrivalAirport, flight.arrivalDateTime),
    duration: flight.duration,
  };
}

export function hotelRatingLabel(rating: TPreviewHotel['rating']): string {
  return rating ? HOTEL_RATING_LABELS[rating] : '';
}

export function roomTypeLabel(roomType: TPreviewHotel['roomType']): string {
  return roomType ? ROOM_TYPE_LABELS[roomType] : '';
}

function summaryHotel(hotel: TPreviewHotel): TSummaryHotel {
  const T = TOUR_INFO_TEXTS.hotels;
  return {
    name: hotel.name,
    rating: hotelRatingLabel(hotel.rating),
    details: [
      hotel.roomType ? `${T.roomType}: ${roomTypeLabel(hotel.roomType)}` : '',
      hotel.checkIn ? `${T.checkIn}: ${hotel.checkIn}` : '',
      hotel.checkOut ? `${T.checkOut}: ${hotel.checkOut}` : '',
      hotel.description,
    ].filter(Boolean),
    amenities: hotel.amenities,
  };
}

/** One day's activities as one line: '09:00 Temple visit; Noon Lunch by the river'. */
function dayText(activities: TPreviewTour['itineraryDays'][number]['activities']): string {
  return activities
    .map((activity) => (activity.time ? `${activity.time} ${activity.description}` : activity.description))
    .join('; ');
}

function mealNames(plan: TPreviewTour['mealPlans'][number]): string {
  const T = TOUR_INFO_TEXTS.meals;
  const names = [plan.breakfast && T.breakfast, plan.lunch && T.lunch, plan.dinner && T.dinner].filter(Boolean);
  return names.length > 0 ? names.join(', ') : SUMMARY_TEXTS.noMeals;
}

export function placeLabel(tour: Pick<TPreviewTour, 'location' | 'country'>): string {
  return [tour.location, tour.country].filter(Boolean).join(', ');
}

/** The summary of a tour with the print limits applied: the one model behind print, PDF and HTML. */
export function buildTourSummary(tour: TPreviewTour, context: { brand: string; generatedAt: string }): TTourSummary {
  const L = SUMMARY_LIMITS;
  const T = PREVIEW_TEXTS.overview;
  const dateLabel = (startDate: string) => formatCalendarDate(startDate) ?? startDate;
  const flights = tour.dates
    .map((date, index) => ({
      label: SUMMARY_TEXTS.departure(index + 1, dateLabel(date.startDate)),
      flights: [
        date.outbound ? summaryFlight(date.outbound, SUMMARY_TEXTS.outbound) : null,
        date.return ? summaryFlight(date.return, SUMMARY_TEXTS.return) : null,
      ].filter((flight): flight is TSummaryFlight => flight !== null),
    }))
    .filter((departure) => departure.flights.length > 0);
  const images = [...tour.images].sort((a, b) => a.order - b.order);

  return {
    brand: context.brand,
    generatedAt: context.generatedAt,
    slug: tour.slug,
    title: tour.title,
    place: placeLabel(tour),
    price: summaryPrice(tour.price, tour.discountPercent, tour.currency),
    facts: [
      { label: T.sku, value: tour.sku ?? '' },
      { label: T.company, value: tour.companyName ?? '' },
      { label: T.category, value: CATEGORY_LABELS[tour.category] },
      { label: T.duration, value: tour.durationDays > 0 ? formatDurationDays(tour.durationDays) : '' },
      { label: T.totalQuota, value: tour.totalQuota > 0 ? String(tour.totalQuota) : '' },
    ].filter((fact) => fact.value !== ''),
    description: cutText(tour.description, L.descriptionCharacters),
    dates: limitList(
      tour.dates.map((date) => ({
        date: dateLabel(date.startDate),
        price: summaryPrice(date.price, appliedDiscountPercent(null, tour.discountPercent), date.currency),
        spots: date.availableSpots,
      })),
      L.dates,
    ),
    flights,
    itinerary: limitList(
      [...tour.itineraryDays]
        .sort((a, b) => a.dayNumber - b.dayNumber)
        .map((day) => ({
          dayNumber: day.dayNumber,
          title: day.title,
          text: cutText(dayText(day.activities), L.dayTextCharacters),
        })),
      L.itineraryDays,
    ),
    meals: [...tour.mealPlans]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((plan) => ({ dayNumber: plan.dayNumber, schedule: plan.schedule, meals: mealNames(plan) })),
    hotels: limitList(tour.hotels.map(summaryHotel), L.hotels),
    gallery: limitList(
      images.map((image, index) => ({
        url: image.url,
        isPrimary: index === 0,
        alt: PREVIEW_TEXTS.gallery.image(index + 1),
      })),
      L.galleryImages,
    ),
    inclusions: limitList(tour.inclusions, L.inclusions),
    exclusions: limitList(tour.exclusions, L.exclusions),
    highlights: limitList(tour.highlights, L.highlights),
  };
}
