import { marketplaceDayEnd, marketplaceDayStart, type TAuditLogPage, type TAuditLogQuery } from '@tour/shared';
import type { TExecutor } from '../../db';
import {
  countAuditEntries,
  findTargetName,
  listAuditActions,
  listAuditActors,
  listAuditEntries,
  listAuditTargetTypes,
  type TAuditLogFilter,
} from './audit-log.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query's filters as the repository reads them: an actor is an id or an e-mail; dates are whole Bangkok days. */
function filterOf(query: TAuditLogQuery): TAuditLogFilter {
  const actorIsId = query.actor !== undefined && UUID.test(query.actor);
  return {
    actorUserId: actorIsId ? query.actor : undefined,
    actorEmail: actorIsId ? undefined : query.actor,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? marketplaceDayStart(query.from) : undefined,
    until: query.to ? marketplaceDayEnd(query.to) : undefined,
  };
}

/** The administrator's audit log (DESIGN decision 24), newest first. */
export async function listAuditLog(db: TExecutor, query: TAuditLogQuery): Promise<TAuditLogPage> {
  const filter = filterOf(query);
  const [rows, total, actions, actors, targetTypes] = await Promise.all([
    listAuditEntries(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countAuditEntries(db, filter),
    listAuditActions(db),
    listAuditActors(db),
    listAuditTargetTypes(db),
  ]);
  const targetType = query.targetType ?? rows[0]?.targetType;
  const target =
    query.targetId && targetType
      ? { type: targetType, id: query.targetId, name: await findTargetName(db, targetType, query.targetId) }
      : null;
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorUserId, email: row.actorEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetName,
      targetSlug: row.targetSlug,
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
    actors,
    targetTypes,
    target,
  };
}
