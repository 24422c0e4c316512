import { z } from 'zod';
import { BOOKING_STATUS_VALUES } from '../booking-form';
import { BOOKING_PAYMENT_STATUSES, REFUND_STATUSES } from '../booking-transitions';
import {
  MONEY_MESSAGES,
  ZAdminBookingsQuery,
  ZAdminCancelRequest,
  ZAdminRefundRequest,
  ZDeskQuery,
  ZRecordRefundTransferFields,
  ZRejectTransferRequest,
} from '../money-operations';
import { ZBookingIdParams } from './bookings.api';
import { defineEndpoint } from './endpoint';

/**
 * The administrators' money desks (issue 22; DESIGN decisions 24, 26, 33, 34): the verification desk (bank
 * transfers awaiting verification, refunds to pay back by transfer) and the bookings desk. Administrators only
 * (access area manageBookings); every change writes its audit row in its own transaction.
 */

const ZPaymentIdParams = z.object({ paymentId: z.uuid(MONEY_MESSAGES.paymentNotFound) });
const ZRefundIdParams = z.object({ refundId: z.uuid(MONEY_MESSAGES.refundNotFound) });
const ZMessage = z.object({ message: z.string() });

const ZPerson = z.object({ name: z.string().nullable(), email: z.string().nullable() });
const ZDeskTour = z.object({ title: z.string(), slug: z.string(), startDate: z.string(), endDate: z.string() });

/** What reading the slip found: the mini QR's bank (code and name) and reference, or no readable QR. */
const ZSlipReading = z.object({
  check: z.enum(['qr_verified', 'qr_refused', 'no_qr']).nullable(),
  bankCode: z.string().nullable(),
  /** The bank's name for its code; null for a code the product does not know. */
  bankName: z.string().nullable(),
  reference: z.string().nullable(),
  contentType: z.string(),
  fileName: z.string().nullable(),
});
export type TSlipReading = z.infer<typeof ZSlipReading>;

const ZTransferAwaiting = z.object({
  paymentId: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  /** Minor units of `currency`: what the booking owes. */
  amountDue: z.number(),
  currency: z.string(),
  receivedAt: z.string(),
  verificationDueAt: z.string(),
  /** Past its due time: escalated, shown first. */
  overdue: z.boolean(),
  slip: ZSlipReading,
  traveller: ZPerson,
  tour: ZDeskTour,
  guests: z.number(),
});
export type TTransferAwaiting = z.infer<typeof ZTransferAwaiting>;

const ZTransfersPage = z.object({
  items: z.array(ZTransferAwaiting),
  total: z.number(),
  overdue: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TTransfersPage = z.infer<typeof ZTransfersPage>;

/** The queue, overdue first, then oldest first. */
export const listTransfersAwaiting = defineEndpoint({
  method: 'GET',
  path: '/api/admin/transfers',
  query: ZDeskQuery,
  response: ZTransfersPage,
});

/** The slip, shown in the page (Content-Disposition inline) from the private store (DESIGN decision 6). */
export const viewTransferSlip = defineEndpoint({
  method: 'GET',
  path: '/api/admin/transfers/:paymentId/slip',
  params: ZPaymentIdParams,
  response: null,
});

/** Marks the booking paid with its audit row and the 'Booking Confirmed!' e-mail, in one transaction. 409 if not awaiting. */
export const verifyTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/transfers/:paymentId/verify',
  params: ZPaymentIdParams,
  response: ZMessage,
});

/** Rejects with a reason: the traveller is e-mailed and the booking awaits payment until a new deadline. */
export const rejectTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/transfers/:paymentId/reject',
  params: ZPaymentIdParams,
  body: ZRejectTransferRequest,
  response: ZMessage,
});

const ZRefundOwed = z.object({
  refundId: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
  /** The traveller's account to pay into (as stored: the number in digits); null until they give it on their manage page. */
  payoutAccount: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  /** The slip the money came with: its bank and reference, and whether an administrator verified the transfer. */
  slip: ZSlipReading.nullable(),
  transferVerified: z.boolean(),
  traveller: ZPerson,
  tour: ZDeskTour,
});
export type TRefundOwed = z.infer<typeof ZRefundOwed>;

