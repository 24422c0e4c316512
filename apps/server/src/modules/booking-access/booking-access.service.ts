import { setTimeout as wait } from 'node:timers/promises';
import { expectRow, type TDb } from '@tour/db';
import {
  BOOKING_MESSAGES,
  cancellationOutcome,
  departureInstant,
  LATE_CANCELLATION_FEE_PERCENT,
  MANAGE_BOOKING_MESSAGES,
  refundShareOf,
  type TFindBookingRequest,
  type TManageCancellation,
  type TManagedBooking,
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
import { bookingCancelledMail, manageLinkMail } from './booking-access.mails';
import {
  cancelBookingOnce,
  findBookingByReferenceAndEmail,
  findManageState,
  findOutboundDeparture,
  findProviderPayment,
  lockManageState,
  recordRefundOutcome,
  type TManageState,
  type TRefundablePayment,
} from './booking-access.repository';
import { findBookingIdByManageToken, issueManageLink, tripEndInstant } from './manage-links';

export type TBookingAccessDeps = {
  db: TDb;
  clock: TClock;
  appUrl: string;
  appName: string;
  /** Stripe when configured; a payment made in test mode is refunded by the embedded provider. */
  stripe: { provider: TPaymentProvider } | null;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  /** 'Find my booking' answers no sooner than this, match or not, so its timing tells nothing. */
  findAnswerFloorMs: number;
};

export const FIND_ANSWER_FLOOR_MS = 400;

const linkInvalid = () => new AppError('NOT_FOUND', MANAGE_BOOKING_MESSAGES.linkInvalid);

/** A token that is unknown, tampered with or past its trip's end opens nothing, and says no more. */
async function bookingIdFor(deps: TBookingAccessDeps, token: string): Promise<string> {
  const bookingId = await findBookingIdByManageToken(deps.db, token, deps.clock.now());
  if (!bookingId) throw linkInvalid();
  return bookingId;
}

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

async function readManagedBooking(deps: TBookingAccessDeps, bookingId: string): Promise<TManagedBooking> {
  const confirmation = expectRow(await findBookingConfirmation(deps.db, { bookingId }), `booking ${bookingId}`);
  const state = expectRow(await findManageState(deps.db, bookingId), `booking ${bookingId}`);
  const payment = await findProviderPayment(deps.db, bookingId);
  const departureAt = await departureOf(deps.db, state);
  const { userId: _userId, sessionAccountId: _sessionAccountId, ...booking } = confirmation;
  return {
    ...booking,
    cancellationDate: state.cancellationDate?.toISOString() ?? null,
    refundStatus: state.refundStatus,
    paidAmount: amountAtStake(state),
    departureAt: departureAt.toISOString(),
    cancellation: cancellationFor(state, payment, departureAt, deps.clock.now()),
  };
}

/** GET /api/manage/:token: the booking the private link opens. */
export async function getManagedBooking(deps: TBookingAccessDeps, token: string): Promise<TManagedBooking> {
  return readManagedBooking(deps, await bookingIdFor(deps, token));
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
async function refundThroughProvider(deps: TBookingAccessDeps, state: TManageState, payment: TRefundablePayment) {
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
 * POST /api/manage/:token/cancel, under the cancellation policy (DESIGN decision 26). The booking row is
 * locked while it is decided, so two cancellations of one booking queue and the second finds it
 * cancelled: the seats come back once and the money is refunded once. The cancellation, its seats and
 * its e-mail (with a fresh link) are one transaction; the provider's refund follows it. A cancelled
 * booking whose refund failed is retried here with the same idempotency key.
 */
export async function cancelManagedBooking(deps: TBookingAccessDeps, token: string): Promise<TManagedBooking> {
  const bookingId = await bookingIdFor(deps, token);
  const decided = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const state = expectRow(await lockManageState(tx, bookingId), `booking ${bookingId}`);
    const payment = await findProviderPayment(tx, bookingId);
    if (state.status === 'cancelled' && state.refundStatus === 'failed' && payment) {
      return { state, payment, retry: true };
    }
    const cancellation = cancellationFor(state, payment, await departureOf(tx, state), now);
    if (!cancellation.allowed) throw new AppError('CONFLICT', cancellation.message);
    if (state.status !== 'pending' && state.status !== 'confirmed') {
      throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    }
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
      retry: false,
    };
  });
  if (decided.payment) await refundThroughProvider(deps, decided.state, decided.payment);
  return readManagedBooking(deps, bookingId);
}

/**
 * POST /api/manage/find: e-mails a fresh private link when the reference and the e-mail (the booking's
 * contact or its account's) match. The caller always gets the same answer, no sooner than the floor,
 * so neither the answer nor its timing says whether a booking exists.
 */
export async function findMyBooking(deps: TBookingAccessDeps, input: TFindBookingRequest) {
  const answerAt = performance.now() + deps.findAnswerFloorMs;
  const match = await findBookingByReferenceAndEmail(deps.db, input.reference, input.email);
  // A trip that has ended has no link to send: its link would open nothing.
  if (match && tripEndInstant(match.endDate) > deps.clock.now()) {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const booking = expectRow(await findBookingConfirmation(tx, { bookingId: match.id }), `booking ${match.id}`);
      const link = await issueManageLink(tx, {
        bookingId: match.id,
        tripEndDate: match.endDate,
        appUrl: deps.appUrl,
        now,
      });
      const mail = manageLinkMail(
        {
          to: match.mailTo,
          booking: {
            reference: booking.reference,
            contactName: booking.contactName,
            tourTitle: booking.tour.title,
            startDate: booking.date.startDate,
            endDate: booking.date.endDate,
            currency: booking.currency,
          },
          link,
        },
        { appName: deps.appName },
      );
      await enqueueMail(tx, mail, now);
    });
  }
  const remaining = answerAt - performance.now();
  if (remaining > 0) await wait(remaining);
  return { message: MANAGE_BOOKING_MESSAGES.findAnswer };
}
