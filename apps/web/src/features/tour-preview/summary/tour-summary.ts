import { appliedDiscountPercent, departurePerPersonPrice, flightDurationIn, type TLanguage } from '@tour/shared';
import { TOUR_INFO_TEXTS } from '../../../components/tours/texts';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formatMoney } from '../../../lib/money';
import {
  activityTimeLabel,
  amenityLabel,
  TOUR_FORM_LABELS_TEXTS,
  type TTourFormLabels,
} from '../../../components/tours/form-labels-texts';
import type { TPreviewFlight, TPreviewHotel, TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS, SUMMARY_TEXTS } from '../texts';
import { flightClock } from './flight-clock';

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
  /** The language it is written in, which its HTML and PDF are labelled in too. */
  language: TLanguage;
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

export function summaryPrice(
  listed: number,
  discountPercent: number,
  currency: string,
  language: TLanguage,
): TSummaryPrice {
  const price = departurePerPersonPrice({ price: listed, discountPercent: null }, discountPercent);
  return {
    price: formatMoney(price.price, currency, language),
    listed: price.discountPercent > 0 ? formatMoney(price.listedPrice, currency, language) : null,
    discountPercent: price.discountPercent,
  };
}

function flightEnd(code: string, airport: string, dateTime: string, language: TLanguage): TSummaryFlightEnd {
  const clock = flightClock(dateTime, language);
  return { code, airport, time: clock?.time ?? dateTime, day: clock?.day ?? '' };
}

function summaryFlight(flight: TPreviewFlight, direction: string, language: TLanguage): TSummaryFlight {
  return {
    direction,
    day: flightClock(flight.departureDateTime, language)?.day ?? flight.departureDateTime,
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    from: flightEnd(flight.departureCode, flight.departureAirport, flight.departureDateTime, language),
    to: flightEnd(flight.arrivalCode, flight.arrivalAirport, flight.arrivalDateTime, language),
    duration: flight.duration ? flightDurationIn(flight.duration, language) : flight.duration,
  };
}

export function hotelRatingLabel(rating: TPreviewHotel['rating'], labels: TTourFormLabels): string {
  return rating ? labels.hotelRatings[rating] : '';
}

export function roomTypeLabel(roomType: TPreviewHotel['roomType'], labels: TTourFormLabels): string {
  return roomType ? labels.roomTypes[roomType] : '';
}

function summaryHotel(hotel: TPreviewHotel, language: TLanguage): TSummaryHotel {
  const T = TOUR_INFO_TEXTS[language].hotels;
  const labels = TOUR_FORM_LABELS_TEXTS[language];
  return {
    name: hotel.name,
    rating: hotelRatingLabel(hotel.rating, labels),
    details: [
      hotel.roomType ? `${T.roomType}: ${roomTypeLabel(hotel.roomType, labels)}` : '',
      hotel.checkIn ? `${T.checkIn}: ${hotel.checkIn}` : '',
      hotel.checkOut ? `${T.checkOut}: ${hotel.checkOut}` : '',
      hotel.description,
    ].filter(Boolean),
    amenities: hotel.amenities.map((amenity) => amenityLabel(amenity, labels)),
  };
}

/** One day's activities as one line: '09:00 Temple visit; Noon Lunch by the river'. */
function dayText(activities: TPreviewTour['itineraryDays'][number]['activities'], labels: TTourFormLabels): string {
  return activities
    .map((activity) =>
      activity.time ? `${activityTimeLabel(activity.time, labels)} ${activity.description}` : activity.description,
    )
    .join('; ');
}

function mealNames(plan: TPreviewTour['mealPlans'][number], language: TLanguage): string {
  const T = TOUR_INFO_TEXTS[language].meals;
  const names = [plan.breakfast && T.breakfast, plan.lunch && T.lunch, plan.dinner && T.dinner].filter(Boolean);
  return names.length > 0 ? names.join(', ') : SUMMARY_TEXTS[language].noMeals;
}

export function placeLabel(tour: Pick<TPreviewTour, 'location' | 'country'>): string {
  return [tour.location, tour.country].filter(Boolean).join(', ');
}

/** The summary of a tour with the print limits applied: the one model behind print, PDF and HTML. */
export function buildTourSummary(
  tour: TPreviewTour,
  context: { brand: string; generatedAt: string; language: TLanguage },
): TTourSummary {
  const { language } = context;
  const L = SUMMARY_LIMITS;
  const T = PREVIEW_TEXTS[language].overview;
  const S = SUMMARY_TEXTS[language];
  const labels = TOUR_FORM_LABELS_TEXTS[language];
  const dateLabel = (startDate: string) => formatCalendarDate(startDate, language) ?? startDate;
  const flights = tour.dates
    .map((date, index) => ({
      label: S.departure(index + 1, dateLabel(date.startDate)),
      flights: [
        date.outbound ? summaryFlight(date.outbound, S.outbound, language) : null,
        date.return ? summaryFlight(date.return, S.return, language) : null,
      ].filter((flight): flight is TSummaryFlight => flight !== null),
    }))
    .filter((departure) => departure.flights.length > 0);
  const images = [...tour.images].sort((a, b) => a.order - b.order);

  return {
    language,
    brand: context.brand,
    generatedAt: context.generatedAt,
    slug: tour.slug,
    title: tour.title,
    place: placeLabel(tour),
    price: summaryPrice(tour.price, tour.discountPercent, tour.currency, language),
    facts: [
      { label: T.sku, value: tour.sku ?? '' },
      { label: T.company, value: tour.companyName ?? '' },
      { label: T.category, value: labels.categories[tour.category] },
      { label: T.duration, value: tour.durationDays > 0 ? labels.durationDays(tour.durationDays) : '' },
      { label: T.totalQuota, value: tour.totalQuota > 0 ? String(tour.totalQuota) : '' },
    ].filter((fact) => fact.value !== ''),
    description: cutText(tour.description, L.descriptionCharacters),
    dates: limitList(
      tour.dates.map((date) => ({
        date: dateLabel(date.startDate),
        price: summaryPrice(date.price, appliedDiscountPercent(null, tour.discountPercent), date.currency, language),
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
          text: cutText(dayText(day.activities, labels), L.dayTextCharacters),
        })),
      L.itineraryDays,
    ),
    meals: [...tour.mealPlans]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((plan) => ({ dayNumber: plan.dayNumber, schedule: plan.schedule, meals: mealNames(plan, language) })),
    hotels: limitList(
      tour.hotels.map((hotel) => summaryHotel(hotel, language)),
      L.hotels,
    ),
    gallery: limitList(
      images.map((image, index) => ({
        url: image.url,
        isPrimary: index === 0,
        alt: PREVIEW_TEXTS[language].gallery.image(index + 1),
      })),
      L.galleryImages,
    ),
    inclusions: limitList(tour.inclusions, L.inclusions),
    exclusions: limitList(tour.exclusions, L.exclusions),
    highlights: limitList(tour.highlights, L.highlights),
  };
}
