import { contentLanguageOf } from '../tour-content-in';
import { translatedDaysOf } from '../tour-content-languages';
import type { TStoredFlight, TStoredItineraryDay, TStoredPendingTour } from './draft-from-pending';

/**
 * What changed between two submissions of one tour (issue 20, "a review loop with memory"), field by field,
 * in the stored pending shape. Departures are matched by start date, itinerary days and meal plans by day
 * number, hotels by name and images by URL, so an edit reads as an edit and not as everything moved.
 */

/** The parts of a submission, in the order the administrator's preview shows them. */
export const SUBMISSION_DIFF_SECTIONS = [
  'details',
  'dates',
  'itinerary',
  'meals',
  'hotels',
  'images',
  'features',
] as const;
export type TSubmissionDiffSection = (typeof SUBMISSION_DIFF_SECTIONS)[number];

export type TSubmissionDiffValue = string | number | boolean | null;

export type TSubmissionChange = {
  section: TSubmissionDiffSection;
  /** What the change is about, e.g. ['availableDates', '2026-03-01', 'outbound', 'flightNumber']. */
  path: string[];
  change: 'added' | 'removed' | 'changed';
  before: TSubmissionDiffValue;
  after: TSubmissionDiffValue;
};

/** A submission as kept on its history row: the stored pending shape. */
export type TSubmissionSnapshot = TStoredPendingTour;

const DETAIL_FIELDS = [
  'title',
  'companyName',
  'description',
  'location',
  'country',
  'category',
  'price',
  'discountPercentage',
  'currency',
  'durationDays',
  'totalQuota',
  'thumbnailUrl',
] as const satisfies readonly (keyof TSubmissionSnapshot)[];

const FEATURE_LISTS = [
  'highlights',
  'inclusions',
  'exclusions',
] as const satisfies readonly (keyof TSubmissionSnapshot)[];

const FLIGHT_FIELDS = [
  'airline',
  'airlineCode',
  'flightNumber',
  'departureAirport',
  'departureCode',
  'departureDateTime',
  'arrivalAirport',
  'arrivalCode',
  'arrivalDateTime',
  'duration',
] as const satisfies readonly (keyof TStoredFlight)[];

/** Picks exactly the snapshot's fields from a stored record (a pending_tours row has more columns). */
export function submissionSnapshotOf(record: TSubmissionSnapshot): TSubmissionSnapshot {
  return {
    sku: record.sku,
    companyName: record.companyName,
    contentLanguage: record.contentLanguage,
    contentTranslation: record.contentTranslation,
    title: record.title,
    slug: record.slug,
    description: record.description,
    location: record.location,
    country: record.country,
    category: record.category,
    price: record.price,
    discountPercentage: record.discountPercentage,
    currency: record.currency,
    durationDays: record.durationDays,
    totalQuota: record.totalQuota,
    thumbnailUrl: record.thumbnailUrl,
    inclusions: record.inclusions,
    exclusions: record.exclusions,
    highlights: record.highlights,
    cancellationPolicy: record.cancellationPolicy,
    availableDates: record.availableDates,
    itineraryDays: record.itineraryDays,
    mealPlans: record.mealPlans,
    hotels: record.hotels,
    tourImages: record.tourImages,
  };
}

/** Absent, undefined and an empty text all mean "not given". */
function plain(value: unknown): TSubmissionDiffValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

type TCollector = TSubmissionChange[];

function compareValue(
  out: TCollector,
  section: TSubmissionDiffSection,
  path: string[],
  beforeValue: unknown,
  afterValue: unknown,
) {
  const before = plain(beforeValue);
  const after = plain(afterValue);
  if (before === after) return;
  const change = before === null ? 'added' : after === null ? 'removed' : 'changed';
  out.push({ section, path, change, before, after });
}

/** Items of a list matched by a key: added and removed ones as one entry each, matched ones compared. */
function compareKeyed<T>(
  out: TCollector,
  section: TSubmissionDiffSection,
  path: string[],
  before: readonly T[],
  after: readonly T[],
  keyOf: (item: T) => string,
  summaryOf: (item: T) => TSubmissionDiffValue,
  compareItem: (itemPath: string[], before: T, after: T) => void,
) {
  const beforeByKey = new Map(before.map((item) => [keyOf(item), item]));
  const afterByKey = new Map(after.map((item) => [keyOf(item), item]));
  for (const [key, item] of beforeByKey) {
    const next = afterByKey.get(key);
    if (next === undefined)
      out.push({ section, path: [...path, key], change: 'removed', before: summaryOf(item), after: null });
    else compareItem([...path, key], item, next);
  }
  for (const [key, item] of afterByKey) {
    if (!beforeByKey.has(key))
      out.push({ section, path: [...path, key], change: 'added', before: null, after: summaryOf(item) });
  }
}

function flightSummary(flight: TStoredFlight): string {
  return `${flight.flightNumber} ${flight.departureCode}→${flight.arrivalCode} ${flight.departureDateTime}`;
}

function compareFlight(
  out: TCollector,
  path: string[],
  before: TStoredFlight | null | undefined,
  after: TStoredFlight | null | undefined,
) {
  if (!before && !after) return;
  if (!before || !after) {
    compareValue(out, 'dates', path, before ? flightSummary(before) : null, after ? flightSummary(after) : null);
    return;
  }
  for (const field of FLIGHT_FIELDS) compareValue(out, 'dates', [...path, field], before[field], after[field]);
}

