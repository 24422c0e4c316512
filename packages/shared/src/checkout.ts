/**
 * Checkout rules that do not depend on a screen: the trip schedule lines, the guests line, and the
 * booking-session timer (1-traveller.md sections 2, 4 and 9).
 */
import { BOOKING_SESSION_LIFETIME_MS } from './booking-session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date 'YYYY-MM-DD' as a day number, never shifted by a time zone. */
export function calendarDayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

/**
 * The trip's length in days as the calendar difference of departure and return (5 → 14 March is 9
 * days), the way departures are stored: the return date is the departure plus the tour's duration.
 */
export function tripTotalDays(startDate: string, endDate: string): number {
  return Math.max(1, calendarDayNumber(endDate) - calendarDayNumber(startDate));
}

export type TTripCountdown =
  | { kind: 'upcoming'; days: number }
  | { kind: 'today' }
  | { kind: 'in-progress' }
  | { kind: 'finished' };

/** Where today stands against the trip; `today` is the traveller's own calendar date. */
export function tripCountdown(startDate: string, endDate: string, today: string): TTripCountdown {
  const now = calendarDayNumber(today);
  const start = calendarDayNumber(startDate);
  const end = calendarDayNumber(endDate);
  if (now < start) return { kind: 'upcoming', days: start - now };
  if (now === start) return { kind: 'today' };
  if (now <= end) return { kind: 'in-progress' };
  return { kind: 'finished' };
}

/** 'N days to go', 'Departure today!' or 'Trip in progress' (1-traveller.md section 2, Checkout). */
export function tripCountdownText(startDate: string, endDate: string, today: string): string {
  const countdown = tripCountdown(startDate, endDate, today);
  switch (countdown.kind) {
    case 'upcoming':
      return countdown.days === 1 ? '1 day to go' : `${countdown.days} days to go`;
    case 'today':
      return 'Departure today!';
    case 'in-progress':
      return 'Trip in progress';
    case 'finished':
      return 'Trip completed';
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'N Adults' plus ', N Children' and ', N Infants' when above 0. */
export function guestsLine(adults: number, children: number, infants: number): string {
  let line = plural(adults, 'Adult', 'Adults');
  if (children > 0) line += `, ${plural(children, 'Child', 'Children')}`;
  if (infants > 0) line += `, ${plural(infants, 'Infant', 'Infants')}`;
  return line;
}

/** The timer warns at 5, 2 and 1 minutes left (1-traveller.md section 4). */
export const SESSION_WARNING_MINUTES = [5, 2, 1] as const;
export type TSessionWarningMinute = (typeof SESSION_WARNING_MINUTES)[number];

/** 'Your booking session expires in 5 minutes!' / '… 1 minute!' (1-traveller.md section 8). */
export function sessionWarningText(minutes: number): string {
  return `Your booking session expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}!`;
}

/**
 * The warning due now, if any: the smallest threshold already reached that has not been given yet.
 * Opening a page with 90 s left gives the 2-minute warning once, not the 5- and 2-minute ones together.
 */
export function dueSessionWarning(remainingMs: number, given: ReadonlySet<number>): TSessionWarningMinute | null {
  if (remainingMs <= 0) return null;
  let due: TSessionWarningMinute | null = null;
  for (const minutes of SESSION_WARNING_MINUTES) {
    if (remainingMs <= minutes * 60_000) due = minutes;
  }
  if (due === null || given.has(due)) return null;
  return due;
}

/** Every threshold at or above the remaining time counts as given (so a later extend can re-arm them). */
export function warningsPassed(remainingMs: number): TSessionWarningMinute[] {
  return SESSION_WARNING_MINUTES.filter((minutes) => remainingMs <= minutes * 60_000);
}

/** The timer badge's look: it changes at 10 and 5 minutes left. */
export type TSessionTimerLevel = 'normal' | 'warning' | 'critical' | 'expired';

export function sessionTimerLevel(remainingMs: number): TSessionTimerLevel {
  if (remainingMs <= 0) return 'expired';
  if (remainingMs <= 5 * 60_000) return 'critical';
  if (remainingMs <= 10 * 60_000) return 'warning';
  return 'normal';
}

/** The progress bar's fill, 0 to 100, against the session's full lifetime. */
export function sessionProgressPercent(remainingMs: number, lifetimeMs = BOOKING_SESSION_LIFETIME_MS): number {
  if (remainingMs <= 0) return 0;
  return Math.min(100, Math.round((remainingMs / lifetimeMs) * 1000) / 10);
}
