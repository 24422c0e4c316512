/** POST /api/auth/recovery: the reset link is good; the e-mail it belongs to. */
export type TRecoveryResponse = { email: string };

/**
 * POST /api/auth/verify-email: the link's address is verified now, or was already (a used link, or an
 * address verified through a newer link). An unknown link is 400 EMAIL_LINK_INVALID, an expired or
 * replaced one 410 EMAIL_LINK_EXPIRED.
 */
export type TVerifyEmailResponse = { status: 'verified' | 'already_verified'; email: string };

/** POST /api/auth/email-verification/resend → 202: a new link went to the account's address. */
export type TResendVerificationResponse = { email: string; message: string };

/** POST /api/test/invitations (NODE_ENV=test only). */
export type TTestInvitationRequest = { email: string; expiresInMs: number; role?: string };
export type TTestInvitationResponse = { token: string };
