import { describe, expect, it } from 'vitest';
import { AIRPORT_MAP } from '@tour/shared';
import { searchSampleSchedule } from './sample-schedule';

const one = (flightNumber: string, date: string) => {
  const [flight] = searchSampleSchedule(flightNumber, date);
  if (!flight) throw new Error(`no sample flight ${flightNumber} on ${date}`);
  return flight;
};

describe('sample schedule', () => {
  it('gives the same flight for the same number and date', () => {
    expect(searchSampleSchedule('TG102', '2026-09-01')).toEqual(searchSampleSchedule('tg102', '2026-09-01'));
    expect(one('SQ222', '2026-09-01')).toEqual(one('SQ222', '2026-09-01'));
    expect(one('TG102', '2026-09-01').departure.date).toBe('2026-09-01');
    expect(one('TG102', '2026-09-02').departure.date).toBe('2026-09-02');
  });

  it('flies the demo routes, and an odd number back where the even one before it went', () => {
    const out = one('TG102', '2026-09-01');
    const back = one('TG103', '2026-09-04');
    expect([out.departure.city, out.arrival.city, back.departure.city, back.arrival.city]).toEqual([
      'BKK',
      'CNX',
      'CNX',
      'BKK',
    ]);
    const derivedOut = one('SQ222', '2026-09-01');
    const derivedBack = one('SQ223', '2026-09-05');
    expect(derivedOut.departure.city).toBe('SIN');
    expect(derivedBack.departure.city).toBe(derivedOut.arrival.city);
    expect(derivedBack.arrival.city).toBe('SIN');
    expect(derivedBack.duration).toBe(derivedOut.duration);
  });

  it('writes both ends as airport-local wall times with the offset of that day', () => {
    const overnight = one('TG930', '2026-07-10');
    expect(overnight.departure).toMatchObject({ date: '2026-07-10', time: '00:05', utcOffset: '+07:00' });
    expect(overnight.arrival.utcOffset).toBe('+02:00');
    expect(one('TG930', '2026-01-10').arrival.utcOffset).toBe('+01:00');
    const late = one('TG622', '2026-09-01');
    expect(late.departure.dateTime).toBe('2026-09-01T23:50:00+07:00');
    expect(late.arrival.date).toBe('2026-09-02');
    for (const flight of [overnight, late]) {
      const minutes = (Date.parse(flight.arrival.dateTime) - Date.parse(flight.departure.dateTime)) / 60_000;
      expect(minutes).toBe(flight.durationMinutes);
      expect(flight.duration).toBe(`${Math.floor(minutes / 60)}h ${minutes % 60}m`);
    }
  });

  it('keeps every derived flight between two different sample airports', () => {
    for (let number = 1; number <= 400; number += 1) {
      const flight = one(`TK${number}`, '2026-10-25');
      expect(flight.departure.city).not.toBe(flight.arrival.city);
      expect(AIRPORT_MAP[flight.departure.city]).toBeDefined();
      expect(AIRPORT_MAP[flight.arrival.city]).toBeDefined();
      expect(flight.durationMinutes).toBeGreaterThan(30);
    }
  });

  it('knows no flight of an airline outside the map, and lists demo routes for an airline code alone', () => {
    expect(searchSampleSchedule('XX999', '2026-09-01')).toEqual([]);
    expect(searchSampleSchedule('TK', '2026-09-01').map((flight) => flight.flightNumber)).toEqual(['TK68', 'TK69']);
    expect(searchSampleSchedule('', '2026-09-01')).toEqual([]);
  });
});
