import { DEFAULT_TOUR_PAGE_GUESTS, MAX_GUESTS, paths } from '@tour/shared';
import { parseCalendarDate } from './calendar-date';

/** The travellers select offers 1 to 5 and '6+' (1-traveller.md section 9); 6+ searches for 6 spots. */
export const TRAVELLER_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
/** Same as the guests the tour page starts with. */
export const DEFAULT_TRAVELLERS = DEFAULT_TOUR_PAGE_GUESTS;

export type TTourSearch = {
  destination: string;
  /** YYYY-MM-DD, or '' for any date. */
  date: string;
  travellers: number | null;
  page: number;
};

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

/** Reads a shared or reloaded results URL; anything malformed is dropped rather than sent to the server. */
export function readTourSearch(params: URLSearchParams): TTourSearch {
  return {
    destination: (params.get('destination') ?? '').trim().slice(0, MAX_DESTINATION_LENGTH),
    date: readDate(params.get('date')),
    travellers: readInteger(params.get('travellers'), 1, MAX_GUESTS),
    page: readInteger(params.get('page'), 1, 10_000) ?? 1,
  };
}

/** The query string of a search: destination, date and travellers as the issue names them; page only past 1. */
function tourSearchQuery(search: Omit<TTourSearch, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  params.set('destination', search.destination.trim());
  params.set('date', search.date);
  params.set('travellers', search.travellers ? String(search.travellers) : '');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

export function tourSearchPath(search: Omit<TTourSearch, 'page'> & { page?: number }): string {
  return `${paths.tours.pattern}?${tourSearchQuery(search)}`;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
