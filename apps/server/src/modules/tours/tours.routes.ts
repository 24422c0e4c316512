import type { FastifyInstance } from 'fastify';
import type { TDb } from '@tour/db';
import {
  FEATURED_DESTINATIONS,
  getTour,
  getTourDateFlights,
  getTourHotels,
  getTourImages,
  getTourItinerary,
  getTourMeals,
  listFeaturedDestinations,
  listTours,
  searchTours,
} from '@tour/shared';
import { serveEndpoint } from '../../http/endpoint-route';
import { cachePublicAnswer } from '../../http/http-caching';
import type { TResponseCache } from '../../http/response-cache';
import {
  countByDestination,
  getDateFlights,
  getTourDetail,
  listCatalogue,
  listTourHotels,
  listTourImages,
  listTourItinerary,
  listTourMeals,
  searchCatalogue,
  type TCatalogueReadModel,
} from './tours.service';

/**
 * The live catalogue answers read the read model's snapshot first (which waits for every change committed before the
 * request), then the response cache, which the read model empties whenever the snapshot changes.
 */
export async function tourRoutes(
  app: FastifyInstance,
  deps: { db: TDb; readModel: TCatalogueReadModel; cache: TResponseCache; searchCache: TResponseCache },
) {
  const { db, readModel, cache, searchCache } = deps;
  const publicRead = { access: 'public' as const };

  serveEndpoint(app, listTours, publicRead, async (request, reply) => {
    const query = request.query;
    cachePublicAnswer(request, reply, 'live');
    const snapshot = await readModel.current();
    return cache.read(listTours, `list:${JSON.stringify(query)}`, async () => listCatalogue(snapshot, query));
  });

  serveEndpoint(app, searchTours, publicRead, async (request, reply) => {
    const query = request.query;
    cachePublicAnswer(request, reply, 'live');
    const snapshot = await readModel.current();
    return searchCache.read(searchTours, JSON.stringify(query), async () => searchCatalogue(snapshot, query));
  });

  serveEndpoint(app, listFeaturedDestinations, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'live');
    const snapshot = await readModel.current();
    return cache.read(listFeaturedDestinations, 'featured', async () => ({
      destinations: countByDestination(snapshot, FEATURED_DESTINATIONS),
    }));
  });

  serveEndpoint(app, getTour, publicRead, async (request, reply) => {
    const { slug } = request.params;
    cachePublicAnswer(request, reply, 'live');
    const snapshot = await readModel.current();
    return cache.read(getTour, `tour:${slug}`, () => getTourDetail(db, snapshot, slug));
  });

  serveEndpoint(app, getTourImages, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'content');
    return { images: await listTourImages(db, request.params.slug) };
  });

  serveEndpoint(app, getTourItinerary, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'content');
    return { itinerary: await listTourItinerary(db, request.params.slug) };
  });

  serveEndpoint(app, getTourMeals, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'content');
    return { meals: await listTourMeals(db, request.params.slug) };
  });

  serveEndpoint(app, getTourHotels, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'content');
    return { hotels: await listTourHotels(db, request.params.slug) };
  });

  serveEndpoint(app, getTourDateFlights, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'content');
    return { flights: await getDateFlights(db, request.params.dateId) };
  });
}
