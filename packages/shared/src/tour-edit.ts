import { z } from 'zod';
import { ZCancellationPolicyCode } from './cancellation-policy-schemas';
import { parseAirportLocalTime } from './flight-times';
import { LANGUAGES } from './languages';
import { DEFAULT_CONTENT_LANGUAGE } from './tour-content-in';
import { isCalendarDate, plainText } from './text';
import { TOUR_DRAFT_MESSAGES, ZTourDraftVersion } from './tour-submissions-api';
import {
  imageReference,
  mainFieldRules,
  positiveInteger,
  spotsExceedQuota,
  TOUR_FORM_LIMITS as L,
  TOUR_FORM_MESSAGES as M,
  ZHotel,
  ZItineraryDay,
  ZMealPlan,
  translationContentSchema,
  ZTourDraft,
} from './tour-submission';

/** The edit screen's texts (2-operator.md sections 5, 6 and 8; DESIGN decision 23 for the inventory refusals). */
export const TOUR_EDIT_MESSAGES = {
  notFound: "Tour not found or you don't have permission to edit it",
  noPermission: "You don't have permission to access this page",
  titleMin: 'Title must be at least 5 characters long',
  descriptionMin: 'Description must be at least 5 characters long',
  // The rest of section 5's edit messages are the tour form's own words.
  locationRequired: M.locationRequired,
  pricePositive: M.pricePositive,
  inclusionRequired: M.inclusionRequired,
  spotsExceedQuota: M.spotsExceedQuota,
  fixErrorsHeading: 'Please fix the following errors',
  fixErrorsBeforeSaving: 'Please fix form errors before saving',
  saved: 'Tour updated successfully!',
  savedForReview:
    'Your content changes were sent for review. Travellers see the current content until an administrator approves them.',
  savedWithReview:
    'Prices, seats and departures are live. Your content changes were sent for review; travellers see the current content until an administrator approves them.',
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

/** Inclusions, exclusions or highlights as the request sends them: the texts, none of them empty. */
const listItems = (emptyMessage: string) =>
  z.array(plainText().min(1, emptyMessage).max(L.listItemMax)).max(L.listItemsMax);

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
  startDate: z.string().trim().refine(isCalendarDate, M.dateStartRequired),
  price: positiveInteger(TOUR_EDIT_MESSAGES.pricePositive, L.priceMax * 100),
  availableSpots: positiveInteger(M.dateSpotsPositive, L.quotaMax),
  /** Absent: the departure keeps its flight; null: it has none; a flight: it replaces the one stored. */
  outbound: ZTourEditFlight.nullable().optional(),
  return: ZTourEditFlight.nullable().optional(),
});

/**
 * Save All Changes (2-operator.md sections 3, 4 and 7): the main fields, the gallery in order, the
 * itinerary and meals by day, the hotels and the departures. Duration is fixed and not sent; location
 * and company name are applied for administrators only. Prices are minor units of `currency`; there is no
 * base price: what travellers pay is each departure's (DESIGN decision 14, docs/decisions/0019).
 */
const main = mainFieldRules(TOUR_EDIT_MESSAGES);

