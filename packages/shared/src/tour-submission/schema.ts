import { z } from 'zod';
import { CANCELLATION_POLICY_CODES, type TCancellationPolicyCode } from '../cancellation-policy';
import { ZCancellationPolicyCode } from '../cancellation-policy-schemas';
import { LANGUAGES, type TLanguage } from '../languages';
import { DEFAULT_CONTENT_LANGUAGE } from '../tour-content-in';
import { isCalendarDate, multilineText, plainText } from '../text';
import {
  ACTIVITY_TIMES,
  DISCOUNT_MODES,
  HOTEL_AMENITIES,
  HOTEL_CHECK_IN_TIMES,
  HOTEL_CHECK_OUT_TIMES,
  type TDiscountMode,
  TOUR_CURRENCIES,
  TOUR_FORM_CATEGORIES,
  TOUR_FORM_LIMITS as L,
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
  type TTourCurrency,
  type TTourFormCategory,
  type TTourHotelRating,
  type TTourRoomType,
  WIZARD_STEP_COUNT,
} from './constants';
import {
  discountAmountIssues,
  discountFieldRules,
  imageReference,
  isHttpUrl,
  mainFieldRules,
  positiveInteger,
  positiveNumber,
  spotsExceedQuota,
  type TFieldIssue,
} from './field-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';
import { emptyTourTranslation, type TTourTranslationValues, ZTourTranslationValues } from './translation';

/**
 * One flight of a date as the wizard holds it. Date-times are airport-local wall times with their UTC
 * offset ('2027-03-05T10:30:00+07:00', DESIGN decision 18); every field is '' while no flight is chosen.
 */
export type TFlightLeg = {
  airline: string;
  airlineCode: string;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  departureDateTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalDateTime: string;
  /** '3h 0m'. */
  duration: string;
};

/** Prices in major units of the tour currency (the form's own number; the server stores minor units). */
export type TAvailableDateValues = {
  startDate: string;
  price: number | null;
  /** Read-only: always the tour currency. */
  currency: TTourCurrency;
  availableSpots: number | null;
  outbound: TFlightLeg;
  return: TFlightLeg;
};

export type TActivityValues = { time: string; description: string };
export type TItineraryDayValues = { dayNumber: number; title: string; activities: TActivityValues[] };
export type TMealPlanValues = {
  dayNumber: number;
  schedule: string;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
};
export type THotelValues = {
  name: string;
  description: string;
  rating: TTourHotelRating | '';
  amenities: string[];
  checkIn: string;
  checkOut: string;
  roomType: TTourRoomType | '';
  website: string;
};
export type TTourImageValues = { id: string; url: string; order: number };
export type TListItemValues = { value: string };

/**
 * What the wizard holds while the operator types (and what a draft stores): a number field the
 * operator has emptied is null. ZTourForm turns it into a TTourForm or says what is wrong.
 */
export type TTourFormValues = {
  sku: string;
  companyName: string;
  /**
   * The language of the title, description, lists and itinerary below: the tour's own (issue 27, item 5). The
   * other language's version, optional, is `translation`; a blank one means none.
   */
  contentLanguage: TLanguage;
  translation: TTourTranslationValues;
  title: string;
  slug: string;
  description: string;
  location: string;
  country: string;
  category: TTourFormCategory;
  price: number | null;
  discountMode: TDiscountMode;
  discountPercentage: number | null;
  /** Used in amount mode; the percentage is derived from it (discountPercentageFromAmount). */
  discountAmount: number | null;
  currency: TTourCurrency;
  /** Days; computed from the first date's flights and read-only. */
  duration: number | null;
  totalQuota: number | null;
  thumbnailUrl: string;
  tourImages: TTourImageValues[];
  inclusions: TListItemValues[];
  exclusions: TListItemValues[];
  highlights: TListItemValues[];
  /** The tour's cancellation policy, from the closed list (DESIGN decision 31). */
  cancellationPolicy: TCancellationPolicyCode;
  itineraryDays: TItineraryDayValues[];
  mealPlans: TMealPlanValues[];
  hotels: THotelValues[];
  availableDates: TAvailableDateValues[];
};

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const required = (message: string, max: number) => plainText().min(1, { message, abort: true }).max(max);

const flightDateTime = z
  .string()
  .trim()
  .refine((value) => value === '' || LOCAL_DATE_TIME.test(value), M.dateTimeInvalid);

const ZFlightLeg = z.object({
  airline: plainText().max(L.shortTextMax),
  airlineCode: plainText().max(3),
  flightNumber: plainText().max(8),
  departureAirport: plainText().max(L.shortTextMax),
  departureCode: plainText().max(4),
  departureDateTime: flightDateTime,
  arrivalAirport: plainText().max(L.shortTextMax),
  arrivalCode: plainText().max(4),
  arrivalDateTime: flightDateTime,
  duration: plainText().max(20),
});

