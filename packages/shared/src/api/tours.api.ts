import { z } from 'zod';
import { CANCELLATION_POLICY_CODES } from '../cancellation-policy';
import { LANGUAGES } from '../languages';
import { ZTourContentTranslation } from '../tour-submission/translation';
import { BOOKING_SESSION_MESSAGES } from '../booking-session';
import type { TPerPersonPrice } from '../pricing';
import { plainText } from '../text';
import { ZTourListQuery, ZTourSearchQuery } from '../tour-list-query';
import { DURATION_BUCKET_KEYS, RATING_STEPS } from '../tour-search';
import { TOUR_FORM_CATEGORIES } from '../tour-categories';
import { SLUG_MAX_LENGTH, TOUR_PAGE_MESSAGES } from '../tours';
import { defineEndpoint } from './endpoint';

const ZPerPersonPrice = z.object({
  /** The listed price per person; struck through when `discountPercent` is above 0. */
  listedPrice: z.number(),
  discountPercent: z.number(),
  /** listed × (1 − discount), rounded once. */
  price: z.number(),
  /** Several departures are summarised: the price reads "From". */
  isFrom: z.boolean(),
}) satisfies z.ZodType<TPerPersonPrice>;

export const ZTourCard = z.object({
  id: z.string(),
  slug: z.string(),
  /** The language of the tour's own content (title, description, lists, itinerary); issue 27, item 5. */
  contentLanguage: z.enum(LANGUAGES),
  title: z.string(),
  /** The title in the other language, when the tour has a translation: a card shows the visitor's (tourContentIn). */
  titleTranslation: z.string().nullable(),
  location: z.string(),
  country: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  discountPercentage: z.number().nullable(),
  durationDays: z.number(),
  durationLabel: z.string(),
  rating: z.number(),
  reviewsCount: z.number(),
  isRecommended: z.boolean(),
  hotelStars: z.number(),
  companyName: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  companyVerified: z.boolean(),
  firstDepartureDate: z.string().nullable(),
  lastReturnDate: z.string().nullable(),
  /**
   * The price per person the card shows (decision 14): the lowest after discount over the upcoming
   * departures (those with seats for the search's travellers when any have them), else the tour's own.
   */
  perPersonPrice: ZPerPersonPrice,
});
export type TTourCard = z.infer<typeof ZTourCard>;

export const ZTourListResponse = z.object({
  items: z.array(ZTourCard),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TTourListResponse = z.infer<typeof ZTourListResponse>;

const counts = <T extends string>(keys: readonly [T, ...T[]]) => z.record(z.enum(keys), z.number().int());

/**
 * How many tours each filter value would give with the other filters as they are (a value's own group is left out,
 * so ticking a second category adds its count).
 */
export const ZTourSearchFacets = z.object({
  categories: counts(TOUR_FORM_CATEGORIES),
  durations: counts(DURATION_BUCKET_KEYS),
  ratings: counts(RATING_STEPS),
});
export type TTourSearchFacets = z.infer<typeof ZTourSearchFacets>;

export const ZTourSearchResponse = ZTourListResponse.extend({
  facets: ZTourSearchFacets,
  /** Set when nothing matched the words as typed and a misspelt word was replaced by the catalogue's nearest. */
  correctedDestination: z.string().nullable(),
});
export type TTourSearchResponse = z.infer<typeof ZTourSearchResponse>;

export const ZTourDate = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price: z.number(),
  currency: z.string(),
  availableSpots: z.number(),
  discountPercent: z.number().nullable(),
  label: z.string().nullable(),
});
export type TTourDate = z.infer<typeof ZTourDate>;

export const ZTourDetail = ZTourCard.extend({
  /** The content in the other language, when the operator gave it; the page shows the visitor's (tourContentIn). */
  translation: ZTourContentTranslation.nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  /** The tour's cancellation policy (DESIGN decision 31); its sentence comes from cancellationPolicyText. */
  cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
  isAllInclusive: z.boolean(),
  dates: z.array(ZTourDate),
  /** The operator's licence has expired: the tour takes no new bookings (DESIGN decision 25). */
  bookingsPaused: z.boolean(),
});
export type TTourDetail = z.infer<typeof ZTourDetail>;

