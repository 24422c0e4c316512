import { itineraryRowsOfDay, parseAirportLocalTime, parseUtcOffset, type THotelAmenity } from '@tour/shared';
import type { THotelRating, TRoomType } from '../domain-values';
import type {
  TNewTour,
  TPendingFlight,
  TNewTourFlight,
  TNewTourHotel,
  TNewTourImage,
  TNewTourItineraryItem,
  TNewTourMeal,
  TTour,
  TTourDate,
} from '../schema';

/**
 * The tour row's own fields; the writer chooses the slug and keeps the timestamps. The rating and review count are
 * not among them: they are derived from published reviews, by recomputeTourRating only (issue 23).
 */
export type TTourGraphFields = Omit<
  TNewTour,
  'id' | 'slug' | 'status' | 'createdAt' | 'updatedAt' | 'rating' | 'reviewsCount'
>;

/**
 * One flight leg, in the shape the wizard and the edit screen enter it. Its times must be airport-local wall times
 * with their UTC offset, '2026-09-01T10:30:00+07:00' (DESIGN decision 18); see airportLocalTime for a wizard
 * time typed without one.
 */
export type TTourGraphFlight = TPendingFlight;

/**
 * A departure. `id` names one of the tour's departures (absent: a new one). `seats` is its capacity: the
 * seats on sale plus those sold and held. Prices in minor units of the tour's currency. For `discountPercent`,
 * `label` and each leg, undefined keeps what a stored departure has (a new one has none); null removes it.
 */
export type TTourGraphDeparture = {
  id?: string;
  startDate: string;
  price: number;
  seats: number;
  discountPercent?: number | null;
  label?: string | null;
  outbound?: TTourGraphFlight | null;
  return?: TTourGraphFlight | null;
};

/** A day with its activities, stored one row per activity; `description`/`time` are a legacy day's one row. */
export type TTourGraphDay = {
  dayNumber: number;
  title: string;
  description?: string | null;
  time?: string | null;
  activities: { time?: string | null; description: string | null }[];
};

export type TTourGraphMeal = {
  dayNumber: number;
  schedule: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};

/** In gallery order: the first is the primary image. */
export type TTourGraphImage = { url: string; altText?: string | null };

export type TTourGraphHotel = {
  name: string;
  description: string | null;
  rating: THotelRating;
  /** The one list the wizard and the edit screen offer: a stored amenity they lack could not be saved back. */
  amenities: THotelAmenity[];
  checkIn: string | null;
  checkOut: string | null;
  roomType: TRoomType | null;
  website?: string | null;
};

/** The parts hanging off a tour. Each one given replaces what is stored; one left undefined is not touched. */
export type TTourGraphParts = {
  departures?: TTourGraphDeparture[];
  itinerary?: TTourGraphDay[];
  meals?: TTourGraphMeal[];
  images?: TTourGraphImage[];
  hotels?: TTourGraphHotel[];
};

/** A tour to publish. Its slug is the title's (DESIGN section 4); `preferredSlug` is kept when it is one of those and free. */
export type TNewTourGraph = TTourGraphParts & { tour: TTourGraphFields; preferredSlug?: string | null };

/** A change to a stored tour: the fields given are written, the rest kept. */
export type TTourGraphChange = TTourGraphParts & { tourId: string; tour?: Partial<TTourGraphFields> };

export type TWrittenTourGraph = {
  tour: TTour;
  /** The tour row before the change; null when it was created. */
  previous: TTour | null;
  /** Every departure of the tour after the write, in start order. */
  departures: TTourDate[];
  /** The departures and the gallery's image addresses before the write (empty for a new tour). */
  previousDepartures: TTourDate[];
  previousImages: string[];
};

/** Why the writer refused a graph, before writing anything (decision 23 for the departures). */
export type TTourGraphRefusal =
  | { reason: 'tour_not_found' }
  | { reason: 'unknown_departure' }
  | { reason: 'departure_date_locked'; startDate: string }
  | { reason: 'seats_below_taken'; startDate: string; minimum: number }
  | { reason: 'departure_has_bookings'; startDate: string }
  | { reason: 'invalid_flight_time'; value: string };

export class TourGraphRefusal extends Error {
  constructor(readonly refusal: TTourGraphRefusal) {
    super(`The tour graph was refused: ${refusal.reason}`);
    this.name = 'TourGraphRefusal';
  }
}

