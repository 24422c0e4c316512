import type { TExecutor } from '../../db';
import { createSecretToken, hashToken } from '../../secret-tokens';
import { findLiveLinkToken, insertLinkToken, type TBookingLinkKind } from './manage-links.repository';
import { paths } from '@tour/shared';

/** The page where anyone holding the link manages the booking without an account (DESIGN decision 16). */
function manageBookingUrl(appUrl: string, token: string): string {
  return `${appUrl}${paths.manageBooking.href({ token })}`;
}

/**
 * The last instant the trip's end date is still a calendar day somewhere on Earth (UTC-12), so a link
 * never dies before the trip ends wherever the traveller is.
 */
export function tripEndInstant(endDate: string): Date {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1, 12, 0, 0) - 1);
}

/**
 * A fresh private link token of the kind given, for one e-mail: only the token's sha256 is stored, so each e-mail
 * carries its own token. Call it in the transaction that writes the e-mail to the outbox.
 */
export async function issueBookingLinkToken(
  tx: TExecutor,
  kind: TBookingLinkKind,
  input: { bookingId: string; expiresAt: Date; now: Date },
): Promise<string> {
  const { token, hash } = createSecretToken();
  await insertLinkToken(tx, kind, {
    tokenHash: hash,
    bookingId: input.bookingId,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
  return token;
}

/** The booking a private link of this kind opens, or null when its token is unknown or expired. */
export async function findBookingIdByLink(
  db: TExecutor,
  kind: TBookingLinkKind,
  token: string,
  now: Date,
): Promise<string | null> {
  return findLiveLinkToken(db, kind, hashToken(token), now);
}

/** A fresh manage link, valid until the trip ends (DESIGN decision 16). */
export async function issueManageLink(
  tx: TExecutor,
  input: { bookingId: string; tripEndDate: string; appUrl: string; now: Date },
): Promise<string> {
  const token = await issueBookingLinkToken(tx, 'manage', {
    bookingId: input.bookingId,
    expiresAt: tripEndInstant(input.tripEndDate),
    now: input.now,
  });
  return manageBookingUrl(input.appUrl, token);
}

/** The booking a manage link opens, or null when the token is unknown or the trip has ended. */
export async function findBookingIdByManageToken(db: TExecutor, token: string, now: Date): Promise<string | null> {
  return findBookingIdByLink(db, 'manage', token, now);
}
