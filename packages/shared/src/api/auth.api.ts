import { z } from 'zod';
import {
  ZForgotPasswordRequest,
  ZRecoveryTokenRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZVerifyEmailRequest,
} from '../auth';
import { ROLES } from '../role-names';
import { defineEndpoint } from './endpoint';

/** Sign-in, sign-up, sessions and their inactivity deadline, password reset and e-mail confirmation. */

const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  hasCompany: z.boolean(),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** `idleExpiresAt` is the server's inactivity deadline for this session. */
const ZSessionResponse = z.object({ user: ZSessionUser.nullable(), idleExpiresAt: z.string().nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

const ZPasswordResetRequested = z.object({ message: z.string() });
export type TPasswordResetRequested = z.infer<typeof ZPasswordResetRequested>;

/** The reset link is good; the e-mail it belongs to. */
const ZRecoveryResponse = z.object({ email: z.string() });
export type TRecoveryResponse = z.infer<typeof ZRecoveryResponse>;

/** The link's address is verified now, or was already (a used link, or one verified through a newer link). */
const ZVerifyEmailResponse = z.object({ status: z.enum(['verified', 'already_verified']), email: z.string() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** A new link went to the account's address. */
const ZResendVerificationResponse = z.object({ email: z.string(), message: z.string() });
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** The signed-in user, or none; on every page's first screen (the browser holds only its reference). */
export const getSession = defineEndpoint({
  method: 'GET',
  path: '/api/auth/session',
  response: ZSessionResponse,
});

/** Extends the server's idle deadline; 401 SESSION_EXPIRED (and the cookie cleared) when the session is gone. */
export const recordActivity = defineEndpoint({
  method: 'POST',
  path: '/api/auth/activity',
  response: ZSessionResponse,
});

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  body: ZSignInRequest,
  response: ZSessionResponse,
});

/** 201: signed in at once; the server decides the role (an invitation's, else customer). */
export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-up',
  body: ZSignUpRequest,
  response: ZSessionResponse,
});

/** 204, signed in or not: the session ends and its cookie is cleared. */
export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  response: null,
});

/** 202 whether or not the account exists. */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: ZForgotPasswordRequest,
  response: ZPasswordResetRequested,
});

/** 400 RESET_LINK_INVALID, 410 RESET_LINK_EXPIRED. */
export const checkRecoveryToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/recovery',
  body: ZRecoveryTokenRequest,
  response: ZRecoveryResponse,
});

/** 204; the new password ends every session of the account. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: ZResetPasswordRequest,
  response: null,
});

/**
 * The link works in any browser, signed in or not: holding the token is the proof. An unknown link is
 * 400 EMAIL_LINK_INVALID, an expired or replaced one 410 EMAIL_LINK_EXPIRED.
 */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  body: ZVerifyEmailRequest,
  response: ZVerifyEmailResponse,
});

/** 202: a new link for the signed-in account; earlier links stop working. 409 when verified, 429 after five an hour. */
export const resendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email-verification/resend',
  response: ZResendVerificationResponse,
});
