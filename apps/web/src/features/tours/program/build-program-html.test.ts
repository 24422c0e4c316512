import { describe, expect, it } from 'vitest';
import type { TFlight, TTourDetail } from '@tour/shared';
import { buildTourProgramHtml, programFileName } from './build-program-html';

const tour: TTourDetail = {
  id: 't1',
  slug: 'all-inclusive-maldives-escape',
  contentLanguage: 'en',
  title: 'All-Inclusive Maldives <Escape>',
  titleTranslation: null,
  translation: null,
  location: 'North Malé Atoll',
  country: 'Maldives',
  thumbnailUrl: null,
  price: 329_900,
  currency: 'USD',
  discountPercentage: 10,
  durationDays: 9,
  durationLabel: '8 nights / 9 days',
  rating: 4.8,
  reviewsCount: 124,
  isRecommended: true,
  hotelStars: 5,
  companyName: 'Siam Horizon Travel',
  companyLogoUrl: null,
  companyVerified: true,
  firstDepartureDate: '2026-03-05',
  lastReturnDate: '2026-07-03',
  // The lower of 3,299 less the tour's 10% and 3,499 less the departure's own 5%.
  perPersonPrice: { listedPrice: 329_900, discountPercent: 10, price: 296_910, isFrom: true },
  description: 'Nine sun-drenched days.',
  category: 'luxury',
  highlights: ['Seaplane transfer'],
  inclusions: ['Return flights'],
  exclusions: ['Visa fees'],
  cancellationPolicy: 'free_7d',
  isAllInclusive: true,
  bookingsPaused: false,
  dates: [
    {
      id: 'd1',
      startDate: '2026-03-05',
      endDate: '2026-03-14',
      price: 329_900,
      currency: 'USD',
      availableSpots: 6,
      discountPercent: null,
      label: null,
    },
    {
      id: 'd2',
      startDate: '2026-03-26',
      endDate: '2026-04-04',
      price: 349_900,
      currency: 'USD',
      availableSpots: 10,
      discountPercent: 5,
      label: 'Easter',
    },
  ],
};

const flight = (id: string, isOutbound: boolean, number: string, departs: string, arrives: string): TFlight => ({
  id,
  isOutbound,
  airline: 'Thai Airways',
  flightNumber: number,
  departureAirport: isOutbound ? 'Suvarnabhumi Airport' : 'Velana International Airport',
  departureCode: isOutbound ? 'BKK' : 'MLE',
  departureTime: departs,
  arrivalAirport: isOutbound ? 'Velana International Airport' : 'Suvarnabhumi Airport',
  arrivalCode: isOutbound ? 'MLE' : 'BKK',
  arrivalTime: arrives,
  duration: '4h 0m',
});

// Listed return first, to show the program puts the outbound first.
const FLIGHTS = new Map<string, TFlight[]>([
  [
    'd1',
    [
      flight('f2', false, 'TG316', '2026-03-14T13:30:00+05:00', '2026-03-14T19:45:00+07:00'),
      flight('f1', true, 'TG315', '2026-03-05T10:05:00+07:00', '2026-03-05T12:10:00+05:00'),
    ],
  ],
  [
    'd2',
    [
      flight('f3', true, 'TG315', '2026-03-26T10:05:00+07:00', '2026-03-26T12:10:00+05:00'),
      flight('f4', false, 'TG316', '2026-04-04T23:30:00+05:00', '2026-04-05T05:45:00+07:00'),
    ],
  ],
]);

const build = (overrides: Partial<Parameters<typeof buildTourProgramHtml>[0]> = {}) =>
  buildTourProgramHtml({
    tour,
    itinerary: [
      {
        id: 'i1',
        dayNumber: 1,
        position: 0,
        title: 'Arrival - Activity 1',
        time: '14:00',
        description: 'Seaplane to the resort.',
      },
      { id: 'i2', dayNumber: 1, position: 1, title: 'Arrival - Activity 2', time: null, description: null },
      { id: 'i3', dayNumber: 2, position: 0, title: 'Reef Safari', time: '09:00', description: 'Snorkelling.' },
    ],
    hotels: [
      {
        id: 'h1',
        name: 'Azure Lagoon',
        rating: 'luxury',
        description: null,
        amenities: ['Spa'],
        checkInTime: null,
        checkOutTime: null,
        roomType: 'villa',
        website: null,
      },
    ],
    meals: [{ id: 'm1', dayNumber: 1, schedule: null, breakfast: false, lunch: false, dinner: true }],
    flightsByDate: FLIGHTS,
    siteName: 'Wanderway',
    tourUrl: 'https://example.test/tours/all-inclusive-maldives-escape',
    generatedAt: new Date('2026-02-01T10:00:00Z'),
    language: 'en',
    ...overrides,
  });