const ZRefundsOwedPage = z.object({
  items: z.array(ZRefundOwed),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TRefundsOwedPage = z.infer<typeof ZRefundsOwedPage>;

/** Bank-transfer refunds not yet paid back, oldest first. */
export const listRefundsOwed = defineEndpoint({
  method: 'GET',
  path: '/api/admin/refunds/owed',
  query: ZDeskQuery,
  response: ZRefundsOwedPage,
});

/**
 * Records the transfer an administrator made for a refund owed: multipart with `transferReference` and an optional
 * `proof` file (JPEG, PNG or PDF, 5 MB). The refund succeeds and the traveller is e-mailed. 409 if not owed.
 */
export const recordRefundTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/refunds/:refundId/transfer',
  params: ZRefundIdParams,
  multipart: ZRecordRefundTransferFields,
  response: ZMessage,
});

const ZAdminBookingRow = z.object({
  id: z.string(),
  reference: z.string(),
  tourTitle: z.string(),
  traveller: ZPerson,
  departureDate: z.string(),
  guests: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
  paymentMethod: z.string(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  bookingDate: z.string(),
});
export type TAdminBookingRow = z.infer<typeof ZAdminBookingRow>;

const ZAdminBookingsPage = z.object({
  items: z.array(ZAdminBookingRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAdminBookingsPage = z.infer<typeof ZAdminBookingsPage>;

/** Every booking, newest first; search matches reference, e-mail, name or tour title. */
export const listAdminBookings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bookings',
  query: ZAdminBookingsQuery,
  response: ZAdminBookingsPage,
});

const ZTimelineEntry = z.object({
  at: z.string(),
  kind: z.enum(['hold', 'status', 'payment', 'mail', 'refund', 'admin']),
  /** One line, e.g. 'Paid by card', 'E-mail sent: Booking Confirmed!', 'Refund of THB 1,000.00 succeeded'. */
  title: z.string(),
  detail: z.string().nullable(),
  /** Who did it: an administrator by name, else the traveller, the system or the payment provider. */
  actor: z.object({ kind: z.enum(['traveller', 'administrator', 'system', 'provider']), name: z.string().nullable() }),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

const ZDeskPayment = z.object({
  id: z.string(),
  method: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  slip: ZSlipReading.nullable(),
  rejectionReason: z.string().nullable(),
  /** What may still be refunded of this payment (captured less refunds that have not failed). */
  refundable: z.number(),
});

const ZDeskRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  route: z.enum(['provider', 'bank_transfer']),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['requested', 'submitted', 'succeeded', 'failed']),
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  transferReference: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type TDeskRefund = z.infer<typeof ZDeskRefund>;

const ZAdminBookingDetail = ZAdminBookingRow.extend({
  contactPhone: z.string().nullable(),
  account: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
  tour: ZDeskTour.extend({ operator: z.string().nullable() }),
  cancellationReason: z.string().nullable(),
  cancellationDate: z.string().nullable(),
  paymentDeadline: z.string().nullable(),
  refundAmount: z.number().nullable(),
  guestList: z.array(z.object({ name: z.string(), email: z.string(), nationality: z.string() })),
  payments: z.array(ZDeskPayment),
  refunds: z.array(ZDeskRefund),
  timeline: z.array(ZTimelineEntry),
  /** What the desk may do now, by the transition table and the ledger. */
  actions: z.object({
    /** Statuses an administrator may set from here (PATCH /api/bookings/:bookingId/status). */
    statusTargets: z.array(z.enum(BOOKING_STATUS_VALUES)),
    canResendConfirmation: z.boolean(),
    /** Null when the booking cannot be cancelled; else what each choice would give back, in the booking's currency. */
    cancel: z.object({ policyRefund: z.number(), fullRefund: z.number() }).nullable(),
  }),
});
export type TAdminBookingDetail = z.infer<typeof ZAdminBookingDetail>;

/** One booking for the desk: details, payments, refunds and the timeline. 404 'Booking not found'. */
export const getAdminBooking = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bookings/:bookingId',
  params: ZBookingIdParams,
  response: ZAdminBookingDetail,
});

/** Sends the booking's current e-mail again (confirmation, transfer received or reservation), with a fresh manage link. */
export const resendBookingConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:bookingId/resend-confirmation',
  params: ZBookingIdParams,
  response: ZMessage,
});

/** Cancels by the booking's policy or with a full refund; the seats come back once and the traveller is e-mailed. */
export const cancelAdminBooking = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:bookingId/cancel',
  params: ZBookingIdParams,
  body: ZAdminCancelRequest,
  response: ZMessage,
});

/**
 * A refund, partial or whole, of the booking's payment: card and PromptPay through the provider, a bank transfer
 * as a refund owed on the desk. 400 'A refund cannot exceed what was paid less earlier refunds (…)'.
 */
export const refundAdminBooking = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:bookingId/refunds',
  params: ZBookingIdParams,
  body: ZAdminRefundRequest,
  response: ZMessage,
});
