import type { TRole } from './roles';

export type TSessionUser = {
  id: string;
  email: string;
  username: string;
  role: TRole;
  hasCompany: boolean;
  createdAt: string;
};

/** GET /api/auth/session. `idleExpiresAt` is the server's inactivity deadline for this session. */
export type TSessionResponse = { user: TSessionUser | null; idleExpiresAt: string | null };

/** GET /api/invitations/validate?token= */
export type TInvitationCheck = { email: string; role: TRole; isValid: boolean; expiresAt: string };
