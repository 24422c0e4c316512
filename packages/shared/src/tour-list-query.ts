import { z } from 'zod';
import { MAX_GUESTS } from './pricing';
import { optionalCalendarDate, plainText } from './text';
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
