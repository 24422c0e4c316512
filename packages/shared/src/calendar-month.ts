import { keptBy } from './kept';
import { LANGUAGE_LOCALES, type TLanguage } from './languages';

/**
 * The styles of a calendar month ('2026-03'): a review's month of travel, a dashboard's months and chart ticks. Apart
 * from date-formats.ts, which every first screen loads, as only those pages write months.
 */
const MONTH_STYLES = {
  longMonth: { month: 'long', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  monthName: { month: 'short' },
  year: { year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TMonthStyle = keyof typeof MONTH_STYLES;

/** A month style's formatter in a language, by `${language} ${style}`. */
const monthFormatter = keptBy((key) => {
  const [language, style] = key.split(' ') as [TLanguage, TMonthStyle];
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...MONTH_STYLES[style], timeZone: 'UTC' });
});

/**
 * A calendar month ('2026-03') in a style: 'March 2026', 'Mar 2026', 'Mar', '2026'; Thai 'มีนาคม 2569', 'มี.ค. 2569',
 * 'มี.ค.', '2569'. A month is not an instant: it is read and written in UTC, so no time zone moves it. Anything but
 * a month comes back as it is.
 */
export function formatCalendarMonth(month: string, style: TMonthStyle, language: TLanguage): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? Number.NaN, (number ?? Number.NaN) - 1, 1));
  if (Number.isNaN(date.getTime())) return month;
  const formatter = monthFormatter(`${language} ${style}`);
  // The year alone, without Thai's 'พ.ศ.' that th-TH puts before a lone year.
  if (style === 'year') return formatter.formatToParts(date).find((part) => part.type === 'year')?.value ?? month;
  return formatter.format(date);
}
