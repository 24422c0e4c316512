import { z } from 'zod';
import { multilineText, plainText } from '../text';
import type { TTourContentTranslation } from '../tour-content-in';
import { type TTranslatedDay, translatedDaysOf, translatedRowsOf } from '../tour-content-languages';
import { TOUR_FORM_LIMITS as L } from './constants';
import { TOUR_FORM_MESSAGES as M } from './messages';

/**
 * A tour's optional translation (issue 27, item 5) in the wizard's and the edit screen's shapes. A translation left
 * blank is none; one that is given needs its title and description (the tour's own rules), may leave its lists
 * empty, and gives the days it translates, each with a title. Blank list items and activities are ignored.
 */

/** A translated day as the form holds it: aligned with the tour's own day of the same number, activity by activity. */
export type TTranslatedDayValues = TTranslatedDay;

/** The translation as the wizard and the edit screen hold it (lists as field-array rows, like the own lists). */
export type TTourTranslationValues = {
  title: string;
  description: string;
  highlights: { value: string }[];
  inclusions: { value: string }[];
  exclusions: { value: string }[];
  itineraryDays: TTranslatedDayValues[];
};

/** The translation as the edit request sends it and the edit screen loads it: lists of texts, days with activities. */
export type TTourTranslationContent = {
  title: string;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  itineraryDays: TTranslatedDay[];
};

export function emptyTourTranslation(): TTourTranslationValues {
  return { title: '', description: '', highlights: [], inclusions: [], exclusions: [], itineraryDays: [] };
}

type TTranslationTexts = {
  title: string;
  description: string;
  lists: readonly (readonly string[])[];
  itineraryDays: readonly { title: string; activities: readonly { description: string }[] }[];
};

const blank = (text: string | undefined) => !text?.trim();

function isBlankTexts(texts: TTranslationTexts): boolean {
  return (
    blank(texts.title) &&
    blank(texts.description) &&
    texts.lists.every((list) => list.every(blank)) &&
    texts.itineraryDays.every(
      (day) => blank(day.title) && day.activities.every((activity) => blank(activity.description)),
    )
  );
}

const valuesOf = (rows: readonly { value: string }[]) => rows.map((row) => row.value);

/** Nothing typed anywhere in the translation: the tour has none. */
export function isBlankTranslation(translation: TTourTranslationValues | null | undefined): boolean {
  if (!translation) return true;
  return isBlankTexts({
    ...translation,
    lists: [valuesOf(translation.highlights), valuesOf(translation.inclusions), valuesOf(translation.exclusions)],
  });
}

type TTranslationMessages = { titleMin: string; descriptionMin: string };

/** The rules of a translation that is given (see above), with the tour's own messages. */
function translationIssues(
  texts: TTranslationTexts,
  messages: TTranslationMessages,
): { path: (string | number)[]; message: string }[] {
  if (isBlankTexts(texts)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (texts.title.trim().length < 5) issues.push({ path: ['title'], message: messages.titleMin });
  if (texts.description.trim().length < 5) issues.push({ path: ['description'], message: messages.descriptionMin });
  texts.itineraryDays.forEach((day, dayIndex) => {
    let anyText = false;
    day.activities.forEach((activity, activityIndex) => {
      const text = activity.description.trim();
      if (text === '') return;
      anyText = true;
      if (text.length < 5) {
        issues.push({
          path: ['itineraryDays', dayIndex, 'activities', activityIndex, 'description'],
          message: M.activityDescriptionMin,
        });
      }
    });
    if (anyText && blank(day.title))
      issues.push({ path: ['itineraryDays', dayIndex, 'title'], message: M.dayTitleRequired });
  });
  return issues;
}

const ZTranslatedDay = z.object({
  dayNumber: z.number().int().min(1).max(L.durationMax),
  title: plainText().max(L.shortTextMax),
  activities: z.array(z.object({ description: plainText().max(L.listItemMax * 4) })).max(L.activitiesPerDayMax),
});

const translatedTexts = {
  title: plainText().max(L.titleMax),
  description: multilineText().max(L.descriptionMax),
};

function addIssues(ctx: z.RefinementCtx, texts: TTranslationTexts, messages: TTranslationMessages) {
  for (const issue of translationIssues(texts, messages)) ctx.addIssue({ code: 'custom', ...issue });
}

const ZListRow = z.object({ value: plainText().max(L.listItemMax) });

/** The translation in the wizard's form (ZTourForm): blank, or given by its rules. */
export const ZTourTranslationValues = z
  .object({
    ...translatedTexts,
    highlights: z.array(ZListRow).max(L.listItemsMax),
    inclusions: z.array(ZListRow).max(L.listItemsMax),
    exclusions: z.array(ZListRow).max(L.listItemsMax),
    itineraryDays: z.array(ZTranslatedDay).max(L.durationMax),
  })
  .superRefine((value, ctx) =>
    addIssues(
      ctx,
      { ...value, lists: [valuesOf(value.highlights), valuesOf(value.inclusions), valuesOf(value.exclusions)] },
      M,
    ),
  );

const ZListText = plainText().max(L.listItemMax);

/** The translation as a request carries it, with `messages` for its title and description (the edit screen's). */
export function translationContentSchema(messages: TTranslationMessages) {
  return z
    .object({
      ...translatedTexts,
      highlights: z.array(ZListText).max(L.listItemsMax),
      inclusions: z.array(ZListText).max(L.listItemsMax),
      exclusions: z.array(ZListText).max(L.listItemsMax),
      itineraryDays: z.array(ZTranslatedDay).max(L.durationMax),
    })
    .superRefine((value, ctx) =>
      addIssues(ctx, { ...value, lists: [value.highlights, value.inclusions, value.exclusions] }, messages),
    )
    .transform(normalisedTranslation);
}

/**
 * A translation as it is kept: texts trimmed, blank list items left out, each day's activities up to its last text,
 * days with neither a title nor a text left out, in day order. Two saves of the same translation compare equal.
 */
export function normalisedTranslation(translation: TTourTranslationContent): TTourTranslationContent {
  const list = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);
  return {
    title: translation.title.trim(),
    description: translation.description.trim(),
    highlights: list(translation.highlights),
    inclusions: list(translation.inclusions),
    exclusions: list(translation.exclusions),
    itineraryDays: translation.itineraryDays
      .map((day) => {
        const texts = day.activities.map((activity) => activity.description.trim());
        const count = texts.findLastIndex((text) => text !== '') + 1;
        return {
          dayNumber: day.dayNumber,
          title: day.title.trim(),
          activities: texts.slice(0, count).map((description) => ({ description })),
        };
      })
      .filter((day) => day.title !== '' || day.activities.length > 0)
      .sort((a, b) => a.dayNumber - b.dayNumber),
  };
}

