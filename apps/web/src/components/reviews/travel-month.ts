import { LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';

const formatters = new Map<TLanguage, Intl.DateTimeFormat>();

/** A review's month of travel ('2026-05'): 'May 2026'; 'พฤษภาคม 2569' (Thai month, Buddhist-era year). */
export function travelMonthText(month: string, language: TLanguage): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1, 1));
  if (Number.isNaN(date.getTime())) return month;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
