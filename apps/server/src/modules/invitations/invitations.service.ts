import { MESSAGES, normaliseRole, type TInvitationCheck, type TRole } from '@tour/shared';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { createSecretToken, hashToken } from '../../secret-tokens';
import { findInvitationByTokenHash, insertInvitation, markInvitationUsed } from './invitations.repository';

/** A new invitation; only the token's hash is stored, so the token is returned for the link (DESIGN decision 32). */
export async function createInvitation(
  db: TExecutor,
  input: { email: string; role: TRole; createdBy: string | null; now: Date; expiresAt: Date },
) {
  const { token, hash } = createSecretToken();
  await insertInvitation(db, { ...input, tokenHash: hash });
  return { token };
}

/** Spends the invitation for the account just made, in the sign-up's transaction; false when it is no longer usable. */
export async function spendInvitation(db: TExecutor, input: { id: string; userId: string; now: Date }) {
  return markInvitationUsed(db, input);
}

export function isInvitationUsable(
  invitation: { isActive: boolean; usedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return invitation.isActive && invitation.usedAt === null && invitation.expiresAt > now;
}

/** Finds the invitation behind a token, or throws the spec's message for an unknown or spent one. */
export async function requireUsableInvitation(db: TExecutor, token: string, now: Date) {
  const invitation = await findInvitationByTokenHash(db, hashToken(token));
  if (!invitation) throw new AppError('INVITATION_INVALID', MESSAGES.invitationInvalid);
  if (!isInvitationUsable(invitation, now)) throw new AppError('INVITATION_EXPIRED', MESSAGES.invitationExpired);
  return invitation;
}

export async function checkInvitation(db: TExecutor, token: string, now: Date): Promise<TInvitationCheck> {
  const invitation = await requireUsableInvitation(db, token, now);
  return {
    email: invitation.email,
    role: normaliseRole(invitation.role),
    isValid: true,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
