import { format, isValid, parseISO } from 'date-fns';

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
