/**
 * Calendar dates ('YYYY-MM-DD', a departure day) and instants shown with Intl, which the browser already
 * has: the first screen does not need a date library. A calendar date is that day wherever the browser
 * is, never shifted by a time zone.
 */
import { LANGUAGE_LOCALES, parseAirportLocalTime, type TLanguage } from '@tour/shared';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2026-02-31 over to March: such a date does not exist.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Today in the browser as 'YYYY-MM-DD'. */
export function toCalendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DATE_STYLES = {
  dayMonth: { month: 'short', day: 'numeric' },
  dayMonthYear: { month: 'short', day: 'numeric', year: 'numeric' },
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's formatter of a date style, made on first use (making one costs more than formatting with it). Thai
 * dates are th-TH's own: Thai month names and the Buddhist-era year.
 */
function formatterOf(style: keyof typeof DATE_STYLES, language: TLanguage): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], DATE_STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Mar 5, 2026'; '5 มี.ค. 2569' */
export function formatCalendarDate(value: string, language: TLanguage): string | null {
  const date = parseCalendarDate(value);
  return date ? formatterOf('dayMonthYear', language).format(date) : null;
}

/**
 * 'Mar 5 – Mar 14, 2026', or 'Dec 28, 2026 – Jan 5, 2027' across a new year; one day when there is no
 * (later) end; null without a valid start.
 */
export function formatDateRange(start: string | null, end: string | null, language: TLanguage): string | null {
  const from = start ? parseCalendarDate(start) : null;
  if (!from) return null;
  const to = end ? parseCalendarDate(end) : null;
  const dayMonthYear = formatterOf('dayMonthYear', language);
  if (!to || to.getTime() <= from.getTime()) return dayMonthYear.format(from);
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${(sameYear ? formatterOf('dayMonth', language) : dayMonthYear).format(from)} – ${dayMonthYear.format(to)}`;
}

/**
 * A flight's airport-local time ('2026-03-05T09:07:00+07:00') as its clock time and day at that airport,
 * read from the string itself, never moved to the browser's zone (decision 18): '09:07', 'Thu, Mar 5, 2026'.
 */
export function formatAirportTime(value: string, language: TLanguage): { time: string; day: string } | null {
  const local = parseAirportLocalTime(value);
  const date = local ? parseCalendarDate(local.date) : null;
  if (!local || !date) return null;
  return { time: local.time, day: formatterOf('weekdayDate', language).format(date) };
}
