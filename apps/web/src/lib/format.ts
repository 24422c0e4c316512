import { dateFormatter, formatBangkokDateTime, MARKETPLACE_TIME_ZONE, type TLanguage } from '@tour/shared';
import { isValid, parseISO } from 'date-fns';

// Money lives apart so that pages showing prices do not load the date library with it.
export { formatMoney } from './money';

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** 'Mar 5, 2026'; '5 มี.ค. 2569'. A calendar date ('2026-03-05') is read as that day, never shifted by time zone. */
export function formatDate(value: string | Date, language: TLanguage): string {
  const date = toDate(value);
  return date ? dateFormatter('date', language).format(date) : '';
}

/** 'March 5, 2026'; '5 มีนาคม 2569' */
export function formatLongDate(value: string | Date, language: TLanguage): string {
  const date = toDate(value);
  return date ? dateFormatter('longDate', language).format(date) : '';
}

/** 'Mar 5, 2026, 14:05'; '5 มี.ค. 2569 14:05' */
export function formatDateTime(value: string | Date, language: TLanguage): string {
  const date = toDate(value);
  return date ? dateFormatter('dateTime', language).format(date) : '';
}

/** 'Mar 5, 2026, 14:05' as the clock reads in Bangkok, wherever the browser is (DESIGN decision 36). */
export function formatMarketplaceDateTime(value: string | Date, language: TLanguage): string {
  const date = toDate(value);
  return date ? formatBangkokDateTime(date, language) : '';
}

/** ['Mar 5, 2026', '14:05'] as the clock reads in Bangkok, for tables that stack the time under the day. */
export function marketplaceDayAndTime(value: string | Date, language: TLanguage): [string, string] {
  const date = toDate(value);
  return date
    ? [
        dateFormatter('date', language, MARKETPLACE_TIME_ZONE).format(date),
        dateFormatter('time', language, MARKETPLACE_TIME_ZONE).format(date),
      ]
    : ['', ''];
}
