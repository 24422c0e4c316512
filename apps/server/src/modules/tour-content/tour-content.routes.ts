import type { FastifyInstance } from 'fastify';
import { generateTourContent } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as tourContent from './tour-content.service';

/** Admin Actions on the tour page: 'Generate Images & Itinerary'. Administrators only; the server decides. */
export async function tourContentRoutes(
  app: FastifyInstance,
  deps: tourContent.TTourContentDeps & { writeLimit: number },
) {
  const access = { area: 'tourManagement' as const };
  serveEndpoint(
    app,
    generateTourContent,
    { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
    async (request) =>
      tourContent.generateTourContent(deps, actorOf(request, requireAuth(request).user.id), request.params.slug),
  );
}
