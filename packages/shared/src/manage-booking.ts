import { z } from 'zod';

/**
 * Managing a booking without an account (DESIGN decision 16): the private link's token, the 'Find my
 * booking' request, and the booking as the manage page reads it.
 */
export const MANAGE_BOOKING_MESSAGES = {
  linkInvalid: 'This booking link is not valid or has expired. Use Find my booking to get a new one.',
  referenceRequired: 'Please enter your booking reference',
  referenceInvalid: 'Enter the booking reference as it appears in your e-mail, e.g. CHT-123456',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  findAnswer: 'If a booking matches, we have e-mailed a link to manage it.',
  alreadyCancelled: 'This booking is already cancelled.',
  completed: 'This trip is completed, so the booking can no longer be cancelled.',
  tripStarted: 'This trip has already started, so it can no longer be cancelled online. Please contact us.',
  notCancellable: 'This booking can no longer be cancelled online. Please contact us.',
} as const;

/** The link's token: 32 random bytes in base64url (43 characters). */
export const ZManageToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, MANAGE_BOOKING_MESSAGES.linkInvalid);
export const ZManageTokenParams = z.object({ token: ZManageToken });

/** 'cht-123456', 'CHT 123456' and '123456' all read as 'CHT-123456'. */
const REFERENCE = /^(?:CHT)?[\s-]*(\d{6})$/;

export const ZFindBookingRequest = z.object({
  reference: z
    .string()
    .trim()
    .min(1, MANAGE_BOOKING_MESSAGES.referenceRequired)
    .max(40, MANAGE_BOOKING_MESSAGES.referenceInvalid)
    .toUpperCase()
    .regex(REFERENCE, MANAGE_BOOKING_MESSAGES.referenceInvalid)
    .transform((value) => `CHT-${REFERENCE.exec(value)?.[1] ?? ''}`),
  email: z
    .string()
    .trim()
    .min(1, MANAGE_BOOKING_MESSAGES.emailRequired)
    .max(254, MANAGE_BOOKING_MESSAGES.emailInvalid)
    .pipe(z.string().toLowerCase().email(MANAGE_BOOKING_MESSAGES.emailInvalid)),
});
export type TFindBookingInput = z.input<typeof ZFindBookingRequest>;
export type TFindBookingRequest = z.output<typeof ZFindBookingRequest>;
