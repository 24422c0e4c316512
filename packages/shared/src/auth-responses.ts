import type { TMailMessage } from './api-types';

/** POST /api/auth/recovery: the reset link is good; the e-mail it belongs to. */
export type TRecoveryResponse = { email: string };

/** GET /api/dev/mailbox (not in production): the outbox, newest first. */
export type TMailboxResponse = { messages: TMailMessage[] };

/** POST /api/test/invitations (NODE_ENV=test only). */
export type TTestInvitationRequest = { email: string; expiresInMs: number; role?: string };
export type TTestInvitationResponse = { token: string };
