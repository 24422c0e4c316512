import { and, eq, gt } from 'drizzle-orm';
import { bookingAccessTokens, reviewAccessTokens } from '@tour/db';
import type { TExecutor } from '../../db';

/**
 * Where each kind of private booking link keeps its token hashes: one table a kind, so a review link (issue 23)
 * can never open the manage page, nor a manage link the review page.
 */
const LINK_TOKENS = { manage: bookingAccessTokens, review: reviewAccessTokens } as const;
export type TBookingLinkKind = keyof typeof LINK_TOKENS;

export async function insertLinkToken(
  db: TExecutor,
  kind: TBookingLinkKind,
  row: { tokenHash: string; bookingId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(LINK_TOKENS[kind]).values(row);
}

/** The booking whose unexpired link of this kind has this token hash, if any. */
export async function findLiveLinkToken(
  db: TExecutor,
  kind: TBookingLinkKind,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const table = LINK_TOKENS[kind];
  const [row] = await db
    .select({ bookingId: table.bookingId })
    .from(table)
    .where(and(eq(table.tokenHash, tokenHash), gt(table.expiresAt, now)))
    .limit(1);
  return row?.bookingId ?? null;
}
