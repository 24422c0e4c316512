import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTourManagementParams, ZTourManagementQuery, ZTourRecommendationRequest } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import {
  cleanUpOrphans,
  listManagedTours,
  setRecommendation,
  summariseOrphans,
  type TTourManagementDeps,
} from './tour-management.service';

/** The administrator's Tour Management (3-admin.md sections 2 and 7): recommendations and image clean-up. */
export async function tourManagementRoutes(
  untyped: FastifyInstance,
  deps: Omit<TTourManagementDeps, 'log'> & { writeLimit: number },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const serviceDeps = { ...deps, log: app.log };
  const reads = { config: { access: { area: 'tourManagement' as const } } };
  const writes = {
    config: {
      access: { area: 'tourManagement' as const },
      rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' },
    },
  };

  app.get('/api/admin/tour-management/tours', { ...reads, schema: { querystring: ZTourManagementQuery } }, (request) =>
    listManagedTours(deps, request.query),
  );

  app.put(
    '/api/admin/tour-management/tours/:id/recommendation',
    { ...writes, schema: { params: ZTourManagementParams, body: ZTourRecommendationRequest } },
    (request) =>
      setRecommendation(
        deps,
        actorOf(request, requireAuth(request).user.id),
        request.params.id,
        request.body.recommended,
      ),
  );

  app.get('/api/admin/tour-management/orphaned-images', reads, () => summariseOrphans(deps));

  app.post('/api/admin/tour-management/orphaned-images/cleanup', writes, (request) =>
    cleanUpOrphans(serviceDeps, actorOf(request, requireAuth(request).user.id)),
  );
}
