import type { TFlightSearchResult } from '../api/flights.api';
import { DEFAULT_CANCELLATION_POLICY } from '../cancellation-policy';
import { isCalendarDate } from '../text';
import { TOUR_FORM_DEFAULTS as D, type TTourCurrency } from './constants';
import { discountAmountFromPercentage, discountPercentageOf } from './discount';
import { TOUR_FORM_MESSAGES as M } from './messages';
import { emptyTourTranslation, type TTourTranslationValues } from './translation';
import { DEFAULT_CONTENT_LANGUAGE } from '../tour-content-in';
import type {
  TAvailableDateValues,
  TFlightLeg,
  THotelValues,
  TItineraryDayValues,
  TMealPlanValues,
  TTourDraft,
  TTourFormValues,
} from './schema';

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Date.UTC reads years 0-99 as 1900-1999; a date input passes through such years while a year is typed.
  const midnight = new Date(Date.UTC(2000, month - 1, day));
  midnight.setUTCFullYear(year);
  return midnight.getTime();
}

/** 'YYYY-MM-DD' plus `days` calendar days (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  const shifted = new Date(utcDay(date) + days * DAY_MS);
  return `${String(shifted.getUTCFullYear()).padStart(4, '0')}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD' both). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

// ---- empty values

export function emptyFlightLeg(): TFlightLeg {
  return {
    airline: '',
    airlineCode: '',
    flightNumber: '',
    departureAirport: '',
    departureCode: '',
    departureDateTime: '',
    arrivalAirport: '',
    arrivalCode: '',
    arrivalDateTime: '',
    duration: '',
  };
}

/** A flight counts as chosen when it has its number and its airline (step 1). */
export function isFlightLegChosen(leg: Pick<TFlightLeg, 'flightNumber' | 'airline'> | null | undefined): boolean {
  return Boolean(leg?.flightNumber.trim() && leg.airline.trim());
}

/** Nothing typed and nothing chosen in this flight's fields. */
export function isFlightLegEmpty(leg: TFlightLeg): boolean {
  return Object.values(leg).every((value) => value.trim() === '');
}

export function emptyHotel(): THotelValues {
  return {
    name: '',
    description: '',
    rating: D.hotelRating,
    amenities: [],
    checkIn: D.hotelCheckIn,
    checkOut: D.hotelCheckOut,
    roomType: D.roomType,
    website: '',
  };
}

/** A fresh wizard: THB, one empty line in each list, nothing else filled in. */
export function emptyTourForm(): TTourFormValues {
  return {
    sku: '',
    companyName: '',
    contentLanguage: DEFAULT_CONTENT_LANGUAGE,
    translation: emptyTourTranslation(),
    title: '',
    slug: '',
    description: '',
    location: '',
    country: '',
    category: D.category,
    price: null,
    discountMode: D.discountMode,
    discountPercentage: null,
    discountAmount: null,
    currency: D.currency,
    duration: null,
    totalQuota: null,
    thumbnailUrl: '',
    tourImages: [],
    inclusions: [{ value: '' }],
    exclusions: [{ value: '' }],
    highlights: [{ value: '' }],
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    itineraryDays: [],
    mealPlans: [],
    hotels: [],
    availableDates: [],
  };
}

const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function legFromDraft(leg: Partial<TFlightLeg> | undefined): TFlightLeg {
  return { ...emptyFlightLeg(), ...leg };
}

/** A draft's translation as complete values: whatever it lacks is blank. */
function translationFromDraft(draft: TTourDraft['translation']): TTourTranslationValues {
  if (!draft) return emptyTourTranslation();
  const rows = (items: { value?: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.value ?? '' }));
  return {
    title: draft.title ?? '',
    description: draft.description ?? '',
    highlights: rows(draft.highlights),
    inclusions: rows(draft.inclusions),
    exclusions: rows(draft.exclusions),
    itineraryDays: (draft.itineraryDays ?? []).flatMap((day) =>
      typeof day.dayNumber === 'number' && Number.isInteger(day.dayNumber) && day.dayNumber > 0
        ? [
            {
              dayNumber: day.dayNumber,
              title: day.title ?? '',
              activities: (day.activities ?? []).map((activity) => ({ description: activity.description ?? '' })),
            },
          ]
        : [],
    ),
  };
}

