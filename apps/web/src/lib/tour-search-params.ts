import {
  DEFAULT_TOUR_PAGE_GUESTS,
  DEFAULT_TOUR_SORT,
  paths,
  type TDurationBucket,
  type TRatingStep,
  type TTourFormCategory,
  type TTourSort,
} from '@tour/shared';

/** The travellers select offers 1 to 5 and '6+' (1-traveller.md section 9); 6+ searches for 6 spots. */
export const TRAVELLER_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
/** Same as the guests the tour page starts with. */
export const DEFAULT_TRAVELLERS = DEFAULT_TOUR_PAGE_GUESTS;

/** What the search page narrows the results by, besides the search box (issue 25 item 2). */
export type TTourRefinements = {
  sort: TTourSort;
  /** Whole US dollars per person, or null for no bound. */
  priceMin: number | null;
  priceMax: number | null;
  categories: TTourFormCategory[];
  durations: TDurationBucket[];
  rating: TRatingStep | null;
};

export type TTourSearch = TTourRefinements & {
  destination: string;
  /** YYYY-MM-DD, or '' for any date. */
  date: string;
  travellers: number | null;
  page: number;
};

/** A link to the results: the search box's three fields, and any refinements to keep. */
export type TTourSearchLink = Pick<TTourSearch, 'destination' | 'date' | 'travellers'> &
  Partial<TTourRefinements> & { page?: number };

/**
 * The query string of a search: destination, date and travellers as the issue names them; refinements and the page
 * only when they are not the defaults.
 */
function tourSearchQuery(search: TTourSearchLink): string {
  const params = new URLSearchParams();
  params.set('destination', search.destination.trim());
  params.set('date', search.date);
  params.set('travellers', search.travellers ? String(search.travellers) : '');
  if (search.sort && search.sort !== DEFAULT_TOUR_SORT) params.set('sort', search.sort);
  if (search.priceMin != null) params.set('priceMin', String(search.priceMin));
  if (search.priceMax != null) params.set('priceMax', String(search.priceMax));
  if (search.categories?.length) params.set('categories', search.categories.join(','));
  if (search.durations?.length) params.set('durations', search.durations.join(','));
  if (search.rating) params.set('rating', search.rating);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

export function tourSearchPath(search: TTourSearchLink): string {
  return `${paths.tours.pattern}?${tourSearchQuery(search)}`;
}
