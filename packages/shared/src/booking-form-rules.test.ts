import { describe, expect, it } from 'vitest';
import {
  bookingFormPath,
  emptyGuest,
  guestsFromQuery,
  matchTourDate,
  resizeGuests,
  reviewConfirmationPath,
} from './booking-form-rules';

describe('guestsFromQuery', () => {
  it('reads the count and keeps it within 1..10', () => {
    expect(guestsFromQuery('3')).toBe(3);
    expect(guestsFromQuery('0')).toBe(1);
    expect(guestsFromQuery('-2')).toBe(1);
    expect(guestsFromQuery('25')).toBe(10);
  });

  it('is 1 when missing or unreadable', () => {
    expect(guestsFromQuery(null)).toBe(1);
    expect(guestsFromQuery(undefined)).toBe(1);
    expect(guestsFromQuery('')).toBe(1);
    expect(guestsFromQuery('many')).toBe(1);
  });
});

describe('bookingFormPath', () => {
  it('builds the return URL the spec gives', () => {
    expect(bookingFormPath('all-inclusive-maldives-escape', 'd-1', 2)).toBe(
      '/tours/all-inclusive-maldives-escape/book?dateId=d-1&guests=2',
    );
  });
});

describe('resizeGuests', () => {
  const make = () => emptyGuest();
  const typed = [
    { ...emptyGuest(), firstName: 'Ann' },
    { ...emptyGuest(), firstName: 'Bob' },
  ];

  it('adds empty blocks at the end and keeps the typed ones', () => {
    const grown = resizeGuests(typed, 4, make);
    expect(grown).toHaveLength(4);
    expect(grown.map((guest) => guest.firstName)).toEqual(['Ann', 'Bob', '', '']);
  });

  it('removes blocks from the end', () => {
    expect(resizeGuests(typed, 1, make).map((guest) => guest.firstName)).toEqual(['Ann']);
  });

  it('returns a copy when the count is unchanged', () => {
    const same = resizeGuests(typed, 2, make);
    expect(same).toEqual(typed);
    expect(same).not.toBe(typed);
  });

  it('prefills the e-mail it is given', () => {
    expect(emptyGuest('a@b.test').email).toBe('a@b.test');
  });
});

describe('matchTourDate', () => {
  const dates = [
    { id: 'a', startDate: '2027-01-12' },
    { id: 'b', startDate: '2027-02-02' },
  ];

  it('matches a date id', () => {
    expect(matchTourDate(dates, 'b')?.id).toBe('b');
  });

  it('matches a start date', () => {
    expect(matchTourDate(dates, '2027-01-12')?.id).toBe('a');
  });

  it('is null for a missing or unknown date', () => {
    expect(matchTourDate(dates, null)).toBeNull();
    expect(matchTourDate(dates, '')).toBeNull();
    expect(matchTourDate(dates, '2030-01-01')).toBeNull();
  });
});

describe('reviewConfirmationPath', () => {
  it('carries the payment intent, the session and the card method', () => {
    expect(reviewConfirmationPath('pi_1', 's-1')).toBe(
      '/booking-confirmation?payment_intent=pi_1&session_id=s-1&payment_method=card',
    );
  });
});