/** A saved draft as complete wizard values: whatever the draft lacks takes the fresh wizard's value. */
export function tourFormValuesFromDraft(draft: TTourDraft): TTourFormValues {
  const empty = emptyTourForm();
  const currency = draft.currency ?? empty.currency;
  const list = (items: { value?: string }[] | undefined, fallback: { value: string }[]) =>
    items && items.length > 0 ? items.map((item) => ({ value: item.value ?? '' })) : fallback;
  return {
    sku: draft.sku ?? '',
    companyName: draft.companyName ?? '',
    contentLanguage: draft.contentLanguage ?? empty.contentLanguage,
    translation: translationFromDraft(draft.translation),
    title: draft.title ?? '',
    slug: draft.slug ?? '',
    description: draft.description ?? '',
    location: draft.location ?? '',
    country: draft.country ?? '',
    category: draft.category || empty.category,
    price: finiteOrNull(draft.price),
    discountMode: draft.discountMode ?? empty.discountMode,
    discountPercentage: finiteOrNull(draft.discountPercentage),
    discountAmount: finiteOrNull(draft.discountAmount),
    currency,
    duration: finiteOrNull(draft.duration),
    totalQuota: finiteOrNull(draft.totalQuota),
    thumbnailUrl: draft.thumbnailUrl ?? '',
    tourImages: (draft.tourImages ?? [])
      .filter((image) => image.url)
      .map((image, index) => ({ id: image.id || `image-${index + 1}`, url: image.url ?? '', order: index })),
    inclusions: list(draft.inclusions, empty.inclusions),
    exclusions: list(draft.exclusions, empty.exclusions),
    highlights: list(draft.highlights, empty.highlights),
    cancellationPolicy: draft.cancellationPolicy ?? empty.cancellationPolicy,
    itineraryDays: (draft.itineraryDays ?? []).map((day, index) => ({
      dayNumber: index + 1,
      title: day.title ?? `Day ${index + 1}`,
      activities: (day.activities ?? []).map((activity) => ({
        time: activity.time ?? '',
        description: activity.description ?? '',
      })),
    })),
    mealPlans: (draft.mealPlans ?? []).map((plan, index) => ({
      dayNumber: index + 1,
      schedule: plan.schedule ?? `Day ${index + 1} Meals`,
      breakfast: plan.breakfast ?? false,
      lunch: plan.lunch ?? false,
      dinner: plan.dinner ?? false,
    })),
    hotels: (draft.hotels ?? []).map((hotel) => ({ ...emptyHotel(), ...hotel, amenities: hotel.amenities ?? [] })),
    availableDates: (draft.availableDates ?? []).map((date) => ({
      startDate: date.startDate ?? '',
      price: finiteOrNull(date.price),
      currency,
      availableSpots: finiteOrNull(date.availableSpots),
      outbound: legFromDraft(date.outbound),
      return: legFromDraft(date.return),
    })),
  };
}

// ---- slug

/** Thai tone marks: mai ek, mai tho, mai tri, mai chattawa. */
const THAI_TONE_MARKS = /[\u0E48-\u0E4B]/g;

/**
 * The slug of a title: lowercased, Thai tone marks and punctuation removed, spaces turned into hyphens,
 * runs of spaces and hyphens collapsed into one (DESIGN section 4). Thai letters and vowels stay.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(THAI_TONE_MARKS, '')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Whether a slug already given out still belongs to a title's slug: the base itself or the base with a numeric
 * suffix ('-2', '-3', as a taken base gets). A slug the base merely begins ('bangkok-tour-extra' for
 * 'bangkok-tour') was another title's and is not kept.
 */
