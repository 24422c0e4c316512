import type { TDurationBucket, TRatingStep, TTourFormCategory, TTourSearchFacets, TTourSort } from '@tour/shared';

/** What a catalogue search asks (decision 32); the words are already split by searchWordsOf. */
export type TCatalogueQuery = {
  words: string[];
  /** Only tours with a departure from this date with this many seats. */
  departing?: { from: string; seats: number };
  /** Which upcoming departures a tour's price is read from (as its card shows it, decision 14). */
  priceScope: { from: string; seats: number };
  today: string;
  /** Per person after the discount, in whole US dollars. */
  priceMin?: number;
  priceMax?: number;
  categories: TTourFormCategory[];
  durations: TDurationBucket[];
  rating?: TRatingStep;
  sort: TTourSort;
  limit: number;
  offset: number;
  /** The counts per filter value cost an aggregate each: only the search page asks for them. */
  withFacets: boolean;
};

export type TCatalogueMatches = { ids: string[]; total: number; facets: TTourSearchFacets | null };

/**
 * The port the tours service searches through. Its default answers from PostgreSQL or PGlite; a dedicated engine
 * (Meilisearch, Typesense, an in-process index) would implement the same two calls.
 */
export type TCatalogueSearch = {
  search(query: TCatalogueQuery): Promise<TCatalogueMatches>;
  /** The catalogue's nearest word to each misspelt one, in the same order; null where none is near enough. */
  nearestWords(words: readonly string[]): Promise<Array<string | null>>;
};
