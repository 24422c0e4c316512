import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog, users } from '@tour/db';
import type { TExecutor } from '../../db';

export type TAuditLogFilter = {
  actorUserId?: string;
  actorEmail?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Instants: from included, until excluded. */
  from?: Date;
  until?: Date;
};

function conditionsOf(filter: TAuditLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.actorUserId ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
    filter.actorEmail ? sql`lower(${users.email}) = lower(${filter.actorEmail})` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  ];
  return and(...conditions);
}

/** One page of audit rows matching the filter, newest first, with the actor's e-mail. */
export async function listAuditEntries(
  db: TExecutor,
  filter: TAuditLogFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditLog.id,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
      address: auditLog.address,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditionsOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: TExecutor, filter: TAuditLogFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditionsOf(filter));
  return row?.total ?? 0;
}

export async function listAuditActions(db: TExecutor): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
