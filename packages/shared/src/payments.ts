import { z } from 'zod';
import { PHONE_MESSAGES, requiredPhone } from './phone';
import { plainText } from './text';

export const PAYMENT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  cardholderRequired: 'Cardholder name is required',
  cardIncomplete: 'Please complete your card information',
  cardNumberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter a valid expiry date',
  cvcInvalid: 'Please enter a valid CVC',
  slipRequired: 'Please upload your payment slip',
  slipType: 'Please upload only JPEG, PNG, or PDF files',
  slipSize: 'File size must be less than 5MB',
  slipUnreadable:
    'This image could not be read. Please upload a clear photo or scan of your payment slip (JPEG, PNG, or PDF).',
  slipPdfActive:
    'This PDF contains active content (scripts, actions or attached files) or parts that cannot be checked. Please upload a plain PDF, or a JPEG or PNG photo of your payment slip.',
  success: 'Payment successful!',
  /**
   * The spec says 'Booking confirmed! ...', but a transfer is not confirmed until an administrator verifies it
   * (DESIGN decision 15) and the page that follows says "Payment Being Verified": the toast agrees with it.
   */
  bankTransferBooked: 'Slip received! Your payment will be verified within 1-2 business days.',
  bankTransferFailed: 'Failed to process bank transfer booking',
  slipUploaded: 'Payment slip uploaded successfully!',
  slipUploadFailed: 'Failed to upload payment slip. Please try again.',
  offline: 'No internet connection',
  network: 'Network error occurred',
  processingFailed: 'Payment processing failed. Please try again.',
  genericFailure: 'Payment failed. Please check your details and try again.',
  alreadyPaid: 'This booking has already been paid. Nothing more was charged.',
  transferBeingVerified: 'A bank transfer for this booking is being verified. Nothing more was charged.',
  needsRefund: 'This booking was already paid, or its seats are no longer available. This payment will be refunded.',
  testModeOnly: 'This step exists only for test-mode payments.',
  providerUnavailable: 'The payment provider could not be reached. Nothing was charged. Please try again.',
  bookingNotPayable: 'This booking is no longer awaiting payment. Nothing was charged.',
  reserved: (deadline: string) => `Booking reserved! Pay by ${deadline} to keep it.`,
  reserveFailed: 'Failed to reserve your booking. Please try again.',
} as const;

/** The error code of a verified payment that could not book (already paid, or seats resold): it is to be refunded. */
export const NEEDS_REFUND_CODE = 'needs_refund';

/** The provider's error codes the spec names, with the message shown for each (all allow retry). */
/** What the server answers of a payment request whose session or booking id is not one. */
export const PAYMENT_REQUEST_MESSAGES = {
  sessionNotFound: 'Session ID not found',
  bookingNotAvailable: 'Booking details not available',
} as const;

export const CARD_ERROR_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Please check your card details or try a different payment method.',
  insufficient_funds: 'Your card has insufficient funds. Please try a different card or payment method.',
  expired_card: 'Your card has expired. Please use a different card.',
  incorrect_cvc: "Your card's security code (CVC) is incorrect. Please check and try again.",
  authentication_required: 'Your bank requires verification. Please complete the bank verification and try again.',
  processing_error: 'An error occurred while processing your card. Please try again.',
  incorrect_number: 'Your card number is incorrect. Please check and try again.',
};

export function cardErrorMessage(code: string | null | undefined, providerMessage?: string | null): string {
  return (code && CARD_ERROR_MESSAGES[code]) || providerMessage || PAYMENT_MESSAGES.genericFailure;
}

export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const PAYMENT_STATE_TTL_MS = 5 * 60 * 1000;
export const PAYMENT_PROGRESS_STEPS = [10, 25, 50, 75, 90, 100] as const;

export const ZContactInfo = z.object({
  fullName: plainText().min(1, PAYMENT_MESSAGES.fullNameRequired).max(120),
  email: z.string().trim().min(1, PAYMENT_MESSAGES.emailRequired).pipe(z.email(PAYMENT_MESSAGES.emailInvalid)),
  /** Read for Thailand unless it carries its own +code; sent on and stored in E.164 (decision 19). */
  phone: requiredPhone(),
  cardholderName: plainText().max(120).optional().default(''),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;

/** Card payments also need the cardholder's name. */
export const ZCardContactInfo = ZContactInfo.extend({
  cardholderName: plainText().min(1, PAYMENT_MESSAGES.cardholderRequired).max(120),
});

export const PAYMENT_METHOD_TYPES = ['card', 'promptpay'] as const;

/**
 * POST /api/stripe/create-payment-intent. The spec's body also carries amount, tourName and accountId:
 * they are accepted and ignored, the amount comes from the server's own session (DESIGN decision 5).
 */
/** A private manage-booking link's token: lets its holder pay that booking without an account (decision 16). */
const manageTokenField = plainText().min(16).max(200);

export const ZCreatePaymentIntentRequest = z
  .object({
    sessionId: z.uuid(PAYMENT_REQUEST_MESSAGES.sessionNotFound).optional(),
    bookingId: z.uuid().optional(),
    manageToken: manageTokenField.optional(),
    paymentMethodType: z.enum(PAYMENT_METHOD_TYPES).default('card'),
    customerInfo: ZContactInfo,
    amount: z.unknown().optional(),
    currency: z.unknown().optional(),
    tourName: z.unknown().optional(),
    accountId: z.unknown().optional(),
    customerEmail: z.unknown().optional(),
  })
  .refine((value) => Boolean(value.sessionId) !== Boolean(value.bookingId), {
    message: PAYMENT_REQUEST_MESSAGES.sessionNotFound,
    path: ['sessionId'],
  });
export type TCreatePaymentIntentRequest = z.infer<typeof ZCreatePaymentIntentRequest>;

/** Manual card entry, checked in the browser and again on the server (test mode). */
export const ZCardDetails = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), PAYMENT_MESSAGES.cardNumberInvalid),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, PAYMENT_MESSAGES.expiryInvalid),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvcInvalid),
});
export type TCardDetails = z.input<typeof ZCardDetails>;

