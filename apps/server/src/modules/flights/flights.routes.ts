import type { FastifyInstance } from 'fastify';
import { lookUpFlightDeal, searchFlights } from '@tour/shared';
import type { TFlightSchedule } from '../../adapters/flights/flight-schedule';
import { serveEndpoint } from '../../http/endpoint-route';
import * as flights from './flights.service';

/** Flight lookup through our server (decision 7): the schedule service's credentials stay here. */
export async function flightRoutes(app: FastifyInstance, deps: { schedule: TFlightSchedule; writeLimit: number }) {
  // Each lookup may cost a call to the schedule service's quota.
  const rateLimit = { max: deps.writeLimit, timeWindow: '1 minute' };

  serveEndpoint(app, searchFlights, { access: { area: 'operatorTools' }, rateLimit }, async (request) =>
    flights.searchFlights(deps.schedule, request.query),
  );

  serveEndpoint(app, lookUpFlightDeal, { access: { area: 'flightDeal' }, rateLimit }, async (request) =>
    flights.lookUpFlightDeal(deps.schedule, request.body),
  );
}
