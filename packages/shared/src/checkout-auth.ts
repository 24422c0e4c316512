import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';
import { MESSAGES } from './errors';

/** The 'Login for Faster Checkout' card's messages (1-traveller.md section 5, checkout login/register). */
export const CHECKOUT_AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: MESSAGES.checkoutPasswordTooShort,
  fullNameRequired: 'Full name is required',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
} as const;

export const CHECKOUT_AUTH_MODES = ['login', 'register'] as const;
export type TCheckoutAuthMode = (typeof CHECKOUT_AUTH_MODES)[number];

const M = CHECKOUT_AUTH_MESSAGES;

/**
 * One form for both modes: full name and confirm password count only when registering. Every rule is
 * checked in one pass so that all the messages show together.
 */
export const ZCheckoutAuthForm = z
  .object({
    mode: z.enum(CHECKOUT_AUTH_MODES),
    fullName: z.string(),
    email: z.string().trim().toLowerCase(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const isRegister = value.mode === 'register';
    if (isRegister && !value.fullName.trim()) issue('fullName', M.fullNameRequired);
    if (!value.email) issue('email', M.emailRequired);
    else if (!z.email().safeParse(value.email).success) issue('email', M.emailInvalid);
    if (!value.password) issue('password', M.passwordRequired);
    else if (isRegister && value.password.length < PASSWORD_MIN_LENGTH) issue('password', M.passwordTooShort);
    if (isRegister) {
      if (!value.confirmPassword) issue('confirmPassword', M.confirmRequired);
      else if (value.password && value.confirmPassword !== value.password)
        issue('confirmPassword', M.passwordsDoNotMatch);
    }
  });
export type TCheckoutAuthFormInput = z.input<typeof ZCheckoutAuthForm>;
export type TCheckoutAuthForm = z.output<typeof ZCheckoutAuthForm>;
