import { describe, expect, it } from 'vitest';
import {
  AIRLINE_NAMES,
  AIRPORT_MAP,
  airportPlace,
  FLIGHT_MESSAGES,
  formatFlightDuration,
  normaliseFlightNumberInput,
  parseFlightDesignator,
  utcOffsetMinutesAt,
  ZFlightDealRequest,
  ZFlightSearchQuery,
  zonedWallTime,
} from './flights';
import { COUNTRIES } from './tour-submission/countries';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('flight search query', () => {
  it('upper-cases the number and asks for both fields', () => {
    expect(ZFlightSearchQuery.parse({ flightNumber: ' tg102 ', date: '2026-09-01' })).toEqual({
      flightNumber: 'TG102',
      date: '2026-09-01',
    });
    expect(firstMessage(ZFlightSearchQuery.safeParse({ flightNumber: '', date: '2026-09-01' }))).toBe(
      FLIGHT_MESSAGES.searchRequired,
    );
    expect(firstMessage(ZFlightSearchQuery.safeParse({ flightNumber: 'TG102' }))).toBe(FLIGHT_MESSAGES.searchRequired);
  });

  it('refuses other characters, more than six, and dates that do not exist', () => {
    for (const flightNumber of ['TG-102', 'TG1023X', 'TG 10']) {
      expect(firstMessage(ZFlightSearchQuery.safeParse({ flightNumber, date: '2026-09-01' }))).toBe(
        FLIGHT_MESSAGES.flightNumberCharacters,
      );
    }
    expect(firstMessage(ZFlightSearchQuery.safeParse({ flightNumber: 'TG102', date: '2026-02-30' }))).toBe(
      FLIGHT_MESSAGES.invalidDate,
    );
  });

  it('keeps only what the box accepts as it is typed', () => {
    expect(normaliseFlightNumberInput('tg 102-x9')).toBe('TG102X');
    expect(normaliseFlightNumberInput('ก')).toBe('');
  });
});

describe('flight deal request', () => {
  it("answers with the spec's messages", () => {
    expect(firstMessage(ZFlightDealRequest.safeParse({ flightNo: 'TG', date: '2026-09-01' }))).toBe(
      'Flight number required',
    );
    expect(firstMessage(ZFlightDealRequest.safeParse({ date: '2026-09-01' }))).toBe('Flight number required');
    for (const flightNo of ['T102', 'TGAB102', 'TG12345', '102TG', '3K521']) {
      expect(firstMessage(ZFlightDealRequest.safeParse({ flightNo, date: '2026-09-01' })), flightNo).toBe(
        'Invalid format',
      );
    }
    expect(firstMessage(ZFlightDealRequest.safeParse({ flightNo: 'TG102', date: '' }))).toBe('Date required');
    expect(firstMessage(ZFlightDealRequest.safeParse({ flightNo: 'TG102' }))).toBe('Date required');
    expect(ZFlightDealRequest.parse({ flightNo: 'tg102', date: '2026-09-01' })).toEqual({
      flightNo: 'TG102',
      date: '2026-09-01',
    });
    expect(ZFlightDealRequest.safeParse({ flightNo: 'THA1', date: '2026-09-01' }).success).toBe(true);
  });
});

describe('flight designators', () => {
  it('splits the carrier from the number', () => {
    expect(parseFlightDesignator('TG102')).toEqual({ carrierCode: 'TG', number: '102', suffix: '' });
    expect(parseFlightDesignator('THA0102')).toEqual({ carrierCode: 'THA', number: '102', suffix: '' });
    expect(parseFlightDesignator('3K521A')).toEqual({ carrierCode: '3K', number: '521', suffix: 'A' });
    expect(parseFlightDesignator('u2123')).toEqual({ carrierCode: 'U2', number: '123', suffix: '' });
  });

  it('names no flight for a carrier or a number alone', () => {
    for (const text of ['TG', '102', 'T', 'TG12345', '']) expect(parseFlightDesignator(text)).toBeNull();
  });
});

describe('airline and airport maps', () => {
  it('has about sixty airlines and fifteen airports, each airport with a place and a zone', () => {
    expect(Object.keys(AIRLINE_NAMES).length).toBeGreaterThanOrEqual(55);
    expect(Object.keys(AIRLINE_NAMES).length).toBeLessThanOrEqual(65);
    expect(Object.keys(AIRPORT_MAP)).toHaveLength(15);
    for (const [code, info] of Object.entries(AIRPORT_MAP)) {
      expect(info.code).toBe(code);
      expect(() => utcOffsetMinutesAt(info.timeZone, new Date())).not.toThrow();
    }
    for (const info of Object.values(AIRPORT_MAP)) expect(COUNTRIES, info.code).toContain(info.country);
    expect(airportPlace('cnx')).toEqual({ location: 'Chiang Mai', country: 'Thailand' });
    expect(airportPlace('JFK')).toBeNull();
  });
});

describe('airport-local wall times', () => {
  it('follows summer time where the zone has it', () => {
    expect(utcOffsetMinutesAt('Asia/Bangkok', new Date('2026-01-15T00:00:00Z'))).toBe(420);
    expect(utcOffsetMinutesAt('Europe/Paris', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutesAt('Europe/Paris', new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('turns a wall time into its instant and offset', () => {
    const bangkok = zonedWallTime('2026-09-01', '08:00', 'Asia/Bangkok');
    expect(bangkok.instant.toISOString()).toBe('2026-09-01T01:00:00.000Z');
    expect(bangkok.utcOffset).toBe('+07:00');
    const paris = zonedWallTime('2026-03-29', '12:00', 'Europe/Paris');
    expect(paris.instant.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(paris.utcOffset).toBe('+02:00');
  });

  it('writes durations as the spec does', () => {
    expect(formatFlightDuration(180)).toBe('3h 0m');
    expect(formatFlightDuration(75)).toBe('1h 15m');
  });
});
