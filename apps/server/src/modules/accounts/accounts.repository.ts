import { and, asc, count, eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountRoleCounts, companies, profiles, userCompanyLicenseMap, users } from '@tour/db';
import type { TAccountStatus, TAccountRoleFilter, TRole } from '@tour/shared';
import type { TExecutor } from '../../db';

export type TAccountFilter = { role: TAccountRoleFilter; status: 'all' | TAccountStatus; q: string | undefined };

const accountColumns = {
  id: profiles.id,
  username: profiles.username,
  email: users.email,
  role: profiles.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: profiles.createdAt,
  lastSignInAt: users.lastSignInAt,
  deactivatedAt: users.deactivatedAt,
};

export type TAccountRecord = {
  id: string;
  username: string;
  email: string;
  role: TRole;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
};

function likeAnyPart(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const matchedProfiles = alias(profiles, 'matched_profiles');

/**
 * Accounts whose e-mail or username contains `q`, any case. Each side is its own trigram-indexed look-up and
 * the union of ids drives the join, so a search reads the few matching rows rather than every account.
 */
function searchMatches(db: TExecutor, q: string): SQL {
  const pattern = likeAnyPart(q);
  const byEmail = db
    .select({ id: users.id })
    .from(users)
    .where(like(sql`lower(${users.email})`, pattern));
  const byUsername = db
    .select({ id: matchedProfiles.id })
    .from(matchedProfiles)
    .where(like(sql`lower(${matchedProfiles.username})`, pattern));
  return inArray(profiles.id, byEmail.union(byUsername));
}

function statusMatches(status: TAccountFilter['status']): SQL | undefined {
  if (status === 'active') return isNull(users.deactivatedAt);
  if (status === 'deactivated') return isNotNull(users.deactivatedAt);
  return undefined;
}

function accountWhere(db: TExecutor, filter: TAccountFilter): SQL | undefined {
  return and(
    filter.role === 'all' ? undefined : eq(profiles.role, filter.role),
    statusMatches(filter.status),
    filter.q ? searchMatches(db, filter.q) : undefined,
  );
}

/** One page of accounts, newest first (profiles' created_at, then id, so pages never overlap). */
export async function listAccounts(
  db: TExecutor,
  filter: TAccountFilter,
  page: { limit: number; offset: number },
): Promise<TAccountRecord[]> {
  return (
    db
      .select(accountColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(accountWhere(db, filter))
      // As the index is declared (profiles_created_at_id_idx, profiles_role_created_at_id_idx), so it serves the order.
      .orderBy(sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`)
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** As listAccounts, each row also carrying how many rows match in all; for filters that match few rows. */
export async function listAccountsCounted(
  db: TExecutor,
  filter: TAccountFilter,
  page: { limit: number; offset: number },
): Promise<Array<TAccountRecord & { matching: number }>> {
  const rows = await db
    .select({ ...accountColumns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(accountWhere(db, filter))
    .orderBy(sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`)
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

export async function countAccounts(db: TExecutor, filter: TAccountFilter): Promise<number> {
  const [row] = await db
    .select({ accounts: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(accountWhere(db, filter));
  return Number(row?.accounts ?? 0);
}

/** Accounts per stored role, all of them: the summary rows a trigger keeps with every profile change. */
export async function countAccountsByRole(db: TExecutor): Promise<Array<{ role: string; accounts: number }>> {
  return db.select({ role: accountRoleCounts.role, accounts: accountRoleCounts.accounts }).from(accountRoleCounts);
}

export async function findAccount(db: TExecutor, userId: string): Promise<TAccountRecord | null> {
  const [row] = await db
    .select(accountColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Locks every active administrator's rows (profile and user), in id order so that two transactions never
 * wait on each other crosswise. A transaction that waited sees the rows as the other one left them: an
 * administrator just demoted or deactivated is no longer listed.
 */
export async function lockActiveAdministrators(tx: TExecutor): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.role, 'admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(profiles.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The account's rows, locked for the change about to be made. */
export async function lockAccount(tx: TExecutor, userId: string): Promise<TAccountRecord | null> {
  const [row] = await tx
    .select(accountColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .for('update');
  return row ?? null;
}

export async function updateAccountRole(tx: TExecutor, input: { userId: string; role: TRole; now: Date }) {
  await tx.update(profiles).set({ role: input.role, updatedAt: input.now }).where(eq(profiles.id, input.userId));
}

export async function setAccountDeactivatedAt(
  tx: TExecutor,
  input: { userId: string; deactivatedAt: Date | null; now: Date },
) {
  await tx
    .update(users)
    .set({ deactivatedAt: input.deactivatedAt, updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

/** Whether the account belongs to a company (registered it, or linked through a licence): the menus depend on it. */
export async function accountHasCompany(db: TExecutor, userId: string): Promise<boolean> {
  const [registered] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  if (registered) return true;
  const [linked] = await db
    .select({ id: userCompanyLicenseMap.id })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId))
    .limit(1);
  return Boolean(linked);
}