/** The form's translation as a request sends it: null when it is blank (lists and days kept as typed, for the paths). */
export function translationContentOf(values: TTourTranslationValues): TTourTranslationContent | null {
  if (isBlankTranslation(values)) return null;
  return {
    title: values.title,
    description: values.description,
    highlights: valuesOf(values.highlights),
    inclusions: valuesOf(values.inclusions),
    exclusions: valuesOf(values.exclusions),
    itineraryDays: values.itineraryDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      activities: day.activities.map((activity) => ({ description: activity.description })),
    })),
  };
}

/** A loaded translation (or none) in the form's shape. */
export function translationValuesOf(content: TTourTranslationContent | null | undefined): TTourTranslationValues {
  if (!content) return emptyTourTranslation();
  const rows = (items: readonly string[]) => items.map((value) => ({ value }));
  return {
    title: content.title,
    description: content.description,
    highlights: rows(content.highlights),
    inclusions: rows(content.inclusions),
    exclusions: rows(content.exclusions),
    itineraryDays: content.itineraryDays.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      activities: day.activities.map((activity) => ({ description: activity.description })),
    })),
  };
}

/** A translation as the edit request holds it, as stored (tours.content_translation): days become rows. */
export function storedTranslationOf(content: TTourTranslationContent | null): TTourContentTranslation | null {
  if (!content) return null;
  const kept = normalisedTranslation(content);
  return {
    title: kept.title,
    description: kept.description,
    highlights: kept.highlights,
    inclusions: kept.inclusions,
    exclusions: kept.exclusions,
    itinerary: translatedRowsOf(kept.itineraryDays),
  };
}

/** A stored translation in the edit request's shape. */
export function translationContentOfStored(
  stored: TTourContentTranslation | null | undefined,
): TTourTranslationContent | null {
  if (!stored) return null;
  return normalisedTranslation({
    title: stored.title,
    description: stored.description,
    highlights: stored.highlights,
    inclusions: stored.inclusions,
    exclusions: stored.exclusions,
    itineraryDays: translatedDaysOf(stored.itinerary),
  });
}

/** The form's translation as stored: null when blank. */
export function storedTranslationOfValues(values: TTourTranslationValues): TTourContentTranslation | null {
  return storedTranslationOf(translationContentOf(values));
}

/** A stored translation in the form's shape (a blank one when there is none). */
export function translationValuesOfStored(stored: TTourContentTranslation | null | undefined): TTourTranslationValues {
  return translationValuesOf(translationContentOfStored(stored));
}

/**
 * The translation's days lined up with the tour's own days, for the form: one per own day (the same number), each
 * with at least as many activities as the own day, so that every translated field sits beside its own.
 */
export function alignedTranslationDays(
  own: readonly { dayNumber: number; activities: readonly unknown[] }[],
  translated: readonly TTranslatedDayValues[],
): TTranslatedDayValues[] {
  const byDay = new Map(translated.map((day) => [day.dayNumber, day]));
  return own.map((day) => {
    const existing = byDay.get(day.dayNumber);
    const activities = [...(existing?.activities ?? [])];
    while (activities.length < day.activities.length) activities.push({ description: '' });
    return { dayNumber: day.dayNumber, title: existing?.title ?? '', activities };
  });
}

/**
 * A stored translation (tours.content_translation, pending tours' too) by the rules its content was entered under:
 * the tour's own limits and text rules, a title and description of 5 characters or more.
 */
export const ZTourContentTranslation = z.object({
  title: plainText().min(5).max(L.titleMax),
  description: multilineText().min(5).max(L.descriptionMax),
  highlights: z.array(ZListText.min(1)).max(L.listItemsMax),
  inclusions: z.array(ZListText.min(1)).max(L.listItemsMax),
  exclusions: z.array(ZListText.min(1)).max(L.listItemsMax),
  itinerary: z
    .array(
      z.object({
        dayNumber: z.number().int().min(1).max(L.durationMax),
        position: z.number().int().min(0).max(L.activitiesPerDayMax),
        title: plainText().min(1).max(L.shortTextMax),
        description: plainText()
          .max(L.listItemMax * 4)
          .nullable(),
      }),
    )
    .max(L.durationMax * L.activitiesPerDayMax),
}) satisfies z.ZodType<TTourContentTranslation>;
