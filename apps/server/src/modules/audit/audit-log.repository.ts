import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog, bookings, companies, invitations, pendingTours, tatLicenses, tours, users } from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

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

/**
 * A target's name by its type: a tour's or pending tour's title, a user's e-mail, a booking's reference, a
 * licence's company with its number, a company's name. Null for a type without names (an image clean-up) or a
 * record that is gone. New target types read well once they are named here.
 */
function targetNameSql(type: SQL, id: SQL): SQL<string | null> {
  return sql<string | null>`case ${type}
    when 'tour' then (select x.title from ${tours} x where x.id::text = ${id})
    when 'pending_tour' then (select x.title from ${pendingTours} x where x.id::text = ${id})
    when 'user' then (select x.email from ${users} x where x.id::text = ${id})
    when 'booking' then (select x.booking_reference from ${bookings} x where x.id::text = ${id})
    when 'licence' then (select coalesce(x.company_name_en, x.company_name_th) || ' (' || x.license_id || ')'
      from ${tatLicenses} x where x.license_id = ${id})
    when 'company' then (select coalesce(x.company_name_en, x.company_name_th) from ${companies} x
      where x.id::text = ${id})
    when 'invitation' then (select x.email from ${invitations} x where x.id::text = ${id})
    end`;
}

/** A tour's slug, for the link to its page. */
function targetSlugSql(type: SQL, id: SQL): SQL<string | null> {
  return sql<
    string | null
  >`case when ${type} = 'tour' then (select x.slug from ${tours} x where x.id::text = ${id}) end`;
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
      targetName: targetNameSql(sql`${auditLog.targetType}`, sql`${auditLog.targetId}`),
      targetSlug: targetSlugSql(sql`${auditLog.targetType}`, sql`${auditLog.targetId}`),
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

/** Everyone who has acted, by e-mail: the actor filter's choices. */
export async function listAuditActors(db: TExecutor) {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(asc(users.email));
  return rows;
}

export async function listAuditTargetTypes(db: TExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ targetType: auditLog.targetType })
    .from(auditLog)
    .orderBy(asc(auditLog.targetType));
  return rows.map((row) => row.targetType);
}

/** The name of one target, for the filter that narrows the log to it. */
export async function findTargetName(db: TExecutor, targetType: string, targetId: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string | null }>(
    db,
    sql`select ${targetNameSql(sql`${targetType}::text`, sql`${targetId}::text`)} as name`,
  );
  return row?.name ?? null;
}
