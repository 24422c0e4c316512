import { z } from 'zod';
import {
  ZAuthenticateTestPaymentRequest,
  ZBankTransferFields,
  ZCompleteTestPromptPayRequest,
  ZConfirmCardRequest,
  ZCreatePaymentIntentRequest,
  ZPayLaterRequest,
} from '../payments';
import { plainText } from '../text';
import { ZBookingIdParams } from './bookings.api';
import { defineEndpoint } from './endpoint';

/**
 * Paying for a booking (DESIGN decisions 3, 5, 6 and 13): card and PromptPay through the provider (Stripe,
 * or the embedded test-mode one), bank transfer with its slip, Reserve now pay later, and Stripe's webhook.
 */

const ZBankDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

const ZPaymentOptions = z.object({
  testMode: z.boolean(),
  /** Stripe's publishable key when the real provider is configured; null in test mode. */
  publishableKey: z.string().nullable(),
  bankDetails: ZBankDetails,
  thbPerUsd: z.number(),
});
export type TPaymentOptions = z.infer<typeof ZPaymentOptions>;

const ZPaymentIntentStatus = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
]);
export type TPaymentIntentStatus = z.infer<typeof ZPaymentIntentStatus>;

const ZPromptPayDetails = z.object({
  /** The EMVCo payload (test mode) or Stripe's QR data: render it as a QR code. */
  qrPayload: z.string(),
  amountThb: z.number(),
  originalAmount: z.number(),
  originalCurrency: z.string(),
  thbPerUnit: z.number(),
});
export type TPromptPayDetails = z.infer<typeof ZPromptPayDetails>;

const ZPaymentIntentResponse = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: ZPaymentIntentStatus,
  testMode: z.boolean(),
  /** Stripe's publishable key when the real provider is configured; null in test mode. */
  publishableKey: z.string().nullable(),
  promptpay: ZPromptPayDetails.nullable(),
});
export type TPaymentIntentResponse = z.infer<typeof ZPaymentIntentResponse>;

const ZConfirmPaymentResponse = z.object({
  status: ZPaymentIntentStatus,
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Set once the booking exists (payment verified on the server). */
  bookingId: z.string().nullable(),
  bookingReference: z.string().nullable(),
});
export type TConfirmPaymentResponse = z.infer<typeof ZConfirmPaymentResponse>;

const ZBankTransferResponse = z.object({ bookingId: z.string(), bookingReference: z.string(), message: z.string() });
export type TBankTransferResponse = z.infer<typeof ZBankTransferResponse>;

const ZPayLaterResponse = z.object({
  bookingId: z.string(),
  bookingReference: z.string(),
  /** ISO instant: unpaid at this moment, the booking is cancelled. */
  paymentDeadline: z.string(),
});
export type TPayLaterResponse = z.infer<typeof ZPayLaterResponse>;

const ZPaymentStatusParams = z.object({ paymentIntentId: plainText().min(1).max(100) });
const ZPaymentStatusQuery = z.object({
  clientSecret: plainText().min(1).max(200),
  manageToken: plainText().min(16).max(200).optional(),
});

/** Test mode or not, the bank account for transfers, the THB rate. The publishable key is public by design. */
export const getPaymentOptions = defineEndpoint({
  method: 'GET',
  path: '/api/payments/options',
  response: ZPaymentOptions,
});

/**
 * The amount is the server's own (the session's, or for Pay Now the booking's); the same intent comes back
 * for the same session and method however often this is called.
 */
export const createPaymentIntent = defineEndpoint({
  method: 'POST',
  path: '/api/stripe/create-payment-intent',
  body: ZCreatePaymentIntentRequest,
  response: ZPaymentIntentResponse,
});

/** Manual Entry: the server confirms the intent with these details, at Stripe or on the test-mode provider. */
export const confirmCardPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/confirm-card',
  body: ZConfirmCardRequest,
  response: ZConfirmPaymentResponse,
});

/** Test mode: the 3-D Secure step, passed or failed. */
export const authenticateTestPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/test/authenticate',
  body: ZAuthenticateTestPaymentRequest,
  response: ZConfirmPaymentResponse,
});

/** Test mode: stands in for paying the PromptPay QR in a bank app. */
export const completeTestPromptPay = defineEndpoint({
  method: 'POST',
  path: '/api/payments/test/promptpay-complete',
  body: ZCompleteTestPromptPayRequest,
  response: ZConfirmPaymentResponse,
});

/** The payment as the server has verified it (with Stripe, by fetching the intent). */
export const getPaymentStatus = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:paymentIntentId/status',
  params: ZPaymentStatusParams,
  query: ZPaymentStatusQuery,
  response: ZConfirmPaymentResponse,
});

/** Stripe's events, signed over the raw bytes (which the server reads itself, so no body schema). */
export const receiveStripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/stripe/webhook',
  response: z.object({ received: z.literal(true) }),
});

/**
 * 201. Multipart: a held session (or, for Pay Now, a booking and a manage link's token), `customerInfo` as
 * JSON, and the `paymentSlip` file, whose bytes the server checks.
 */
export const payByBankTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/bank-transfer',
  multipart: ZBankTransferFields,
  response: ZBankTransferResponse,
});

/** 201. The held session becomes an unpaid booking with a payment deadline (refused 14 days or less before departure). */
export const reservePayLater = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/pay-later',
  body: ZPayLaterRequest,
  response: ZPayLaterResponse,
});

/** The private bank-transfer slip, as a download: the booking's owner and administrators only. */
export const downloadPaymentSlip = defineEndpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/slip',
  params: ZBookingIdParams,
  response: null,
});
