import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money';
import { oversizedTour } from './preview-tour.fixture';
import { buildTourSummary, cutText, limitList, SUMMARY_LIMITS } from './tour-summary';

const CONTEXT = { brand: 'Wanderway', generatedAt: 'Oct 1, 2026, 10:00', language: 'en' } as const;

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('  Short text  ', 200)).toEqual({ text: 'Short text', isCut: false });
    expect(cutText('x'.repeat(200), 200)).toEqual({ text: 'x'.repeat(200), isCut: false });
  });

  it('cuts a longer text to the limit and marks the cut with an ellipsis', () => {
    const cut = cutText('x'.repeat(201), 200);
    expect(cut).toEqual({ text: `${'x'.repeat(200)}…`, isCut: true });
  });

  it('counts what a reader sees: a Thai syllable keeps its marks, an emoji stays whole', () => {
    // 'ที่' is one consonant with a vowel and a tone mark: three code points, one character.
    expect(cutText('ที่'.repeat(5), 3)).toEqual({ text: `${'ที่'.repeat(3)}…`, isCut: true });
    expect(cutText('👍🏽👍🏽👍🏽', 2)).toEqual({ text: '👍🏽👍🏽…', isCut: true });
  });

  it('does not end a cut on a space', () => {
    expect(cutText('one two three', 4).text).toBe('one…');
  });
});

describe('limitList', () => {
  it('keeps the first items and counts the rest', () => {
    expect(limitList([1, 2, 3, 4], 3)).toEqual({ items: [1, 2, 3], more: 1 });
    expect(limitList([1], 3)).toEqual({ items: [1], more: 0 });
  });
});

describe('buildTourSummary', () => {
  const summary = buildTourSummary(oversizedTour(), CONTEXT);

  it('shows at most 3 dates, 8 inclusions, 6 exclusions, 6 highlights, 8 images, 2 hotels and 6 days', () => {
    expect(summary.dates.items).toHaveLength(SUMMARY_LIMITS.dates);
    expect(summary.dates.more).toBe(2);
    expect(summary.inclusions).toEqual({
      items: Array.from({ length: 8 }, (_, index) => `Inclusion ${index + 1}`),
      more: 2,
    });
    expect(summary.exclusions.items).toHaveLength(6);
    expect(summary.exclusions.more).toBe(2);
    expect(summary.highlights.items).toHaveLength(6);
    expect(summary.highlights.more).toBe(3);
    expect(summary.gallery.items).toHaveLength(8);
    expect(summary.gallery.more).toBe(2);
    expect(summary.hotels.items.map((hotel) => hotel.name)).toEqual(['Hotel 1', 'Hotel 2']);
    expect(summary.hotels.more).toBe(1);
    expect(summary.itinerary.items).toHaveLength(6);
    expect(summary.itinerary.more).toBe(2);
  });

  it('cuts the description to 200 characters and each day text to 100', () => {
    expect(summary.description.isCut).toBe(true);
    expect(Array.from(new Intl.Segmenter().segment(summary.description.text))).toHaveLength(201);
    for (const day of summary.itinerary.items) {
      expect(day.text.isCut).toBe(true);
      expect(day.text.text.length).toBeLessThanOrEqual(101);
      expect(day.text.text.endsWith('…')).toBe(true);
    }
  });

  it('puts days in order and joins a day’s activities with their times', () => {
    expect(summary.itinerary.items.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(summary.itinerary.items[0]?.text.text.startsWith('09:00 Morning walk through the old town of day 1')).toBe(
      true,
    );
  });

  it('puts the gallery in order with the first (order 0) marked primary', () => {
    expect(summary.gallery.items.map((image) => image.url)).toEqual(
      Array.from({ length: 8 }, (_, index) => `/api/files/image-${index}.jpg`),
    );
    expect(summary.gallery.items.map((image) => image.isPrimary)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('prices dates after the tour discount, the listed price struck through (decision 14)', () => {
    // THB 25,100.00 listed, 20% off: THB 20,080.00.
    expect(summary.dates.items[0]).toEqual({
      date: 'Oct 1, 2026',
      price: {
        price: formatMoney(2_008_000, 'THB', 'en'),
        listed: formatMoney(2_510_000, 'THB', 'en'),
        discountPercent: 20,
      },
      spots: 10,
    });
    expect(summary.price).toEqual({
      price: formatMoney(2_000_000, 'THB', 'en'),
      listed: formatMoney(2_500_000, 'THB', 'en'),
      discountPercent: 20,
    });
  });

  it('shows no struck-through price without a discount', () => {
    const plain = buildTourSummary(oversizedTour({ discountPercent: 0 }), CONTEXT);
    expect(plain.price).toEqual({ price: formatMoney(2_500_000, 'THB', 'en'), listed: null, discountPercent: 0 });
  });

  it("shows every departure's flights, none left out, each under its departure", () => {
    expect(summary.flights.map((departure) => departure.label)).toEqual([
      'Departure 1 · Oct 1, 2026',
      'Departure 2 · Oct 8, 2026',
      'Departure 3 · Oct 15, 2026',
      'Departure 4 · Oct 22, 2026',
      'Departure 5 · Oct 29, 2026',
    ]);
    expect(summary.flights.every((departure) => departure.flights.length === 2)).toBe(true);
  });

  it('labels each flight with its own day: the return with the day it leaves, not the start date', () => {
    expect(summary.flights[4]?.flights.map((flight) => [flight.direction, flight.day])).toEqual([
      ['Outbound', 'Thu, Oct 29, 2026'],
      ['Return', 'Thu, Nov 5, 2026'],
    ]);
  });

  it('shows flights with the airport-local times and codes, in date order', () => {
    const [outbound, inbound] = summary.flights[0]?.flights ?? [];
    expect(outbound).toMatchObject({
      direction: 'Outbound',
      day: 'Thu, Oct 1, 2026',
      flightNumber: 'TG641',
      from: { code: 'BKK', time: '08:30', day: 'Thu, Oct 1, 2026' },
      to: { code: 'NRT', time: '16:45' },
      duration: '6h 15m',
    });
    expect(inbound).toMatchObject({
      direction: 'Return',
      day: 'Thu, Oct 8, 2026',
      flightNumber: 'TG741',
      from: { code: 'NRT', time: '17:30', day: 'Thu, Oct 8, 2026' },
      to: { code: 'BKK', time: '22:10' },
    });
  });

  it('lists meals per day and the tour facts', () => {
    expect(summary.meals[0]).toEqual({ dayNumber: 1, schedule: 'Day 1 Meals', meals: 'Breakfast, Lunch' });
    expect(summary.meals).toHaveLength(8);
    expect(summary.facts).toContainEqual({ label: 'SKU', value: 'WANNRT05TG1001' });
    expect(summary.facts).toContainEqual({ label: 'Duration', value: '8 Days' });
    expect(summary.place).toBe('Tokyo, Japan');
  });

  it('keeps short lists whole with nothing more to count', () => {
    const small = buildTourSummary(
      oversizedTour({ inclusions: ['Flights'], exclusions: [], highlights: ['Fuji'], dates: [] }),
      CONTEXT,
    );
    expect(small.inclusions).toEqual({ items: ['Flights'], more: 0 });
    expect(small.exclusions).toEqual({ items: [], more: 0 });
    expect(small.dates).toEqual({ items: [], more: 0 });
    expect(small.flights).toEqual([]);
  });
});
