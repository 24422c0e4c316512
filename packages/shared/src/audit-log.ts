import { z } from 'zod';
import { optionalCalendarDate, plainText } from './text';

/** The administrator's audit log (DESIGN decision 24): every administrator action, newest first. */
export const AUDIT_LOG_MESSAGES = {
  title: 'Audit Log',
  loadFailed: 'Failed to load the audit log',
  empty: 'No audit entries match these filters',
  dateOrder: 'The end date must not be before the start date',
} as const;

export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

/** A filter field where an empty value means "any". */
const optionalFilter = (max: number) =>
  plainText()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /api/admin/audit-log. `actor`: a user id (the page offers the administrators who acted) or an e-mail
 * (exact, any case); `from`/`to`: calendar days in Bangkok (the marketplace's zone), both included. The web's
 * filter form uses the same schema.
 */
export const ZAuditLogQuery = z
  .object({
    actor: optionalFilter(320),
    action: optionalFilter(100),
    targetType: optionalFilter(100),
    targetId: optionalFilter(200),
    from: optionalCalendarDate(),
    to: optionalCalendarDate(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AUDIT_LOG_MESSAGES.dateOrder,
    path: ['to'],
  });
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;
export type TAuditLogQueryInput = z.input<typeof ZAuditLogQuery>;

export type TAuditChange = { key: string; before: unknown; after: unknown };

/** The keys whose values differ between before and after, in a stable order: the table's compact diff. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): TAuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/**
 * An audit row written by a server command (`npm run admin:create`) has no actor and this prefix before the
 * command's name in its request id; a row whose actor was deleted has no actor and a request's id.
 */
export const COMMAND_REQUEST_PREFIX = 'command:';

/** The command that wrote an audit row, or null for a row written by a signed-in administrator. */
export function auditCommandOf(entry: { actor: { id: string | null }; requestId: string | null }): string | null {
  if (entry.actor.id !== null || !entry.requestId?.startsWith(COMMAND_REQUEST_PREFIX)) return null;
  return entry.requestId.slice(COMMAND_REQUEST_PREFIX.length);
}
