import {
  DEFAULT_TOUR_SORT,
  DURATION_BUCKET_KEYS,
  MAX_GUESTS,
  MAX_SEARCH_PRICE,
  RATING_STEPS,
  TOUR_FORM_CATEGORIES,
  paths,
  TOUR_SORTS,
} from '@tour/shared';
import { parseCalendarDate } from '../../lib/calendar-date';
import type { TTourRefinements, TTourSearch } from '../../lib/tour-search-params';

/** Reading the search page's URL, apart from the links to it so that the home's first screen does not load it. */

export const NO_REFINEMENTS: TTourRefinements = {
  sort: DEFAULT_TOUR_SORT,
  priceMin: null,
  priceMax: null,
  categories: [],
  durations: [],
  rating: null,
};

/** They would only earn a 400 that no Retry can mend: replaced, as anything else malformed is dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DESTINATION_LENGTH = 100;

function readDate(value: string | null): string {
  if (!value || !DATE_PATTERN.test(value)) return '';
  return parseCalendarDate(value) ? value : '';
}

function readInteger(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function readOneOf<T extends string>(value: string | null, values: readonly T[]): T | null {
  return values.find((known) => known === value) ?? null;
}

function readListOf<T extends string>(value: string | null, values: readonly T[]): T[] {
  const given = new Set((value ?? '').split(','));
  return values.filter((known) => given.has(known));
}

/** Reads a shared or reloaded results URL; anything malformed is dropped rather than sent to the server. */
export function readTourSearch(params: URLSearchParams): TTourSearch {
  const priceMin = readInteger(params.get('priceMin'), 0, MAX_SEARCH_PRICE);
  const priceMax = readInteger(params.get('priceMax'), 0, MAX_SEARCH_PRICE);
  const priceInOrder = priceMin === null || priceMax === null || priceMin <= priceMax;
  return {
    destination: (params.get('destination') ?? '')
      .replace(CONTROL_CHARACTERS, ' ')
      .trim()
      .slice(0, MAX_DESTINATION_LENGTH),
    date: readDate(params.get('date')),
    travellers: readInteger(params.get('travellers'), 1, MAX_GUESTS),
    page: readInteger(params.get('page'), 1, 10_000) ?? 1,
    sort: readOneOf(params.get('sort'), TOUR_SORTS) ?? DEFAULT_TOUR_SORT,
    priceMin: priceInOrder ? priceMin : null,
    priceMax: priceInOrder ? priceMax : null,
    categories: readListOf(params.get('categories'), TOUR_FORM_CATEGORIES),
    durations: readListOf(params.get('durations'), DURATION_BUCKET_KEYS),
    rating: readOneOf(params.get('rating'), RATING_STEPS),
  };
}

/** How many refinements are in force (a price range counts once); the sort is not one. */
export function refinementCount(search: TTourRefinements): number {
  const price = search.priceMin !== null || search.priceMax !== null ? 1 : 0;
  return price + search.categories.length + search.durations.length + (search.rating ? 1 : 0);
}

/** The request for GET /api/tours/search: only what is set. */
export function tourSearchRequest(search: TTourSearch, pageSize: number) {
  return {
    page: search.page,
    pageSize,
    destination: search.destination || undefined,
    date: search.date || undefined,
    travellers: search.travellers ?? undefined,
    sort: search.sort,
    priceMin: search.priceMin ?? undefined,
    priceMax: search.priceMax ?? undefined,
    categories: search.categories.length > 0 ? search.categories.join(',') : undefined,
    durations: search.durations.length > 0 ? search.durations.join(',') : undefined,
    rating: search.rating ?? undefined,
  };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address search engines keep for a search: its destination and page; dates, travellers and filters narrow it. */
export function canonicalSearchPath(search: TTourSearch): string {
  const params = new URLSearchParams();
  if (search.destination.trim()) params.set('destination', search.destination.trim());
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${paths.tours.href()}?${query}` : paths.tours.href();
}
