import { formatCalendarDate } from './booking-receipt';
import { parseAirportLocalTime, toAirportLocalTime } from './flight-times';
import { marketplaceDate } from './marketplace-time';
import { addCalendarDays } from './tour-submission/form-rules';

/**
 * What a booking's e-mails and receipt say beyond the booking itself: who runs the tour, the departure's
 * flights, the guests and the programme. Read by the server; formatted here so that every e-mail and the
 * receipt say them in one style.
 */

export type TTourOperator = {
  name: string;
  licenceNumber: string | null;
  email: string | null;
  phone: string | null;
};

export type TBookingFlight = {
  isOutbound: boolean;
  airline: string;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  departureTime: Date | string;
  departureUtcOffset: number;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalTime: Date | string;
  arrivalUtcOffset: number;
};

export type TItineraryStop = { dayNumber: number; title: string; time: string | null; description: string | null };

/** 'Mar 5, 2027, 10:30': the wall clock at the airport (decision 18), never moved to another zone. */
export function formatAirportWallTime(instant: Date | string, utcOffsetMinutes: number): string {
  const local = parseAirportLocalTime(toAirportLocalTime(instant, utcOffsetMinutes));
  if (!local) return '';
  return `${formatCalendarDate(local.date)}, ${local.time}`;
}

/** 'Outbound TG 661 (Thai Airways): Bangkok Suvarnabhumi (BKK) Mar 5, 2027, 10:30 → Tokyo Narita (NRT) Mar 5, 2027, 18:30'. */
export function flightLine(flight: TBookingFlight): string {
  const leg = flight.isOutbound ? 'Outbound' : 'Return';
  const from = `${flight.departureAirport} (${flight.departureCode}) ${formatAirportWallTime(flight.departureTime, flight.departureUtcOffset)}`;
  const to = `${flight.arrivalAirport} (${flight.arrivalCode}) ${formatAirportWallTime(flight.arrivalTime, flight.arrivalUtcOffset)}`;
  return `${leg} ${flight.flightNumber} (${flight.airline}): ${from} → ${to}`;
}

/** Said once under the flights: the times are each airport's own. */
export const FLIGHT_TIMES_NOTE = 'Flight times are local to each airport.';

/** 'Day 2 · 09:00 · Temple visit': one stop of the programme. */
export function itineraryLine(stop: TItineraryStop): string {
  return [`Day ${stop.dayNumber}`, stop.time ?? 'Time TBD', stop.title].join(' · ');
}

/** 'Sunrise Tours Co., Ltd. (TAT licence 12/34567)'. */
export function operatorLine(operator: TTourOperator): string {
  return operator.licenceNumber ? `${operator.name} (TAT licence ${operator.licenceNumber})` : operator.name;
}

/** When the travel documents go out: this many days before departure, counted in Bangkok days. */
export const TRAVEL_DOCUMENTS_DAYS_BEFORE = 7;

/**
 * The Bangkok calendar days whose departures get their travel documents at `now`: from today to
 * TRAVEL_DOCUMENTS_DAYS_BEFORE days ahead ('YYYY-MM-DD', both included). Thailand keeps UTC+7 all year.
 */
export function travelDocumentsWindow(now: Date): { from: string; until: string } {
  const today = marketplaceDate(now);
  return { from: today, until: addCalendarDays(today, TRAVEL_DOCUMENTS_DAYS_BEFORE) };
}
