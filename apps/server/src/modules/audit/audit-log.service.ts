import type { TAuditLogPage, TAuditLogQuery } from '@tour/shared';
import type { TExecutor } from '../../db';
import { countAuditEntries, listAuditActions, listAuditEntries, type TAuditLogFilter } from './audit-log.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function nextDay(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** The query's filters as the repository reads them: an actor is an id or an e-mail; dates are whole UTC days. */
function filterOf(query: TAuditLogQuery): TAuditLogFilter {
  const actorIsId = query.actor !== undefined && UUID.test(query.actor);
  return {
    actorUserId: actorIsId ? query.actor : undefined,
    actorEmail: actorIsId ? undefined : query.actor,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? nextDay(query.to) : undefined,
  };
}

/** The administrator's audit log (DESIGN decision 24), newest first. */
export async function listAuditLog(db: TExecutor, query: TAuditLogQuery): Promise<TAuditLogPage> {
  const filter = filterOf(query);
  const [rows, total, actions] = await Promise.all([
    listAuditEntries(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countAuditEntries(db, filter),
    listAuditActions(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorUserId, email: row.actorEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      requestId: row.requestId,
      address: row.address,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    actions,
  };
}
