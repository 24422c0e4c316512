import { describe, expect, it } from 'vitest';
import { pageCountOf, readTourSearch, tourSearchPath } from './tour-search-params';

describe('readTourSearch', () => {
  it('reads the destination, date, travellers and page', () => {
    expect(readTourSearch(new URLSearchParams('destination=%20Bali%20&date=2026-05-01&travellers=3&page=2'))).toEqual({
      destination: 'Bali',
      date: '2026-05-01',
      travellers: 3,
      page: 2,
    });
  });

  it('drops malformed values instead of sending them on', () => {
    expect(readTourSearch(new URLSearchParams('date=2026-13-45&travellers=0&page=-1'))).toEqual({
      destination: '',
      date: '',
      travellers: null,
      page: 1,
    });
    expect(readTourSearch(new URLSearchParams('date=tomorrow&travellers=11&page=abc')).travellers).toBeNull();
  });

  it('starts on page 1 with no filters', () => {
    expect(readTourSearch(new URLSearchParams())).toEqual({ destination: '', date: '', travellers: null, page: 1 });
  });
});

describe('tourSearchPath', () => {
  it('keeps the whole query in the URL', () => {
    expect(tourSearchPath({ destination: 'Kyoto', date: '2026-05-01', travellers: 6 })).toBe(
      '/tours?destination=Kyoto&date=2026-05-01&travellers=6',
    );
  });

  it('names the page only past the first', () => {
    expect(tourSearchPath({ destination: 'Bali', date: '', travellers: null, page: 1 })).toBe(
      '/tours?destination=Bali&date=&travellers=',
    );
    expect(tourSearchPath({ destination: 'Bali', date: '', travellers: null, page: 3 })).toBe(
      '/tours?destination=Bali&date=&travellers=&page=3',
    );
  });

  it('round-trips through readTourSearch', () => {
    const search = { destination: 'Santorini & Mykonos', date: '2026-06-10', travellers: 2, page: 2 };
    expect(readTourSearch(new URL(tourSearchPath(search), 'http://x').searchParams)).toEqual(search);
  });
});

describe('pageCountOf', () => {
  it('has at least one page', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});
