import { describe, expect, it } from 'vitest';
import { formatUtcOffset, parseAirportLocalTime, parseUtcOffset, toAirportLocalTime } from './flight-times';

describe('UTC offsets', () => {
  it('reads and writes offsets in minutes', () => {
    expect(parseUtcOffset('+07:00')).toBe(420);
    expect(parseUtcOffset('-03:30')).toBe(-210);
    expect(parseUtcOffset('+05:45')).toBe(345);
    expect(parseUtcOffset('Z')).toBe(0);
    expect(formatUtcOffset(420)).toBe('+07:00');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });

  it('refuses what is not an offset', () => {
    for (const value of ['07:00', '+7:00', '+15:00', '+07:60', 'Asia/Bangkok', '']) {
      expect(parseUtcOffset(value)).toBeNull();
    }
  });
});

describe('toAirportLocalTime', () => {
  it("writes an instant as the airport's wall time with its offset", () => {
    expect(toAirportLocalTime('2026-09-01T03:30:00.000Z', 420)).toBe('2026-09-01T10:30:00+07:00');
    expect(toAirportLocalTime(new Date('2026-09-01T03:30:00Z'), 60)).toBe('2026-09-01T04:30:00+01:00');
  });

  it('moves to the next or previous day when the airport is across midnight from UTC', () => {
    expect(toAirportLocalTime('2026-09-01T18:00:00Z', 420)).toBe('2026-09-02T01:00:00+07:00');
    expect(toAirportLocalTime('2026-09-01T02:00:00Z', -300)).toBe('2026-08-31T21:00:00-05:00');
  });

  it('is the same instant as the one given', () => {
    const value = toAirportLocalTime('2026-02-02T23:10:00Z', 345);
    expect(new Date(value).toISOString()).toBe('2026-02-02T23:10:00.000Z');
  });

  it('refuses what is not an instant', () => {
    expect(() => toAirportLocalTime('soon', 420)).toThrow(RangeError);
  });
});

describe('parseAirportLocalTime', () => {
  it('reads the wall date and clock as written, whatever the offset', () => {
    expect(parseAirportLocalTime('2026-09-01T10:30:00+07:00')).toEqual({
      date: '2026-09-01',
      time: '10:30',
      utcOffset: '+07:00',
    });
    expect(parseAirportLocalTime('2026-08-31T21:05-05:00')).toEqual({
      date: '2026-08-31',
      time: '21:05',
      utcOffset: '-05:00',
    });
    expect(parseAirportLocalTime('2026-09-01T00:05:00.000Z')).toEqual({
      date: '2026-09-01',
      time: '00:05',
      utcOffset: '+00:00',
    });
  });

  it('refuses a time without an offset or out of range', () => {
    for (const value of ['2026-09-01T10:30:00', '2026-09-01T24:00:00+07:00', '2026-09-01', 'soon', '']) {
      expect(parseAirportLocalTime(value)).toBeNull();
    }
  });
});
