import { LANGUAGE_LOCALES, type TLanguage } from './languages';

/**
 * One date style and one time style per language, everywhere (issue 27): screens, e-mails, receipts and PDFs. Thai
 * is th-TH's own, with Thai month names and the Buddhist-era year ('5 มี.ค. 2569 14:05'); English is en-US with a
 * 24-hour clock ('Mar 5, 2026, 14:05').
 */
const DATE_STYLES = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TDateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The language's formatter of a style, made on first use and kept: making one costs far more than using it. */
export function dateFormatter(style: TDateStyle, language: TLanguage, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language} ${style} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The styles of a calendar month ('2026-03'): a review's month of travel, a dashboard's months and chart ticks. */
const MONTH_STYLES = {
  longMonth: { month: 'long', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  monthName: { month: 'short' },
  year: { year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TMonthStyle = keyof typeof MONTH_STYLES;

/**
 * A calendar month ('2026-03') in a style: 'March 2026', 'Mar 2026', 'Mar', '2026'; Thai 'มีนาคม 2569', 'มี.ค. 2569',
 * 'มี.ค.', '2569'. A month is not an instant: it is read and written in UTC, so no time zone moves it. Anything but
 * a month comes back as it is.
 */
export function formatCalendarMonth(month: string, style: TMonthStyle, language: TLanguage): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? Number.NaN, (number ?? Number.NaN) - 1, 1));
  if (Number.isNaN(date.getTime())) return month;
  const key = `${language} ${style}`;
  let formatter = monthFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...MONTH_STYLES[style], timeZone: 'UTC' });
    monthFormatters.set(key, formatter);
  }
  // The year alone, without Thai's 'พ.ศ.' that th-TH puts before a lone year.
  if (style === 'year') return formatter.formatToParts(date).find((part) => part.type === 'year')?.value ?? month;
  return formatter.format(date);
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();
