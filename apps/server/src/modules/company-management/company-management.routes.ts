import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMPANY_MESSAGES, ZCompanyParams, ZResubmitLicenceRequest } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { getCompanyDetail, getCompanyPanel, getCompanyStats, resubmitLicence } from './company-management.service';

type TDeps = { db: TDb; clock: TClock; writeLimit: number };

/** The company panel and its stats (3-admin.md sections 2 and 7): wholesale owners, agents, admins. */
export async function companyManagementRoutes(untyped: FastifyInstance, deps: TDeps) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // The company page words its refusal in Thai (3-admin.md section 6).
  const access = { area: 'companyManagement' as const, refusal: () => COMPANY_MESSAGES.noPermission };
  const reads = { config: { access } };
  const writes = { config: { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  app.get('/api/company-management', reads, async (request) => getCompanyPanel(deps, requireAuth(request).user));

  app.get('/api/company-management/stats', reads, async (request) => getCompanyStats(deps, requireAuth(request).user));

  app.get(
    '/api/company-management/companies/:companyId',
    { ...reads, schema: { params: ZCompanyParams } },
    async (request) => getCompanyDetail(deps, requireAuth(request).user, request.params.companyId),
  );

  app.post(
    '/api/company-management/resubmissions',
    { ...writes, schema: { body: ZResubmitLicenceRequest } },
    async (request, reply) => {
      const result = await resubmitLicence(deps, requireAuth(request).user, request.body);
      return reply.status(201).send(result);
    },
  );
}