export function isSlugOfBase(slug: string, base: string): boolean {
  if (slug === base) return true;
  const suffix = slug.startsWith(`${base}-`) ? slug.slice(base.length + 1) : '';
  return /^\d+$/.test(suffix);
}

/** The slug a tour's title gives; 'tour' for a title with no letters or digits left. */
export function tourSlugBase(title: string): string {
  return slugFromTitle(title) || 'tour';
}

/** The base slug, or with the lowest numeric suffix (-2, -3, …) not in `taken`. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

// ---- duration and days

/** The instant of a local date-time; one without an offset is read as UTC so that it is the same everywhere. */
export function instantOf(value: string): number | null {
  if (!value) return null;
  const withZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? null : time;
}

/**
 * Tour days from the outbound departure to the return arrival, rounded up to whole days
 * (2-operator.md section 4); null when either is missing or the return lands before the departure.
 */
export function durationFromFlights(outboundDeparture: string, returnArrival: string): number | null {
  const from = instantOf(outboundDeparture);
  const to = instantOf(returnArrival);
  if (from === null || to === null || to <= from) return null;
  return Math.ceil((to - from) / DAY_MS);
}

/** The duration the first date's two flights give, or null while one is missing. */
export function durationFromFirstDate(dates: readonly TAvailableDateValues[]): number | null {
  const first = dates[0];
  if (!first || !isFlightLegChosen(first.outbound) || !isFlightLegChosen(first.return)) return null;
  return durationFromFlights(first.outbound.departureDateTime, first.return.arrivalDateTime);
}

export function emptyItineraryDay(dayNumber: number): TItineraryDayValues {
  return { dayNumber, title: `Day ${dayNumber}`, activities: [{ time: '', description: '' }] };
}

export function emptyMealPlan(dayNumber: number): TMealPlanValues {
  return { dayNumber, schedule: `Day ${dayNumber} Meals`, breakfast: false, lunch: false, dinner: false };
}

/**
 * Itinerary days for a new duration: days the operator already wrote are kept (numbered 1..n), missing
 * ones are generated ('Day N', one empty activity) and days past the end are dropped.
 */
export function itineraryForDuration(days: readonly TItineraryDayValues[], duration: number): TItineraryDayValues[] {
  return Array.from({ length: Math.max(0, duration) }, (_, index) => {
    const existing = days[index];
    return existing ? { ...existing, dayNumber: index + 1 } : emptyItineraryDay(index + 1);
  });
}

/** Meal plans for a new duration, kept and generated ('Day N Meals', no meals) like the itinerary. */
export function mealPlansForDuration(plans: readonly TMealPlanValues[], duration: number): TMealPlanValues[] {
  return Array.from({ length: Math.max(0, duration) }, (_, index) => {
    const existing = plans[index];
    return existing ? { ...existing, dayNumber: index + 1 } : emptyMealPlan(index + 1);
  });
}

// ---- dates and flights

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T.*)$/;

/** A local date-time moved by whole calendar days: the clock and the UTC offset stay as written. */
export function shiftLocalDateTime(value: string, days: number): string {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1] as string)) return value;
  return `${addCalendarDays(match[1] as string, days)}${match[2]}`;
}

export function shiftFlightLeg(leg: TFlightLeg, days: number): TFlightLeg {
  return {
    ...leg,
    departureDateTime: shiftLocalDateTime(leg.departureDateTime, days),
    arrivalDateTime: shiftLocalDateTime(leg.arrivalDateTime, days),
  };
}

/** A leg with no flight chosen but its times defaulted from a departure at `departure` ('YYYY-MM-DDTHH:mm'). */
function defaultLeg(departure: string, hours: number): TFlightLeg {
  const start = instantOf(departure) ?? 0;
  const arrival = new Date(start + hours * 3_600_000).toISOString().slice(0, 16);
  return { ...emptyFlightLeg(), departureDateTime: departure, arrivalDateTime: arrival, duration: D.flightDuration };
}

