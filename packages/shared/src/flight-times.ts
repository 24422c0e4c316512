/**
 * Flight times are airport-local wall times with their UTC offset (decision 18): '2026-09-01T10:30:00+07:00'
 * is 10:30 on 1 September at the airport, whichever zone the viewer is in. The instant is stored as a
 * timestamptz beside the airport's offset in minutes; these helpers turn one into the other and read the
 * wall time back out of the string without going through any time zone.
 */

const MAX_OFFSET_MINUTES = 14 * 60;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** '+07:00' -> 420, '-03:30' -> -210, 'Z' -> 0; null when it is not an offset. */
export function parseUtcOffset(value: string): number | null {
  if (value === 'Z') return 0;
  const match = OFFSET.exec(value);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[3]) > 59 || minutes > MAX_OFFSET_MINUTES) return null;
  return match[1] === '-' ? -minutes : minutes;
}

/** 420 -> '+07:00', -210 -> '-03:30', 0 -> '+00:00'. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as the wall time at an airport `utcOffsetMinutes` from UTC: '2026-09-01T10:30:00+07:00'. */
export function toAirportLocalTime(instant: Date | string, utcOffsetMinutes: number): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  // The UTC fields of the shifted instant are the airport's wall clock.
  const wall = new Date(time + utcOffsetMinutes * 60_000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const clock = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${clock}${formatUtcOffset(utcOffsetMinutes)}`;
}

export type TAirportLocalTime = {
  /** The airport's calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** The airport's clock, 'HH:mm'. */
  time: string;
  /** The airport's UTC offset, '+07:00'. */
  utcOffset: string;
};

/** The wall date, clock and offset written in a local time string, read as written; null otherwise. */
export function parseAirportLocalTime(value: string): TAirportLocalTime | null {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [, date, hours, minutes, offset] = match as unknown as [string, string, string, string, string];
  if (Number(hours) > 23 || Number(minutes) > 59 || parseUtcOffset(offset) === null) return null;
  return { date, time: `${hours}:${minutes}`, utcOffset: offset === 'Z' ? '+00:00' : offset };
}
