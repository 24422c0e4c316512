/**
 * Reserve now, pay later (DESIGN decision 13): offered only when the departure is more than 14 days away;
 * the booking must be paid by the earlier of 72 hours after booking and 14 days before departure.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE = 14;
export const PAY_LATER_HOLD_HOURS = 72;
/** The reminder e-mail goes out this long before the deadline. */
export const PAY_LATER_REMINDER_HOURS = 24;

export const PAY_LATER_MESSAGES = {
  notOffered: `Reserve now, pay later is available only for departures more than ${PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE} days away. Please choose another payment method.`,
} as const;

/**
 * A departure date ('YYYY-MM-DD') starts at its midnight UTC: a calendar date carries no zone, and the
 * earliest midnight keeps the 14 days on the safe side for the traveller's own zone.
 */
function departureStart(startDate: string): number {
  const value = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value)) throw new Error(`not a calendar date: ${startDate}`);
  return value;
}

/** Pay later is offered when the departure starts more than 14 days after now. */
export function isPayLaterOffered(startDate: string, now: Date): boolean {
  return departureStart(startDate) - now.getTime() > PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE * DAY_MS;
}

/** The earlier of booking time + 72 hours and departure − 14 days. */
export function payLaterDeadline(bookedAt: Date, startDate: string): Date {
  const byHold = bookedAt.getTime() + PAY_LATER_HOLD_HOURS * HOUR_MS;
  const byDeparture = departureStart(startDate) - PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE * DAY_MS;
  return new Date(Math.min(byHold, byDeparture));
}

/** When the one reminder is due: 24 hours before the deadline. */
export function payLaterReminderAt(deadline: Date): Date {
  return new Date(deadline.getTime() - PAY_LATER_REMINDER_HOURS * HOUR_MS);
}