describe('buildTourProgramHtml', () => {
  it('is a complete document with no scripts or external files', () => {
    const html = build();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/i);
  });

  it('lists the itinerary by day with the fallbacks', () => {
    const html = build();
    expect(html).toContain('Day 1: Arrival</h3>');
    expect(html).toContain('Day 2: Reef Safari</h3>');
    expect(html).toContain('Time TBD');
    expect(html).toContain('No description available');
  });

  it('lists the dates with the price per person after each one’s discount, the listed price struck through', () => {
    const html = build();
    expect(html).toContain('Mar 5 – Mar 14, 2026');
    // The tour's 10% on the first date, the departure's own 5% (not the tour's 10%) on the second.
    expect(html).toContain(
      '<td><strong>$2,969.10</strong> <s class="original" title="Original price">$3,299.00</s></td><td>10%</td>',
    );
    expect(html).toContain(
      '<td><strong>$3,324.05</strong> <s class="original" title="Original price">$3,499.00</s></td><td>5%</td>',
    );
    expect(html).toContain('(Easter)');
  });

  it('shows the lowest price per person after the discount, from the listed price, and the price per day', () => {
    const html = build();
    expect(html).toMatch(/<p class="price"><span class="muted">From<\/span> <strong>\$2,969\.10<\/strong> /);
    expect(html).toContain(
      '<s class="original" title="Original price">$3,299.00</s> <span class="badge">10% OFF</span>',
    );
    // 2,969.10 / 9 days.
    expect(html).toContain('$329.90 per day');
    expect(html).not.toContain('$3,665.56');
  });

  it('has no "From" or struck-through price for one undiscounted price', () => {
    const html = build({
      tour: {
        ...tour,
        discountPercentage: null,
        dates: [{ ...tour.dates[0]!, discountPercent: null }],
        perPersonPrice: { listedPrice: 329_900, discountPercent: 0, price: 329_900, isFrom: false },
      },
    });
    expect(html).toMatch(/<p class="price"><strong>\$3,299\.00<\/strong> <span class="muted">per person<\/span><br>/);
    expect(html).not.toContain('class="original"');
    expect(html).toContain('<td><strong>$3,299.00</strong></td><td>–</td>');
  });

  it("shows every departure's flights, outbound first, each labelled with the day it leaves", () => {
    const html = build();
    expect(html.match(/<article class="departure">/g)).toHaveLength(2);
    expect(html.match(/<li class="flight">/g)).toHaveLength(4);
    expect(html).toContain('<h3>Mar 26 – Apr 4, 2026</h3>');
    expect(html.indexOf('TG315 · <span class="flight-day">Thu, Mar 5, 2026</span>')).toBeLessThan(
      html.indexOf('TG316 · <span class="flight-day">Sat, Mar 14, 2026</span>'),
    );
    // The second departure's return leaves on its own day; an overnight arrival shows the day it lands.
    expect(html).toContain('<b>Return</b> · Thai Airways TG316 · <span class="flight-day">Sat, Apr 4, 2026</span>');
    expect(html).toContain('<b>05:45 BKK</b> Suvarnabhumi Airport, Sun, Apr 5, 2026');
    expect(html).not.toMatch(/\+ \d+ more/);
  });

  it('says so when a departure has no flights', () => {
    const html = build({ flightsByDate: new Map() });
    expect(html).toContain('No outbound or return flights available');
  });

  it('escapes text from the catalogue', () => {
    expect(build()).toContain('All-Inclusive Maldives &lt;Escape&gt;');
  });

  it('says so when the tour has no dates or itinerary', () => {
    const html = build({
      tour: { ...tour, dates: [] },
      itinerary: [],
      hotels: [],
      meals: [],
    });
    expect(html).toContain('No available dates at the moment');
    expect(html).toContain('No itinerary data available');
  });

  it('states the tour’s own cancellation policy in the words of the tour page', () => {
    expect(build()).toContain('Free cancellation up to 7 days before departure; within 7 days no refund.');
    expect(build()).not.toContain('48 hours');
  });

  it('names the file after the tour', () => {
    expect(programFileName('all-inclusive-maldives-escape')).toBe('all-inclusive-maldives-escape-program.html');
  });

  it("is written in the reader's language where the operator gave it, else the tour's own with a note", () => {
    const translated = {
      ...tour,
      translation: {
        title: 'มัลดีฟส์ออลอินคลูซีฟ',
        description: 'เก้าวันใต้แสงแดด',
        highlights: ['บินชมเกาะ'],
        inclusions: [],
        exclusions: [],
        itinerary: [{ dayNumber: 1, position: 0, title: 'ถึงมาเล', description: 'นั่งเครื่องบินทะเลไปรีสอร์ต' }],
      },
    };
    const thai = build({ tour: translated, language: 'th' });
    expect(thai).toContain('<h1 lang="th">มัลดีฟส์ออลอินคลูซีฟ</h1>');
    // The length in Thai words, not the operator's English label.
    expect(thai).toContain('ระยะเวลา: 9 วัน 8 คืน');
    expect(thai).not.toContain('8 nights / 9 days');
    expect(thai).toContain('เก้าวันใต้แสงแดด');
    expect(thai).toContain('บินชมเกาะ');
    expect(thai).toContain('Return flights');
    expect(thai).toContain('ถึงมาเล');
    expect(thai).toContain('นั่งเครื่องบินทะเลไปรีสอร์ต');
    expect(thai).not.toContain('ทัวร์นี้มีรายละเอียดเป็นภาษาอังกฤษเท่านั้น');
    expect(build({ tour: translated })).toContain('<h1 lang="en">All-Inclusive Maldives &lt;Escape&gt;</h1>');

    const english = build({ language: 'th' });
    expect(english).toContain('<h1 lang="en">All-Inclusive Maldives &lt;Escape&gt;</h1>');
    expect(english).toContain('ทัวร์นี้มีรายละเอียดเป็นภาษาอังกฤษเท่านั้น');
  });
});
