import { LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';
import { formatDate } from '../../lib/format';

const compactThb = new Map<TLanguage, Intl.NumberFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(language: TLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = monthFormats.get(key);
  if (!formatter) {
    // A month ('2026-03') is a calendar month, not an instant: read and written in UTC so no zone moves it.
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone: 'UTC' });
    monthFormats.set(key, formatter);
  }
  return formatter;
}

/** '฿45.1K': a chart axis's THB figure. */
export function formatThbCompact(satang: number, language: TLanguage): string {
  let formatter = compactThb.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactThb.set(language, formatter);
  }
  return formatter.format(satang / 100);
}

/** The first day of a month ('2026-03'), or null for anything else. */
function monthStart(month: string): Date | null {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? Number.NaN, (number ?? Number.NaN) - 1, 1));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-03' → 'Mar 2026'; 'มี.ค. 2569'. */
export function formatMonth(month: string, language: TLanguage): string {
  const date = monthStart(month);
  return date ? monthFormat(language, { month: 'short', year: 'numeric' }).format(date) : month;
}

/** '2026-03' → 'Mar'; 'มี.ค.' (a chart's tick; the year is shown where it starts). */
export function shortMonth(month: string, language: TLanguage): string {
  const date = monthStart(month);
  return date ? monthFormat(language, { month: 'short' }).format(date) : month;
}

/** '2026-03' → '2026'; '2569' in Thai (the Buddhist era, without its 'พ.ศ.'): the year under a chart's tick. */
export function monthYear(month: string, language: TLanguage): string {
  const date = monthStart(month);
  const parts = date ? monthFormat(language, { year: 'numeric' }).formatToParts(date) : [];
  return parts.find((part) => part.type === 'year')?.value ?? month.slice(0, 4);
}

/** '4.5': a rating with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** 'Mar 5, 2026 – Mar 9, 2026': a departure's days. */
export function departureDates(departure: { startDate: string; endDate: string }, language: TLanguage): string {
  return `${formatDate(departure.startDate, language)} – ${formatDate(departure.endDate, language)}`;
}
