import { formatCalendarDate } from './booking-receipt';
import type { TLanguage } from './languages';
import { bilingual } from './texts';
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

export type TItineraryStop = {
  dayNumber: number;
  /** Its place in the day, by which a translation's row is matched (itineraryIn). */
  position?: number;
  title: string;
  time: string | null;
  description: string | null;
};

const PARTICULARS_TEXTS = bilingual({
  en: {
    outbound: 'Outbound',
    return: 'Return',
    flightTimesNote: 'Flight times are local to each airport.',
    day: (day: number) => `Day ${day}`,
    timeTbd: 'Time TBD',
    licensed: (name: string, licence: string) => `${name} (TAT licence ${licence})`,
  },
  th: {
    outbound: 'ขาไป',
    return: 'ขากลับ',
    flightTimesNote: 'เวลาเที่ยวบินเป็นเวลาท้องถิ่นของแต่ละสนามบิน',
    day: (day: number) => `วันที่ ${day}`,
    timeTbd: 'รอยืนยันเวลา',
    licensed: (name: string, licence: string) => `${name} (ใบอนุญาต ททท. ${licence})`,
  },
});

/** 'Mar 5, 2027, 10:30': the wall clock at the airport (decision 18), never moved to another zone. */
export function formatAirportWallTime(
  instant: Date | string,
  utcOffsetMinutes: number,
  language: TLanguage = 'en',
): string {
  const local = parseAirportLocalTime(toAirportLocalTime(instant, utcOffsetMinutes));
  if (!local) return '';
  return `${formatCalendarDate(local.date, language)}${language === 'th' ? ' ' : ', '}${local.time}`;
}

/** 'Outbound TG 661 (Thai Airways): Bangkok Suvarnabhumi (BKK) Mar 5, 2027, 10:30 → Tokyo Narita (NRT) Mar 5, 2027, 18:30'. */
export function flightLine(flight: TBookingFlight, language: TLanguage = 'en'): string {
  const texts = PARTICULARS_TEXTS[language];
  const leg = flight.isOutbound ? texts.outbound : texts.return;
  const from = `${flight.departureAirport} (${flight.departureCode}) ${formatAirportWallTime(flight.departureTime, flight.departureUtcOffset, language)}`;
  const to = `${flight.arrivalAirport} (${flight.arrivalCode}) ${formatAirportWallTime(flight.arrivalTime, flight.arrivalUtcOffset, language)}`;
  return `${leg} ${flight.flightNumber} (${flight.airline}): ${from} → ${to}`;
}

/** Said once under the flights: the times are each airport's own. */
export function flightTimesNote(language: TLanguage = 'en'): string {
  return PARTICULARS_TEXTS[language].flightTimesNote;
}

/** 'Day 2 · 09:00 · Temple visit': one stop of the programme. */
export function itineraryLine(stop: TItineraryStop, language: TLanguage = 'en'): string {
  const texts = PARTICULARS_TEXTS[language];
  return [texts.day(stop.dayNumber), stop.time ?? texts.timeTbd, stop.title].join(' · ');
}

/** 'Sunrise Tours Co., Ltd. (TAT licence 12/34567)'. */
export function operatorLine(operator: TTourOperator, language: TLanguage = 'en'): string {
  return operator.licenceNumber
    ? PARTICULARS_TEXTS[language].licensed(operator.name, operator.licenceNumber)
    : operator.name;
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
