import { z } from 'zod';
import { BOOKING_STATUS_VALUES } from './booking-form';
import { BOOKING_PAYMENT_STATUSES } from './booking-transitions';
import { marketplaceDate } from './marketplace-time';
import { plainText } from './text';

/**
 * Money operations (issue 22; DESIGN decisions 13, 15, 26, 33, 34): bank transfers verified from their slips on
 * the verification desk, one refund ledger, and the administrators' bookings desk. The spec is silent on all
 * of it; these are our texts and rules.
 */
export const MONEY_MESSAGES = {
  duplicateSlip:
    'This payment slip has already been used for another booking. Please upload the slip of the transfer you made for this booking.',
  slipQrRefused: 'The QR code on this slip was not recognised by the bank. Please upload the original slip.',
  transferNotAwaiting: 'This transfer is no longer awaiting verification',
  transferVerified: 'Transfer verified: the booking is paid and the traveller has been e-mailed',
  rejectReasonRequired: 'Please give the reason for rejecting this transfer',
  transferRejected: 'Transfer rejected: the traveller has been e-mailed and the seats are held until the new deadline',
  /** `{remaining}` is the formatted amount that may still be refunded. */
  refundTooLarge: 'A refund cannot exceed what was paid less earlier refunds ({remaining})',
  refundAmountRequired: 'Please enter an amount greater than zero',
  refundReasonRequired: 'Please give the reason for the refund',
  nothingToRefund: 'This booking has no payment that can be refunded',
  transferNotVerified: 'This transfer has not been verified yet: verify or reject it on the verification desk first',
  refundRequested: 'Refund requested',
  refundNotOwed: 'This refund is not waiting to be paid back',
  transferReferenceRequired: 'Please enter the reference of the transfer you made',
  refundRecorded: 'Refund recorded: the traveller has been e-mailed',
  refundAccountRequired: 'Please tell us the bank account your refund should be paid into',
  confirmationResent: 'Confirmation e-mail sent again',
  bookingCancelled: 'Booking cancelled',
  statusNotAllowed: 'This status change is not allowed for the booking as it stands',
  bookingNotFound: 'Booking not found',
  paymentNotFound: 'Payment not found',
  refundNotFound: 'Refund not found',
  accountNumberDigits: 'Please enter the account number in digits',
  cancelReasonRequired: 'Please give the reason for cancelling',
} as const;

/**
 * A transfer is verified within 1 to 2 business days (1-traveller.md): one not reviewed two business days (Monday
 * to Friday, Bangkok) after its slip arrived is escalated on the desk. Thai public holidays are not counted.
 */
export const TRANSFER_VERIFICATION_BUSINESS_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a transfer received at `receivedAt` must be verified by. */
export function transferVerificationDueAt(receivedAt: Date): Date {
  let due = receivedAt.getTime();
  let businessDays = 0;
  while (businessDays < TRANSFER_VERIFICATION_BUSINESS_DAYS) {
    due += DAY_MS;
    const weekday = new Date(marketplaceDate(new Date(due))).getUTCDay();
    if (weekday !== 0 && weekday !== 6) businessDays += 1;
  }
  return new Date(due);
}

/** The least time a traveller gets to pay again after a transfer is rejected: the e-mail must be actionable. */
export const REJECTED_TRANSFER_MIN_MS = 24 * 60 * 60 * 1000;
const REJECTED_TRANSFER_MAX_MS = 72 * 60 * 60 * 1000;
const PAY_BEFORE_DEPARTURE_MS = 14 * DAY_MS;

/**
 * Decision 13's rule after a rejected transfer: the booking awaits payment until the earlier of 72 hours from the
 * rejection and 14 days before departure, but never less than 24 hours from the rejection nor past departure.
 * Then the deadline job cancels it and gives the seats back, once.
 */
export function rejectedTransferDeadline(rejectedAt: Date, departureAt: Date): Date {
  const now = rejectedAt.getTime();
  const byRule = Math.min(now + REJECTED_TRANSFER_MAX_MS, departureAt.getTime() - PAY_BEFORE_DEPARTURE_MS);
  return new Date(Math.min(Math.max(byRule, now + REJECTED_TRANSFER_MIN_MS), departureAt.getTime()));
}

/**
 * What may still be refunded of a payment (DESIGN decision 34): what it captured less every refund that has not
 * failed. The server checks this with the payment row locked.
 */
export function refundableRemainder(captured: number, refunds: readonly { amount: number; status: string }[]): number {
  const committed = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, captured - committed);
}

/** The traveller's account a bank-transfer refund is paid into. */
export const ZRefundAccount = z.object({
  bankName: plainText().trim().min(1, MONEY_MESSAGES.refundAccountRequired).max(100),
  accountName: plainText().trim().min(1, MONEY_MESSAGES.refundAccountRequired).max(100),
  accountNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, MONEY_MESSAGES.accountNumberDigits)),
});
export type TRefundAccount = z.infer<typeof ZRefundAccount>;

export const ZRejectTransferRequest = z.object({
  reason: plainText().trim().min(1, MONEY_MESSAGES.rejectReasonRequired).max(500),
});
export type TRejectTransferRequest = z.infer<typeof ZRejectTransferRequest>;

/** A refund an administrator makes: an amount in minor units of the payment's currency, and why. */
export const ZAdminRefundRequest = z.object({
  amount: z.number().int().positive(MONEY_MESSAGES.refundAmountRequired),
  reason: plainText().trim().min(1, MONEY_MESSAGES.refundReasonRequired).max(500),
  /** Required when the money goes back by bank transfer and the traveller has not given an account yet. */
  payoutAccount: ZRefundAccount.optional(),
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;

/** The text fields of "record the transfer made" (the optional proof file comes as its own part). */
export const ZRecordRefundTransferFields = z.object({
  transferReference: plainText().trim().min(1, MONEY_MESSAGES.transferReferenceRequired).max(100),
});
export type TRecordRefundTransferFields = z.infer<typeof ZRecordRefundTransferFields>;

/** An administrator's cancellation: by the booking's own policy, or with everything paid given back. */
export const ZAdminCancelRequest = z.object({
  refund: z.enum(['policy', 'full']),
  reason: plainText().trim().min(1, MONEY_MESSAGES.cancelReasonRequired).max(500),
});
export type TAdminCancelRequest = z.infer<typeof ZAdminCancelRequest>;

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The bookings desk's filters, kept in the page's address; a value the desk does not know is dropped. */
export const ZAdminBookingsQuery = z.object({
  q: plainText().trim().max(100).optional().catch(undefined),
  status: z.enum(BOOKING_STATUS_VALUES).optional().catch(undefined),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES).optional().catch(undefined),
  method: z.enum(['credit_card', 'promptpay', 'bank_transfer', 'pay_later']).optional().catch(undefined),
  /** Departure date range, Bangkok calendar days, both included. */
  departureFrom: optionalDay,
  departureTo: optionalDay,
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type TAdminBookingsQuery = z.output<typeof ZAdminBookingsQuery>;
export type TAdminBookingsQueryInput = z.input<typeof ZAdminBookingsQuery>;

/** The desks' page size for the verification queue and the refunds to pay back. */
export const DESK_PAGE_SIZE = 25;
export const ZDeskQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1) });
