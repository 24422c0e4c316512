import {
  findAirport,
  formatUtcOffset,
  parseAirportLocalTime,
  toAirportLocalTime,
  utcOffsetMinutesAt,
  zonedWallTime,
} from '@tour/shared';

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The UTC offset of an airport at a wall time there: its zone's (summer time included), UTC when unknown. */
function offsetAt(airportCode: string, date: string, time: string): { instant: Date; utcOffset: string } {
  const airport = findAirport(airportCode);
  if (airport) return zonedWallTime(date, time, airport.timeZone);
  return { instant: new Date(`${date}T${time}:00Z`), utcOffset: formatUtcOffset(0) };
}

/**
 * A flight time as decision 18 stores it: an airport-local wall time with its UTC offset. One written with an
 * offset is kept as written; one without (typed by hand in the wizard) is the wall time at that airport, with the
 * offset of the airport's zone on that date, or UTC for an airport the map does not know. Null when it is no time.
 */
export function airportLocalTime(value: string, airportCode: string): string | null {
  const trimmed = value.trim();
  if (parseAirportLocalTime(trimmed)) return trimmed;
  const wall = WALL_TIME.exec(trimmed);
  if (!wall) return null;
  const [, date, time] = wall as unknown as [string, string, string];
  return `${date}T${time}:00${offsetAt(airportCode, date, time).utcOffset}`;
}

/** A scheduled leg's two wall times: it leaves `from` at `departs` on `date` and lands at `to` `durationMinutes` later. */
export function scheduledLegTimes(leg: {
  from: string;
  to: string;
  date: string;
  departs: string;
  durationMinutes: number;
}): { departureDateTime: string; arrivalDateTime: string } {
  const departure = offsetAt(leg.from, leg.date, leg.departs);
  const landing = new Date(departure.instant.getTime() + leg.durationMinutes * 60_000);
  const arrivalZone = findAirport(leg.to)?.timeZone;
  return {
    departureDateTime: `${leg.date}T${leg.departs}:00${departure.utcOffset}`,
    arrivalDateTime: toAirportLocalTime(landing, arrivalZone ? utcOffsetMinutesAt(arrivalZone, landing) : 0),
  };
}
