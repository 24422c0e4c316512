import type { TLanguage } from '@tour/shared';
import { formatCalendarDate } from '../../lib/calendar-date';
import { formatDateTime } from '../../lib/format';

/** A calendar date ('YYYY-MM-DD') in the reader's language, that day wherever the browser is; '-' when there is none. */
export function panelCalendarDate(value: string | null, language: TLanguage): string {
  if (!value) return '-';
  return formatCalendarDate(value, language) ?? value;
}

/** An instant in the reader's time, with the same day format; '-' when there is none. */
export function panelDateTime(value: string | null, language: TLanguage): string {
  if (!value) return '-';
  return formatDateTime(value, language) || value;
}
