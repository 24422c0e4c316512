/**
 * E-mail confirmation rules and texts, apart from the request schemas so that the app shell can show them
 * without loading zod on the first screen.
 */
/** An e-mail confirmation link works for 48 hours, once. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Confirmation e-mails per account in any rolling hour, the one sent at sign-up included. */
export const EMAIL_VERIFICATION_MAILS_PER_HOUR = 5;

/** What the server says about e-mail confirmation (the page and the profile show these as they are). */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Thank you! Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  linkInvalid: 'This confirmation link is not valid. Open the link from the newest confirmation e-mail we sent you.',
  linkExpired: 'This confirmation link has expired.',
  resent: (email: string) => `We sent a new confirmation link to ${email}. Earlier links no longer work.`,
  tooManyResends: 'You have asked for several confirmation e-mails in the last hour. Please try again later.',
  verifyFailed: 'Failed to verify your e-mail address. Please try again.',
  resendFailed: 'Failed to send the confirmation e-mail. Please try again.',
} as const;
