import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '@tour/db';
import { normaliseRole } from '@tour/shared';
import type { TExecutor } from '../../db';

/**
 * The account behind an e-mail (any case) with its role and status; `lock` holds its rows until the transaction
 * ends, so two runs of the command (or the command and an administrator's change) do not overwrite each other.
 */
export async function findAccountByEmail(db: TExecutor, email: string, options: { lock: boolean }) {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      role: profiles.role,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { ...row, role: normaliseRole(row.role) } : null;
}

/**
 * A new administrator's account; null when an account with this e-mail appeared since it was looked up (the
 * unique index on the lower-case e-mail settles the race).
 */
export async function insertAdministrator(
  tx: TExecutor,
  input: { email: string; username: string; passwordHash: string; now: Date },
): Promise<string | null> {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return null;
  await tx.insert(profiles).values({
    id: user.id,
    username: input.username,
    role: 'admin',
    createdAt: input.now,
    updatedAt: input.now,
  });
  return user.id;
}

/** Makes an existing account an active administrator: the role, and the deactivation lifted. */
export async function grantAdministrator(tx: TExecutor, userId: string, now: Date): Promise<void> {
  await tx.update(profiles).set({ role: 'admin', updatedAt: now }).where(eq(profiles.id, userId));
  await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, userId));
}
