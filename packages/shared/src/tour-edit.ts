import { z } from 'zod';
import { parseAirportLocalTime } from './flight-times';
import { isCalendarDate, multilineText, plainText } from './text';
import { TOUR_DRAFT_MESSAGES, ZTourDraftVersion } from './tour-submissions-api';
import {
  isImageReference,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  TOUR_FORM_LIMITS as L,
  ZHotel,
  ZItineraryDay,
  ZMealPlan,
  ZTourDraft,
} from './tour-submission';

/** The edit screen's texts (2-operator.md sections 5, 6 and 8; DESIGN decision 23 for the inventory refusals). */
export const TOUR_EDIT_MESSAGES = {
  notFound: "Tour not found or you don't have permission to edit it",
  noPermission: "You don't have permission to access this page",
  titleMin: 'Title must be at least 5 characters long',
  descriptionMin: 'Description must be at least 5 characters long',
  locationRequired: 'Location is required',
  countryRequired: 'Country is required',
  pricePositive: 'Price must be a positive number',
  durationPositive: 'Duration must be a positive number',
  inclusionRequired: 'At least one inclusion is required',
  totalQuotaPositive: 'Total quota must be a positive number',
  thumbnailInvalid: 'Please provide a valid image URL or upload an image',
  spotsExceedQuota: 'Total available spots across all dates cannot exceed total quota',
  fixErrorsHeading: 'Please fix the following errors',
  fixErrorsBeforeSaving: 'Please fix form errors before saving',
  saved: 'Tour updated successfully!',
  departureHasBookings: 'This departure has bookings or held seats and cannot be removed.',
  departureDateLocked: 'This departure has bookings or held seats; its start date cannot be changed.',
  flightTimeInvalid: 'Enter the flight time with its airport offset, e.g. 2026-10-01T10:30:00+07:00',
  flightArrivesBeforeDeparture: 'A flight cannot arrive before it departs',
  unknownDeparture: 'This departure no longer belongs to the tour. Reload the page and try again.',
} as const;

/** A departure's seats cannot be cut below those sold and held (decision 23). */
export function seatsBelowTakenMessage(startDate: string, minimum: number): string {
  return `The departure on ${startDate} has ${minimum} seat(s) sold or held: its available spots cannot be set below ${minimum}.`;
}

/**
 * The time an activity starts at on the edit screen when it has none: a generated day's first activity and a
 * loaded one stored without a time (2-operator.md section 3). The wizard leaves a new activity's time empty.
 */
export const EDIT_DEFAULT_ACTIVITY_TIME = '09:00';

export const ZTourEditParams = z.object({ slug: plainText().min(1).max(L.slugMax) });

const positiveInteger = (message: string, max: number) =>
  z.number({ error: message }).int(message).positive(message).max(max, message);

const listItems = z.array(plainText().min(1).max(L.listItemMax)).max(L.listItemsMax);

const flightTime = z
  .string()
  .trim()
  .refine((value) => parseAirportLocalTime(value) !== null, TOUR_EDIT_MESSAGES.flightTimeInvalid);

/** One flight of a departure; times are airport-local wall times with their offset (DESIGN decision 18). */
const ZTourEditFlight = z
  .object({
    airline: plainText().min(1).max(L.shortTextMax),
    airlineCode: plainText().max(3),
    flightNumber: plainText().min(1).max(8),
    departureAirport: plainText().min(1).max(L.shortTextMax),
    departureCode: plainText().min(1).max(4),
    departureDateTime: flightTime,
    arrivalAirport: plainText().min(1).max(L.shortTextMax),
    arrivalCode: plainText().min(1).max(4),
    arrivalDateTime: flightTime,
    duration: plainText().max(20),
  })
  .refine((flight) => new Date(flight.arrivalDateTime) >= new Date(flight.departureDateTime), {
    path: ['arrivalDateTime'],
    message: TOUR_EDIT_MESSAGES.flightArrivesBeforeDeparture,
  });
export type TTourEditFlight = z.infer<typeof ZTourEditFlight>;

/**
 * One departure as the edit screen sends it. `id` names an existing departure (absent for a new one);
 * `availableSpots` is its capacity: the seats still on sale plus those sold and held. Prices are minor units.
 */
const ZTourEditDate = z.object({
  id: z.uuid().optional(),
  startDate: z.string().trim().refine(isCalendarDate, 'Start date is required'),
  price: positiveInteger(TOUR_EDIT_MESSAGES.pricePositive, L.priceMax * 100),
  availableSpots: positiveInteger('Available spots is required and must be greater than 0', L.quotaMax),
  /** Absent: the departure keeps its flight; null: it has none; a flight: it replaces the one stored. */
  outbound: ZTourEditFlight.nullable().optional(),
  return: ZTourEditFlight.nullable().optional(),
});

/**
 * Save All Changes (2-operator.md sections 3, 4 and 7): the main fields, the gallery in order, the
 * itinerary and meals by day, the hotels and the departures. Duration is fixed and not sent; location
 * and company name are applied for administrators only. Prices are minor units of `currency`.
 */
