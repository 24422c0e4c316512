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
  /**
   * The target by its name where its type has one (a tour's title, a pending tour's title, a user's e-mail, a
   * booking's reference, a licence's company); null when the type has none or the record is gone.
   */
  targetName: z.string().nullable(),
  /** A tour's slug, for the link to its page; null otherwise. */
  targetSlug: z.string().nullable(),
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
  /** Everyone who has acted, for the filter's choices. */
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
  /** Every target type recorded so far, for the filter's choices. */
  targetTypes: z.array(z.string()),
  /** The target the log is narrowed to, by name, when `targetId` is set and names one. */
  target: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }).nullable(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** The administrator's audit log (DESIGN decision 24), newest first; admins only. */
export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  query: ZAuditLogQuery,
  response: ZAuditLogPage,
});
