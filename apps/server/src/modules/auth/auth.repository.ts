import { and, count, eq, gte, gt, isNull, or, sql } from 'drizzle-orm';
import {
  authSessions,
  companies,
  passwordResetTokens,
  profiles,
  userCompanyLicenseMap,
  users,
  expectRow,
} from '@tour/db';
import { normaliseRole, type TLanguage, type TRole, type TSessionUser } from '@tour/shared';
import type { TExecutor } from '../../db';

export async function findUserByEmail(db: TExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findPasswordHashOfUser(db: TExecutor, userId: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

export async function recordSignIn(db: TExecutor, userId: string, now: Date) {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/**
 * Locks the account's row while its reset e-mails are counted and one more is issued, so two requests at
 * once cannot both see room under the limit.
 */
export async function lockUserForReset(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function countResetTokensSince(db: TExecutor, userId: string, since: Date) {
  const [row] = await db
    .select({ issued: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
  return Number(row?.issued ?? 0);
}

/** Spends every unused reset link of the account (deactivation); the rows stay, so they still count against the limit. */
export async function spendResetTokensOfUser(db: TExecutor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertUserWithProfile(
  db: TExecutor,
  input: { email: string; passwordHash: string; username: string; role: TRole; language: TLanguage; now: Date },
) {
  const [user] = await db
    .insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash, createdAt: input.now })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    id: expectRow(user, 'the inserted user').id,
    username: input.username,
    role: input.role,
    language: input.language,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return expectRow(user, 'the inserted user').id;
}

export async function findSessionUser(db: TExecutor, sessionId: string) {
  const hasCompany = sql<boolean>`(
    exists (select 1 from ${companies} where ${companies.userId} = ${users.id})
    or exists (select 1 from ${userCompanyLicenseMap} where ${userCompanyLicenseMap.userId} = ${users.id})
  )`;
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastActiveAt: authSessions.lastActiveAt,
      expiresAt: authSessions.expiresAt,
      id: users.id,
      email: users.email,
      username: profiles.username,
      role: profiles.role,
      createdAt: users.createdAt,
      hasCompany,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    // A deactivated account's sessions are deleted with the deactivation; this refuses any that slipped past it.
    .where(and(eq(authSessions.id, sessionId), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const user: TSessionUser = {
    id: row.id,
    email: row.email,
    username: row.username,
    role: normaliseRole(row.role),
    hasCompany: Boolean(row.hasCompany),
    createdAt: row.createdAt.toISOString(),
  };
  return { sessionId: row.sessionId, lastActiveAt: row.lastActiveAt, expiresAt: row.expiresAt, user };
}

export async function insertSession(
  db: TExecutor,
  input: { id: string; userId: string; now: Date; expiresAt: Date; userAgent: string | null; ip: string | null },
) {
  await db.insert(authSessions).values({
    id: input.id,
    userId: input.userId,
    createdAt: input.now,
    lastActiveAt: input.now,
    expiresAt: input.expiresAt,
    userAgent: input.userAgent,
    ip: input.ip,
  });
}

/** Moves the inactivity deadline only while the session is still alive. */
export async function touchSession(db: TExecutor, sessionId: string, now: Date, idleCutoff: Date) {
  const rows = await db
    .update(authSessions)
    .set({ lastActiveAt: now })
    .where(
      and(eq(authSessions.id, sessionId), gt(authSessions.lastActiveAt, idleCutoff), gt(authSessions.expiresAt, now)),
    )
    .returning({ id: authSessions.id });
  return rows.length === 1;
}

export async function setSessionReauthenticated(db: TExecutor, sessionId: string, now: Date) {
  await db.update(authSessions).set({ reauthenticatedAt: now }).where(eq(authSessions.id, sessionId));
}

export async function findSessionReauthenticatedAt(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({ reauthenticatedAt: authSessions.reauthenticatedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row?.reauthenticatedAt ?? null;
}

export async function deleteSession(db: TExecutor, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Returns how many sessions ended. */
export async function deleteSessionsOfUser(db: TExecutor, userId: string) {
  const rows = await db.delete(authSessions).where(eq(authSessions.userId, userId)).returning({ id: authSessions.id });
  return rows.length;
}

export async function deleteDeadSessions(db: TExecutor, now: Date, idleCutoff: Date) {
  await db
    .delete(authSessions)
    .where(or(sql`${authSessions.lastActiveAt} <= ${idleCutoff}`, sql`${authSessions.expiresAt} <= ${now}`));
}

export async function insertResetToken(
  db: TExecutor,
  input: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findResetToken(db: TExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: users.email,
      deactivatedAt: users.deactivatedAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Single use: only the first caller gets true. */
export async function markResetTokenUsed(db: TExecutor, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId });
  return rows.length === 1;
}

export async function updatePasswordHash(db: TExecutor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Replaces a password hash by a stronger one of the same password, only while the stored hash is still
 * the one that was verified: a password changed in between (a reset) is never overwritten.
 */
export async function upgradePasswordHash(
  db: TExecutor,
  input: { userId: string; verifiedHash: string; upgradedHash: string },
) {
  const rows = await db
    .update(users)
    .set({ passwordHash: input.upgradedHash })
    .where(and(eq(users.id, input.userId), eq(users.passwordHash, input.verifiedHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}
