/**
 * Dates for the Thai page: Thai month names with the Gregorian year, as bookings and tickets use.
 * A calendar date ('YYYY-MM-DD') is that day wherever the browser is.
 */
import { parseCalendarDate } from '../../lib/calendar-date';

const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { day: 'numeric', month: 'short', year: 'numeric' });
const thaiDay = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { day: 'numeric', month: 'short' });
const thaiTime = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2 ก.พ. 2027 – 11 ก.พ. 2027' style range; one day when the end is missing. */
export function formatThaiDateRange(start: string, end: string | null): string {
  const from = parseCalendarDate(start);
  if (!from) return start;
  const to = end ? parseCalendarDate(end) : null;
  if (!to || to.getTime() <= from.getTime()) return thaiDate.format(from);
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${(sameYear ? thaiDay : thaiDate).format(from)} – ${thaiDate.format(to)}`;
}

/** A flight instant as time and day in the browser's zone: { time: '03:20', day: '2 ก.พ. 2027' }. */
export function formatThaiInstant(value: string): { time: string; day: string } | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { time: thaiTime.format(date), day: thaiDate.format(date) };
}
