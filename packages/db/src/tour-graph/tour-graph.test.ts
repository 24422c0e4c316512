import { describe, expect, it } from 'vitest';
import { airportLocalTime, scheduledLegTimes } from './airport-times';
import { flightRow, hotelRows, imageRows, itineraryRows, mealRows, thumbnailOf, TourGraphRefusal } from './tour-graph';

const LEG = {
  airline: 'Thai Airways',
  airlineCode: 'TG',
  flightNumber: 'TG201',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2026-09-01T08:00:00+07:00',
  arrivalAirport: 'Phuket International Airport',
  arrivalCode: 'HKT',
  arrivalDateTime: '2026-09-01T09:25:00+07:00',
  duration: '1h 25m',
};

describe('airportLocalTime (decision 18)', () => {
  it('keeps a time written with its offset', () => {
    expect(airportLocalTime('2026-09-01T08:00:00+07:00', 'BKK')).toBe('2026-09-01T08:00:00+07:00');
    expect(airportLocalTime(' 2026-09-01T08:00Z ', 'BKK')).toBe('2026-09-01T08:00Z');
  });

  it("reads a time without an offset as the airport's wall time, summer time included", () => {
    // Approval used to read these as UTC: 08:00 at Bangkok became 15:00 there.
    expect(airportLocalTime('2026-09-01T08:00', 'BKK')).toBe('2026-09-01T08:00:00+07:00');
    expect(airportLocalTime('2026-07-01T10:30', 'ATH')).toBe('2026-07-01T10:30:00+03:00');
    expect(airportLocalTime('2026-12-01T10:30:00', 'ATH')).toBe('2026-12-01T10:30:00+02:00');
    expect(airportLocalTime('2026-12-01T10:30', 'XXX')).toBe('2026-12-01T10:30:00+00:00');
  });

  it('is null for what is no time', () => {
    expect(airportLocalTime('', 'BKK')).toBeNull();
    expect(airportLocalTime('tomorrow', 'BKK')).toBeNull();
  });
});

describe('scheduledLegTimes', () => {
  it('lands the flight at the arrival airport’s wall time, with each airport’s offset on that day', () => {
    // The seed's fixed table wrote Athens at +02:00 all year; in July it is +03:00.
    expect(
      scheduledLegTimes({ from: 'ATH', to: 'BKK', date: '2026-07-10', departs: '18:25', durationMinutes: 640 }),
    ).toEqual({
      departureDateTime: '2026-07-10T18:25:00+03:00',
      arrivalDateTime: '2026-07-11T09:05:00+07:00',
    });
  });
});

describe('flightRow', () => {
  it('stores the instant beside the offset of each airport, and no empty code or duration', () => {
    expect(flightRow('d1', true, { ...LEG, airlineCode: ' ', duration: '' })).toMatchObject({
      departureTime: new Date('2026-09-01T01:00:00Z'),
      departureUtcOffset: 420,
      arrivalTime: new Date('2026-09-01T02:25:00Z'),
      arrivalUtcOffset: 420,
      airlineCode: null,
      duration: null,
    });
  });

  it('refuses a time without its offset and an arrival before the departure', () => {
    expect(() => flightRow('d1', true, { ...LEG, departureDateTime: '2026-09-01T08:00' })).toThrow(TourGraphRefusal);
    expect(() => flightRow('d1', true, { ...LEG, arrivalDateTime: '2026-09-01T07:00:00+07:00' })).toThrow(
      TourGraphRefusal,
    );
  });
});

describe('the parts of a tour', () => {
  it('keeps days 1..duration once each: no meal row a unique index would refuse, no day the edit screen drops', () => {
    const meal = (dayNumber: number, schedule: string) => ({
      dayNumber,
      schedule,
      breakfast: true,
      lunch: false,
      dinner: false,
    });
    expect(mealRows('t', [meal(1, 'first'), meal(1, 'again'), meal(2, 'second'), meal(5, 'beyond')], 4)).toEqual([
      { tourId: 't', ...meal(1, 'first') },
      { tourId: 't', ...meal(2, 'second') },
    ]);
    const rows = itineraryRows(
      't',
      [
        {
          dayNumber: 1,
          title: 'Arrival',
          activities: [{ time: ' 09:00 ', description: 'Check in' }, { description: null }],
        },
        { dayNumber: 2, title: 'Legacy day', description: 'One row', time: 'Morning', activities: [] },
        { dayNumber: 9, title: 'Beyond', activities: [{ description: 'Not part of the tour' }] },
      ],
      4,
    );
    expect(rows).toEqual([
      { tourId: 't', dayNumber: 1, position: 0, title: 'Arrival - Activity 1', time: '09:00', description: 'Check in' },
      { tourId: 't', dayNumber: 1, position: 1, title: 'Arrival - Activity 2', time: null, description: null },
      { tourId: 't', dayNumber: 2, position: 0, title: 'Legacy day', time: 'Morning', description: 'One row' },
    ]);
  });

  it('describes each image by what it was given, now or before, else by its place in the gallery', () => {
    const stored = [
      { imageUrl: '/a.svg', altText: 'Blue domes at golden hour' },
      { imageUrl: '/b.svg', altText: 'Tour image 2' },
    ];
    expect(
      imageRows('t', [{ url: '/b.svg' }, { url: '/a.svg' }, { url: '/c.svg', altText: ' Sunset ' }], stored).map(
        (row) => [row.imageUrl, row.displayOrder, row.altText],
      ),
    ).toEqual([
      ['/b.svg', 0, 'Tour image 1'],
      ['/a.svg', 1, 'Blue domes at golden hour'],
      ['/c.svg', 2, 'Sunset'],
    ]);
  });

  it('stores a hotel without a website as null and in the order given', () => {
    const hotel = {
      name: 'Inn',
      description: 'Quiet.',
      rating: '4' as const,
      amenities: [],
      checkIn: '2:00 PM',
      checkOut: '12:00 PM',
      roomType: 'deluxe' as const,
    };
    expect(
      hotelRows('t', [
        { ...hotel, website: '  ' },
        { ...hotel, website: ' https://inn.example.test ' },
      ]).map((row) => [row.website, row.displayOrder]),
    ).toEqual([
      [null, 0],
      ['https://inn.example.test', 1],
    ]);
  });

  it('takes the thumbnail given, else the stored one, else the first image', () => {
    expect(thumbnailOf('/given.svg', '/stored.svg', [{ url: '/first.svg' }])).toBe('/given.svg');
    expect(thumbnailOf(undefined, '/stored.svg', [{ url: '/first.svg' }])).toBe('/stored.svg');
    expect(thumbnailOf('', null, [{ url: '/first.svg' }])).toBe('/first.svg');
    expect(thumbnailOf(null, null, [])).toBeNull();
  });
});
