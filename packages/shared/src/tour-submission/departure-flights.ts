import { isCalendarDate } from '../text';
import { addCalendarDays, calendarDaysBetween, instantOf, isFlightLegChosen, shiftFlightLeg } from './form-rules';
import type { TAvailableDateValues, TFlightLeg } from './schema';

/**
 * Flights follow their departure's dates (2-operator.md section 4, "Later dates copy the first date's
 * flight times shifted to their start date; return times shift by the duration in days"; decision 0015).
 *
 * A departure's flights are the ones it carries, whether copied from the first date (Add Date, or on
 * submit into empty legs) or chosen in its own Search Flight dialog: the copy rule is about where a flight
 * sits relative to its start date, not about where it came from. So when a start date moves by N days,
 * every flight of that departure moves by N days: the airport-local wall times and the UTC offsets stay as
 * written, and the return keeps its distance from the outbound. A hand-chosen flight that was off its
 * dates stays off by the same days, and the rule below keeps flagging it.
 */
export function moveDepartureStartDate<TDate extends Pick<TAvailableDateValues, 'startDate' | 'outbound' | 'return'>>(
  date: TDate,
  startDate: string,
): TDate {
  const days = daysToMove(date, startDate);
  if (days === 0) return { ...date, startDate };
  return {
    ...date,
    startDate,
    outbound: shiftFlightLeg(date.outbound, days),
    return: shiftFlightLeg(date.return, days),
  };
}

/**
 * The days the flights move: from the old start date to the new one. While the old one is not a date (the
 * field was cleared or half typed) the flights are taken as copied, on their outbound's departure day.
 */
function daysToMove(date: Pick<TAvailableDateValues, 'startDate' | 'outbound'>, startDate: string): number {
  if (!isCalendarDate(startDate)) return 0;
  if (isCalendarDate(date.startDate)) return calendarDaysBetween(date.startDate, startDate);
  const outboundDay = date.outbound.departureDateTime.slice(0, 10);
  return isCalendarDate(outboundDay) ? calendarDaysBetween(outboundDay, startDate) : 0;
}

export const DEPARTURE_FLIGHT_MESSAGES = {
  outboundOffStartDate: (startDate: string, flightDay: string) =>
    `The outbound flight of the departure on ${startDate} leaves on ${flightDay}: it must leave on the start date.`,
  returnBeforeOutbound: (startDate: string) =>
    `The return flight of the departure on ${startDate} leaves before its outbound flight lands.`,
  returnAfterTourEnd: (startDate: string, endDate: string, flightDay: string) =>
    `The return flight of the departure on ${startDate} leaves on ${flightDay}, after the tour's last day (${endDate}).`,
} as const;

type TLegTimes = Pick<TFlightLeg, 'departureDateTime' | 'arrivalDateTime'>;

export type TDepartureFlights = {
  startDate: string;
  /** null: the departure has no such flight (nothing to check). */
  outbound: TLegTimes | null;
  return: TLegTimes | null;
};

const DAY_MS = 86_400_000;

/**
 * Whether a departure's flights fall on its dates; the problems, each in one sentence, or none. A departure
 * runs from its start date to its end date, the start plus the duration in days (3-admin.md: "end date =
 * start plus duration days").
 * - The outbound leaves on the start date (its airport's calendar day).
 * - The return leaves after the outbound lands.
 * - The return leaves by the end date (its airport's calendar day). Where it lands does not count: an
 *   overnight return that lands the day after the end date is still the tour's flight home. A return that
 *   lands within the duration of the outbound's departure (the duration as the wizard computes it from the
 *   first date's flights: departure to arrival, rounded up to whole days) is within the tour too, which keeps
 *   the first date's own flights valid when the return leaves east of the date line on a later calendar day.
 * A time that cannot be read, an unknown duration or a start date that is not a date leaves that part
 * unchecked: other rules name those.
 */
export function departureFlightProblems(departure: TDepartureFlights, duration: number | null): string[] {
  const { startDate } = departure;
  if (!isCalendarDate(startDate)) return [];
  const M = DEPARTURE_FLIGHT_MESSAGES;
  const problems: string[] = [];
  const outboundDay = departure.outbound?.departureDateTime.slice(0, 10) ?? '';
  if (isCalendarDate(outboundDay) && outboundDay !== startDate) {
    problems.push(M.outboundOffStartDate(startDate, outboundDay));
  }
  const back = departure.return;
  if (!back) return problems;
  const outboundArrival = instantOf(departure.outbound?.arrivalDateTime ?? '');
  const returnDeparture = instantOf(back.departureDateTime);
  if (outboundArrival !== null && returnDeparture !== null && returnDeparture < outboundArrival) {
    problems.push(M.returnBeforeOutbound(startDate));
  }
  const days = typeof duration === 'number' && Number.isInteger(duration) && duration > 0 ? duration : null;
  const returnDay = back.departureDateTime.slice(0, 10);
  if (days === null || !isCalendarDate(returnDay)) return problems;
  const endDate = addCalendarDays(startDate, days);
  if (returnDay > endDate && !landsWithinDuration(departure.outbound, back, days)) {
    problems.push(M.returnAfterTourEnd(startDate, endDate, returnDay));
  }
  return problems;
}

function landsWithinDuration(outbound: TLegTimes | null, back: TLegTimes, days: number): boolean {
  const from = instantOf(outbound?.departureDateTime ?? '');
  const to = instantOf(back.arrivalDateTime);
  return from !== null && to !== null && to - from <= days * DAY_MS;
}

/** A wizard date's flights as the rule reads them: a flight not chosen (no number or airline) is not checked. */
function chosenDepartureFlights(date: Pick<TAvailableDateValues, 'startDate' | 'outbound' | 'return'>) {
  return {
    startDate: date.startDate,
    outbound: isFlightLegChosen(date.outbound) ? date.outbound : null,
    return: isFlightLegChosen(date.return) ? date.return : null,
  } satisfies TDepartureFlights;
}

/** Each wizard date's problems, by index (an empty list for a date whose flights fall on its dates). */
export function wizardDepartureFlightProblems(
  dates: readonly Pick<TAvailableDateValues, 'startDate' | 'outbound' | 'return'>[],
  duration: number | null,
): string[][] {
  return dates.map((date) => departureFlightProblems(chosenDepartureFlights(date), duration));
}
