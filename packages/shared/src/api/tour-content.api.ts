import { z } from 'zod';
import { ZTourContentParams } from '../tour-content';
import { defineEndpoint } from './endpoint';

/** What one generation added: a second run on the same tour adds nothing. */
const ZGenerateTourContentResponse = z.object({
  message: z.string(),
  imagesAdded: z.number(),
  itineraryDaysAdded: z.number(),
});
export type TGenerateTourContentResponse = z.infer<typeof ZGenerateTourContentResponse>;

/** Admin Actions on the tour page, 'Generate Images & Itinerary': fills the gallery and itinerary a tour lacks. */
export const generateTourContent = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tours/:slug/generate',
  params: ZTourContentParams,
  response: ZGenerateTourContentResponse,
});
