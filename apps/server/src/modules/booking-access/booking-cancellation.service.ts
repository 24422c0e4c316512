import { expectRow } from '@tour/db';
import {
  BOOKING_MESSAGES,
  cancellationOutcome,
  departureInstant,
  MANAGE_BOOKING_MESSAGES,
  MONEY_MESSAGES,
  refundShareOf,
  type TAdminCancelRequest,
  type TManageCancellation,
  type TRefundAccount,
  type TRefundRoute,
  tourTitleIn,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TExecutor } from '../../db';
import { AppError } from '../../http/app-error';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { readBookingConfirmation } from '../bookings/bookings.service';
import { issueManageLink } from '../bookings/manage-links.service';
import { findBookingLanguage } from '../languages/languages.service';
import type { TActor } from '../audit/audit.service';
import { recordAdminAction } from '../audit/audit.service';
import {
  bookingRefundTotal,
  findCapturedPayment,
  findKnownPayoutAccount,
  followLedger,
  lockRefundableRemainder,
  requestRefund,
  resubmitUnsentRefunds,
  submitProviderRefund,
  type TCapturedPayment,
  type TRefundDeps,
} from '../refunds/refunds.service';
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
 * refund ledger (refunds module): through the provider that took it, or by a bank transfer an administrator makes.
 */
export type TCancellationDeps = TRefundDeps & { appUrl: string; appName: string };

/** Paid, or sent by bank transfer and being verified: money the policy may give back. */
function amountAtStake(state: TManageState): number {
  return state.paymentStatus === 'completed' || state.paymentStatus === 'processing' ? state.totalAmount : 0;
}

function refundRouteOf(state: TManageState, payment: TCapturedPayment | null): TRefundRoute {
  if (amountAtStake(state) === 0 || !payment) return 'none';
  return payment.method === 'bank_transfer' ? 'manual' : 'provider';
}

function cancellationFor(
  state: TManageState,
  payment: TCapturedPayment | null,
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
  const payment = await findCapturedPayment(db, bookingId);
  const departureAt = await departureOf(db, state);
  return {
    state,
    paidAmount: amountAtStake(state),
    departureAt,
    cancellation: cancellationFor(state, payment, departureAt, now),
  };
}

/** An administrator's cancellation (bookings desk): by the booking's policy, or with everything paid given back. */
export type TAdminCancellation = { actor: TActor; refund: 'policy' | 'full'; reason: string };

/** How a caller's own rules shape a cancellation; the policy, the seats, the e-mail and the refund are common. */
export type TCancellationRules = {
  /** A cancelled booking whose provider refund did not reach the provider asks again (same keys) instead of a 409. */
  retryFailedRefund: boolean;
  /**
   * The account's rule (1-traveller.md: only a pending or confirmed booking may be cancelled): any other
   * status is refused with this message before the policy is asked. Unset: the policy's own reasons.
   */
  notPendingOrConfirmed?: string;
  /** The traveller's account for a refund that goes back by bank transfer (required from the traveller then). */
  refundAccount?: TRefundAccount | null;
  /** Set when an administrator cancels: audited, and a bank-transfer refund may wait for the traveller's account. */
  administrator?: TAdminCancellation;
};

/** What the cancellation gives back, in the booking's currency: the policy's refund, or all of it. */
function refundFor(
  state: TManageState,
  cancellation: Extract<TManageCancellation, { allowed: true }>,
  rules: TCancellationRules,
) {
  if (rules.administrator?.refund === 'full') {
    const paid = amountAtStake(state);
    return { ...cancellation, refundAmount: paid, feeAmount: 0, feePercent: 0, free: true };
  }
  return cancellation;
}

function refundAccountRequired() {
  return new AppError('VALIDATION_FAILED', MONEY_MESSAGES.refundAccountRequired, {
    refundAccount: MONEY_MESSAGES.refundAccountRequired,
  });
}

/**
 * Cancels a booking under its own copy of the cancellation policy (DESIGN decisions 26, 31, 34). The caller
 * has decided who may (the manage link's token, the account owning the booking, or an administrator). The booking
 * row is locked while it is decided, so two cancellations of one booking queue and the second finds it cancelled:
 * the seats come back once and the money is refunded once. The cancellation, its seats, its refund row in the
 * ledger (with the payment row locked), its audit row (administrator) and its e-mail (with a fresh manage link)
 * are one transaction; a card or PromptPay refund is then asked of the provider with the refund row's id as its
 * key. A bank-transfer refund waits on the desk ("to pay back") with the traveller's account.
 */
