import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFlightDealRequest, ZFlightSearchQuery } from '@tour/shared';
import type { TFlightSchedule } from '../../adapters/flights/flight-schedule';
import { lookUpFlightDeal, searchFlights } from './flights.service';

/** Flight lookup through our server (decision 7): the schedule service's credentials stay here. */
export async function flightRoutes(untyped: FastifyInstance, deps: { schedule: TFlightSchedule; writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // Each lookup may cost a call to the schedule service's quota.
  const rateLimit = { max: deps.writeLimit, timeWindow: '1 minute' };

  app.get(
    '/api/flights/search',
    { config: { access: { area: 'operatorTools' }, rateLimit }, schema: { querystring: ZFlightSearchQuery } },
    async (request) => searchFlights(deps.schedule, request.query),
  );

  app.post(
    '/api/flight-deal',
    { config: { access: { area: 'flightDeal' }, rateLimit }, schema: { body: ZFlightDealRequest } },
    async (request) => lookUpFlightDeal(deps.schedule, request.body),
  );
}