export const ZTourImage = z.object({
  id: z.string(),
  url: z.string(),
  altText: z.string().nullable(),
  displayOrder: z.number(),
});
export type TTourImage = z.infer<typeof ZTourImage>;

export const ZItineraryItem = z.object({
  id: z.string(),
  dayNumber: z.number(),
  /** Its place in the day: a translation's row is matched by day and position (itineraryIn). */
  position: z.number(),
  title: z.string(),
  time: z.string().nullable(),
  description: z.string().nullable(),
});
export type TItineraryItem = z.infer<typeof ZItineraryItem>;

export const ZTourMealPlan = z.object({
  id: z.string(),
  dayNumber: z.number(),
  schedule: z.string().nullable(),
  breakfast: z.boolean(),
  lunch: z.boolean(),
  dinner: z.boolean(),
});
export type TMealPlan = z.infer<typeof ZTourMealPlan>;

export const ZTourHotel = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.string(),
  description: z.string().nullable(),
  amenities: z.array(z.string()),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  roomType: z.string().nullable(),
  website: z.string().nullable(),
});
export type THotel = z.infer<typeof ZTourHotel>;

export const ZFlight = z.object({
  id: z.string(),
  isOutbound: z.boolean(),
  airline: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  departureCode: z.string(),
  /** The departure airport's wall time with its UTC offset, '2026-09-01T10:30:00+07:00' (decision 18). */
  departureTime: z.string(),
  arrivalAirport: z.string(),
  arrivalCode: z.string(),
  /** The arrival airport's wall time with its UTC offset. */
  arrivalTime: z.string(),
  duration: z.string().nullable(),
});
export type TFlight = z.infer<typeof ZFlight>;

export const ZDestinationCount = z.object({ name: z.string(), tourCount: z.number() });
export type TDestinationCount = z.infer<typeof ZDestinationCount>;

export const ZSlugParams = z.object({
  slug: plainText().min(1, TOUR_PAGE_MESSAGES.notFound).max(SLUG_MAX_LENGTH, TOUR_PAGE_MESSAGES.notFound),
});

/** The home grid and the search results. */
export const listTours = defineEndpoint({
  method: 'GET',
  path: '/api/tours',
  query: ZTourListQuery,
  response: ZTourListResponse,
});

/** The search page: free text, filters, a sort and the counts per filter value (issue 25, decision 32). */
export const searchTours = defineEndpoint({
  method: 'GET',
  path: '/api/tours/search',
  query: ZTourSearchQuery,
  response: ZTourSearchResponse,
});

export const listFeaturedDestinations = defineEndpoint({
  method: 'GET',
  path: '/api/destinations/featured',
  response: z.object({ destinations: z.array(ZDestinationCount) }),
});

export const getTour = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug',
  params: ZSlugParams,
  response: ZTourDetail,
});

export const getTourImages = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/images',
  params: ZSlugParams,
  response: z.object({ images: z.array(ZTourImage) }),
});

export const getTourItinerary = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/itinerary',
  params: ZSlugParams,
  response: z.object({ itinerary: z.array(ZItineraryItem) }),
});

export const getTourMeals = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/meals',
  params: ZSlugParams,
  response: z.object({ meals: z.array(ZTourMealPlan) }),
});

export const getTourHotels = defineEndpoint({
  method: 'GET',
  path: '/api/tours/:slug/hotels',
  params: ZSlugParams,
  response: z.object({ hotels: z.array(ZTourHotel) }),
});

export const getTourDateFlights = defineEndpoint({
  method: 'GET',
  path: '/api/tour-dates/:dateId/flights',
  params: z.object({ dateId: z.uuid(BOOKING_SESSION_MESSAGES.tourDateNotFound) }),
  response: z.object({ flights: z.array(ZFlight) }),
});
