import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import { FEATURED_DESTINATIONS, ZTourListQuery, type TTourListResponse } from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TResponseCache } from '../../http/response-cache';
import { parseWith } from '../../http/validate';
import { createTourCatalogue, todayOf } from './tours.service';
import {
  countToursByDestination,
  findDateFlights,
  findTourDetailBySlug,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
} from './tours.repository';

const ZSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const ZDateParams = z.object({ dateId: z.uuid('Tour date not found') });

/** Seats change with every booking, so browsers revalidate; the instance's own cache absorbs load. */
const LIVE = 'no-cache';
const SLOW_CHANGING = 'public, max-age=60';

export async function tourRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock; cache: TResponseCache }) {
  const { db, clock, cache } = deps;
  const catalogue = createTourCatalogue(deps);
  const publicRead = { config: { access: 'public' as const } };

  app.get('/api/tours', publicRead, async (request, reply) => {
    const query = parseWith(ZTourListQuery, request.query);
    const body = await cache.read(`list:${JSON.stringify(query)}`, (): Promise<TTourListResponse> => catalogue.list(query));
    return reply.header('Cache-Control', LIVE).type('application/json').send(body);
  });

  app.get('/api/destinations/featured', publicRead, async (_request, reply) => {
    const body = await cache.read('featured', async () => ({
      destinations: await countToursByDestination(db, FEATURED_DESTINATIONS, todayOf(clock)),
    }));
    return reply.header('Cache-Control', LIVE).type('application/json').send(body);
  });

  app.get('/api/tours/:slug', publicRead, async (request, reply) => {
    const { slug } = parseWith(ZSlugParams, request.params);
    const body = await cache.read(`tour:${slug}`, async () => {
      const tour = await findTourDetailBySlug(db, slug, todayOf(clock));
      if (!tour) throw new AppError('NOT_FOUND', 'Tour not found');
      return tour;
    });
    return reply.header('Cache-Control', LIVE).type('application/json').send(body);
  });

  const parts = {
    images: findTourImages,
    itinerary: findTourItinerary,
    meals: findTourMeals,
    hotels: findTourHotels,
  } as const;
  for (const [part, read] of Object.entries(parts)) {
    app.get(`/api/tours/:slug/${part}`, publicRead, async (request, reply) => {
      const { slug } = parseWith(ZSlugParams, request.params);
      reply.header('Cache-Control', SLOW_CHANGING);
      return { [part]: await read(db, slug) };
    });
  }

  app.get('/api/tour-dates/:dateId/flights', publicRead, async (request, reply) => {
    const { dateId } = parseWith(ZDateParams, request.params);
    const flights = await findDateFlights(db, dateId);
    if (!flights) throw new AppError('NOT_FOUND', 'Tour date not found');
    reply.header('Cache-Control', SLOW_CHANGING);
    return { flights };
  });
}
