import { and, eq, gt, isNull } from 'drizzle-orm';
import { invitations, expectRow } from '@tour/db';
import type { TRole } from '@tour/shared';
import type { TExecutor } from '../../db';

export async function findInvitationByTokenHash(db: TExecutor, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function insertInvitation(
  db: TExecutor,
  input: { email: string; role: TRole; tokenHash: string; createdBy: string | null; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(invitations)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: input.tokenHash,
      createdBy: input.createdBy,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      isActive: true,
    })
    .returning();
  return expectRow(row, 'the inserted invitation');
}

/** Only an active, unused, unexpired invitation can be used, and only once. */
export async function markInvitationUsed(db: TExecutor, input: { id: string; userId: string; now: Date }) {
  const rows = await db
    .update(invitations)
    .set({ usedAt: input.now, usedBy: input.userId })
    .where(
      and(
        eq(invitations.id, input.id),
        eq(invitations.isActive, true),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, input.now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}
