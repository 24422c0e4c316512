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

/** GET /api/config: public, non-secret settings the browser needs. */
export type TPublicConfig = {
  supportEmail: string;
  supportPhone: string;
  devMailbox: boolean;
  paymentsTestMode: boolean;
};

export type TMailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
};
