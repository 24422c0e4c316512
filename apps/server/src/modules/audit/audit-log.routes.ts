import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '@tour/shared';
import type { TDb } from '@tour/db';
import { serveEndpoint } from '../../http/endpoint-route';
import * as auditLog from './audit-log.service';

/** The audit log of administrator actions (DESIGN decision 24). Admins only. */
export async function auditLogRoutes(app: FastifyInstance, deps: { db: TDb }) {
  serveEndpoint(app, listAuditLog, { access: { area: 'auditLog' } }, async (request) =>
    auditLog.listAuditLog(deps.db, request.query),
  );
}
