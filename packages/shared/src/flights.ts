import { z } from 'zod';
import { formatUtcOffset } from './flight-times';
import { isCalendarDate, TEXT_MESSAGES } from './text';

/**
 * Flight lookup (2-operator.md sections 3, 5, 7; DESIGN decisions 7, 18, 30): the request rules of the
 * wizard's flight search and of the Flight Deal page, the answer both get, and the airline and airport
 * maps the server's sample schedule and the browser share.
 */
export const FLIGHT_MESSAGES = {
  searchRequired: 'Please enter flight number and departure date',
  flightNumberCharacters: 'Flight number may contain only letters and digits (at most 6)',
  dealFlightNumberRequired: 'Flight number required',
  dealInvalidFormat: 'Invalid format',
  dealDateRequired: 'Date required',
  dealNotFound: 'ไม่พบข้อมูลเที่ยวบิน',
  invalidDate: TEXT_MESSAGES.invalidDate,
} as const;

export const FLIGHT_NUMBER_MAX_LENGTH = 6;

/** What the search box keeps of what is typed: upper case, letters and digits only, at most 6. */
export function normaliseFlightNumberInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, FLIGHT_NUMBER_MAX_LENGTH);
}

const requiredText = (message: string) => z.string({ error: message }).trim();

/** GET /api/flights/search: the wizard's step 1 and its per-date Search Flight dialog. */
export const ZFlightSearchQuery = z.object({
  flightNumber: requiredText(FLIGHT_MESSAGES.searchRequired)
    .toUpperCase()
    .min(1, FLIGHT_MESSAGES.searchRequired)
    .regex(/^[A-Z0-9]{1,6}$/, FLIGHT_MESSAGES.flightNumberCharacters),
  date: requiredText(FLIGHT_MESSAGES.searchRequired)
    .min(1, FLIGHT_MESSAGES.searchRequired)
    .refine(isCalendarDate, FLIGHT_MESSAGES.invalidDate),
});
export type TFlightSearchQuery = z.infer<typeof ZFlightSearchQuery>;

/** POST /api/flight-deal (the spec's path and body): two or three letters then one to four digits, e.g. TG102. */
export const ZFlightDealRequest = z.object({
  flightNo: requiredText(FLIGHT_MESSAGES.dealFlightNumberRequired)
    .toUpperCase()
    .min(3, FLIGHT_MESSAGES.dealFlightNumberRequired)
    .regex(/^[A-Z]{2,3}\d{1,4}$/, FLIGHT_MESSAGES.dealInvalidFormat),
  date: requiredText(FLIGHT_MESSAGES.dealDateRequired)
    .min(8, FLIGHT_MESSAGES.dealDateRequired)
    .refine(isCalendarDate, FLIGHT_MESSAGES.invalidDate),
});
export type TFlightDealRequest = z.infer<typeof ZFlightDealRequest>;
export type TFlightDealInput = z.input<typeof ZFlightDealRequest>;

/** '3h 0m', the spec's duration text. */
export function formatFlightDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

export type TFlightDesignator = { carrierCode: string; number: string; suffix: string };

/**
 * 'TG102' -> TG + 102; 'THA102' -> THA + 102 (an ICAO code); '3K521' -> 3K + 521; a letter after the
 * number is an operational suffix. Null when the text names no single flight ('TG', '102').
 */
export function parseFlightDesignator(text: string): TFlightDesignator | null {
  const match = /^([A-Z]{3}|[A-Z][A-Z0-9]|[0-9][A-Z])(\d{1,4})([A-Z]?)$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, carrierCode = '', number = '', suffix = ''] = match;
  return { carrierCode, number: String(Number(number)), suffix };
}

/** About sixty carriers by IATA code (2-operator.md section 9). */
export const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  TG: 'Thai Airways',
  PG: 'Bangkok Airways',
  FD: 'Thai AirAsia',
  WE: 'Thai Smile',
  SL: 'Thai Lion Air',
  DD: 'Nok Air',
  XJ: 'Thai AirAsia X',
  VZ: 'Thai Vietjet Air',
  SQ: 'Singapore Airlines',
  TR: 'Scoot',
  MH: 'Malaysia Airlines',
  AK: 'AirAsia',
  D7: 'AirAsia X',
  OD: 'Batik Air Malaysia',
  GA: 'Garuda Indonesia',
  QZ: 'Indonesia AirAsia',
  JT: 'Lion Air',
  VN: 'Vietnam Airlines',
  VJ: 'VietJet Air',
  PR: 'Philippine Airlines',
  '5J': 'Cebu Pacific',
  CX: 'Cathay Pacific',
  UO: 'HK Express',
  CI: 'China Airlines',
  BR: 'EVA Air',
  CA: 'Air China',
  MU: 'China Eastern Airlines',
  CZ: 'China Southern Airlines',
  JL: 'Japan Airlines',
  NH: 'All Nippon Airways',
  MM: 'Peach Aviation',
  KE: 'Korean Air',
  OZ: 'Asiana Airlines',
  '7C': 'Jeju Air',
  AI: 'Air India',
  '6E': 'IndiGo',
  UL: 'SriLankan Airlines',
  Q2: 'Maldivian',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  EY: 'Etihad Airways',
  WY: 'Oman Air',
  GF: 'Gulf Air',
  TK: 'Turkish Airlines',
  PC: 'Pegasus Airlines',
  LH: 'Lufthansa',
  LX: 'Swiss International Air Lines',
  OS: 'Austrian Airlines',
  AF: 'Air France',
  KL: 'KLM Royal Dutch Airlines',
  BA: 'British Airways',
  AZ: 'ITA Airways',
  A3: 'Aegean Airlines',
  IB: 'Iberia',
  AY: 'Finnair',
  SK: 'SAS Scandinavian Airlines',
  QF: 'Qantas',
  NZ: 'Air New Zealand',
  ET: 'Ethiopian Airlines',
  UA: 'United Airlines',
  DL: 'Delta Air Lines',
  AC: 'Air Canada',
};

