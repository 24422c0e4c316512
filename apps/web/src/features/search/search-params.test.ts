import { describe, expect, it } from 'vitest';
import { tourSearchPath } from '../../lib/tour-search-params';
import { canonicalSearchPath, NO_REFINEMENTS, pageCountOf, readTourSearch, tourSearchRequest } from './search-params';

describe('readTourSearch', () => {
  it('reads the destination, date, travellers and page', () => {
    expect(readTourSearch(new URLSearchParams('destination=%20Bali%20&date=2026-05-01&travellers=3&page=2'))).toEqual({
      destination: 'Bali',
      date: '2026-05-01',
      travellers: 3,
      page: 2,
      ...NO_REFINEMENTS,
    });
  });

  it('reads the sort and the filters', () => {
    const search = readTourSearch(
      new URLSearchParams('sort=price_asc&priceMin=100&priceMax=900&categories=beach,city&durations=10%2B&rating=4.5'),
    );
    expect(search).toMatchObject({
      sort: 'price_asc',
      priceMin: 100,
      priceMax: 900,
      categories: ['beach', 'city'],
      durations: ['10+'],
      rating: '4.5',
    });
  });

  it('drops malformed values instead of sending them on', () => {
    expect(readTourSearch(new URLSearchParams('date=2026-13-45&travellers=0&page=-1'))).toEqual({
      destination: '',
      date: '',
      travellers: null,
      page: 1,
      ...NO_REFINEMENTS,
    });
    expect(readTourSearch(new URLSearchParams('date=tomorrow&travellers=11&page=abc')).travellers).toBeNull();
    expect(readTourSearch(new URLSearchParams('destination=Ba%00li%0A')).destination).toBe('Ba li');
    expect(
      readTourSearch(new URLSearchParams('sort=cheap&priceMin=900&priceMax=100&categories=moon,beach&rating=5')),
    ).toMatchObject({ sort: 'recommended', priceMin: null, priceMax: null, categories: ['beach'], rating: null });
  });

  it('starts on page 1 with no filters', () => {
    expect(readTourSearch(new URLSearchParams())).toEqual({
      destination: '',
      date: '',
      travellers: null,
      page: 1,
      ...NO_REFINEMENTS,
    });
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
    const search = {
      destination: 'Santorini & Mykonos',
      date: '2026-06-10',
      travellers: 2,
      page: 2,
      sort: 'soonest' as const,
      priceMin: 0,
      priceMax: 2500,
      categories: ['luxury' as const],
      durations: ['4-6' as const, '7-9' as const],
      rating: '4' as const,
    };
    expect(readTourSearch(new URL(tourSearchPath(search), 'http://x').searchParams)).toEqual(search);
  });

  it('leaves the defaults out of the URL and the request', () => {
    const path = tourSearchPath({ destination: 'Bali', date: '', travellers: null, ...NO_REFINEMENTS });
    expect(path).toBe('/tours?destination=Bali&date=&travellers=');
    expect(tourSearchRequest(readTourSearch(new URL(path, 'http://x').searchParams), 12)).toEqual({
      page: 1,
      pageSize: 12,
      destination: 'Bali',
      date: undefined,
      travellers: undefined,
      sort: 'recommended',
      priceMin: undefined,
      priceMax: undefined,
      categories: undefined,
      durations: undefined,
      rating: undefined,
    });
  });
});

describe('pageCountOf', () => {
  it('has at least one page', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});

describe('canonicalSearchPath', () => {
  it('keeps the destination and the page; dates, travellers, filters and the sort only narrow the same search', () => {
    const read = (query: string) => canonicalSearchPath(readTourSearch(new URLSearchParams(query)));
    expect(read('destination=Bali&date=2026-05-01&travellers=3&sort=price_asc&categories=beach')).toBe(
      '/tours?destination=Bali',
    );
    expect(read('destination=Koh%20Samui&page=2')).toBe('/tours?destination=Koh+Samui&page=2');
    expect(read('date=&travellers=')).toBe('/tours');
  });
});