export async function cancelBookingUnderPolicy(
  deps: TCancellationDeps,
  bookingId: string,
  rules: TCancellationRules,
): Promise<void> {
  const decided = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const state = expectRow(await lockManageState(tx, bookingId), `booking ${bookingId}`);
    const payment = await findCapturedPayment(tx, bookingId);
    // 1-traveller.md: a traveller cancels a pending or confirmed booking; an administrator also a 'paid' one.
    const pendingOrConfirmed =
      state.status === 'pending' ||
      state.status === 'confirmed' ||
      (state.status === 'paid' && rules.administrator !== undefined);
    if (rules.notPendingOrConfirmed && !pendingOrConfirmed) {
      throw new AppError('CONFLICT', rules.notPendingOrConfirmed);
    }
    if (rules.retryFailedRefund && state.status === 'cancelled' && state.refundStatus === 'failed') {
      return { retry: true, refund: null };
    }
    const policyAnswer = cancellationFor(state, payment, await departureOf(tx, state), now);
    const fullByAdministrator = rules.administrator?.refund === 'full' && pendingOrConfirmed;
    if (!policyAnswer.allowed && !fullByAdministrator) throw new AppError('CONFLICT', policyAnswer.message);
    if (!pendingOrConfirmed) throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    const allowed: Extract<TManageCancellation, { allowed: true }> = policyAnswer.allowed
      ? policyAnswer
      : {
          allowed: true,
          free: true,
          feePercent: 0,
          feeAmount: 0,
          refundAmount: 0,
          freeUntil: null,
          refundRoute: refundRouteOf(state, payment),
        };
    const cancellation = refundFor(state, allowed, rules);

    // The payment's share of the refund, within what earlier refunds left of it.
    const owed =
      payment && cancellation.refundAmount > 0
        ? Math.min(
            refundShareOf(payment.amount, { refundAmount: cancellation.refundAmount, totalAmount: state.totalAmount }),
            await lockRefundableRemainder(tx, payment.id),
          )
        : 0;
    const byTransfer = payment?.method === 'bank_transfer';
    const payoutAccount =
      byTransfer && owed > 0 ? (rules.refundAccount ?? (await findKnownPayoutAccount(tx, bookingId))) : null;
    if (byTransfer && owed > 0 && !payoutAccount && !rules.administrator) throw refundAccountRequired();

    const actor = rules.administrator
      ? { kind: 'administrator' as const, userId: rules.administrator.actor.userId, note: rules.administrator.reason }
      : { kind: 'traveller' as const, note: BOOKING_MESSAGES.cancelReason };
    const earlierRefunds = await bookingRefundTotal(tx, bookingId, state.totalAmount);
    const refundAmount = Math.min(state.totalAmount, earlierRefunds + (owed > 0 ? cancellation.refundAmount : 0));
    const cancelled = await transitionBooking(
      tx,
      bookingId,
      {
        event: 'cancelled',
        reason: rules.administrator?.reason ?? BOOKING_MESSAGES.cancelReason,
        refundAmount,
        refundStatus: owed > 0 ? 'pending' : 'none',
      },
      now,
      actor,
    );
    if (!cancelled) throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.notCancellable);
    const refund =
      payment && owed > 0
        ? await requestRefund(tx, {
            bookingId,
            payment,
            amount: owed,
            reason: rules.administrator?.reason ?? BOOKING_MESSAGES.cancelReason,
            by: actor,
            payoutAccount,
            now,
          })
        : null;
    // Earlier refunds (an administrator's partial refund) keep counting in the booking's summary.
    if (earlierRefunds > 0) await followLedger(tx, bookingId, 'refund_answered', now, actor);
    if (rules.administrator) {
      await recordAdminAction(tx, rules.administrator.actor, {
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: cancelled.before.status, refundStatus: cancelled.before.refundStatus },
        after: {
          status: 'cancelled',
          reason: rules.administrator.reason,
          refund: rules.administrator.refund,
          refundId: refund?.id ?? null,
          refundAmount: owed,
          currency: payment?.currency ?? state.currency,
        },
      });
    }
    const booking = expectRow(await readBookingConfirmation(tx, { bookingId }), `booking ${bookingId}`);
    if (state.mailTo) {
      const link = await issueManageLink(tx, { bookingId, tripEndDate: state.endDate, appUrl: deps.appUrl, now });
      const language = await findBookingLanguage(tx, bookingId);
      const mail = bookingCancelledMail(
        {
          to: state.mailTo,
          booking: {
            reference: booking.reference,
            contactName: state.contactName,
            tourTitle: tourTitleIn(booking.tour, language),
            startDate: state.startDate,
            endDate: state.endDate,
            currency: state.currency,
            paymentMethod: state.paymentMethod,
            cancellationPolicy: state.cancellationPolicy,
          },
          refund: { ...cancellation, refundAmount: owed > 0 ? cancellation.refundAmount : 0 },
          cancelledBy: rules.administrator
            ? {
                kind: 'administrator',
                reason: rules.administrator.reason,
                fullRefund: rules.administrator.refund === 'full',
              }
            : { kind: 'traveller' },
          refundAccountMissing: byTransfer && owed > 0 && !payoutAccount,
          link,
          language,
        },
        { appName: deps.appName },
      );
      await enqueueMail(tx, { ...mail, bookingId }, now);
    }
    return { retry: false, refund: refund?.route === 'provider' ? refund : null };
  });
  if (decided.retry) {
    if ((await resubmitUnsentRefunds(deps, bookingId)) === 0) {
      throw new AppError('CONFLICT', MANAGE_BOOKING_MESSAGES.alreadyCancelled);
    }
    return;
  }
  if (decided.refund) await submitProviderRefund(deps, decided.refund);
}

/**
 * POST /api/admin/bookings/:bookingId/cancel: the traveller's cancellation path (seats back once, the e-mail, the
 * refund in the ledger), as an administrator: 'policy' gives back what the booking's own policy gives, 'full'
 * everything it paid. Audited in the same transaction; the booking's history names the administrator.
 */
export async function cancelAdminBooking(
  deps: TCancellationDeps,
  actor: TActor,
  bookingId: string,
  input: TAdminCancelRequest,
) {
  if (!(await findManageState(deps.db, bookingId))) throw new AppError('NOT_FOUND', MONEY_MESSAGES.bookingNotFound);
  await cancelBookingUnderPolicy(deps, bookingId, {
    retryFailedRefund: false,
    notPendingOrConfirmed: MONEY_MESSAGES.statusNotAllowed,
    administrator: { actor, refund: input.refund, reason: input.reason },
  });
  return { message: MONEY_MESSAGES.bookingCancelled };
}
