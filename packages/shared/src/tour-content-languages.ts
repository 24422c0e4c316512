import type { TLanguage } from './languages';
import { contentLanguageOf, type TTourContentTranslation, type TTranslatedItineraryRow } from './tour-content-in';
import { dayHeadingOf } from './tours';

/**
 * A tour's content in Thai and English (issue 27, item 5). The tour's own columns (title, description, lists and
 * itinerary rows) are its content in its own language, `contentLanguage`; the other language's version, optional,
 * is its translation. No schema here (the tour page's tabs read itineraryIn, and a schema would bring zod with it);
 * what the first screen reads is in tour-content-in.ts.
 */

/** A translated day as the forms and the edit request hold it: its title and its activities' texts, by position. */
export type TTranslatedDay = { dayNumber: number; title: string; activities: { description: string }[] };

type TItineraryRowLike = { dayNumber: number; position?: number; title: string; description: string | null };

/**
 * A tour's itinerary rows in `language`: a day the translation gives takes its title, an activity it gives its text
 * (matched by day and position); the rest stays in the tour's own language.
 */
export function itineraryIn<TRow extends TItineraryRowLike>(
  rows: readonly TRow[],
  tour: { contentLanguage: string; translation?: Pick<TTourContentTranslation, 'itinerary'> | null },
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