/**
 * A date added by hand. When the first date has flights, this date copies them shifted to its start
 * date (both legs by the same number of days, which keeps the tour's length); otherwise the outbound
 * departs on the start date, lands 3 hours later, and the return leaves 3 days after the departure.
 */
export function newAvailableDate(input: {
  startDate: string;
  currency: TTourCurrency;
  price: number | null;
  first?: TAvailableDateValues | undefined;
  spots?: number;
}): TAvailableDateValues {
  const base = {
    startDate: input.startDate,
    price: input.price,
    currency: input.currency,
    availableSpots: input.spots ?? D.addedDateSpots,
  };
  const first = input.first;
  if (first && isCalendarDate(first.startDate) && !isFlightLegEmpty(first.outbound)) {
    const days = calendarDaysBetween(first.startDate, input.startDate);
    return { ...base, outbound: shiftFlightLeg(first.outbound, days), return: shiftFlightLeg(first.return, days) };
  }
  const departure = `${input.startDate}T00:00`;
  return {
    ...base,
    outbound: defaultLeg(departure, 3),
    return: defaultLeg(`${addCalendarDays(input.startDate, D.returnAfterDays)}T00:00`, 3),
  };
}

/**
 * The start date of a date added by hand: a week after the last date of the list that has one, or a month
 * from today when none has.
 */
export function nextDepartureStartDate(startDates: readonly string[], today: string): string {
  const last = startDates.filter(isCalendarDate).at(-1);
  return last ? addCalendarDays(last, D.addedDateAfterDays) : addCalendarDays(today, D.firstAddedDateInDays);
}

/** A flight the search found, as the fields of a date's outbound or return flight. */
export function flightLegFromSearchResult(flight: TFlightSearchResult): TFlightLeg {
  return {
    airline: flight.airline,
    airlineCode: flight.carrierCode,
    flightNumber: flight.flightNumber,
    departureAirport: flight.departure.airport,
    departureCode: flight.departure.city,
    departureDateTime: flight.departure.dateTime,
    arrivalAirport: flight.arrival.airport,
    arrivalCode: flight.arrival.city,
    arrivalDateTime: flight.arrival.dateTime,
    duration: flight.duration,
  };
}

