import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { plainText } from './text';

/** Decision 19: phones are read for the chosen country (default Thailand, +66) and stored in E.164. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TH';

/** A country ('TH') or a calling-code prefix as the profile's select offers it ('+66'). */
export type TPhoneCountry = CountryCode | `+${string}`;

/** The spec's messages (1-traveller.md section 5), kept for numbers that are truly invalid. */
export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number',
} as const;

/** What a person may type: digits, spaces, dashes, dots, parentheses and a plus; letters are never a phone. */
const PHONE_CHARACTERS = /^[\d\s\-().+]+$/;

/**
 * The one phone rule: the text read as a number of `country` (unless it starts with its own +code),
 * returned in E.164 ('081 234 5678' → '+66812345678'), or null when it is not a valid number.
 */
export function normalisePhone(text: string, country: TPhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = country.startsWith('+')
    ? parsePhoneNumberFromString(trimmed, { defaultCallingCode: country.slice(1) })
    : parsePhoneNumberFromString(trimmed, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** True when `normalisePhone` accepts the text. */
export function isValidPhone(text: string, country: TPhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  return normalisePhone(text, country) !== null;
}

/** An E.164 number split into its '+code' and the national form people type ('+66812345678' → '+66', '081 234 5678'). */
export function splitPhone(e164: string): { callingCode: string; national: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? { callingCode: `+${parsed.countryCallingCode}`, national: parsed.formatNational() } : null;
}

/** An E.164 number for reading ('+66812345678' → '+66 81 234 5678'); anything else as it is. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** A required phone field of any form: the text in, E.164 out (so the server stores E.164). */
export function requiredPhone(country: TPhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return plainText()
    .min(1, PHONE_MESSAGES.required)
    .max(40)
    .transform((value, ctx) => {
      const e164 = normalisePhone(value, country);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    });
}

/** An optional phone field: empty is undefined, anything else must be a valid number and comes out in E.164. */
export function optionalPhone(country: TPhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return plainText()
    .max(40)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const e164 = normalisePhone(value, country);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    });
}
