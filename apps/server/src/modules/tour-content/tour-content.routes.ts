import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTourContentParams } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { generateTourContent, type TTourContentDeps } from './tour-content.service';

/** Admin Actions on the tour page: 'Generate Images & Itinerary'. Administrators only; the server decides. */
export async function tourContentRoutes(untyped: FastifyInstance, deps: TTourContentDeps & { writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/tours/:slug/generate',
    {
      config: { access: { area: 'tourManagement' }, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { params: ZTourContentParams },
    },
    async (request) => generateTourContent(deps, actorOf(request, requireAuth(request).user.id), request.params.slug),
  );
}