/** The start date a date gets from its outbound flight: the departure's local calendar date. */
export function startDateOfLeg(leg: TFlightLeg): string | null {
  const date = leg.departureDateTime.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

/**
 * On submit, later dates whose flight fields are empty take the first date's flights, shifted to
 * their own start date (2-operator.md section 4).
 */
export function fillEmptyFlightsFromFirstDate(dates: readonly TAvailableDateValues[]): TAvailableDateValues[] {
  const first = dates[0];
  if (!first) return [];
  return dates.map((date, index) => {
    if (index === 0) return date;
    const days =
      isCalendarDate(first.startDate) && isCalendarDate(date.startDate)
        ? calendarDaysBetween(first.startDate, date.startDate)
        : 0;
    return {
      ...date,
      outbound: isFlightLegChosen(date.outbound) ? date.outbound : shiftFlightLeg(first.outbound, days),
      return: isFlightLegChosen(date.return) ? date.return : shiftFlightLeg(first.return, days),
    };
  });
}

/** What changes in the form when a flight is chosen, removed or the duration moves. */
export type TFormPatch = Partial<TTourFormValues>;

/** The duration and the day lists that follow it, when the first date's flights give a new duration. */
function durationPatch(form: TTourFormValues, dates: TAvailableDateValues[]): TFormPatch {
  const duration = durationFromFirstDate(dates);
  if (duration === null || duration === form.duration) return {};
  return {
    duration,
    itineraryDays: itineraryForDuration(form.itineraryDays, duration),
    mealPlans: mealPlansForDuration(form.mealPlans, duration),
  };
}

/**
 * Choosing the outbound flight fills the first date (created with 20 spots when there is none yet);
 * with a return already chosen the duration is computed. `place` is the arrival airport's city and
 * country (DESIGN decision 30), when the airport is known.
 */
export function chooseOutboundFlight(
  form: TTourFormValues,
  leg: TFlightLeg,
  place?: { location: string; country: string } | null,
): TFormPatch {
  const startDate = startDateOfLeg(leg) ?? form.availableDates[0]?.startDate ?? '';
  const first: TAvailableDateValues = form.availableDates[0]
    ? { ...form.availableDates[0], startDate, outbound: leg }
    : {
        startDate,
        price: form.price,
        currency: form.currency,
        availableSpots: D.firstDateSpotsFromFlight,
        outbound: leg,
        return: emptyFlightLeg(),
      };
  const availableDates = [first, ...form.availableDates.slice(1)];
  return {
    availableDates,
    ...(place ? { location: place.location, country: place.country } : {}),
    ...durationPatch(form, availableDates),
  };
}

/** Choosing the return flight needs an outbound first; then the duration is computed. */
export function chooseReturnFlight(
  form: TTourFormValues,
  leg: TFlightLeg,
): { ok: true; patch: TFormPatch } | { ok: false; message: string } {
  const first = form.availableDates[0];
  if (!first || !isFlightLegChosen(first.outbound)) return { ok: false, message: M.returnNeedsOutbound };
  const availableDates = [{ ...first, return: leg }, ...form.availableDates.slice(1)];
  return { ok: true, patch: { availableDates, ...durationPatch(form, availableDates) } };
}

/** Removing a flight of a date clears its fields; the duration stays as it was. */
export function removeFlight(form: TTourFormValues, dateIndex: number, which: 'outbound' | 'return'): TFormPatch {
  return {
    availableDates: form.availableDates.map((date, index) =>
      index === dateIndex ? { ...date, [which]: emptyFlightLeg() } : date,
    ),
  };
}

/** A flight chosen in a date's own Search Flight dialog; for the first date it counts as step 1's choice. */
export function chooseDateFlight(
  form: TTourFormValues,
  dateIndex: number,
  which: 'outbound' | 'return',
  leg: TFlightLeg,
  place?: { location: string; country: string } | null,
): { ok: true; patch: TFormPatch } | { ok: false; message: string } {
  if (dateIndex === 0) {
    return which === 'outbound'
      ? { ok: true, patch: chooseOutboundFlight(form, leg, place) }
      : chooseReturnFlight(form, leg);
  }
  const date = form.availableDates[dateIndex];
  if (!date) return { ok: false, message: M.addPeriodFailed };
  if (which === 'return' && !isFlightLegChosen(date.outbound)) return { ok: false, message: M.returnNeedsOutbound };
  return {
    ok: true,
    patch: {
      availableDates: form.availableDates.map((current, index) =>
        index === dateIndex ? { ...current, [which]: leg } : current,
      ),
    },
  };
}

// ---- submission

/**
 * The values as they are submitted: slug from the title, the percentage from the amount in amount
 * mode, gallery order 0..n, every date in the tour currency, and later dates' empty flights from the
 * first date.
 */
export function prepareTourSubmission(form: TTourFormValues): TTourFormValues {
  const discountPercentage = discountPercentageOf(form);
  return {
    ...form,
    slug: slugFromTitle(form.title),
    discountPercentage,
    discountAmount: discountAmountFromPercentage(form.price, discountPercentage),
    tourImages: form.tourImages.map((image, index) => ({ ...image, order: index })),
    availableDates: fillEmptyFlightsFromFirstDate(form.availableDates).map((date) => ({
      ...date,
      currency: form.currency,
    })),
  };
}
