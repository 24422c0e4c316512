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
