import { expectRow, type TDb } from '@tour/db';
import {
  BOOKING_MESSAGES,
  cancellationOutcome,
  departureInstant,
  LATE_CANCELLATION_FEE_PERCENT,
  MANAGE_BOOKING_MESSAGES,
  refundShareOf,
  type TManageCancellation,
  type TRefundRoute,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import {
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderRefund,
} from '../../adapters/payments/payment-provider';
import { testModeRefunds } from '../../adapters/payments/test-mode-refunds';
import type { TClock } from '../../clock';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { findBookingConfirmation } from '../bookings/bookings.service';
import { bookingCancelledMail } from './booking-access.mails';
import {
  cancelBookingOnce,
  findManageState,
  findOutboundDeparture,
  findProviderPayment,
  lockManageState,
  recordRefundOutcome,
  recordRefundSettlement,
  type TManageState,
  type TRefundablePayment,
} from './booking-access.repository';
import { issueManageLink } from './manage-links';

/**
 * A traveller's cancellation under the cancellation policy (DESIGN decision 26), one implementation for
 * every way in: the manage-booking link and the account's Bookings tab.
 */
export type TCancellationDeps = {
  db: TDb;
  clock: TClock;
  appUrl: string;
  appName: string;
  /** Stripe when configured; a payment made in test mode is refunded by the embedded provider. */
  stripe: { provider: TPaymentProvider } | null;
  log: { error: (details: Record<string, unknown>, message: string) => void };
};

/** Paid, or sent by bank transfer and being verified: money the policy may give back. */
function amountAtStake(state: TManageState): number {
  return state.paymentStatus === 'completed' || state.paymentStatus === 'processing' ? state.totalAmount : 0;
}

function refundRouteOf(state: TManageState, payment: TRefundablePayment | null): TRefundRoute {
  if (amountAtStake(state) === 0) return 'none';
  return payment && state.paymentStatus === 'completed' ? 'provider' : 'manual';
}

function cancellationFor(
  state: TManageState,
  payment: TRefundablePayment | null,
  departureAt: Date,
  now: Date,
): TManageCancellation {
  if (state.status === 'cancelled') {
    return { allowed: false, reason: 'cancelled', message: MANAGE_BOOKING_MESSAGES.alreadyCancelled };
  }
  if (state.status === 'completed') {
    return { allowed: false, reason: 'completed', message: MANAGE_BOOKING_MESSAGES.completed };
  }
  const outcome = cancellationOutcome({ paidAmount: amountAtStake(state), departureAt, now });
  if (!outcome.allowed) return { allowed: false, reason: 'trip_started', message: MANAGE_BOOKING_MESSAGES.tripStarted };
  return { ...outcome, refundRoute: refundRouteOf(state, payment) };
}

async function departureOf(db: TExecutor, state: TManageState): Promise<Date> {
  return departureInstant(state.startDate, await findOutboundDeparture(db, state.id));
}

export type TCancellationPreview = {
  state: TManageState;
  /** What has been paid (or sent by bank transfer and being verified), in minor units. */
  paidAmount: number;
  departureAt: Date;
  /** What cancelling at `now` would do, under the policy. */
  cancellation: TManageCancellation;
};

/** What cancelling the booking now would give back, as both the manage page and the account show it. */
export async function previewCancellation(db: TExecutor, bookingId: string, now: Date): Promise<TCancellationPreview> {
  const state = expectRow(await findManageState(db, bookingId), `booking ${bookingId}`);
  const payment = await findProviderPayment(db, bookingId);
  const departureAt = await departureOf(db, state);
  return {
    state,
    paidAmount: amountAtStake(state),
    departureAt,
    cancellation: cancellationFor(state, payment, departureAt, now),
  };
}

/** The provider's share of a refund: the same policy share of what the provider took (PromptPay took THB). */
function providerRefundAmount(payment: TRefundablePayment, state: TManageState): number {
  const free = state.refundAmount === state.totalAmount;
  return refundShareOf(payment.amount, { feePercent: free ? 0 : LATE_CANCELLATION_FEE_PERCENT });
}

function refundStatusOf(refund: TProviderRefund): 'pending' | 'refunded' | 'failed' {
  if (refund.status === 'succeeded') return 'refunded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Gives the money back through the provider that took it, outside any transaction, then records the
 * answer. One idempotency key per booking: a retry (after a timeout, a crash or a failure) finds the
 * first refund at the provider instead of making a second one.
 */
async function refundThroughProvider(deps: TCancellationDeps, state: TManageState, payment: TRefundablePayment) {
  const provider = payment.provider === 'stripe' ? deps.stripe?.provider : testModeRefunds;
  let status: 'pending' | 'refunded' | 'failed';
  if (!provider) {
    deps.log.error(
      { bookingId: state.id, paymentId: payment.id },
      'refund owed on a Stripe payment, Stripe is not configured',
    );
    status = 'failed';
  } else {
    try {
      const refund = await provider.refund({
        paymentIntentId: payment.providerPaymentId,
        amount: providerRefundAmount(payment, state),
        idempotencyKey: `booking-refund:${state.id}`,
        metadata: { booking_id: state.id, reason: 'cancelled by the traveller' },
      });
      status = refundStatusOf(refund);
      if (status === 'failed') {
        deps.log.error(
          { bookingId: state.id, refundId: refund.id, status: refund.status },
          'the provider refused a refund',
        );
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error(
        { err: error, bookingId: state.id, paymentId: payment.id },
        'refund failed; a retry uses the same key',
      );
      status = 'failed';
    }
  }
  await recordRefundOutcome(deps.db, { bookingId: state.id, status, now: deps.clock.now() });
}

/**
 * Stripe's webhook reports how a refund ended. A refund Stripe answered `pending` at cancellation (some
 * banks and methods take days) is shown as pending until this arrives; a pending report changes nothing,
 * and a refund that fails, even after it had succeeded, is logged for the staff who owe the money.
 */
export async function settleProviderRefund(
  deps: Pick<TCancellationDeps, 'db' | 'clock' | 'log'>,
  input: { bookingId: string; refund: TProviderRefund },
): Promise<void> {
  const status = refundStatusOf(input.refund);
  if (status === 'pending') return;
  const changed = await recordRefundSettlement(deps.db, { bookingId: input.bookingId, status, now: deps.clock.now() });
  if (changed && status === 'failed') {
    deps.log.error(
      { bookingId: input.bookingId, refundId: input.refund.id, status: input.refund.status },
      'Stripe reports that a refund failed',
    );
  }
}

/** How a caller's own rules shape a cancellation; the policy, the seats, the e-mail and the refund are common. */
export type TCancellationRules = {
  /** A cancelled booking whose provider refund failed asks the provider again (same key) instead of a 409. */
  retryFailedRefund: boolean;
  /**
   * The account's rule (1-traveller.md: only a pending or confirmed booking may be cancelled): any other
   * status is refused with this message before the policy is asked. Unset: the policy's own reasons.
   */
  notPendingOrConfirmed?: string;
};

/**
 * Cancels a booking under the cancellation policy (DESIGN decision 26). The caller has decided who may
 * (the manage link's token, or the account owning the booking). The booking row is locked while it is
 * decided, so two cancellations of one booking queue and the second finds it cancelled: the seats come
 * back once and the money is refunded once. The cancellation, its seats and its e-mail (with a fresh
 * manage link) are one transaction; the provider's refund follows it. Bank transfers stay 'pending' for
 * an administrator.
 */
export async function cancelBookingUnderPolicy(
  deps: TCancellationDeps,
  bookingId: string,
  rules: TCancellationRules,
): Promise<void> {
  const decided = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const state = expectRow(await lockManageState(tx, bookingId), `booking ${bookingId}`);
    const payment = await findProviderPayment(tx, bookingId);
    const pendingOrConfirmed = state.status === 'pending' || state.status === 'confirmed';
    if (rules.notPendingOrConfirmed && !pendingOrConfirmed) {
      throw new AppError('CONFLICT', rules.notPendingOrConfirmed);
    }
    if (rules.retryFailedRefund && state.status === 'cancelled' && state.refundStatus === 'failed' && payment) {
      return { state, payment };
    }
    const cancellation = cancellationFor(state, payment, await departureOf(tx, state), now);
    if (!cancellation.allowed) throw new AppError('CONFLICT', cancellation.message);
    if (!pendingOrConfirmed) throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    const refundStatus: 'pending' | 'none' = cancellation.refundAmount > 0 ? 'pending' : 'none';
    const cancelled = await cancelBookingOnce(tx, {
      bookingId,
      reason: BOOKING_MESSAGES.cancelReason,
      refundAmount: cancellation.refundAmount,
      refundStatus,
      now,
    });
    if (!cancelled) throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    const booking = expectRow(await findBookingConfirmation(tx, { bookingId }), `booking ${bookingId}`);
    if (state.mailTo) {
      const link = await issueManageLink(tx, { bookingId, tripEndDate: state.endDate, appUrl: deps.appUrl, now });
      const mail = bookingCancelledMail(
        {
          to: state.mailTo,
          booking: {
            reference: booking.reference,
            contactName: state.contactName,
            tourTitle: booking.tour.title,
            startDate: state.startDate,
            endDate: state.endDate,
            currency: state.currency,
            paymentMethod: state.paymentMethod,
          },
          refund: cancellation,
          link,
        },
        { appName: deps.appName },
      );
      await enqueueMail(tx, mail, now);
    }
    const viaProvider = cancellation.refundRoute === 'provider' && cancellation.refundAmount > 0;
    return {
      state: { ...state, status: 'cancelled', refundAmount: cancellation.refundAmount, refundStatus } as TManageState,
      payment: viaProvider ? payment : null,
    };
  });
  if (decided.payment) await refundThroughProvider(deps, decided.state, decided.payment);
}
