import { formatTravelMonth, LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';

let thaiMonth: Intl.DateTimeFormat | undefined;

/** A review's month of travel ('2026-05'): 'May 2026'; 'พฤษภาคม 2569' (Thai month, Buddhist-era year). */
export function travelMonthText(month: string, language: TLanguage): string {
  if (language === 'en') return formatTravelMonth(month);
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1, 1));
  if (Number.isNaN(date.getTime())) return month;
  thaiMonth ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES.th, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return thaiMonth.format(date);
}
