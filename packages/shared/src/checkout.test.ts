import { describe, expect, it } from 'vitest';
import {
  calendarDayNumber,
  dueSessionWarning,
  guestsLine,
  sessionProgressPercent,
  sessionTimerLevel,
  sessionWarningText,
  tripCountdownText,
  tripTotalDays,
  warningsPassed,
} from './checkout';

const MIN = 60_000;

describe('trip schedule', () => {
  it('counts the trip days as the departure-to-return difference, like the stored duration', () => {
    expect(tripTotalDays('2027-03-05', '2027-03-14')).toBe(9);
    expect(tripTotalDays('2027-03-05', '2027-03-05')).toBe(1);
    expect(tripTotalDays('2027-12-30', '2028-01-02')).toBe(3);
  });

  it('reads calendar dates without a time zone shift', () => {
    expect(calendarDayNumber('1970-01-02')).toBe(1);
    expect(() => calendarDayNumber('soon')).toThrow();
  });

  it('says how far away the departure is', () => {
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-02-26')).toBe('7 days to go');
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-03-04')).toBe('1 day to go');
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-03-05')).toBe('Departure today!');
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-03-09')).toBe('Trip in progress');
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-03-13')).toBe('Trip in progress');
    expect(tripCountdownText('2027-03-05', '2027-03-13', '2027-03-14')).toBe('Trip completed');
  });

  it('writes the guests line with children and infants only when above 0', () => {
    expect(guestsLine(2, 0, 0)).toBe('2 Adults');
    expect(guestsLine(1, 0, 0)).toBe('1 Adult');
    expect(guestsLine(2, 1, 0)).toBe('2 Adults, 1 Child');
    expect(guestsLine(3, 2, 1)).toBe('3 Adults, 2 Children, 1 Infant');
    expect(guestsLine(2, 0, 2)).toBe('2 Adults, 2 Infants');
  });
});

describe('booking session timer', () => {
  it('words the warnings', () => {
    expect(sessionWarningText(5)).toBe('Your booking session expires in 5 minutes!');
    expect(sessionWarningText(2)).toBe('Your booking session expires in 2 minutes!');
    expect(sessionWarningText(1)).toBe('Your booking session expires in 1 minute!');
  });

  it('gives each warning once, at 5, 2 and 1 minutes left', () => {
    const given = new Set<number>();
    expect(dueSessionWarning(6 * MIN, given)).toBeNull();
    expect(dueSessionWarning(5 * MIN, given)).toBe(5);
    given.add(5);
    expect(dueSessionWarning(4 * MIN, given)).toBeNull();
    expect(dueSessionWarning(2 * MIN, given)).toBe(2);
    given.add(2);
    expect(dueSessionWarning(59_000, given)).toBe(1);
    given.add(1);
    expect(dueSessionWarning(30_000, given)).toBeNull();
    expect(dueSessionWarning(0, new Set())).toBeNull();
  });

  it('skips warnings already overtaken when the page opens late', () => {
    expect(dueSessionWarning(90_000, new Set())).toBe(2);
    expect(warningsPassed(90_000)).toEqual([5, 2]);
    expect(warningsPassed(20 * MIN)).toEqual([]);
  });

  it('changes the badge at 10 and 5 minutes', () => {
    expect(sessionTimerLevel(25 * MIN)).toBe('normal');
    expect(sessionTimerLevel(10 * MIN + 1)).toBe('normal');
    expect(sessionTimerLevel(10 * MIN)).toBe('warning');
    expect(sessionTimerLevel(5 * MIN)).toBe('critical');
    expect(sessionTimerLevel(1)).toBe('critical');
    expect(sessionTimerLevel(0)).toBe('expired');
  });

  it('fills the progress bar against the 30-minute lifetime', () => {
    expect(sessionProgressPercent(30 * MIN)).toBe(100);
    expect(sessionProgressPercent(15 * MIN)).toBe(50);
    expect(sessionProgressPercent(40 * MIN)).toBe(100);
    expect(sessionProgressPercent(-5)).toBe(0);
  });
});
