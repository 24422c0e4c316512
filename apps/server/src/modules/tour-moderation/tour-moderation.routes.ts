import type { FastifyInstance } from 'fastify';
import {
  approvePendingTour,
  getPendingTour,
  listPendingTours,
  rejectPendingTour,
  requestTourChanges,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as moderation from './tour-moderation.service';

type TTourModerationDeps = { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number };

/** The administrator's Pending Tours (3-admin.md sections 2 and 7; DESIGN decisions 21 and 22). Admins only. */
export async function tourModerationRoutes(app: FastifyInstance, deps: TTourModerationDeps) {
  const reads = { access: { area: 'pendingTours' as const } };
  const writes = { ...reads, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, listPendingTours, reads, async (request) => ({
    items: await moderation.listPendingTours(deps, request.query.tab),
  }));

  serveEndpoint(app, getPendingTour, reads, async (request) => moderation.getPendingTour(deps, request.params.id));

  serveEndpoint(app, approvePendingTour, writes, async (request) =>
    moderation.approvePendingTour(deps, actorOf(request, requireAuth(request).user.id), request.params.id),
  );

  serveEndpoint(app, rejectPendingTour, writes, async (request) =>
    moderation.rejectPendingTour(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.id,
      request.body.reason,
    ),
  );

  serveEndpoint(app, requestTourChanges, writes, async (request) =>
    moderation.requestTourChanges(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.id,
      request.body.note,
    ),
  );
}
