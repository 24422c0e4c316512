import type { FastifyInstance } from 'fastify';
import { approveLicence, getPendingTourCompanyLicence, listLicenceQueue, rejectLicence } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as licenceWatch from './licence-watch.service';

/** The administrators' licence queue (/admin/licences, DESIGN decision 25). Admins only. */
export async function licenceReviewRoutes(
  app: FastifyInstance,
  deps: licenceWatch.TLicenceWatchDeps & { writeLimit: number },
) {
  const access = { area: 'licenceReview' as const };
  const writes = { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, listLicenceQueue, { access }, async () => ({ items: await licenceWatch.listLicenceQueue(deps) }));

  serveEndpoint(app, getPendingTourCompanyLicence, { access: { area: 'pendingTours' as const } }, async (request) =>
    licenceWatch.pendingTourCompanyLicence(deps, request.params.id),
  );

  serveEndpoint(app, approveLicence, writes, async (request) =>
    licenceWatch.decideLicence(deps, actorOf(request, requireAuth(request).user.id), {
      licenseId: request.body.licenseId,
      decision: 'approve',
    }),
  );

  serveEndpoint(app, rejectLicence, writes, async (request) =>
    licenceWatch.decideLicence(deps, actorOf(request, requireAuth(request).user.id), {
      licenseId: request.body.licenseId,
      decision: 'reject',
      reason: request.body.reason,
    }),
  );
}
