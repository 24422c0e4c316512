import { describe, expect, it } from 'vitest';
import { fitGuestsToDate, guestLimitFor, initialTourDate, isDateSelectable, seatsLeftOf } from './tour-date-choice';

const date = (id: string, availableSpots: number) => ({ id, availableSpots });

describe('the date selected on load', () => {
  it('is the first with room for the default 2 guests', () => {
    expect(initialTourDate([date('a', 0), date('b', 1), date('c', 2), date('d', 8)])?.id).toBe('c');
    expect(initialTourDate([date('a', 6), date('b', 1)])?.id).toBe('a');
  });

  it('is the first with room for the guests asked for', () => {
    expect(initialTourDate([date('a', 2), date('b', 5), date('c', 9)], 4)?.id).toBe('b');
  });

  it('falls back to the first with any spot when none has room for the guests', () => {
    expect(initialTourDate([date('a', 0), date('b', 1), date('c', 1)])?.id).toBe('b');
  });

  it('is none when every date is sold out, or there are no dates', () => {
    expect(initialTourDate([date('a', 0), date('b', 0)])).toBeNull();
    expect(initialTourDate([])).toBeNull();
  });
});

describe('the guest selector', () => {
  it('offers no more than the spots left, and never more than 10', () => {
    expect(guestLimitFor(date('a', 3))).toBe(3);
    expect(guestLimitFor(date('a', 10))).toBe(10);
    expect(guestLimitFor(date('a', 14))).toBe(10);
    expect(guestLimitFor(null)).toBe(10);
  });

  it('still offers 1 on a date that has just sold out (Book Now then says why)', () => {
    expect(guestLimitFor(date('a', 0))).toBe(1);
  });

  it('lowers the guests to what a newly chosen date has, and keeps them when they fit', () => {
    expect(fitGuestsToDate(6, date('a', 4))).toBe(4);
    expect(fitGuestsToDate(4, date('a', 14))).toBe(4);
    expect(fitGuestsToDate(12, null)).toBe(10);
    expect(fitGuestsToDate(0, date('a', 4))).toBe(1);
    expect(fitGuestsToDate(Number.NaN, date('a', 4))).toBe(1);
    expect(fitGuestsToDate(2.7, date('a', 4))).toBe(2);
  });
});

describe('the spots a date has left', () => {
  it('reads sold out, few (fewer than 10) or plenty', () => {
    expect(seatsLeftOf(date('a', 0))).toEqual({ kind: 'sold-out' });
    expect(seatsLeftOf(date('a', 1))).toEqual({ kind: 'few', spots: 1 });
    expect(seatsLeftOf(date('a', 9))).toEqual({ kind: 'few', spots: 9 });
    expect(seatsLeftOf(date('a', 10))).toEqual({ kind: 'plenty', spots: 10 });
  });

  it('a sold-out date cannot be selected', () => {
    expect(isDateSelectable(date('a', 0))).toBe(false);
    expect(isDateSelectable(date('a', 1))).toBe(true);
  });
});
