import type { FastifyInstance } from 'fastify';
import { COMPANY_MESSAGES, getCompanyDetail, getCompanyPanel, getCompanyStats, resubmitLicence } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import * as companyManagement from './company-management.service';

type TDeps = { db: TDb; clock: TClock; writeLimit: number };

/** The company panel and its stats (3-admin.md sections 2 and 7): wholesale owners, agents, admins. */
export async function companyManagementRoutes(app: FastifyInstance, deps: TDeps) {
  // The company page words its refusal in Thai (3-admin.md section 6).
  const access = { area: 'companyManagement' as const, refusal: () => COMPANY_MESSAGES.noPermission };
  const reads = { access };
  const writes = { access, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, getCompanyPanel, reads, async (request) =>
    companyManagement.getCompanyPanel(deps, requireAuth(request).user),
  );

  serveEndpoint(app, getCompanyStats, reads, async (request) =>
    companyManagement.getCompanyStats(deps, requireAuth(request).user),
  );

  serveEndpoint(app, getCompanyDetail, reads, async (request) =>
    companyManagement.getCompanyDetail(deps, requireAuth(request).user, request.params.companyId),
  );

  serveEndpoint(app, resubmitLicence, writes, async (request, reply) => {
    const result = await companyManagement.resubmitLicence(deps, requireAuth(request).user, request.body);
    reply.code(201);
    return result;
  });
}
