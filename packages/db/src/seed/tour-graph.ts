import type { TDbOrTx } from '../client';
import type { TCurrency, THotelRating, TRoomType, TTourCategory } from '../domain-values';
import {
  type TNewTourFlight,
  type TNewTourItineraryItem,
  type TNewTourMeal,
  type TTourDate,
  tourDates,
  tourFlights,
  tourHotels,
  tourImages,
  tourItinerary,
  tourMeals,
  tours,
} from '../schema';
import { buildSku, parseUtcOffset } from '@tour/shared';
import type { TAirport } from './airports';
import { addDays, toMinorUnits } from './calendar';

/** One flight leg of a departure; `departs` is local time at the origin airport. */
export type TFlightPlan = {
  airline: string;
  airlineCode: string;
  flightNumber: string;
  from: TAirport;
  to: TAirport;
  departs: string;
  durationMinutes: number;
};

export type TItineraryDaySeed = {
  title: string;
  activities: { time: string | null; description: string | null }[];
};

export type THotelSeed = {
  name: string;
  rating: THotelRating;
  roomType: TRoomType;
  description: string;
  amenities: string[];
  checkInTime?: string;
  checkOutTime?: string;
  website?: string | null;
};

/** A departure `startInDays` after the seed date; prices in major units of the tour currency. */
export type TDepartureSeed = {
  startInDays: number;
  price: number;
  spots: number;
  discountPercent?: number | null;
  label?: string | null;
};

export type TMealRule = 'all-inclusive' | 'full-board' | 'half-board' | 'breakfast';

/** A published tour with everything hanging off it, written for people (major units, relative dates). */
export type TTourSeed = {
  slug: string;
  title: string;
  description: string;
  location: string;
  country: string;
  category: TTourCategory;
  currency: TCurrency;
  durationDays: number;
  /** Label; defaults to 'N nights / N+1 days' style from durationDays. */
  duration?: string;
  /** "From" price in major units; defaults to the cheapest departure. */
  fromPrice?: number;
  discountPercentage?: number | null;
  rating: number;
  reviewsCount: number;
  isRecommended?: boolean;
  isFeatured?: boolean;
  isAllInclusive?: boolean;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  cancellationPolicy?: string | null;
  companyName?: string | null;
  agentLogo?: string | null;
  thumbnailUrl?: string | null;
  totalQuota?: number | null;
  images: { url: string; alt: string }[];
  itinerary: TItineraryDaySeed[];
  meals: TMealRule | null;
  hotels: THotelSeed[];
  departures: TDepartureSeed[];
  flights: { outbound: TFlightPlan; return: TFlightPlan } | null;
};

export type TInsertTourOptions = {
  /** The date departures are counted from (YYYY-MM-DD). */
  today: string;
  createdAt?: Date;
  ownerUserId?: string | null;
  companyId?: string | null;
  /** Seats already sold per departure (demo bookings), taken off the spots. */
  seatsTaken?: readonly number[];
};

export type TInsertedTour = { tourId: string; dates: TTourDate[] };

export function describeDuration(days: number): string {
  if (days === 1) return '1 day';
  return `${days - 1} ${days - 1 === 1 ? 'night' : 'nights'} / ${days} days`;
}

function formatFlightDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

function utcOffsetMinutes(airport: TAirport): number {
  const minutes = parseUtcOffset(airport.utcOffset);
  if (minutes === null) throw new Error(`Airport ${airport.code} has no valid UTC offset: ${airport.utcOffset}`);
  return minutes;
}

function buildFlight(plan: TFlightPlan, tourDateId: string, date: string, isOutbound: boolean): TNewTourFlight {
  const departureTime = new Date(`${date}T${plan.departs}:00${plan.from.utcOffset}`);
  return {
    tourDateId,
    isOutbound,
    airline: plan.airline,
    airlineCode: plan.airlineCode,
    flightNumber: plan.flightNumber,
    departureAirport: plan.from.name,
    departureCode: plan.from.code,
    departureTime,
    departureUtcOffset: utcOffsetMinutes(plan.from),
    arrivalAirport: plan.to.name,
    arrivalCode: plan.to.code,
    arrivalTime: new Date(departureTime.getTime() + plan.durationMinutes * 60_000),
    arrivalUtcOffset: utcOffsetMinutes(plan.to),
    duration: formatFlightDuration(plan.durationMinutes),
  };
}

function buildMeals(tourId: string, durationDays: number, rule: TMealRule): TNewTourMeal[] {
  return Array.from({ length: durationDays }, (_, index) => {
    const dayNumber = index + 1;
    const isFirst = dayNumber === 1;
    const isLast = dayNumber === durationDays && durationDays > 1;
    const middle = {
      'all-inclusive': { breakfast: true, lunch: true, dinner: true },
      'full-board': { breakfast: true, lunch: true, dinner: true },
      'half-board': { breakfast: true, lunch: false, dinner: true },
      breakfast: { breakfast: true, lunch: false, dinner: false },
    }[rule];
    const meals = isFirst
      ? { breakfast: false, lunch: false, dinner: rule !== 'breakfast' }
      : isLast
        ? { breakfast: true, lunch: rule === 'all-inclusive', dinner: false }
        : middle;
    return { tourId, dayNumber, schedule: `Day ${dayNumber} Meals`, ...meals };
  });
}

