import { describe, expect, it } from 'vitest';
import type { TTourDate } from '@tour/shared';
import { bookingBlockerOf, clampGuests, firstBookableDate, quoteDeparture } from './booking-quote';

const date = (id: string, overrides: Partial<TTourDate> = {}): TTourDate => ({
  id,
  startDate: '2026-03-05',
  endDate: '2026-03-14',
  price: 329_900,
  currency: 'USD',
  availableSpots: 6,
  discountPercent: null,
  label: null,
  ...overrides,
});

describe('clampGuests', () => {
  it('keeps guests between 1 and 10', () => {
    expect(clampGuests(0)).toBe(1);
    expect(clampGuests(2)).toBe(2);
    expect(clampGuests(11)).toBe(10);
    expect(clampGuests(3.7)).toBe(3);
    expect(clampGuests(Number.NaN)).toBe(1);
  });
});

describe('firstBookableDate', () => {
  it('skips sold-out departures', () => {
    expect(firstBookableDate([date('a', { availableSpots: 0 }), date('b'), date('c')])?.id).toBe('b');
  });

  it('is null without departures', () => {
    expect(firstBookableDate([])).toBeNull();
  });
});

describe('quoteDeparture', () => {
  it('applies the tour discount when the departure has none', () => {
    expect(quoteDeparture(date('a'), 10, 2)).toEqual({
      listedPerPerson: 329_900,
      guests: 2,
      subtotal: 659_800,
      discountAmount: 65_980,
      total: 593_820,
      discountPercent: 10,
    });
  });

  it("prefers the departure's own discount", () => {
    expect(quoteDeparture(date('a', { discountPercent: 5 }), 10, 1).total).toBe(313_405);
  });

  it('charges the full price without any discount', () => {
    expect(quoteDeparture(date('a', { price: 349_900 }), null, 3).total).toBe(1_049_700);
  });
});

describe('bookingBlockerOf', () => {
  it('needs a date first', () => {
    expect(bookingBlockerOf(null, 2)).toEqual({ reason: 'no-date' });
  });

  it('needs enough spots for the guests', () => {
    expect(bookingBlockerOf(date('a', { availableSpots: 4 }), 5)).toEqual({ reason: 'not-enough-spots', spots: 4 });
    expect(bookingBlockerOf(date('a', { availableSpots: 4 }), 4)).toBeNull();
  });
});
