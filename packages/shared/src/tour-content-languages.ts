import { isLanguage, type TLanguage } from './languages';
import { dayHeadingOf } from './tours';

/**
 * A tour's content in Thai and English (issue 27, item 5). The tour's own columns (title, description, lists and
 * itinerary rows) are its content in its own language, `contentLanguage`; the other language's version, optional,
 * is its translation. No schema here: the first screen imports this module (the tour page and card pick the
 * language to show), and a schema would bring zod with it.
 */

/** A tour written before languages were: English. */
export const DEFAULT_CONTENT_LANGUAGE: TLanguage = 'en';

/** One row of the itinerary in the other language: the tour_itinerary row at (dayNumber, position). */
export type TTranslatedItineraryRow = {
  dayNumber: number;
  position: number;
  /** The day's title (without the ' - Activity n' of the own rows). */
  title: string;
  /** Null: this activity keeps its own-language text. */
  description: string | null;
};

/** The other language's version of a tour's content, as stored (tours.content_translation, pending tours too). */
export type TTourContentTranslation = {
  title: string;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  itinerary: TTranslatedItineraryRow[];
};

/** A translated day as the forms and the edit request hold it: its title and its activities' texts, by position. */
export type TTranslatedDay = { dayNumber: number; title: string; activities: { description: string }[] };

export function otherLanguage(language: TLanguage): TLanguage {
  return language === 'en' ? 'th' : 'en';
}

/** A stored language, read with care: anything but 'th' is English. */
export function contentLanguageOf(value: string | null | undefined): TLanguage {
  return isLanguage(value) ? value : DEFAULT_CONTENT_LANGUAGE;
}

/** What a tour's pages read, in its own language, with its translation (the page) or its translated title (a card). */
export type TTourContentSource = {
  contentLanguage: string;
  title: string;
  description?: string | null;
  highlights?: readonly string[];
  inclusions?: readonly string[];
  exclusions?: readonly string[];
  translation?: Pick<TTourContentTranslation, 'title'> & Partial<TTourContentTranslation>;
  titleTranslation?: string | null;
};

/** The content to show in a language, and the language it is actually in. */
export type TTourContentShown = {
  /** The language of the title and description shown. */
  language: TLanguage;
  /** Shown in the other language: the tour has none in the visitor's (the page says so). */
  fallback: boolean;
  title: string;
  description: string | null;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
};

const listOf = (own: readonly string[] | undefined, translated: readonly string[] | undefined): string[] => [
  ...(translated && translated.length > 0 ? translated : (own ?? [])),
];

/**
 * The tour's content in `language`: the translation's fields when the visitor reads the translation's language and
 * the tour has one (a list the translation leaves empty keeps the tour's own), otherwise the tour's own content.
 */
export function tourContentIn(tour: TTourContentSource, language: TLanguage): TTourContentShown {
  const own = contentLanguageOf(tour.contentLanguage);
  const translation = tour.translation ?? null;
  const translatedTitle = translation?.title || tour.titleTranslation || '';
  const translated = language !== own && translatedTitle !== '';
  return {
    language: translated ? language : own,
    fallback: !translated && language !== own,
    title: translated ? translatedTitle : tour.title,
    description: (translated && translation?.description) || (tour.description ?? null),
    highlights: listOf(tour.highlights, translated ? translation?.highlights : undefined),
    inclusions: listOf(tour.inclusions, translated ? translation?.inclusions : undefined),
    exclusions: listOf(tour.exclusions, translated ? translation?.exclusions : undefined),
  };
}

type TItineraryRowLike = { dayNumber: number; position?: number; title: string; description: string | null };

/**
 * A tour's itinerary rows in `language`: a day the translation gives takes its title, an activity it gives its text
 * (matched by day and position); the rest stays in the tour's own language.
 */
export function itineraryIn<TRow extends TItineraryRowLike>(
  rows: readonly TRow[],
  tour: Pick<TTourContentSource, 'contentLanguage'> & {
    translation?: Pick<TTourContentTranslation, 'itinerary'> | null;
  },
  language: TLanguage,
): TRow[] {
  const translated = tour.translation?.itinerary ?? [];
  if (language === contentLanguageOf(tour.contentLanguage) || translated.length === 0) return [...rows];
  const titles = new Map(translated.map((row) => [row.dayNumber, row.title]));
  const texts = new Map(translated.map((row) => [`${row.dayNumber}:${row.position}`, row.description]));
  const positions = new Map<number, number>();
  return rows.map((row) => {
    // Rows without a position are numbered by their order within the day.
    const position = row.position ?? positions.get(row.dayNumber) ?? 0;
    positions.set(row.dayNumber, position + 1);
    const title = titles.get(row.dayNumber);
    const description = texts.get(`${row.dayNumber}:${position}`);
    return { ...row, title: title ?? row.title, description: description ?? row.description };
  });
}

/** Translated days as stored rows: each day with a title, one row per activity up to its last text (at least one). */
export function translatedRowsOf(days: readonly TTranslatedDay[]): TTranslatedItineraryRow[] {
  return days.flatMap((day) => {
    const title = day.title.trim();
    if (!title) return [];
    const texts = day.activities.map((activity) => activity.description.trim());
    const count = Math.max(1, texts.findLastIndex((text) => text !== '') + 1);
    return Array.from({ length: count }, (_, position) => ({
      dayNumber: day.dayNumber,
      position,
      title,
      description: texts[position] || null,
    }));
  });
}

/** Stored rows back into days, by day number, each activity at its position ('' where the row keeps its own). */
export function translatedDaysOf(rows: readonly TTranslatedItineraryRow[]): TTranslatedDay[] {
  const days = new Map<number, TTranslatedDay>();
  for (const row of [...rows].sort((a, b) => a.dayNumber - b.dayNumber || a.position - b.position)) {
    const day = days.get(row.dayNumber) ?? { dayNumber: row.dayNumber, title: dayHeadingOf(row.title), activities: [] };
    while (day.activities.length < row.position) day.activities.push({ description: '' });
    day.activities[row.position] = { description: row.description ?? '' };
    days.set(row.dayNumber, day);
  }
  return [...days.values()];
}