function buildItinerary(tourId: string, days: TItineraryDaySeed[]): TNewTourItineraryItem[] {
  return days.flatMap((day, index) =>
    day.activities.map((activity, position) => ({
      tourId,
      dayNumber: index + 1,
      position,
      // Several activities on one day are stored as 'Title - Activity n' (3-admin.md, approval).
      title: day.activities.length > 1 ? `${day.title} - Activity ${position + 1}` : day.title,
      time: activity.time,
      description: activity.description,
    })),
  );
}

/** Inserts a tour with its dates, flights, itinerary, meals, hotels and images. */
export async function insertTourWithDetails(
  db: TDbOrTx,
  seed: TTourSeed,
  options: TInsertTourOptions,
): Promise<TInsertedTour> {
  const departures = seed.departures.map((departure, index) => ({
    ...departure,
    startDate: addDays(options.today, departure.startInDays),
    spots: departure.spots - (options.seatsTaken?.[index] ?? 0),
  }));
  const prices = departures.map((departure) => departure.price);
  const fromPrice = seed.fromPrice ?? (prices.length > 0 ? Math.min(...prices) : undefined);
  if (fromPrice === undefined) throw new Error(`Tour ${seed.slug} needs a fromPrice or a departure`);

  const firstDeparture = departures[0];
  const sku =
    seed.flights && seed.companyName && firstDeparture
      ? buildSku({
          companyName: seed.companyName,
          arrivalCode: seed.flights.outbound.to.code,
          durationDays: seed.durationDays,
          airlineCode: seed.flights.outbound.airlineCode,
          firstDate: firstDeparture.startDate,
        })
      : null;

  const [tour] = await db
    .insert(tours)
    .values({
      slug: seed.slug,
      title: seed.title,
      description: seed.description,
      location: seed.location,
      country: seed.country,
      category: seed.category,
      thumbnailUrl: seed.thumbnailUrl ?? seed.images[0]?.url ?? null,
      price: toMinorUnits(fromPrice, seed.currency),
      discountPercentage: seed.discountPercentage ?? null,
      currency: seed.currency,
      duration: seed.duration ?? describeDuration(seed.durationDays),
      durationDays: seed.durationDays,
      rating: seed.rating,
      reviewsCount: seed.reviewsCount,
      isFeatured: seed.isFeatured ?? false,
      isAllInclusive: seed.isAllInclusive ?? false,
      isRecommended: seed.isRecommended ?? false,
      inclusions: seed.inclusions,
      exclusions: seed.exclusions,
      highlights: seed.highlights,
      cancellationPolicy: seed.cancellationPolicy ?? null,
      sku,
      companyName: seed.companyName ?? null,
      agentLogo: seed.agentLogo ?? null,
      totalQuota: seed.totalQuota ?? null,
      ownerUserId: options.ownerUserId ?? null,
      companyId: options.companyId ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error(`Inserting tour ${seed.slug} returned no row`);
  const tourId = tour.id;

  const dates =
    departures.length === 0
      ? []
      : await db
          .insert(tourDates)
          .values(
            departures.map((departure) => ({
              tourId,
              startDate: departure.startDate,
              // The spec's rule (3-admin.md section 9): end = start plus duration days.
              endDate: addDays(departure.startDate, seed.durationDays),
              price: toMinorUnits(departure.price, seed.currency),
              currency: seed.currency,
              availableSpots: departure.spots,
              discountPercent: departure.discountPercent ?? null,
              label: departure.label ?? null,
            })),
          )
          .returning();
  dates.sort((a, b) => a.startDate.localeCompare(b.startDate));

  const flights = seed.flights;
  if (flights && dates.length > 0) {
    await db
      .insert(tourFlights)
      .values(
        dates.flatMap((date) => [
          buildFlight(flights.outbound, date.id, date.startDate, true),
          buildFlight(flights.return, date.id, date.endDate, false),
        ]),
      );
  }

  if (seed.itinerary.length > 0) await db.insert(tourItinerary).values(buildItinerary(tourId, seed.itinerary));
  if (seed.meals) await db.insert(tourMeals).values(buildMeals(tourId, seed.durationDays, seed.meals));

  if (seed.hotels.length > 0) {
    await db.insert(tourHotels).values(
      seed.hotels.map((hotel, index) => ({
        tourId,
        name: hotel.name,
        description: hotel.description,
        rating: hotel.rating,
        amenities: hotel.amenities,
        checkInTime: hotel.checkInTime ?? '2:00 PM',
        checkOutTime: hotel.checkOutTime ?? '12:00 PM',
        roomType: hotel.roomType,
        website: hotel.website ?? null,
        displayOrder: index,
      })),
    );
  }

  if (seed.images.length > 0) {
    await db
      .insert(tourImages)
      .values(
        seed.images.map((image, index) => ({ tourId, imageUrl: image.url, altText: image.alt, displayOrder: index })),
      );
  }

  return { tourId, dates };
}
