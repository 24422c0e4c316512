import { describe, expect, it } from 'vitest';
import { AmadeusMalformedError, mapDatedFlight } from './amadeus-mapping';

/** The example of domain-facts.md section 2 (OnDemandFlightStatus v2). */
const EXAMPLE = {
  type: 'DatedFlight',
  scheduledDepartureDate: '2021-03-13',
  flightDesignator: { carrierCode: 'AZ', flightNumber: 319 },
  flightPoints: [
    { iataCode: 'CDG', departure: { timings: [{ qualifier: 'STD', value: '2021-03-13T11:10+01:00' }] } },
    { iataCode: 'FCO', arrival: { timings: [{ qualifier: 'STA', value: '2021-03-13T13:15+01:00' }] } },
  ],
  segments: [{ boardPointIataCode: 'CDG', offPointIataCode: 'FCO', scheduledSegmentDuration: 'PT2H5M' }],
  legs: [
    {
      boardPointIataCode: 'CDG',
      offPointIataCode: 'FCO',
      aircraftEquipment: { aircraftType: '32S' },
      scheduledLegDuration: 'PT2H5M',
    },
  ],
};

describe('Amadeus DatedFlight to a flight search result', () => {
  it('reads the documented example', () => {
    expect(mapDatedFlight(EXAMPLE)).toEqual({
      id: 'AZ319-2021-03-13-CDGFCO',
      flightNumber: 'AZ319',
      airline: 'ITA Airways',
      carrierCode: 'AZ',
      departure: {
        airport: 'Paris Charles de Gaulle Airport',
        city: 'CDG',
        date: '2021-03-13',
        time: '11:10',
        terminal: null,
        gate: null,
        utcOffset: '+01:00',
        dateTime: '2021-03-13T11:10:00+01:00',
      },
      arrival: {
        airport: 'FCO',
        city: 'FCO',
        date: '2021-03-13',
        time: '13:15',
        terminal: null,
        gate: null,
        utcOffset: '+01:00',
        dateTime: '2021-03-13T13:15:00+01:00',
      },
      duration: '2h 5m',
      durationMinutes: 125,
      aircraft: '32S',
      status: 'Scheduled',
      scheduledDepartureDate: '2021-03-13',
    });
  });

  it('spans a flight with a stop from its first departure to its last arrival, with terminal, gate and suffix', () => {
    const flight = mapDatedFlight({
      scheduledDepartureDate: '2026-09-01',
      flightDesignator: { carrierCode: 'TG', flightNumber: '0930', operationalSuffix: 'A' },
      flightPoints: [
        {
          iataCode: 'BKK',
          departure: {
            terminal: { code: 'M' },
            gate: { mainGate: 'E2' },
            timings: [{ qualifier: 'STD', value: '2026-09-01T00:05+07:00' }],
          },
        },
        {
          iataCode: 'IST',
          arrival: { timings: [{ qualifier: 'STA', value: '2026-09-01T06:00+03:00' }] },
          departure: { timings: [{ qualifier: 'STD', value: '2026-09-01T07:30+03:00' }] },
        },
        {
          iataCode: 'CDG',
          arrival: { terminal: { code: '1' }, timings: [{ qualifier: 'STA', value: '2026-09-01T10:05+02:00' }] },
        },
      ],
    });
    expect(flight.flightNumber).toBe('TG930A');
    expect(flight.departure).toMatchObject({ city: 'BKK', terminal: 'M', gate: 'E2', time: '00:05' });
    expect(flight.arrival).toMatchObject({ city: 'CDG', terminal: '1', time: '10:05', utcOffset: '+02:00' });
    expect(flight.duration).toBe('15h 0m');
    expect(flight.aircraft).toBeNull();
  });

  it('refuses an entry it cannot read', () => {
    const noTimes = structuredClone(EXAMPLE);
    noTimes.flightPoints[0] = { iataCode: 'CDG', departure: { timings: [] } };
    for (const entry of [null, {}, { ...EXAMPLE, flightPoints: [] }, noTimes]) {
      expect(() => mapDatedFlight(entry)).toThrow(AmadeusMalformedError);
    }
  });
});
