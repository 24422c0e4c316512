import {
  AIRPORT_MAP,
  airlineName,
  formatFlightDuration,
  parseFlightDesignator,
  toAirportLocalTime,
  utcOffsetMinutesAt,
  zonedWallTime,
  type TAirportInfo,
  type TFlightDesignator,
  type TFlightPoint,
  type TFlightSearchResult,
} from '@tour/shared';

/**
 * The built-in sample schedule: it answers when no flight schedule service is configured or when the
 * service fails (decision 7). Every flight of a known airline exists every day and is always the same
 * for the same number and date; a few routes are fixed for the demo (TG102 Bangkok to Chiang Mai and
 * its return TG103), the rest are derived from the number: an even number leaves the airline's hub, the
 * odd number after it flies back. Durations follow the great-circle distance.
 */
type TRoute = { from: string; to: string; departs: string };

const FIXED_ROUTES: Readonly<Record<string, TRoute>> = {
  TG102: { from: 'BKK', to: 'CNX', departs: '08:00' },
  TG103: { from: 'CNX', to: 'BKK', departs: '10:05' },
  TG201: { from: 'BKK', to: 'HKT', departs: '07:45' },
  TG202: { from: 'HKT', to: 'BKK', departs: '10:10' },
  PG261: { from: 'BKK', to: 'KBV', departs: '09:30' },
  PG262: { from: 'KBV', to: 'BKK', departs: '12:05' },
  TG431: { from: 'BKK', to: 'DPS', departs: '10:35' },
  TG432: { from: 'DPS', to: 'BKK', departs: '16:40' },
  TG622: { from: 'BKK', to: 'KIX', departs: '23:50' },
  TG623: { from: 'KIX', to: 'BKK', departs: '11:20' },
  TG670: { from: 'BKK', to: 'CTS', departs: '23:15' },
  TG671: { from: 'CTS', to: 'BKK', departs: '10:30' },
  TG930: { from: 'BKK', to: 'CDG', departs: '00:05' },
  TG931: { from: 'CDG', to: 'BKK', departs: '13:30' },
  TG970: { from: 'BKK', to: 'ZRH', departs: '00:40' },
  TG971: { from: 'ZRH', to: 'BKK', departs: '13:25' },
  TK69: { from: 'BKK', to: 'IST', departs: '22:40' },
  TK68: { from: 'IST', to: 'BKK', departs: '01:35' },
  PG711: { from: 'BKK', to: 'MLE', departs: '13:15' },
  PG712: { from: 'MLE', to: 'BKK', departs: '17:55' },
};

/** Airlines whose home is one of the sample airports; the others fly from Bangkok. */
const HUBS: Readonly<Record<string, string>> = {
  SQ: 'SIN',
  TR: 'SIN',
  GA: 'DPS',
  Q2: 'MLE',
  JL: 'NRT',
  NH: 'NRT',
  MM: 'KIX',
  TK: 'IST',
  PC: 'IST',
  A3: 'ATH',
  LX: 'ZRH',
  AF: 'CDG',
  AZ: 'VCE',
};

const DEFAULT_HUB = 'BKK';
const FIRST_DEPARTURE_MINUTES = 6 * 60;
const DEPARTURE_SLOTS = 204; // 06:00 to 22:55 in five-minute steps
const GATE_LETTERS = 'ABCDEFG';

/** FNV-1a: a small stable hash, the same on every machine and every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.charCodeAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function requireAirport(code: string): TAirportInfo {
  const found = AIRPORT_MAP[code];
  if (!found) throw new Error(`The sample schedule names an airport it does not know: ${code}`);
  return found;
}

function distanceKm(a: TAirportInfo, b: TAirportInfo): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Half an hour on the ground and in the climb, then 800 km/h, to the next five minutes. */
function durationMinutes(from: TAirportInfo, to: TAirportInfo): number {
  return Math.ceil((30 + (distanceKm(from, to) / 800) * 60) / 5) * 5;
}

function aircraftFor(minutes: number, seed: number): string {
  const types = minutes <= 150 ? ['320', '738'] : minutes <= 420 ? ['333', '789'] : ['77W', '359'];
  return types[seed % types.length] ?? '320';
}

function routeFor(designator: TFlightDesignator, flightNumber: string): TRoute {
  const fixed = FIXED_ROUTES[flightNumber];
  if (fixed) return fixed;
  const { carrierCode } = designator;
  const number = Number(designator.number);
  const hub = HUBS[carrierCode] ?? DEFAULT_HUB;
  const others = Object.keys(AIRPORT_MAP).filter((code) => code !== hub);
  const partner = others[hash(`${carrierCode}/${Math.floor(number / 2)}`) % others.length] ?? DEFAULT_HUB;
  const slot = hash(`${carrierCode}/${number}/departs`) % DEPARTURE_SLOTS;
  const minutes = FIRST_DEPARTURE_MINUTES + slot * 5;
  const departs = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return number % 2 === 0 ? { from: hub, to: partner, departs } : { from: partner, to: hub, departs };
}

function point(found: TAirportInfo, instant: Date, seed: number): TFlightPoint {
  const dateTime = toAirportLocalTime(instant, utcOffsetMinutesAt(found.timeZone, instant));
  return {
    airport: found.name,
    city: found.code,
    date: dateTime.slice(0, 10),
    time: dateTime.slice(11, 16),
    terminal: String(1 + (seed % 2)),
    gate: `${GATE_LETTERS[seed % GATE_LETTERS.length]}${1 + (seed % 24)}`,
    utcOffset: dateTime.slice(19),
    dateTime,
  };
}

function sampleFlight(designator: TFlightDesignator, date: string): TFlightSearchResult | null {
  const airline = airlineName(designator.carrierCode);
  if (!airline) return null;
  const flightNumber = `${designator.carrierCode}${designator.number}${designator.suffix}`;
  const route = routeFor(designator, `${designator.carrierCode}${designator.number}`);
  const from = requireAirport(route.from);
  const to = requireAirport(route.to);
  const minutes = durationMinutes(from, to);
  const departure = zonedWallTime(date, route.departs, from.timeZone).instant;
  const arrival = new Date(departure.getTime() + minutes * 60_000);
  const seed = hash(`${flightNumber}/${date}`);
  return {
    id: `sample-${flightNumber}-${date}`,
    flightNumber,
    airline,
    carrierCode: designator.carrierCode,
    departure: point(from, departure, seed),
    arrival: point(to, arrival, seed >>> 8),
    duration: formatFlightDuration(minutes),
    durationMinutes: minutes,
    aircraft: aircraftFor(minutes, seed),
    status: 'Scheduled',
    scheduledDepartureDate: date,
  };
}

/**
 * The sample flights for what was typed and a departure date: the one flight a full number names
 * ('TG102'), or, for a partial text ('TG'), the demo routes whose number contains it. An airline
 * outside the map has no sample flights.
 */
export function searchSampleSchedule(text: string, date: string): TFlightSearchResult[] {
  const query = text.trim().toUpperCase();
  const designator = parseFlightDesignator(query);
  if (designator) {
    const flight = sampleFlight(designator, date);
    return flight ? [flight] : [];
  }
  if (!query) return [];
  return Object.keys(FIXED_ROUTES)
    .filter((number) => number.includes(query))
    .sort()
    .flatMap((number) => {
      const parsed = parseFlightDesignator(number);
      const flight = parsed ? sampleFlight(parsed, date) : null;
      return flight ? [flight] : [];
    });
}