const ZAvailableDate = z.object({
  startDate: z.string().trim().refine(isCalendarDate, M.dateStartRequired),
  price: positiveNumber(M.datePricePositive, L.priceMax),
  currency: z.enum(TOUR_CURRENCIES, { error: M.currencyRequired }),
  availableSpots: positiveInteger(M.dateSpotsPositive, L.quotaMax),
  outbound: ZFlightLeg,
  return: ZFlightLeg,
});

const listItem = (message: string) => z.object({ value: required(message, L.listItemMax) });

const ZActivity = z.object({
  time: z.string().refine((value) => value === '' || ACTIVITY_TIMES.includes(value), M.activityTimeInvalid),
  description: required(M.activityDescriptionRequired, L.listItemMax * 4).min(5, M.activityDescriptionMin),
});

export const ZItineraryDay = z.object({
  dayNumber: z.number().int().min(1).max(L.durationMax),
  title: required(M.dayTitleRequired, L.shortTextMax),
  activities: z.array(ZActivity).min(1, M.activityRequired).max(L.activitiesPerDayMax),
});

export const ZMealPlan = z.object({
  dayNumber: z.number().int().min(1).max(L.durationMax),
  schedule: required(M.mealScheduleRequired, L.shortTextMax),
  breakfast: z.boolean(),
  lunch: z.boolean(),
  dinner: z.boolean(),
});

export const ZHotel = z.object({
  name: required(M.hotelNameRequired, L.shortTextMax),
  description: multilineText().min(5, M.hotelDescriptionRequired).max(L.descriptionMax),
  rating: z.enum(TOUR_HOTEL_RATINGS, { error: M.hotelRatingRequired }),
  amenities: z.array(z.enum(HOTEL_AMENITIES)).max(HOTEL_AMENITIES.length),
  checkIn: z.string().refine((value) => HOTEL_CHECK_IN_TIMES.includes(value), M.hotelCheckInRequired),
  checkOut: z.string().refine((value) => HOTEL_CHECK_OUT_TIMES.includes(value), M.hotelCheckOutRequired),
  roomType: z.enum(TOUR_ROOM_TYPES, { error: M.hotelRoomTypeRequired }),
  website: z
    .string()
    .trim()
    .max(L.urlMax, M.urlInvalid)
    .refine((value) => value === '' || isHttpUrl(value), M.urlInvalid),
});

const ZTourImage = z.object({
  id: plainText().min(1).max(100),
  url: imageReference(M.urlInvalid),
  order: z.number().int().min(0).max(L.galleryMax),
});

const main = mainFieldRules(M);

// In the order the fields are checked and their problems listed.
const tourFormShape = {
  /** Read-only: the server makes the SKU when the tour is submitted. */
  sku: plainText().max(40),
  companyName: main.companyName,
  contentLanguage: z.enum(LANGUAGES).default(DEFAULT_CONTENT_LANGUAGE),
  /** Optional: absent, null or blank is none; given, it follows its own rules (ZTourTranslationValues). */
  translation: ZTourTranslationValues.nullable()
    .optional()
    .transform((translation) => translation ?? emptyTourTranslation()),
  title: main.title,
  slug: plainText().max(L.slugMax),
  description: main.description,
  location: main.location,
  country: main.country,
  category: main.category,
  price: positiveNumber(M.pricePositive, L.priceMax),
  ...discountFieldRules,
  currency: main.currency,
  duration: positiveInteger(M.durationPositive, L.durationMax),
  totalQuota: main.totalQuota,
  thumbnailUrl: main.thumbnailUrl,
  tourImages: z.array(ZTourImage).max(L.galleryMax, M.galleryFull),
  inclusions: z.array(listItem(M.inclusionEmpty)).min(1, M.inclusionRequired).max(L.listItemsMax),
  exclusions: z.array(listItem(M.exclusionEmpty)).max(L.listItemsMax),
  highlights: z.array(listItem(M.highlightEmpty)).max(L.listItemsMax),
  cancellationPolicy: ZCancellationPolicyCode,
  itineraryDays: z.array(ZItineraryDay).max(L.durationMax),
  mealPlans: z.array(ZMealPlan).max(L.durationMax),
  hotels: z.array(ZHotel).max(L.hotelsMax),
  availableDates: z.array(ZAvailableDate).min(1, M.dateWithPriceAndSpots).max(L.datesMax),
};

type TCrossRuleInput = Pick<
  TTourFormValues,
  'availableDates' | 'totalQuota' | 'discountMode' | 'discountAmount' | 'discountPercentage' | 'price'
>;

/** The rules that read several fields: spots against quota, and the discount by its mode. */
export function tourFormCrossIssues(form: TCrossRuleInput): TFieldIssue[] {
  const dates = Array.isArray(form.availableDates) ? form.availableDates : [];
  const quota: TFieldIssue[] = spotsExceedQuota(dates, form.totalQuota)
    ? [{ path: 'totalQuota', message: M.spotsExceedQuota }]
    : [];
  return [...quota, ...discountAmountIssues(form)];
}

