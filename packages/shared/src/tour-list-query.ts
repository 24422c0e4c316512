import { z } from 'zod';
import { MAX_GUESTS } from './pricing';
import { TOUR_PAGE_SIZE } from './tours';

/** GET /api/tours: the home grid and the search results. */
export const ZTourListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(TOUR_PAGE_SIZE),
  destination: z.string().trim().max(100).optional().transform((value) => value || undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  travellers: z.coerce.number().int().min(1).max(MAX_GUESTS).optional(),
});
export type TTourListQuery = z.infer<typeof ZTourListQuery>;
