import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditLogQuery } from '@tour/shared';
import type { TDb } from '@tour/db';
import { listAuditLog } from './audit-log.service';

/** The audit log of administrator actions (DESIGN decision 24). Admins only. */
export async function auditLogRoutes(untyped: FastifyInstance, deps: { db: TDb }) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit-log',
    { config: { access: { area: 'auditLog' } }, schema: { querystring: ZAuditLogQuery } },
    async (request) => listAuditLog(deps.db, request.query),
  );
}
