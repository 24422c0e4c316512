import { z } from 'zod';
import { MAX_GUESTS } from './pricing';
import { optionalCalendarDate, plainText } from './text';
import {
  DEFAULT_TOUR_SORT,
  DURATION_BUCKET_KEYS,
  MAX_SEARCH_PRICE,
  RATING_STEPS,
  TOUR_SORTS,
  type TDurationBucket,
} from './tour-search';
import { TOUR_FORM_CATEGORIES, type TTourFormCategory } from './tour-categories';
import { TOUR_PAGE_SIZE } from './tours';

/** GET /api/tours: the home grid and the search results. */
export const ZTourListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(TOUR_PAGE_SIZE),
  destination: plainText()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  date: optionalCalendarDate(),
  travellers: z.coerce.number().int().min(1).max(MAX_GUESTS).optional(),
});
export type TTourListQuery = z.infer<typeof ZTourListQuery>;

/** What the search's query answers when a filter cannot be read. */
export const TOUR_QUERY_MESSAGES = {
  priceWhole: 'Prices are whole dollars',
  unknownSort: 'Unknown sort',
  unknownCategory: 'Unknown category',
  unknownDuration: 'Unknown trip length',
  ratingInvalid: 'Rating must be 3, 4 or 4.5',
  priceOrder: 'The lowest price must not be above the highest',
} as const;

/** A comma-separated list of known values in a query string ('beach,city'), each once; empty means any. */
function listOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').filter(Boolean))])
    .pipe(z.array(z.enum(values, { error: message })).max(values.length));
}

const price = z.coerce.number().int(TOUR_QUERY_MESSAGES.priceWhole).min(0).max(MAX_SEARCH_PRICE).optional();

/** GET /api/tours/search: the search page, with its filters, sort and counts. */
export const ZTourSearchQuery = ZTourListQuery.extend({
  sort: z.enum(TOUR_SORTS, { error: TOUR_QUERY_MESSAGES.unknownSort }).default(DEFAULT_TOUR_SORT),
  /** Per person after the discount, in whole US dollars (SEARCH_PRICE_CURRENCY). */
  priceMin: price,
  priceMax: price,
  categories: listOf<TTourFormCategory>(TOUR_FORM_CATEGORIES, TOUR_QUERY_MESSAGES.unknownCategory),
  durations: listOf<TDurationBucket>(DURATION_BUCKET_KEYS, TOUR_QUERY_MESSAGES.unknownDuration),
  rating: z.enum(RATING_STEPS, { error: TOUR_QUERY_MESSAGES.ratingInvalid }).optional(),
}).refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
  message: TOUR_QUERY_MESSAGES.priceOrder,
  path: ['priceMin'],
});
export type TTourSearchQuery = z.infer<typeof ZTourSearchQuery>;