/** A day's activities as lines, a legacy day's single description included. */
function activitiesOf(day: TStoredItineraryDay): string[] {
  const activities =
    day.activities.length > 0
      ? day.activities
      : day.description
        ? [{ time: day.time ?? null, description: day.description }]
        : [];
  return activities.map((activity) => [activity.time?.trim(), activity.description.trim()].filter(Boolean).join(' '));
}

function compareStringSet(
  out: TCollector,
  section: TSubmissionDiffSection,
  path: string[],
  before: readonly string[],
  after: readonly string[],
) {
  const beforeSet = new Set(before.map((item) => item.trim()).filter(Boolean));
  const afterSet = new Set(after.map((item) => item.trim()).filter(Boolean));
  for (const item of beforeSet) {
    if (!afterSet.has(item)) out.push({ section, path, change: 'removed', before: item, after: null });
  }
  for (const item of afterSet) {
    if (!beforeSet.has(item)) out.push({ section, path, change: 'added', before: null, after: item });
  }
}

/** Every field that differs between the previous submission and the current one; empty when nothing changed. */
export function diffSubmissions(previous: TSubmissionSnapshot, current: TSubmissionSnapshot): TSubmissionChange[] {
  const out: TCollector = [];

  for (const field of DETAIL_FIELDS) compareValue(out, 'details', [field], previous[field], current[field]);

  compareKeyed(
    out,
    'dates',
    ['availableDates'],
    previous.availableDates,
    current.availableDates,
    (date) => date.startDate,
    (date) => date.startDate,
    (path, before, after) => {
      compareValue(out, 'dates', [...path, 'price'], before.price, after.price);
      compareValue(out, 'dates', [...path, 'availableSpots'], before.availableSpots, after.availableSpots);
      compareFlight(out, [...path, 'outbound'], before.outbound, after.outbound);
      compareFlight(out, [...path, 'return'], before.return, after.return);
    },
  );

  compareKeyed(
    out,
    'itinerary',
    ['itineraryDays'],
    previous.itineraryDays,
    current.itineraryDays,
    (day) => String(day.dayNumber),
    (day) => day.title,
    (path, before, after) => {
      compareValue(out, 'itinerary', [...path, 'title'], before.title, after.title);
      const beforeLines = activitiesOf(before);
      const afterLines = activitiesOf(after);
      for (let index = 0; index < Math.max(beforeLines.length, afterLines.length); index += 1) {
        compareValue(
          out,
          'itinerary',
          [...path, 'activities', String(index + 1)],
          beforeLines[index],
          afterLines[index],
        );
      }
    },
  );

  compareKeyed(
    out,
    'meals',
    ['mealPlans'],
    previous.mealPlans,
    current.mealPlans,
    (plan) => String(plan.dayNumber),
    (plan) => plan.schedule,
    (path, before, after) => {
      for (const field of ['schedule', 'breakfast', 'lunch', 'dinner'] as const) {
        compareValue(out, 'meals', [...path, field], before[field], after[field]);
      }
    },
  );

  compareKeyed(
    out,
    'hotels',
    ['hotels'],
    previous.hotels,
    current.hotels,
    (hotel) => hotel.name.trim(),
    (hotel) => hotel.name,
    (path, before, after) => {
      for (const field of ['description', 'rating', 'checkIn', 'checkOut', 'roomType', 'website'] as const) {
        compareValue(out, 'hotels', [...path, field], before[field], after[field]);
      }
      compareStringSet(out, 'hotels', [...path, 'amenities'], before.amenities, after.amenities);
    },
  );

  compareStringSet(
    out,
    'images',
    ['tourImages'],
    previous.tourImages.map((image) => image.url),
    current.tourImages.map((image) => image.url),
  );

  for (const list of FEATURE_LISTS) compareStringSet(out, 'features', [list], previous[list], current[list]);
  compareValue(out, 'features', ['cancellationPolicy'], previous.cancellationPolicy, current.cancellationPolicy);

  compareTranslations(out, previous, current);

  return out;
}

/**
 * The content's language and its translation (issue 27, item 5); a snapshot kept before tours had languages reads as
 * English without a translation.
 */
function compareTranslations(out: TCollector, previous: TSubmissionSnapshot, current: TSubmissionSnapshot) {
  const languageOf = (snapshot: TSubmissionSnapshot) => contentLanguageOf(snapshot.contentLanguage);
  compareValue(out, 'details', ['contentLanguage'], languageOf(previous), languageOf(current));
  const before = previous.contentTranslation ?? null;
  const after = current.contentTranslation ?? null;
  compareValue(out, 'details', ['translation', 'title'], before?.title, after?.title);
  compareValue(out, 'details', ['translation', 'description'], before?.description, after?.description);
  compareKeyed(
    out,
    'itinerary',
    ['translation', 'itineraryDays'],
    translatedDaysOf(before?.itinerary ?? []),
    translatedDaysOf(after?.itinerary ?? []),
    (day) => String(day.dayNumber),
    (day) => day.title,
    (path, beforeDay, afterDay) => {
      compareValue(out, 'itinerary', [...path, 'title'], beforeDay.title, afterDay.title);
      const count = Math.max(beforeDay.activities.length, afterDay.activities.length);
      for (let index = 0; index < count; index += 1) {
        compareValue(
          out,
          'itinerary',
          [...path, 'activities', String(index + 1)],
          beforeDay.activities[index]?.description,
          afterDay.activities[index]?.description,
        );
      }
    },
  );
  for (const list of FEATURE_LISTS) {
    compareStringSet(out, 'features', ['translation', list], before?.[list] ?? [], after?.[list] ?? []);
  }
}
