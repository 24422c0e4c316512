import { parseCalendarDate } from '../../lib/calendar-date';

/** The company panel is in Thai: every date on it in one Thai format ('5 มี.ค. 2569', Buddhist era). */
const thaiDay = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric' });
const thaiDayTime = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A calendar date ('YYYY-MM-DD'), that day wherever the browser is; '-' when there is none. */
export function thaiCalendarDate(value: string | null): string {
  if (!value) return '-';
  const date = parseCalendarDate(value);
  return date ? thaiDay.format(date) : value;
}

/** An instant in the reader's time, with the same day format; '-' when there is none. */
export function thaiDateTime(value: string | null): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : thaiDayTime.format(date);
}
