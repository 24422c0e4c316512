import { z } from 'zod';
import { ZRefundAccount } from './money-operations';
import type { TRefundStatus } from './booking-transitions';

/** A refund row as the booking's summary reads it (DESIGN decision 34). */
export type TLedgerRefund = {
  status: 'requested' | 'submitted' | 'succeeded' | 'failed';
  route: 'provider' | 'bank_transfer';
  /** Set on a provider refund whose request could not be made (provider unreachable or refusing the call). */
  failureReason: string | null;
  createdAt: Date;
};

/**
 * The booking's refund status (bookings.refund_status) as its refunds stand: 'failed' while a provider refund
 * could not be asked for (it is retried with its own id, so it is never made twice), 'pending' while money is on
 * its way or owed by bank transfer, else the latest refund's outcome. Null when the booking has no refund.
 */
export function bookingRefundStatus(refunds: readonly TLedgerRefund[]): Exclude<TRefundStatus, 'none'> | null {
  if (refunds.length === 0) return null;
  const open = refunds.filter((refund) => refund.status === 'requested' || refund.status === 'submitted');
  if (open.some((refund) => refund.route === 'provider' && refund.status === 'requested' && refund.failureReason)) {
    return 'failed';
  }
  if (open.length > 0) return 'pending';
  const latest = [...refunds].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return latest?.status === 'failed' ? 'failed' : 'refunded';
}

/** A provider's refund status in the ledger's terms: money on its way is 'submitted'. */
export function ledgerStatusOfProviderRefund(
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled',
): 'submitted' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'submitted';
}

/**
 * Which ledger statuses a provider's report may move a refund from (out-of-order webhooks): 'submitted' never
 * undoes an outcome, 'succeeded' never undoes a failure (Stripe's failed is final), and 'failed' may overturn a
 * success, as Stripe reports a refund that fails after it had succeeded (the money did not reach the traveller).
 */
export function ledgerStatusesMovableTo(
  target: 'submitted' | 'succeeded' | 'failed',
): readonly ('requested' | 'submitted' | 'succeeded')[] {
  switch (target) {
    case 'submitted':
      return ['requested'];
    case 'succeeded':
      return ['requested', 'submitted'];
    case 'failed':
      return ['requested', 'submitted', 'succeeded'];
  }
}

/**
 * A traveller's cancellation: the bank account their refund is paid into when it goes back by bank transfer (then
 * required: 400 MONEY_MESSAGES.refundAccountRequired); nothing otherwise. The web's cancel forms use this schema.
 */
export const ZCancelBookingRequest = z
  .object({ refundAccount: ZRefundAccount.optional() })
  .nullish()
  // A cancel without a body (nothing to pay back by transfer) is the same as an empty one.
  .transform((body) => ({ refundAccount: body?.refundAccount }));
export type TCancelBookingRequest = z.input<typeof ZCancelBookingRequest>;

/** The account for a bank-transfer refund an administrator's cancellation left without one. */
export const ZGiveRefundAccountRequest = z.object({ refundAccount: ZRefundAccount });
export type TGiveRefundAccountRequest = z.input<typeof ZGiveRefundAccountRequest>;

export const REFUND_ACCOUNT_MESSAGES = {
  accountSaved: 'Thank you: we will pay your refund into this account and e-mail you when it is made.',
  noRefundAwaitingAccount: 'No refund of this booking is waiting for a bank account',
} as const;