export function airlineName(carrierCode: string): string | null {
  return AIRLINE_NAMES[carrierCode.toUpperCase()] ?? null;
}

export type TAirportInfo = {
  code: string;
  name: string;
  /** The tour location an arrival here suggests (decision 30). */
  city: string;
  /** As the wizard's country list spells it. */
  country: string;
  /** IANA zone: the offset follows the date, summer time included. */
  timeZone: string;
  latitude: number;
  longitude: number;
};

/** The fifteen airports of the sample schedule (2-operator.md section 9). */
export const AIRPORT_MAP: Readonly<Record<string, TAirportInfo>> = {
  BKK: airport('BKK', 'Suvarnabhumi Airport', 'Bangkok', 'Thailand', 'Asia/Bangkok', 13.69, 100.75),
  CNX: airport('CNX', 'Chiang Mai International Airport', 'Chiang Mai', 'Thailand', 'Asia/Bangkok', 18.767, 98.963),
  HKT: airport('HKT', 'Phuket International Airport', 'Phuket', 'Thailand', 'Asia/Bangkok', 8.113, 98.317),
  KBV: airport('KBV', 'Krabi International Airport', 'Krabi', 'Thailand', 'Asia/Bangkok', 8.099, 98.986),
  SIN: airport('SIN', 'Singapore Changi Airport', 'Singapore', 'Singapore', 'Asia/Singapore', 1.364, 103.991),
  DPS: airport('DPS', 'Ngurah Rai International Airport', 'Bali', 'Indonesia', 'Asia/Makassar', -8.748, 115.167),
  MLE: airport('MLE', 'Velana International Airport', 'Malé', 'Maldives', 'Indian/Maldives', 4.192, 73.529),
  NRT: airport('NRT', 'Narita International Airport', 'Tokyo', 'Japan', 'Asia/Tokyo', 35.772, 140.393),
  KIX: airport('KIX', 'Kansai International Airport', 'Osaka', 'Japan', 'Asia/Tokyo', 34.427, 135.244),
  CTS: airport('CTS', 'New Chitose Airport', 'Sapporo', 'Japan', 'Asia/Tokyo', 42.775, 141.692),
  IST: airport('IST', 'Istanbul Airport', 'Istanbul', 'Turkey', 'Europe/Istanbul', 41.262, 28.742),
  ATH: airport('ATH', 'Athens International Airport', 'Athens', 'Greece', 'Europe/Athens', 37.936, 23.947),
  VCE: airport('VCE', 'Venice Marco Polo Airport', 'Venice', 'Italy', 'Europe/Rome', 45.505, 12.352),
  ZRH: airport('ZRH', 'Zurich Airport', 'Zurich', 'Switzerland', 'Europe/Zurich', 47.465, 8.549),
  CDG: airport('CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'France', 'Europe/Paris', 49.01, 2.548),
};

function airport(
  code: string,
  name: string,
  city: string,
  country: string,
  timeZone: string,
  latitude: number,
  longitude: number,
): TAirportInfo {
  return { code, name, city, country, timeZone, latitude, longitude };
}

export function findAirport(code: string): TAirportInfo | null {
  return AIRPORT_MAP[code.toUpperCase()] ?? null;
}

/** Decision 30: a tour's location and country from its outbound flight's arrival airport; null when unknown. */
export function airportPlace(code: string): { location: string; country: string } | null {
  const found = findAirport(code);
  return found ? { location: found.city, country: found.country } : null;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes a zone is ahead of UTC at an instant: 'Asia/Bangkok' 420; 'Europe/Paris' 120 in summer, 60 in winter. */
export function utcOffsetMinutesAt(timeZone: string, instant: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wall - seconds) / 60_000);
}

/** The instant of a wall time ('2026-09-01', '10:30') in a zone, and the zone's offset then ('+07:00'). */
export function zonedWallTime(date: string, time: string, timeZone: string): { instant: Date; utcOffset: string } {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a wall time: ${date} ${time}`);
  // The offset at the guessed instant can differ across a summer-time change; a second look settles it.
  let offset = utcOffsetMinutesAt(timeZone, new Date(wall));
  offset = utcOffsetMinutesAt(timeZone, new Date(wall - offset * 60_000));
  return { instant: new Date(wall - offset * 60_000), utcOffset: formatUtcOffset(offset) };
}