export const ZTourEditRequest = z
  .object({
    /** The language of the content fields; the other one's version, optional, is `translation` (issue 27, item 5). */
    contentLanguage: z.enum(LANGUAGES).default(DEFAULT_CONTENT_LANGUAGE),
    /** Null (or absent): the tour has none. */
    translation: translationContentSchema(TOUR_EDIT_MESSAGES).nullable().default(null),
    title: main.title,
    description: main.description,
    location: main.location,
    country: main.country,
    companyName: main.companyName,
    category: main.category,
    /** Whole percent, as stored (storedDiscountPercentage turns an amount into it). */
    discountPercentage: z.number().int().min(0, M.discountPositive).max(100, M.percentageMax).nullable(),
    currency: main.currency,
    totalQuota: main.totalQuota,
    thumbnailUrl: main.thumbnailUrl,
    inclusions: listItems(M.inclusionEmpty).min(1, TOUR_EDIT_MESSAGES.inclusionRequired),
    exclusions: listItems(M.exclusionEmpty),
    highlights: listItems(M.highlightEmpty),
    cancellationPolicy: ZCancellationPolicyCode,
    /** In display order; the first is the primary image. */
    images: z.array(imageReference(M.urlInvalid)).max(L.galleryMax, M.galleryFull),
    itineraryDays: z.array(ZItineraryDay).max(L.durationMax),
    mealPlans: z.array(ZMealPlan).max(L.durationMax),
    hotels: z.array(ZHotel).max(L.hotelsMax),
    dates: z.array(ZTourEditDate).max(L.datesMax),
  })
  .superRefine((value, ctx) => {
    if (spotsExceedQuota(value.dates, value.totalQuota)) {
      ctx.addIssue({ code: 'custom', path: ['totalQuota'], message: TOUR_EDIT_MESSAGES.spotsExceedQuota });
    }
  });
export type TTourEditRequest = z.infer<typeof ZTourEditRequest>;

// ---- governed edits of a live tour (DESIGN decision 37; docs/decisions/0019).

/** What travellers read about a live tour: an operator's change of it is a revision an administrator approves. */
export const TOUR_CONTENT_FIELDS = [
  'title',
  'description',
  'contentLanguage',
  'translation',
  'location',
  'country',
  'companyName',
  'category',
  'thumbnailUrl',
  'inclusions',
  'exclusions',
  'highlights',
  'cancellationPolicy',
  'images',
  'itineraryDays',
  'mealPlans',
  'hotels',
] as const;
export type TTourContentField = (typeof TOUR_CONTENT_FIELDS)[number];

/** What is sold: prices, seats and departures (their flights with them) change at once, for new bookings only. */
export const TOUR_INVENTORY_FIELDS = ['departures', 'totalQuota', 'discountPercentage', 'currency'] as const;
export type TTourInventoryField = (typeof TOUR_INVENTORY_FIELDS)[number];
export type TTourEditPart = TTourContentField | TTourInventoryField;

export type TTourContent = Pick<TTourEditRequest, TTourContentField>;

/** How the edit screen and the pending queue name each part of a live tour. */
export const TOUR_EDIT_PART_LABELS: Record<TTourEditPart, string> = {
  contentLanguage: 'Tour language',
  translation: 'Translation',
  title: 'Title',
  description: 'Description',
  location: 'Location',
  country: 'Country',
  companyName: 'Company name',
  category: 'Category',
  thumbnailUrl: 'Thumbnail',
  inclusions: 'Inclusions',
  exclusions: 'Exclusions',
  highlights: 'Highlights',
  cancellationPolicy: 'Cancellation policy',
  images: 'Tour images',
  itineraryDays: 'Itinerary',
  mealPlans: 'Meal plans',
  hotels: 'Hotels',
  departures: 'Departures (dates, prices, seats, flights)',
  totalQuota: 'Total quota',
  discountPercentage: 'Discount',
  currency: 'Currency',
};

/** The content fields of an edit request (or of a tour loaded in the request's shape). */
export function tourContentOf(form: TTourContent): TTourContent {
  return Object.fromEntries(TOUR_CONTENT_FIELDS.map((field) => [field, form[field]])) as TTourContent;
}

/** A stored value as the request would carry it (trimmed, defaults filled), so an unchanged field compares equal. */
function normalised(field: TTourContentField, value: unknown): string {
  const parsed = ZTourEditRequest.shape[field].safeParse(value);
  return JSON.stringify(parsed.success ? parsed.data : value);
}

/** The content fields that differ between two versions of a tour's content, in the screen's order. */
export function changedContentFields(before: TTourContent, after: TTourContent): TTourContentField[] {
  return TOUR_CONTENT_FIELDS.filter((field) => normalised(field, before[field]) !== normalised(field, after[field]));
}

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
