import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPendingTourParams, ZRejectPendingTourRequest, ZRequestTourChangesRequest } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import {
  approvePendingTour,
  getPendingTour,
  listPendingTours,
  rejectPendingTour,
  requestTourChanges,
} from './tour-moderation.service';

type TTourModerationDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number };

/** The administrator's Pending Tours (3-admin.md sections 2 and 7; DESIGN decisions 21 and 22). Admins only. */
export async function tourModerationRoutes(untyped: FastifyInstance, deps: TTourModerationDeps) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const reads = { config: { access: { area: 'pendingTours' as const } } };
  const writes = {
    config: { access: { area: 'pendingTours' as const }, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
  };

  app.get('/api/admin/pending-tours', reads, async () => ({ items: await listPendingTours(deps) }));

  app.get('/api/admin/pending-tours/:id', { ...reads, schema: { params: ZPendingTourParams } }, async (request) =>
    getPendingTour(deps, request.params.id),
  );

  app.post(
    '/api/admin/pending-tours/:id/approve',
    { ...writes, schema: { params: ZPendingTourParams } },
    async (request) => approvePendingTour(deps, actorOf(request, requireAuth(request).user.id), request.params.id),
  );

  app.post(
    '/api/admin/pending-tours/:id/reject',
    { ...writes, schema: { params: ZPendingTourParams, body: ZRejectPendingTourRequest } },
    async (request) =>
      rejectPendingTour(deps, actorOf(request, requireAuth(request).user.id), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/pending-tours/:id/request-changes',
    { ...writes, schema: { params: ZPendingTourParams, body: ZRequestTourChangesRequest } },
    async (request) =>
      requestTourChanges(deps, actorOf(request, requireAuth(request).user.id), request.params.id, request.body.note),
  );
}
