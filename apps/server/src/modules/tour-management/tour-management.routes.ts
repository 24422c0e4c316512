import type { FastifyInstance } from 'fastify';
import {
  cleanUpOrphanedImages,
  getOrphanedImages,
  listManagedTours,
  republishTour,
  setTourRecommendation,
  unpublishTour,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as tourManagement from './tour-management.service';

/** The administrator's Tour Management (3-admin.md sections 2 and 7): recommendations, unpublishing and image clean-up. */
export async function tourManagementRoutes(
  app: FastifyInstance,
  deps: Omit<tourManagement.TTourManagementDeps, 'log'> & { writeLimit: number },
) {
  const serviceDeps = { ...deps, log: app.log };
  const reads = { access: { area: 'tourManagement' as const } };
  const writes = { ...reads, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, listManagedTours, reads, async (request) => tourManagement.listManagedTours(deps, request.query));

  serveEndpoint(app, setTourRecommendation, writes, async (request) =>
    tourManagement.setRecommendation(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.id,
      request.body.recommended,
    ),
  );

  serveEndpoint(app, unpublishTour, writes, async (request) =>
    tourManagement.setTourVisibility(deps, actorOf(request, requireAuth(request).user.id), request.params.id, {
      published: false,
      reason: request.body.reason,
    }),
  );

  serveEndpoint(app, republishTour, writes, async (request) =>
    tourManagement.setTourVisibility(deps, actorOf(request, requireAuth(request).user.id), request.params.id, {
      published: true,
    }),
  );

  serveEndpoint(app, getOrphanedImages, reads, async () => tourManagement.summariseOrphans(deps));

  serveEndpoint(app, cleanUpOrphanedImages, writes, async (request) =>
    tourManagement.cleanUpOrphans(serviceDeps, actorOf(request, requireAuth(request).user.id)),
  );
}
