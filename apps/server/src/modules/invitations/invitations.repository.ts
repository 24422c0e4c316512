import { and, desc, eq, gt, isNotNull, isNull, lte, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { expectRow, invitations, mailOutbox, users } from '@tour/db';
import type { TInvitationState, TRole } from '@tour/shared';
import type { TExecutor } from '../../db';

/** The conditions of 3-admin.md section 4's states, at `now`. */
function stateCondition(state: TInvitationState, now: Date): SQL {
  switch (state) {
    case 'used':
      return isNotNull(invitations.usedAt);
    case 'deactivated':
      return and(isNull(invitations.usedAt), not(invitations.isActive)) as SQL;
    case 'expired':
      return and(isNull(invitations.usedAt), eq(invitations.isActive, true), lte(invitations.expiresAt, now)) as SQL;
    case 'active':
      return and(isNull(invitations.usedAt), eq(invitations.isActive, true), gt(invitations.expiresAt, now)) as SQL;
  }
}

const creator = alias(users, 'invitation_creator');

const invitationRowColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  tokenCiphertext: invitations.tokenCiphertext,
  isActive: invitations.isActive,
  usedAt: invitations.usedAt,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
  createdById: invitations.createdBy,
  createdByEmail: creator.email,
  mailStatus: mailOutbox.status,
  mailAttempts: mailOutbox.attempts,
};

function selectInvitationRows(db: TExecutor) {
  return db
    .select(invitationRowColumns)
    .from(invitations)
    .leftJoin(creator, eq(creator.id, invitations.createdBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, invitations.mailId));
}

export type TInvitationRecord = Awaited<ReturnType<typeof findInvitationRecord>> & {};

/** One page of invitations, newest first, with their creator and e-mail delivery. */
export async function findInvitationPage(
  db: TExecutor,
  input: { state: TInvitationState | 'all'; now: Date; limit: number; offset: number },
) {
  const where = input.state === 'all' ? undefined : stateCondition(input.state, input.now);
  const [items, [matching]] = await Promise.all([
    selectInvitationRows(db)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(invitations).where(where),
  ]);
  return { items, total: Number(matching?.total ?? 0) };
}

/** The four counters (3-admin.md section 2): total, active, used, expired, in one pass. */
export async function countInvitationsByState(db: TExecutor, now: Date) {
  const countWhere = (state: TInvitationState) =>
    sql<number>`count(*) filter (where ${stateCondition(state, now)})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: countWhere('active'),
      used: countWhere('used'),
      expired: countWhere('expired'),
    })
    .from(invitations);
  const counts = expectRow(row, 'the invitation counts');
  return {
    total: Number(counts.total),
    active: Number(counts.active),
    used: Number(counts.used),
    expired: Number(counts.expired),
  };
}

export async function findInvitationRecord(db: TExecutor, id: string) {
  const [row] = await selectInvitationRows(db).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByTokenHash(db: TExecutor, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * The same, with the row locked until the transaction ends: two sign-ups with one token queue here, and
 * the second reads the invitation as the first left it (used).
 */
export async function lockInvitationByTokenHash(db: TExecutor, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1).for('update');
  return row ?? null;
}

/**
 * Serialises the creation of invitations for one address until the transaction ends, so two administrators
 * inviting it at once cannot both pass the pending-invitation check.
 */
export async function lockInvitationEmail(db: TExecutor, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${email.toLowerCase()}`}))`);
}

/** The expiry of the newest active, unused, unexpired invitation for the address (any case), if any. */
export async function findPendingInvitationExpiry(db: TExecutor, email: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(sql`lower(${invitations.email})`, email.toLowerCase()), stateCondition('active', now)))
    .orderBy(desc(invitations.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

export async function isEmailRegistered(db: TExecutor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(
  db: TExecutor,
  input: {
    email: string;
    role: TRole;
    tokenHash: string;
    tokenCiphertext: string;
    createdBy: string | null;
    now: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(invitations)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: input.tokenHash,
      tokenCiphertext: input.tokenCiphertext,
      createdBy: input.createdBy,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      isActive: true,
    })
    .returning({ id: invitations.id });
  return expectRow(row, 'the inserted invitation').id;
}

export async function setInvitationMail(db: TExecutor, id: string, mailId: string) {
  await db.update(invitations).set({ mailId }).where(eq(invitations.id, id));
}

/** Deactivates an active, unused invitation; false when it is not one (any more). */
export async function deactivateActiveInvitation(db: TExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ isActive: false })
    .where(and(eq(invitations.id, id), eq(invitations.isActive, true), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Only an active, unused, unexpired invitation can be used, and only once. */
export async function markInvitationUsed(db: TExecutor, input: { id: string; userId: string; now: Date }) {
  const rows = await db
    .update(invitations)
    .set({ usedAt: input.now, usedBy: input.userId })
    .where(and(eq(invitations.id, input.id), stateCondition('active', input.now)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
