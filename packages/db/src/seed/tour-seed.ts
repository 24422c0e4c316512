import {
  buildSku,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_CONTENT_LANGUAGE,
  type TCancellationPolicyCode,
  type THotelAmenity,
  type TLanguage,
  type TTourContentTranslation,
  tourDateEnd,
} from '@tour/shared';
import type { TTx } from '../client';
import type { TCurrency, THotelRating, TRoomType, TTourCategory } from '../domain-values';
import type { TTourDate } from '../schema';
import { scheduledLegTimes } from '../tour-graph/airport-times';
import type { TTourGraphFlight, TTourGraphHotel, TTourGraphMeal } from '../tour-graph/tour-graph';
import { writeTourGraph } from '../tour-graph/write-tour-graph';
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

/** A leg flown by a carrier whose code begins the flight number. */
export const flightPlan = (
  airline: string,
  flightNumber: string,
  from: TAirport,
  to: TAirport,
  departs: string,
  durationMinutes: number,
): TFlightPlan => ({
  airline,
  airlineCode: flightNumber.slice(0, 2),
  flightNumber,
  from,
  to,
  departs,
  durationMinutes,
});

export type TItineraryDaySeed = {
  title: string;
  activities: { time: string | null; description: string | null }[];
};

export type THotelSeed = {
  name: string;
  rating: THotelRating;
  roomType: TRoomType;
  description: string;
  amenities: THotelAmenity[];
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
  isRecommended?: boolean;
  isFeatured?: boolean;
  isAllInclusive?: boolean;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  /** The tour's cancellation policy; the default one when unset. */
  cancellationPolicy?: TCancellationPolicyCode;
  companyName?: string | null;
  agentLogo?: string | null;
  thumbnailUrl?: string | null;
  totalQuota?: number | null;
  images: { url: string; alt: string }[];
  itinerary: TItineraryDaySeed[];
  /** The language of the content above (English when unset) and the other language's version, if any. */
  contentLanguage?: TLanguage;
  translation?: TTourContentTranslation | null;
  meals: TMealRule | null;
  hotels: THotelSeed[];
  departures: TDepartureSeed[];
  flights: { outbound: TFlightPlan; return: TFlightPlan } | null;
};

export type TInsertTourOptions = {
  /** The date departures are counted from (YYYY-MM-DD). */
  today: string;
  /** When the tour was created (and last changed). */
  createdAt: Date;
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

/** A planned leg on a date, as airport-local wall times with the airports' offsets then (decision 18). */
export function scheduledFlight(plan: TFlightPlan, date: string): TTourGraphFlight {
  return {
    airline: plan.airline,
    airlineCode: plan.airlineCode,
    flightNumber: plan.flightNumber,
    departureAirport: plan.from.name,
    departureCode: plan.from.code,
    arrivalAirport: plan.to.name,
    arrivalCode: plan.to.code,
    duration: formatFlightDuration(plan.durationMinutes),
    ...scheduledLegTimes({
      from: plan.from.code,
      to: plan.to.code,
      date,
      departs: plan.departs,
      durationMinutes: plan.durationMinutes,
    }),
  };
}

/** A seed hotel as the tour graph takes it; check-in and check-out default to the wizard's first choices. */
export function graphHotelOf(hotel: THotelSeed): TTourGraphHotel {
  return {
    name: hotel.name,
    description: hotel.description,
    rating: hotel.rating,
    amenities: hotel.amenities,
    checkIn: hotel.checkInTime ?? '2:00 PM',
    checkOut: hotel.checkOutTime ?? '12:00 PM',
    roomType: hotel.roomType,
    website: hotel.website ?? null,
  };
}

function buildMeals(durationDays: number, rule: TMealRule): TTourGraphMeal[] {
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
    return { dayNumber, schedule: `Day ${dayNumber} Meals`, ...meals };
  });
}

/** Inserts a seed tour with its dates, flights, itinerary, meals, hotels and images through the one tour writer. */
export async function insertSeedTour(tx: TTx, seed: TTourSeed, options: TInsertTourOptions): Promise<TInsertedTour> {
  const departures = seed.departures.map((departure, index) => {
    const startDate = addDays(options.today, departure.startInDays);
    return {
      startDate,
      price: toMinorUnits(departure.price, seed.currency),
      seats: departure.spots - (options.seatsTaken?.[index] ?? 0),
      discountPercent: departure.discountPercent ?? null,
      label: departure.label ?? null,
      outbound: seed.flights ? scheduledFlight(seed.flights.outbound, startDate) : null,
      return: seed.flights ? scheduledFlight(seed.flights.return, tourDateEnd(startDate, seed.durationDays)) : null,
    };
  });
  const fromPrice = seed.fromPrice ?? (departures.length > 0 ? Math.min(...seed.departures.map((d) => d.price)) : null);
  if (fromPrice === null) throw new Error(`Tour ${seed.slug} needs a fromPrice or a departure`);

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

  const written = await writeTourGraph(
    tx,
    {
      preferredSlug: seed.slug,
      tour: {
        title: seed.title,
        description: seed.description,
        location: seed.location,
        country: seed.country,
        category: seed.category,
        thumbnailUrl: seed.thumbnailUrl ?? null,
        price: toMinorUnits(fromPrice, seed.currency),
        discountPercentage: seed.discountPercentage ?? null,
        currency: seed.currency,
        duration: seed.duration ?? describeDuration(seed.durationDays),
        durationDays: seed.durationDays,
        isFeatured: seed.isFeatured ?? false,
        isAllInclusive: seed.isAllInclusive ?? false,
        isRecommended: seed.isRecommended ?? false,
        inclusions: seed.inclusions,
        exclusions: seed.exclusions,
        highlights: seed.highlights,
        contentLanguage: seed.contentLanguage ?? DEFAULT_CONTENT_LANGUAGE,
        contentTranslation: seed.translation ?? null,
        cancellationPolicy: seed.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
        sku,
        companyName: seed.companyName ?? null,
        agentLogo: seed.agentLogo ?? null,
        totalQuota: seed.totalQuota ?? null,
        ownerUserId: options.ownerUserId ?? null,
        companyId: options.companyId ?? null,
      },
      departures,
      itinerary: seed.itinerary.map((day, index) => ({ dayNumber: index + 1, ...day })),
      meals: seed.meals ? buildMeals(seed.durationDays, seed.meals) : [],
      images: seed.images.map((image) => ({ url: image.url, altText: image.alt })),
      hotels: seed.hotels.map(graphHotelOf),
    },
    { now: options.createdAt },
  );
  // The seed finds its tours again by slug: one the slug rule would not give is a mistake in the seed data.
  if (written.tour.slug !== seed.slug) {
    throw new Error(`Seed tour '${seed.title}' has slug ${seed.slug}; its title gives ${written.tour.slug}`);
  }
  return { tourId: written.tour.id, dates: written.departures };
}
