import { and, eq, gt } from 'drizzle-orm';
import { bookingAccessTokens } from '@tour/db';
import type { TExecutor } from '../../db';

export async function insertAccessToken(
  db: TExecutor,
  row: { tokenHash: string; bookingId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(bookingAccessTokens).values(row);
}

/** The booking whose unexpired link has this token hash, if any. */
export async function findLiveAccessToken(db: TExecutor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ bookingId: bookingAccessTokens.bookingId })
    .from(bookingAccessTokens)
    .where(and(eq(bookingAccessTokens.tokenHash, tokenHash), gt(bookingAccessTokens.expiresAt, now)))
    .limit(1);
  return row?.bookingId ?? null;
}
