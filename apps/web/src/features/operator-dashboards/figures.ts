import { formatCalendarMonth, keptBy, LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';
import { formatDate } from '../../lib/format';

const compactThb = keptBy(
  (language) =>
    new Intl.NumberFormat(LANGUAGE_LOCALES[language as TLanguage], {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

/** '฿45.1K': a chart axis's THB figure. */
export function formatThbCompact(satang: number, language: TLanguage): string {
  return compactThb(language).format(satang / 100);
}

/** '2026-03' → 'Mar 2026'; 'มี.ค. 2569'. */
export function formatMonth(month: string, language: TLanguage): string {
  return formatCalendarMonth(month, 'month', language);
}

/** '2026-03' → 'Mar'; 'มี.ค.' (a chart's tick; the year is shown where it starts). */
export function shortMonth(month: string, language: TLanguage): string {
  return formatCalendarMonth(month, 'monthName', language);
}

/** '2026-03' → '2026'; '2569' in Thai (the Buddhist era, without its 'พ.ศ.'): the year under a chart's tick. */
export function monthYear(month: string, language: TLanguage): string {
  return formatCalendarMonth(month, 'year', language);
}

/** '4.5': a rating with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** 'Mar 5, 2026 – Mar 9, 2026': a departure's days. */
export function departureDates(departure: { startDate: string; endDate: string }, language: TLanguage): string {
  return `${formatDate(departure.startDate, language)} – ${formatDate(departure.endDate, language)}`;
}
