import { MESSAGES, normaliseRole, type TInvitationCheck } from '@tour/shared';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { hashToken } from '../auth/tokens';
import { findInvitationByTokenHash } from './invitations.repository';

/** What other modules use of this module's data, so that they never import its repository. */
export { insertInvitation, markInvitationUsed } from './invitations.repository';

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
