import { z } from 'zod';
import { EMAIL_VERIFICATION_MESSAGES } from './email-verification';
import { MESSAGES } from './errors';
import { plainText } from './text';

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const email = z.string().trim().toLowerCase().email(MESSAGES.emailInvalid);

export const ZSignInRequest = z.object({
  email: z.string().trim().min(1, MESSAGES.signInRequired).pipe(email),
  password: z.string().min(1, MESSAGES.signInRequired),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/**
 * Sign-up: the browser may send a role, but it is never read (DESIGN decision 1): the schema strips it.
 */
export const ZSignUpRequest = z
  .object({
    email: z.string().trim().min(1, MESSAGES.signUpRequired).pipe(email),
    password: z.string().min(1, MESSAGES.signUpRequired),
    confirmPassword: z.string().min(1, MESSAGES.signUpRequired),
    displayName: plainText().max(80).optional(),
    invitationToken: plainText().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    } else if (value.password && value.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
    }
  });
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().min(1, MESSAGES.forgotEmailRequired).pipe(email),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: plainText().min(1, MESSAGES.resetLinkInvalid).max(200),
    password: z.string().min(1, MESSAGES.resetFieldsRequired),
    confirmPassword: z.string().min(1, MESSAGES.resetFieldsRequired),
  })
  .superRefine((value, ctx) => {
    if (!value.password || !value.confirmPassword) return;
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    } else if (value.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
    }
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZRecoveryTokenRequest = z.object({ token: plainText().min(1, MESSAGES.resetLinkInvalid).max(200) });

export const ZVerifyEmailRequest = z.object({
  token: plainText().min(1, EMAIL_VERIFICATION_MESSAGES.linkInvalid).max(200, EMAIL_VERIFICATION_MESSAGES.linkInvalid),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** Display name defaults to the part of the e-mail before the at sign. */
export function defaultDisplayName(emailAddress: string): string {
  return emailAddress.split('@')[0] ?? emailAddress;
}