/**
 * The tour form (2-operator.md section 3 "Tour form" and "Available date", section 5 "Full tour form
 * rules"): the browser validates the wizard with it and the server the submission.
 */
export const ZTourForm = z.object(tourFormShape).superRefine(
  (value, ctx) => {
    // With `when` below this also sees input that failed its type checks: read it with care.
    if (typeof value !== 'object' || value === null) return;
    for (const issue of tourFormCrossIssues(value)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  },
  // Runs even when single fields failed (a field left empty included), so the quota rule shows with the others.
  { when: () => true },
);
export type TTourForm = z.output<typeof ZTourForm>;

// ---- drafts: the same shape, every field optional and nothing required, sizes still bounded.

const draftText = (max: number) => z.string().max(max);
const draftNumber = z.number().nullable();
const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

const ZDraftFlightLeg = z
  .object({
    airline: draftText(L.shortTextMax),
    airlineCode: draftText(3),
    flightNumber: draftText(8),
    departureAirport: draftText(L.shortTextMax),
    departureCode: draftText(4),
    departureDateTime: draftText(40),
    arrivalAirport: draftText(L.shortTextMax),
    arrivalCode: draftText(4),
    arrivalDateTime: draftText(40),
    duration: draftText(20),
  })
  .partial();

const draftList = z.array(z.object({ value: draftText(L.listItemMax) }).partial()).max(L.listItemsMax);

/** A wizard in progress as it is saved on the server (DESIGN decision 20). */
export const ZTourDraft = z
  .object({
    /** The step the operator was on, so a resumed draft opens there. */
    wizardStep: z.number().int().min(1).max(WIZARD_STEP_COUNT),
    sku: draftText(40),
    companyName: draftText(L.companyNameMax),
    contentLanguage: z.enum(LANGUAGES),
    translation: z
      .object({
        title: draftText(L.titleMax),
        description: draftText(L.descriptionMax),
        highlights: draftList,
        inclusions: draftList,
        exclusions: draftList,
        itineraryDays: z
          .array(
            z
              .object({
                dayNumber: z.number(),
                title: draftText(L.shortTextMax),
                activities: z
                  .array(z.object({ description: draftText(L.listItemMax * 4) }).partial())
                  .max(L.activitiesPerDayMax),
              })
              .partial(),
          )
          .max(L.durationMax),
      })
      .partial()
      .nullable(),
    title: draftText(L.titleMax),
    slug: draftText(L.slugMax),
    description: draftText(L.descriptionMax),
    location: draftText(L.shortTextMax),
    country: draftText(L.shortTextMax),
    category: orEmpty(TOUR_FORM_CATEGORIES),
    price: draftNumber,
    discountMode: z.enum(DISCOUNT_MODES),
    discountPercentage: draftNumber,
    discountAmount: draftNumber,
    currency: z.enum(TOUR_CURRENCIES),
    duration: draftNumber,
    totalQuota: draftNumber,
    thumbnailUrl: draftText(L.dataUrlMax),
    tourImages: z
      .array(z.object({ id: draftText(100), url: draftText(L.dataUrlMax), order: z.number() }).partial())
      .max(L.galleryMax),
    inclusions: draftList,
    exclusions: draftList,
    highlights: draftList,
    cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
    itineraryDays: z
      .array(
        z
          .object({
            dayNumber: z.number(),
            title: draftText(L.shortTextMax),
            activities: z
              .array(z.object({ time: draftText(20), description: draftText(L.listItemMax * 4) }).partial())
              .max(L.activitiesPerDayMax),
          })
          .partial(),
      )
      .max(L.durationMax),
    mealPlans: z
      .array(
        z
          .object({
            dayNumber: z.number(),
            schedule: draftText(L.shortTextMax),
            breakfast: z.boolean(),
            lunch: z.boolean(),
            dinner: z.boolean(),
          })
          .partial(),
      )
      .max(L.durationMax),
    hotels: z
      .array(
        z
          .object({
            name: draftText(L.shortTextMax),
            description: draftText(L.descriptionMax),
            rating: orEmpty(TOUR_HOTEL_RATINGS),
            amenities: z.array(draftText(L.shortTextMax)).max(HOTEL_AMENITIES.length),
            checkIn: draftText(20),
            checkOut: draftText(20),
            roomType: orEmpty(TOUR_ROOM_TYPES),
            website: draftText(L.urlMax),
          })
          .partial(),
      )
      .max(L.hotelsMax),
    availableDates: z
      .array(
        z
          .object({
            startDate: draftText(10),
            price: draftNumber,
            currency: z.enum(TOUR_CURRENCIES),
            availableSpots: draftNumber,
            outbound: ZDraftFlightLeg,
            return: ZDraftFlightLeg,
          })
          .partial(),
      )
      .max(L.datesMax),
  })
  .partial();
export type TTourDraft = z.output<typeof ZTourDraft>;
