import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateRange,
  formatAirportTime,
  parseCalendarDate,
  toCalendarDate,
} from './calendar-date';

describe('calendar dates', () => {
  it('reads a day as that day, with or without a time after it', () => {
    expect(toCalendarDate(parseCalendarDate('2026-03-05')!)).toBe('2026-03-05');
    expect(toCalendarDate(parseCalendarDate('2026-03-05T00:00:00.000Z')!)).toBe('2026-03-05');
  });

  it('rejects days that do not exist', () => {
    expect(parseCalendarDate('2026-02-31')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('tomorrow')).toBeNull();
  });

  it('formats a day', () => {
    expect(formatCalendarDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(formatCalendarDate('nope', 'en')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it('names the year once when both dates share it', () => {
    expect(formatDateRange('2026-03-05', '2026-03-14', 'en')).toBe('Mar 5 – Mar 14, 2026');
  });

  it('names both years across a new year', () => {
    expect(formatDateRange('2026-12-28', '2027-01-05', 'en')).toBe('Dec 28, 2026 – Jan 5, 2027');
  });

  it('shows one day when there is no later end', () => {
    expect(formatDateRange('2026-03-05', null, 'en')).toBe('Mar 5, 2026');
    expect(formatDateRange('2026-03-05', '2026-03-05', 'en')).toBe('Mar 5, 2026');
  });

  it('has nothing to say without a valid start', () => {
    expect(formatDateRange(null, '2026-03-05', 'en')).toBeNull();
    expect(formatDateRange('not a date', null, 'en')).toBeNull();
  });
});

describe('formatAirportTime', () => {
  it("gives the airport's clock time and day as written, in whatever zone the browser is", () => {
    expect(formatAirportTime('2026-03-05T09:07:00+07:00', 'en')).toEqual({ time: '09:07', day: 'Thu, Mar 5, 2026' });
    expect(formatAirportTime('2026-03-05T23:55:00-05:00', 'en')).toEqual({ time: '23:55', day: 'Thu, Mar 5, 2026' });
    expect(formatAirportTime('2026-03-06T00:10:00+14:00', 'en')).toEqual({ time: '00:10', day: 'Fri, Mar 6, 2026' });
  });

  it('is null for a malformed time or one without its offset', () => {
    expect(formatAirportTime('soon', 'en')).toBeNull();
    expect(formatAirportTime('2026-03-05T09:07:00', 'en')).toBeNull();
    expect(formatAirportTime('2026-02-31T09:07:00+07:00', 'en')).toBeNull();
  });
});
