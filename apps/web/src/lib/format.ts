import { format, isValid, parseISO } from 'date-fns';
import { formatBangkokDateTime, MARKETPLACE_TIME_ZONE } from '@tour/shared';

// Money lives apart so that pages showing prices do not load the date library with it.
export { formatMoney } from './money';

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** 'Mar 5, 2026'. A calendar date ('2026-03-05') is read as that day, never shifted by time zone. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy') : '';
}

/** 'March 5, 2026' */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'MMMM d, yyyy') : '';
}

/** 'Mar 5, 2026, 14:05' */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy, HH:mm') : '';
}

/** 'Mar 5, 2026, 14:05' as the clock reads in Bangkok, wherever the browser is (DESIGN decision 36). */
export function formatMarketplaceDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? formatBangkokDateTime(date) : '';
}

const MARKETPLACE_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKETPLACE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const MARKETPLACE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKETPLACE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** ['Mar 5, 2026', '14:05'] as the clock reads in Bangkok, for tables that stack the time under the day. */
export function marketplaceDayAndTime(value: string | Date): [string, string] {
  const date = toDate(value);
  return date ? [MARKETPLACE_DAY.format(date), MARKETPLACE_TIME.format(date)] : ['', ''];
}
