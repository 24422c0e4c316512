import { describe, expect, it } from 'vitest';
import { hasFilters, queryFromSearch, searchOf } from './admin-bookings-search';

describe('the bookings desk address', () => {
  it('reads the search, the filters and the page, and drops what the desk does not know', () => {
    const query = queryFromSearch(
      new URLSearchParams(
        'q=CHT-123456&status=confirmed&paymentStatus=bogus&method=bank_transfer&departureFrom=2027-01-05&departureTo=05/01/2027&page=3',
      ),
    );
    expect(query).toEqual({
      q: 'CHT-123456',
      status: 'confirmed',
      method: 'bank_transfer',
      departureFrom: '2027-01-05',
      page: 3,
    });
  });

  it('starts from page 1 with no filters on a bare address or a page it cannot read', () => {
    expect(queryFromSearch(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(queryFromSearch(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what is set, trimmed, and the page only past the first', () => {
    expect(searchOf({ q: '  somchai ', status: undefined, method: 'promptpay' }).toString()).toBe(
      'q=somchai&method=promptpay',
    );
    expect(searchOf({}, 2).toString()).toBe('page=2');
    expect(searchOf({ q: '   ' }).toString()).toBe('');
  });

  it('round-trips an address', () => {
    const search = new URLSearchParams('q=Phuket&paymentStatus=processing&departureTo=2027-02-01&page=2');
    const { page, ...filters } = queryFromSearch(search);
    expect(searchOf(filters, page).toString()).toBe(search.toString());
  });

  it('knows when a filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ departureFrom: '2027-01-01' })).toBe(true);
  });
});