export const ZTourEditRequest = z
  .object({
    title: plainText().min(5, TOUR_EDIT_MESSAGES.titleMin).max(L.titleMax),
    description: multilineText().min(5, TOUR_EDIT_MESSAGES.descriptionMin).max(L.descriptionMax),
    location: plainText().min(2, TOUR_EDIT_MESSAGES.locationRequired).max(L.shortTextMax),
    country: plainText().min(2, TOUR_EDIT_MESSAGES.countryRequired).max(L.shortTextMax),
    companyName: plainText().max(L.companyNameMax),
    category: z.enum(TOUR_FORM_CATEGORIES),
    price: positiveInteger(TOUR_EDIT_MESSAGES.pricePositive, L.priceMax * 100),
    discountPercentage: z.number().int().min(0).max(100).nullable(),
    currency: z.enum(TOUR_CURRENCIES),
    totalQuota: positiveInteger(TOUR_EDIT_MESSAGES.totalQuotaPositive, L.quotaMax),
    thumbnailUrl: z.string().trim().refine(isImageReference, TOUR_EDIT_MESSAGES.thumbnailInvalid),
    inclusions: listItems.min(1, TOUR_EDIT_MESSAGES.inclusionRequired),
    exclusions: listItems,
    highlights: listItems,
    /** In display order; the first is the primary image. */
    images: z.array(z.string().trim().refine(isImageReference, TOUR_EDIT_MESSAGES.thumbnailInvalid)).max(L.galleryMax),
    itineraryDays: z.array(ZItineraryDay).max(L.durationMax),
    mealPlans: z.array(ZMealPlan).max(L.durationMax),
    hotels: z.array(ZHotel).max(L.hotelsMax),
    dates: z.array(ZTourEditDate).max(L.datesMax),
  })
  .superRefine((value, ctx) => {
    if (value.dates.reduce((sum, date) => sum + date.availableSpots, 0) > value.totalQuota) {
      ctx.addIssue({ code: 'custom', path: ['totalQuota'], message: TOUR_EDIT_MESSAGES.spotsExceedQuota });
    }
  });
export type TTourEditRequest = z.infer<typeof ZTourEditRequest>;

/** A departure as loaded, with what limits its edit: seats sold (bookings not cancelled) and held (active holds). */
export type TTourEditDate = {
  id: string;
  startDate: string;
  endDate: string;
  price: number;
  currency: string;
  /** Capacity: seats on sale plus sold plus held. */
  availableSpots: number;
  seatsSold: number;
  seatsHeld: number;
  outbound: TTourEditFlight | null;
  return: TTourEditFlight | null;
};

/** GET /api/tours/:slug/edit: the tour as the edit screen loads it (section 4, "Edit tour"). */
export type TTourEditResponse = {
  id: string;
  slug: string;
  sku: string | null;
  durationDays: number;
  /** When the tour was last changed (ISO): an edit draft records the one its edits began from. */
  updatedAt: string;
  canEditAdminFields: boolean;
  form: Omit<TTourEditRequest, 'dates'>;
  dates: TTourEditDate[];
};

// ---- drafts of the edit screen (DESIGN decision 20): one per user and tour, never trusted at save time.

export const TOUR_EDIT_DRAFT_MESSAGES = {
  notFound: 'No unsaved changes are stored for this tour',
  stale: TOUR_DRAFT_MESSAGES.stale,
  tooLarge: TOUR_DRAFT_MESSAGES.tooLarge,
} as const;

/** A departure as the edit screen holds it in a draft; seats and flights are read afresh from the tour. */
const ZTourEditDraftDeparture = z
  .object({
    key: z.string().max(100),
    id: z.uuid(),
    startDate: z.string().max(10),
    price: z.number().nullable(),
    availableSpots: z.number().nullable(),
    removed: z.boolean(),
  })
  .partial();

/**
 * The edit screen's unsaved work: the form in the wizard's shape (checked as loosely as a wizard draft)
 * and the departures. Only bounded here; Save All Changes checks the real thing (ZTourEditRequest).
 */
export const ZTourEditDraftData = z
  .object({
    form: ZTourDraft,
    departures: z.array(ZTourEditDraftDeparture).max(L.datesMax * 2),
  })
  .partial();
export type TTourEditDraftData = z.output<typeof ZTourEditDraftData>;

/**
 * PUT /api/tours/:slug/edit/draft: `version` null creates the draft, a number saves on top of that
 * version only (409 with the current one in `fields.version` otherwise). `baseUpdatedAt`: the tour's
 * updatedAt the edits began from.
 */
export const ZSaveTourEditDraftRequest = z.object({
  data: ZTourEditDraftData,
  version: ZTourDraftVersion.nullable(),
  baseUpdatedAt: z.iso.datetime({ offset: true }),
});
export type TSaveTourEditDraftRequest = z.infer<typeof ZSaveTourEditDraftRequest>;

/** GET and PUT /api/tours/:slug/edit/draft: the caller's draft for the tour. */
export type TTourEditDraft = {
  data: TTourEditDraftData;
  version: number;
  updatedAt: string;
  baseUpdatedAt: string | null;
  /** The tour was saved (by another session or an administrator) after the edits began. */
  tourChangedSince: boolean;
};
