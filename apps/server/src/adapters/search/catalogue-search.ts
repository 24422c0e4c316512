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
  /** Only the search page shows the counts per filter value. */
  withFacets: boolean;
};

/**
 * A search's answer: the page's tour ids in order, the total and the counts. Each instance's read model answers it
 * from memory (decision 34); a dedicated engine (Meilisearch, Typesense) would take the same query and give the same
 * answer when the catalogue outgrows one process, and the read model would still give the cards of its ids.
 */
export type TCatalogueMatches = { ids: string[]; total: number; facets: TTourSearchFacets | null };