/** `MM/YY` (spaces around the slash allowed) as a month and a four-digit year; null when not that shape. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The expiry month must not be over (cards are valid to the end of their month). */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const parsed = parseCardExpiry(expiry);
  if (!parsed) return false;
  const { month, year } = parsed;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * POST /api/payments/confirm-card: Manual Entry. The test-mode provider answers it itself; with Stripe
 * the server confirms the PaymentIntent with these details (raw card data).
 */
export const ZConfirmCardRequest = z.object({
  paymentIntentId: plainText().min(1).max(100),
  clientSecret: plainText().min(1).max(200),
  manageToken: manageTokenField.optional(),
  card: ZCardDetails,
});

/** POST /api/payments/test/authenticate: the 3-D Secure step of 4000 0027 6000 3184. */
export const ZAuthenticateTestPaymentRequest = z.object({
  paymentIntentId: plainText().min(1).max(100),
  clientSecret: plainText().min(1).max(200),
  manageToken: manageTokenField.optional(),
  approve: z.boolean(),
});

/** POST /api/payments/test/promptpay-complete: stands in for the customer's bank app in test mode. */
export const ZCompleteTestPromptPayRequest = z.object({
  paymentIntentId: plainText().min(1).max(100),
  clientSecret: plainText().min(1).max(200),
  manageToken: manageTokenField.optional(),
});

/** Stripe's error codes: the decline reason when we have a message for it, else the error code. */
export function providerErrorCode(
  error: { code?: string | null; decline_code?: string | null } | null | undefined,
): string {
  const decline = error?.decline_code ?? null;
  if (decline && CARD_ERROR_MESSAGES[decline]) return decline;
  return error?.code ?? decline ?? 'card_declined';
}

/** Major PromptPay banks (reference/domain-facts.md). */
export const PROMPTPAY_BANKS = [
  { name: 'Bangkok Bank', code: 'BBL' },
  { name: 'Kasikornbank', code: 'KBANK' },
  { name: 'Krungthai Bank', code: 'KTB' },
  { name: 'Siam Commercial Bank', code: 'SCB' },
  { name: 'Bank of Ayudhya (Krungsri)', code: 'BAY' },
  { name: 'TMBThanachart Bank', code: 'ttb' },
  { name: 'Government Savings Bank', code: 'GSB' },
  { name: 'CIMB Thai', code: 'CIMBT' },
  { name: 'UOB Thailand', code: 'UOBT' },
] as const;

const ZCustomerInfoJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.fullNameRequired });
      return z.NEVER;
    }
  })
  .pipe(ZContactInfo);

/**
 * Multipart fields of POST /api/bookings/bank-transfer besides the `paymentSlip` file: a held session, or
 * (Pay Now) an existing unpaid booking, with the manage link's token when the payer has no account.
 */
export const ZBankTransferFields = z
  .object({
    sessionId: z.uuid(PAYMENT_REQUEST_MESSAGES.sessionNotFound).optional(),
    bookingId: z.uuid(PAYMENT_REQUEST_MESSAGES.bookingNotAvailable).optional(),
    manageToken: manageTokenField.optional(),
    customerInfo: ZCustomerInfoJson,
  })
  .refine((value) => Boolean(value.sessionId) !== Boolean(value.bookingId), {
    message: PAYMENT_REQUEST_MESSAGES.sessionNotFound,
    path: ['sessionId'],
  });

/** POST /api/bookings/pay-later: Reserve now, pay later for a held session (DESIGN decision 13). */
export const ZPayLaterRequest = z.object({
  sessionId: z.uuid(PAYMENT_REQUEST_MESSAGES.sessionNotFound),
  customerInfo: ZContactInfo,
});
export type TPayLaterRequest = z.infer<typeof ZPayLaterRequest>;
