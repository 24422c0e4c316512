import { z } from 'zod';
import { ZFindBookingRequest, ZManageTokenParams } from '../manage-booking';
import { ZCancelBookingRequest, ZGiveRefundAccountRequest } from '../refund-ledger';
import { ZBookingConfirmation } from './bookings.api';
import { defineEndpoint } from './endpoint';

/**
 * Managing a booking without an account (DESIGN decision 16): the private link's token is the only key, and
 * it opens exactly the one booking it was issued for. 'Find my booking' e-mails a fresh link.
 */

const ZRefundRoute = z.enum(['provider', 'manual', 'none']);
/** How a refund reaches the traveller: back through the payment provider, by hand, or none is due. */
export type TRefundRoute = z.infer<typeof ZRefundRoute>;

export const ZManageCancellation = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    /** True while cancelling costs nothing under the booking's policy. */
    free: z.boolean(),
    feePercent: z.number(),
    /** Minor units of the booking's currency. */
    feeAmount: z.number(),
    refundAmount: z.number(),
    /** ISO instant: the last moment cancelling is free; null under a policy with no free window. */
    freeUntil: z.string().nullable(),
    refundRoute: ZRefundRoute,
  }),
  z.object({
    allowed: z.literal(false),
    reason: z.enum(['cancelled', 'completed', 'trip_started']),
    message: z.string(),
  }),
]);
/** What cancelling now would do, under the cancellation policy. */
export type TManageCancellation = z.infer<typeof ZManageCancellation>;

/** The confirmation read, with what managing the booking adds. */
const ZManagedBooking = ZBookingConfirmation.extend({
  cancellationDate: z.string().nullable(),
  refundStatus: z.enum(['none', 'pending', 'refunded', 'failed']).nullable(),
  /** What has been paid (or sent by bank transfer and being verified), in minor units. */
  paidAmount: z.number(),
  /** ISO instant the trip departs, as the cancellation policy counts it. */
  departureAt: z.string(),
  cancellation: ZManageCancellation,
  /** A bank-transfer refund is owed and no account was given (an administrator cancelled): the page asks for it. */
  refundAccountNeeded: z.boolean(),
  /** A provider refund whose request did not go through: cancel again asks for the same refund (same key). */
  refundRetryable: z.boolean(),
});
export type TManagedBooking = z.infer<typeof ZManagedBooking>;

/** The same answer whether or not a booking matched. */
const ZFindBookingResponse = z.object({ message: z.string() });
export type TFindBookingResponse = z.infer<typeof ZFindBookingResponse>;

/** The booking the private link opens (404 when the link opens nothing). Never cached. */
export const getManagedBooking = defineEndpoint({
  method: 'GET',
  path: '/api/manage/:token',
  params: ZManageTokenParams,
  response: ZManagedBooking,
});

/**
 * Cancels under the policy, or retries a failed refund; answers with the booking and its refund state. A refund
 * that goes back by bank transfer needs `refundAccount` (400 'Please tell us the bank account…').
 */
export const cancelManagedBooking = defineEndpoint({
  method: 'POST',
  path: '/api/manage/:token/cancel',
  params: ZManageTokenParams,
  body: ZCancelBookingRequest,
  response: ZManagedBooking,
});

/** The account for a bank-transfer refund owed without one (409 when none is waiting); answers with the booking. */
export const giveRefundAccount = defineEndpoint({
  method: 'POST',
  path: '/api/manage/:token/refund-account',
  params: ZManageTokenParams,
  body: ZGiveRefundAccountRequest,
  response: ZManagedBooking,
});

/** 202 with the same message whether or not a booking matched, and no sooner either way. */
export const findManagedBooking = defineEndpoint({
  method: 'POST',
  path: '/api/manage/find',
  body: ZFindBookingRequest,
  response: ZFindBookingResponse,
});
