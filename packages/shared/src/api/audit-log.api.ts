import { z } from 'zod';
import { ZAuditLogQuery } from '../audit-log';
import { defineEndpoint } from './endpoint';

const ZAuditRecord = z.record(z.string(), z.unknown()).nullable();

const ZAuditLogEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: ZAuditRecord,
  after: ZAuditRecord,
  requestId: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

const ZAuditLogPage = z.object({
  items: z.array(ZAuditLogEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** The administrator's audit log (DESIGN decision 24), newest first; admins only. */
export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  query: ZAuditLogQuery,
  response: ZAuditLogPage,
});
