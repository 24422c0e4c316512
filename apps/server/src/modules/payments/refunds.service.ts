import type { TDb } from '@tour/db';
import { refundShareOf } from '@tour/shared';
import {
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderRefund,
} from '../../adapters/payments/payment-provider';
import { testModeRefunds } from '../../adapters/payments/test-mode-refunds';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { findProviderPayment } from './refunds.repository';
import type { TPaymentLog } from './settlement.service';

export type TRefundablePayment = {
  id: string;
  provider: 'test' | 'stripe';
  providerPaymentId: string;
  method: 'card' | 'promptpay' | 'bank_transfer';
  amount: number;
  currency: string;
};

/** Refunds go back through the provider that took the money: Stripe when configured, else the test-mode one. */
export type TRefundDeps = {
  db: TDb;
  clock: TClock;
  stripe: { provider: TPaymentProvider } | null;
  log: TPaymentLog;
};

/**
 * The card or PromptPay payment that paid the booking, to refund through its provider; null when there is
 * none (a bank transfer is refunded by hand, and money already flagged for refund paid nothing).
 */
export async function findRefundablePayment(db: TExecutor, bookingId: string): Promise<TRefundablePayment | null> {
  return findProviderPayment(db, bookingId);
}

/**
 * The provider's share of a refund: the share of the booking's total its policy gave back, of what the
 * provider took (PromptPay took THB for a booking priced in another currency).
 */
function providerRefundAmount(payment: TRefundablePayment, refund: { refundAmount: number; totalAmount: number }) {
  return refundShareOf(payment.amount, refund);
}

function refundStatusOf(refund: TProviderRefund): 'pending' | 'refunded' | 'failed' {
  if (refund.status === 'succeeded') return 'refunded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Gives a cancelled booking's money back through the provider that took it, outside any transaction, then
 * records the answer on the booking. One idempotency key per booking: a retry (after a timeout, a crash or a
 * failure) finds the first refund at the provider instead of making a second one.
 */
export async function refundThroughProvider(
  deps: TRefundDeps,
  input: { bookingId: string; payment: TRefundablePayment; refundAmount: number; totalAmount: number },
): Promise<void> {
  const { bookingId, payment } = input;
  const provider = payment.provider === 'stripe' ? deps.stripe?.provider : testModeRefunds;
  let status: 'pending' | 'refunded' | 'failed';
  if (!provider) {
    deps.log.error({ bookingId, paymentId: payment.id }, 'refund owed on a Stripe payment, Stripe is not configured');
    status = 'failed';
  } else {
    try {
      const refund = await provider.refund({
        paymentIntentId: payment.providerPaymentId,
        amount: providerRefundAmount(payment, input),
        idempotencyKey: `booking-refund:${bookingId}`,
        metadata: { booking_id: bookingId, reason: 'cancelled by the traveller' },
      });
      status = refundStatusOf(refund);
      if (status === 'failed') {
        deps.log.error({ bookingId, refundId: refund.id, status: refund.status }, 'the provider refused a refund');
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, bookingId, paymentId: payment.id }, 'refund failed; a retry uses the same key');
      status = 'failed';
    }
  }
  // A refund already made is never reopened: the transition table allows this only on a refund still owed.
  await transitionBooking(deps.db, bookingId, { event: 'refund_answered', refundStatus: status }, deps.clock.now());
}

/**
 * Stripe's webhook reports how a refund ended. A refund Stripe answered `pending` at cancellation (some
 * banks and methods take days) is shown as pending until this arrives; a pending report changes nothing,
 * and a refund that fails, even after it had succeeded, is logged for the staff who owe the money.
 */
export async function settleProviderRefund(
  deps: Pick<TRefundDeps, 'db' | 'clock' | 'log'>,
  input: { bookingId: string; refund: TProviderRefund },
): Promise<void> {
  const refundStatus = refundStatusOf(input.refund);
  if (refundStatus === 'pending') return;
  const change = { event: 'refund_settled', refundStatus } as const;
  const changed = await transitionBooking(deps.db, input.bookingId, change, deps.clock.now());
  if (changed && refundStatus === 'failed') {
    deps.log.error(
      { bookingId: input.bookingId, refundId: input.refund.id, status: input.refund.status },
      'Stripe reports that a refund failed',
    );
  }
}
