import { keptBy, LANGUAGE_LOCALES, type TLanguage } from '@tour/shared';
import { formatAirportTime, parseCalendarDate } from '../../../lib/calendar-date';

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;
const weekdayDate = keptBy(
  (language) =>
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language as TLanguage], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }),
);

/**
 * A flight time as the clock and day at its airport (decision 18), read from the string as written:
 * with an offset ('2026-09-01T10:30:00+07:00') or as a bare wall time ('2026-09-01T10:30'). Never
 * moved to the viewer's zone; null when it is not a date-time.
 */
export function flightClock(value: string, language: TLanguage): { time: string; day: string } | null {
  const local = formatAirportTime(value, language);
  if (local) return local;
  const wall = WALL_TIME.exec(value);
  const date = wall ? parseCalendarDate(wall[1] ?? '') : null;
  if (!wall || !date || Number(wall[2]) > 23 || Number(wall[3]) > 59) return null;
  return { time: `${wall[2]}:${wall[3]}`, day: weekdayDate(language).format(date) };
}
