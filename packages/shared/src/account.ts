import { z } from 'zod';
import { normalisePhone, PHONE_MESSAGES, splitPhone } from './phone';
import { LICENCE_STATUS } from './licences/licence-status';
import { plainText } from './text';

export const DEFAULT_PHONE_PREFIX = '+66';
export const PHONE_PREFIXES = [
  '+66',
  '+1',
  '+44',
  '+61',
  '+65',
  '+60',
  '+62',
  '+63',
  '+81',
  '+82',
  '+84',
  '+86',
  '+91',
  '+33',
  '+49',
  '+39',
  '+34',
  '+971',
] as const;

export const PROFILE_MESSAGES = {
  updated: 'Personal information updated successfully',
  updateFailed: 'Failed to update personal information',
  mobileInvalid: PHONE_MESSAGES.invalid,
  displayNameRequired: 'Display name is required',
} as const;

/**
 * The prefix select is the country chooser: the number is read for it and stored in E.164
 * ('+66' and '081 234 5678' → '+66812345678', decision 19); an empty number is stored as null,
 * and so is one that is not a valid number (the request schema refuses those first).
 */
export function joinMobileNumber(prefix: string, number: string): string | null {
  return number.trim() ? normalisePhone(number, prefix as `+${string}`) : null;
}

/** Splits a stored number back into the prefix select and the number as people type it ('081 234 5678'). */
export function splitMobileNumber(stored: string | null | undefined): { prefix: string; number: string } {
  if (!stored) return { prefix: DEFAULT_PHONE_PREFIX, number: '' };
  const parsed = splitPhone(stored);
  if (parsed && (PHONE_PREFIXES as readonly string[]).includes(parsed.callingCode)) {
    return { prefix: parsed.callingCode, number: parsed.national };
  }
  const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((p) => stored.startsWith(p));
  return prefix ? { prefix, number: stored.slice(prefix.length) } : { prefix: DEFAULT_PHONE_PREFIX, number: stored };
}

export const ZUpdateProfileRequest = z
  .object({
    username: plainText().min(1, PROFILE_MESSAGES.displayNameRequired).max(80),
    mobilePrefix: z.enum(PHONE_PREFIXES).default(DEFAULT_PHONE_PREFIX),
    mobileNumber: z.string().trim().max(40, PROFILE_MESSAGES.mobileInvalid).default(''),
    marketingSubscription: z.boolean(),
    marketingPreference: z.enum(['email', 'phone', 'both']),
  })
  .refine((value) => value.mobileNumber === '' || joinMobileNumber(value.mobilePrefix, value.mobileNumber) !== null, {
    path: ['mobileNumber'],
    message: PROFILE_MESSAGES.mobileInvalid,
    // Checked as soon as the prefix and the number themselves are fine, whatever the other fields say;
    // never on a body that is no object at all (null, an array), which has neither.
    when: (payload) =>
      isPlainObject(payload.value) &&
      !payload.issues.some((issue) => issue.path?.[0] === 'mobilePrefix' || issue.path?.[0] === 'mobileNumber'),
  });
function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** Licence status 'ปกติ' (normal) shows green; any other value red. */
export const NORMAL_COMPANY_STATUS = LICENCE_STATUS.normal;
