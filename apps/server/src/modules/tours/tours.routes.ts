import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '@tour/db';
import {
  FEATURED_DESTINATIONS,
  plainText,
  SLUG_MAX_LENGTH,
  ZTourListQuery,
  type TTourListResponse,
} from '@tour/shared';
import type { TClock } from '../../clock';
import type { TResponseCache } from '../../http/response-cache';
import {
  countToursByDestination,
  createTourCatalogue,
  findTourHotels,
  findTourImages,
  findTourItinerary,
  findTourMeals,
  getDateFlights,
  getTourDetail,
  todayOf,
} from './tours.service';

const ZSlugParams = z.object({ slug: plainText().min(1, 'Tour not found').max(SLUG_MAX_LENGTH, 'Tour not found') });
const ZDateParams = z.object({ dateId: z.uuid('Tour date not found') });

/** Seats change with every booking, so browsers revalidate; the instance's own cache absorbs load. */
const LIVE = 'no-cache';
const SLOW_CHANGING = 'public, max-age=60';

export async function tourRoutes(untyped: FastifyInstance, deps: { db: TDb; clock: TClock; cache: TResponseCache }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { db, clock, cache } = deps;
  const catalogue = createTourCatalogue(deps);
  const publicRead = { config: { access: 'public' as const } };

  app.get('/api/tours', { ...publicRead, schema: { querystring: ZTourListQuery } }, async (request, reply) => {
    const query = request.query;
    const body = await cache.read(
      `list:${JSON.stringify(query)}`,
      (): Promise<TTourListResponse> => catalogue.list(query),
    );
    return reply.header('Cache-Control', LIVE).type('application/json').send(body);
  });

  app.get('/api/destinations/featured', publicRead, async (_request, reply) => {
    const body = await cache.read('featured', async () => ({
      destinations: await countToursByDestination(db, FEATURED_DESTINATIONS, todayOf(clock)),
    }));
    return reply.header('Cache-Control', LIVE).type('application/json').send(body);
  });

  app.get('/api/tours/:slug', { ...publicRead, schema: { params: ZSlugParams } }, async (request, reply) => {
    const { slug } = request.params;
    const body = await cache.read(`tour:${slug}`, async () => {
      return getTourDetail(db, slug, todayOf(clock));
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
    app.get(`/api/tours/:slug/${part}`, { ...publicRead, schema: { params: ZSlugParams } }, async (request, reply) => {
      const { slug } = request.params;
      reply.header('Cache-Control', SLOW_CHANGING);
      return { [part]: await read(db, slug) };
    });
  }

  app.get(
    '/api/tour-dates/:dateId/flights',
    { ...publicRead, schema: { params: ZDateParams } },
    async (request, reply) => {
      const { dateId } = request.params;
      const flights = await getDateFlights(db, dateId);
      reply.header('Cache-Control', SLOW_CHANGING);
      return { flights };
    },
  );
}
