import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Remove the invisible control characters from this field',
  invalidDate: 'Enter a real calendar date (YYYY-MM-DD)',
} as const;

/** C0 controls and DEL: never typed by a person, and PostgreSQL refuses U+0000 in text outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** The same, but line breaks and tabs are fine in a multi-line field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Text a person types on one line (names, ids, tokens, search words). Every request schema builds
 * its strings from this (or `multilineText`) so that no control character reaches the database.
 */
export function plainText() {
  return z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), TEXT_MESSAGES.controlCharacters);
}

/** Free text that may span lines (special requests, dietary notes). */
export function multilineText() {
  return z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value), TEXT_MESSAGES.controlCharacters);
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date that exists on the calendar: '2027-02-28' yes, '2027-02-30' and '0000-00-00' no. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date 'YYYY-MM-DD' that exists; `message` replaces the default one (e.g. a spec text). */
export function calendarDate(message: string = TEXT_MESSAGES.invalidDate) {
  return z.string().trim().refine(isCalendarDate, message);
}

/** An optional calendar date where an empty field means none. */
export function optionalCalendarDate(message: string = TEXT_MESSAGES.invalidDate) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(calendarDate(message).optional());
}