/** What an image stored without a description of its own is called. */
const generatedAltText = (position: number) => `Tour image ${position}`;
const GENERATED_ALT_TEXT = /^Tour image \d+$/;

/** The days 1..durationDays, the first entry of each day only (one meal row per day is a constraint). */
function oncePerDay<T extends { dayNumber: number }>(items: readonly T[], durationDays: number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (item.dayNumber < 1 || item.dayNumber > durationDays || seen.has(item.dayNumber)) return false;
    seen.add(item.dayNumber);
    return true;
  });
}

export function itineraryRows(tourId: string, days: readonly TTourGraphDay[], durationDays: number) {
  return oncePerDay(days, durationDays)
    .flatMap(itineraryRowsOfDay)
    .map((row): TNewTourItineraryItem => ({ ...row, tourId }));
}

export function mealRows(tourId: string, meals: readonly TTourGraphMeal[], durationDays: number): TNewTourMeal[] {
  return oncePerDay(meals, durationDays).map(({ dayNumber, schedule, breakfast, lunch, dinner }) => ({
    tourId,
    dayNumber,
    schedule,
    breakfast,
    lunch,
    dinner,
  }));
}

/**
 * Gallery rows in the order given. An image keeps a description it was given, now or before (the same address
 * stored with one of its own); one without is 'Tour image n' for its place.
 */
export function imageRows(
  tourId: string,
  images: readonly TTourGraphImage[],
  stored: readonly { imageUrl: string; altText: string | null }[],
): TNewTourImage[] {
  const described = new Map(
    stored.flatMap((image) =>
      image.altText && !GENERATED_ALT_TEXT.test(image.altText) ? [[image.imageUrl, image.altText] as const] : [],
    ),
  );
  return images.map((image, index) => ({
    tourId,
    imageUrl: image.url,
    displayOrder: index,
    altText: image.altText?.trim() || described.get(image.url) || generatedAltText(index + 1),
  }));
}

export function hotelRows(tourId: string, hotels: readonly TTourGraphHotel[]): TNewTourHotel[] {
  return hotels.map((hotel, index) => ({
    tourId,
    name: hotel.name,
    description: hotel.description,
    rating: hotel.rating,
    amenities: hotel.amenities,
    checkInTime: hotel.checkIn,
    checkOutTime: hotel.checkOut,
    roomType: hotel.roomType,
    website: hotel.website?.trim() || null,
    displayOrder: index,
  }));
}

function flightTime(value: string): { instant: Date; utcOffset: number } {
  const local = parseAirportLocalTime(value);
  const utcOffset = local ? parseUtcOffset(local.utcOffset) : null;
  const instant = new Date(value);
  if (utcOffset === null || Number.isNaN(instant.getTime())) {
    throw new TourGraphRefusal({ reason: 'invalid_flight_time', value });
  }
  return { instant, utcOffset };
}

/** A leg's row: the instant of each wall time beside its airport's offset; an arrival before its departure is refused. */
export function flightRow(tourDateId: string, isOutbound: boolean, flight: TTourGraphFlight): TNewTourFlight {
  const departure = flightTime(flight.departureDateTime);
  const arrival = flightTime(flight.arrivalDateTime);
  if (arrival.instant < departure.instant) {
    throw new TourGraphRefusal({ reason: 'invalid_flight_time', value: flight.arrivalDateTime });
  }
  return {
    tourDateId,
    isOutbound,
    airline: flight.airline,
    airlineCode: flight.airlineCode?.trim() || null,
    flightNumber: flight.flightNumber,
    departureAirport: flight.departureAirport,
    departureCode: flight.departureCode,
    departureTime: departure.instant,
    departureUtcOffset: departure.utcOffset,
    arrivalAirport: flight.arrivalAirport,
    arrivalCode: flight.arrivalCode,
    arrivalTime: arrival.instant,
    arrivalUtcOffset: arrival.utcOffset,
    duration: flight.duration?.trim() || null,
  };
}

/** The thumbnail: the one given, else the one stored, else the gallery's first image. */
export function thumbnailOf(
  given: string | null | undefined,
  stored: string | null | undefined,
  images: readonly TTourGraphImage[] | undefined,
): string | null {
  return given?.trim() || stored?.trim() || images?.[0]?.url || null;
}
