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

/** A comma-separated list of known values in a query string ('beach,city'), each once; empty means any. */
function listOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').filter(Boolean))])
    .pipe(z.array(z.enum(values, { error: message })).max(values.length));
}

const price = z.coerce.number().int('Prices are whole dollars').min(0).max(MAX_SEARCH_PRICE).optional();

/** GET /api/tours/search: the search page, with its filters, sort and counts. */
export const ZTourSearchQuery = ZTourListQuery.extend({
  sort: z.enum(TOUR_SORTS, { error: 'Unknown sort' }).default(DEFAULT_TOUR_SORT),
  /** Per person after the discount, in whole US dollars (SEARCH_PRICE_CURRENCY). */
  priceMin: price,
  priceMax: price,
  categories: listOf<TTourFormCategory>(TOUR_FORM_CATEGORIES, 'Unknown category'),
  durations: listOf<TDurationBucket>(DURATION_BUCKET_KEYS, 'Unknown trip length'),
  rating: z.enum(RATING_STEPS, { error: 'Rating must be 3, 4 or 4.5' }).optional(),
}).refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
  message: 'The lowest price must not be above the highest',
  path: ['priceMin'],
});
export type TTourSearchQuery = z.infer<typeof ZTourSearchQuery>;
