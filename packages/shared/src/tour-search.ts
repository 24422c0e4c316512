/**
 * The catalogue search's rules (decision 32), shared by the search page and the server. No zod here: the home's
 * first screen reads these, and the request schema lives in tour-list-query.ts.
 */

export const TOUR_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest', 'soonest'] as const;
export type TTourSort = (typeof TOUR_SORTS)[number];
export const DEFAULT_TOUR_SORT: TTourSort = 'recommended';

/** Lengths of trip a traveller picks from; the last has no upper end. */
export const DURATION_BUCKETS = [
  { key: '1-3', min: 1, max: 3 },
  { key: '4-6', min: 4, max: 6 },
  { key: '7-9', min: 7, max: 9 },
  { key: '10+', min: 10, max: null },
] as const;
export type TDurationBucket = (typeof DURATION_BUCKETS)[number]['key'];
export const DURATION_BUCKET_KEYS = DURATION_BUCKETS.map((bucket) => bucket.key) as [
  TDurationBucket,
  ...TDurationBucket[],
];

/** "4+ stars and up": the lowest rating a search may ask for, highest first. */
export const RATING_STEPS = ['4.5', '4', '3'] as const;
export type TRatingStep = (typeof RATING_STEPS)[number];

/** Search prices are per person after the discount, in whole US dollars; other currencies at the configured rates. */
export const SEARCH_PRICE_CURRENCY = 'USD';
export const MAX_SEARCH_PRICE = 1_000_000;

const MAX_SEARCH_WORDS = 8;
/** A shorter word has no trigram, so the index cannot answer it: it only narrows a search that has longer words. */
const INDEXED_WORD_LENGTH = 3;
/** Only Latin words this long are corrected when a search finds nothing; shorter ones have too many neighbours. */
const CORRECTABLE_WORD_LENGTH = 5;

/**
 * The words a search text is matched by: lower-cased, split on spaces and punctuation, each once. Thai has no
 * spaces between words, so a Thai run stays one word and is found as a substring (decision 32).
 */
export function searchWordsOf(text: string | undefined): string[] {
  if (!text) return [];
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,.;:!?()"“”'’/\\|+*&]+/u)
        .filter(Boolean),
    ),
  ];
  const indexed = words.filter((word) => [...word].length >= INDEXED_WORD_LENGTH);
  return (indexed.length > 0 ? indexed : words).slice(0, MAX_SEARCH_WORDS);
}

/** Whether a word may be replaced by the catalogue's nearest word: Latin letters only, long enough. */
export function isCorrectableWord(word: string): boolean {
  return word.length >= CORRECTABLE_WORD_LENGTH && /^[a-z]+$/.test(word);
}
