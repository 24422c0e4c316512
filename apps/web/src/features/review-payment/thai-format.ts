/**
 * Dates for the Thai page: Thai month names with the Gregorian year, as bookings and tickets use.
 * A calendar date ('YYYY-MM-DD') is that day wherever the browser is.
 */
import { parseAirportLocalTime } from '@tour/shared';
import { parseCalendarDate } from '../../lib/calendar-date';

const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { day: 'numeric', month: 'short', year: 'numeric' });
const thaiDay = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { day: 'numeric', month: 'short' });

/** '2 ก.พ. 2027 – 11 ก.พ. 2027' style range; one day when the end is missing. */
export function formatThaiDateRange(start: string, end: string | null): string {
  const from = parseCalendarDate(start);
  if (!from) return start;
  const to = end ? parseCalendarDate(end) : null;
  if (!to || to.getTime() <= from.getTime()) return thaiDate.format(from);
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${(sameYear ? thaiDay : thaiDate).format(from)} – ${thaiDate.format(to)}`;
}

/**
 * A flight's airport-local time as its clock time and day at that airport, read from the string itself and
 * never moved to the browser's zone (decision 18): { time: '03:20', day: '2 ก.พ. 2027' }.
 */
export function formatThaiAirportTime(value: string): { time: string; day: string } | null {
  const local = parseAirportLocalTime(value);
  const date = local ? parseCalendarDate(local.date) : null;
  if (!local || !date) return null;
  return { time: local.time, day: thaiDate.format(date) };
}
