import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import { emailVerificationTokens, profiles, users } from '@tour/db';
import type { TExecutor } from '../../db';

/** The account row, locked until the transaction ends: one confirmation e-mail decision at a time. */
export async function lockUserForVerification(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, username: profiles.username })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ?? null;
}

export async function insertVerificationToken(
  db: TExecutor,
  input: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
) {
  await db.insert(emailVerificationTokens).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function countVerificationTokensSince(db: TExecutor, userId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gte(emailVerificationTokens.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** Ends every unused link of the account: only the newest confirmation e-mail works. */
export async function expireOpenVerificationTokens(db: TExecutor, userId: string, now: Date) {
  await db
    .update(emailVerificationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    );
}

export async function findVerificationToken(db: TExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: emailVerificationTokens.userId,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Single use and only while live: only the first caller before the expiry gets true. */
export async function markVerificationTokenUsed(db: TExecutor, tokenHash: string, now: Date) {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return rows.length === 1;
}

/** The first confirmation counts; a later one leaves the recorded time as it is. */
export async function markEmailVerified(db: TExecutor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
