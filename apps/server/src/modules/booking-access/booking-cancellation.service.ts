import { expectRow } from '@tour/db';
import {
  BOOKING_MESSAGES,
  cancellationOutcome,
  departureInstant,
  MANAGE_BOOKING_MESSAGES,
  type TManageCancellation,
  type TRefundRoute,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { readBookingConfirmation } from '../bookings/bookings.service';
import { issueManageLink } from '../bookings/manage-links.service';
import {
  findRefundablePayment,
  refundThroughProvider,
  type TRefundablePayment,
  type TRefundDeps,
} from '../payments/refunds.service';
import { bookingCancelledMail } from './booking-access.mails';
import {
  findManageState,
  findOutboundDeparture,
  lockManageState,
  type TManageState,
} from './booking-access.repository';

/**
 * A traveller's cancellation under the booking's own copy of its cancellation policy (DESIGN decisions 26, 31), one implementation for
 * every way in: the manage-booking link and the account's Bookings tab. The money goes back through the
 * payments module's refunds (Stripe when configured; a payment made in test mode by the embedded provider).
 */
export type TCancellationDeps = TRefundDeps & { appUrl: string; appName: string };

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
  const outcome = cancellationOutcome({
    policy: state.cancellationPolicy,
    paidAmount: amountAtStake(state),
    departureAt,
    now,
  });
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
  const payment = await findRefundablePayment(db, bookingId);
  const departureAt = await departureOf(db, state);
  return {
    state,
    paidAmount: amountAtStake(state),
    departureAt,
    cancellation: cancellationFor(state, payment, departureAt, now),
  };
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
 * Cancels a booking under its own copy of the cancellation policy (DESIGN decisions 26, 31). The caller
 * has decided who may (the manage link's token, or the account owning the booking). The booking row is locked while it is
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
    const payment = await findRefundablePayment(tx, bookingId);
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
    const cancelled = await transitionBooking(
      tx,
      bookingId,
      {
        event: 'cancelled',
        reason: BOOKING_MESSAGES.cancelReason,
        refundAmount: cancellation.refundAmount,
        refundStatus,
      },
      now,
    );
    if (!cancelled) throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    const booking = expectRow(await readBookingConfirmation(tx, { bookingId }), `booking ${bookingId}`);
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
            cancellationPolicy: state.cancellationPolicy,
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
  if (decided.payment) {
    const { id: bookingId, refundAmount, totalAmount } = decided.state;
    await refundThroughProvider(deps, {
      bookingId,
      payment: decided.payment,
      refundAmount: refundAmount ?? 0,
      totalAmount,
    });
  }
}
