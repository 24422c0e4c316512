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
import type { TClock } from '../../clock';
import { serveEndpoint } from '../../http/endpoint-route';
import { cachePublicAnswer } from '../../http/http-caching';
import type { TResponseCache } from '../../http/response-cache';
import type { TCatalogueSearch } from '../../adapters/search/catalogue-search';
import {
  createTourCatalogue,
  getDateFlights,
  getTourDetail,
  listTourHotels,
  listTourImages,
  listTourItinerary,
  listTourMeals,
  todayOf,
} from './tours.service';

export async function tourRoutes(
  app: FastifyInstance,
  deps: { db: TDb; clock: TClock; cache: TResponseCache; searchCache: TResponseCache; search: TCatalogueSearch },
) {
  const { db, clock, cache, searchCache } = deps;
  const catalogue = createTourCatalogue(deps);
  const publicRead = { access: 'public' as const };

  serveEndpoint(app, listTours, publicRead, async (request, reply) => {
    const query = request.query;
    cachePublicAnswer(request, reply, 'live');
    return cache.read(listTours, `list:${JSON.stringify(query)}`, () => catalogue.list(query));
  });

  serveEndpoint(app, searchTours, publicRead, async (request, reply) => {
    const query = request.query;
    cachePublicAnswer(request, reply, 'live');
    return searchCache.read(searchTours, JSON.stringify(query), () => catalogue.search(query));
  });

  serveEndpoint(app, listFeaturedDestinations, publicRead, async (request, reply) => {
    cachePublicAnswer(request, reply, 'live');
    return cache.read(listFeaturedDestinations, 'featured', async () => ({
      destinations: await catalogue.countByDestination(FEATURED_DESTINATIONS),
    }));
  });

  serveEndpoint(app, getTour, publicRead, async (request, reply) => {
    const { slug } = request.params;
    cachePublicAnswer(request, reply, 'live');
    return cache.read(getTour, `tour:${slug}`, () => getTourDetail(db, slug, todayOf(clock)));
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
