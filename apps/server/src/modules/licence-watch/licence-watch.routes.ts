import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApproveLicenceRequest, ZRejectLicenceRequest } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { decideLicence, listLicenceQueue, type TLicenceWatchDeps } from './licence-watch.service';

/** The administrators' licence queue (/admin/licences, DESIGN decision 25). Admins only. */
export async function licenceReviewRoutes(untyped: FastifyInstance, deps: TLicenceWatchDeps & { writeLimit: number }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const access = { area: 'licenceReview' as const };
  const writes = { config: { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  app.get('/api/admin/licences', { config: { access } }, async () => ({ items: await listLicenceQueue(deps) }));

  app.post('/api/admin/licences/approve', { ...writes, schema: { body: ZApproveLicenceRequest } }, async (request) =>
    decideLicence(deps, actorOf(request, requireAuth(request).user.id), {
      licenseId: request.body.licenseId,
      decision: 'approve',
    }),
  );

  app.post('/api/admin/licences/reject', { ...writes, schema: { body: ZRejectLicenceRequest } }, async (request) =>
    decideLicence(deps, actorOf(request, requireAuth(request).user.id), {
      licenseId: request.body.licenseId,
      decision: 'reject',
      reason: request.body.reason,
    }),
  );
}
