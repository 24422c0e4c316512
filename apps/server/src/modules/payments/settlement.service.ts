import { expectRow, type TDb } from '@tour/db';
import { cardErrorMessage, PAYMENT_MESSAGES, type TBookingChange } from '@tour/shared';
import type { TProviderIntent } from '../../adapters/payments/payment-provider';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { transitionBooking } from '../bookings/booking-transitions.service';
import { bookSession, lockSessionForPayment, queueBookingMail } from '../bookings/bookings.service';
import {
  findPaymentByProviderId,
  findReservationOfSession,
  linkPaymentToBooking,
  markPaymentNeedsRefund,
  markPaymentSucceeded,
  setPaymentState,
  type TPaymentRow,
} from './payments.repository';

export type TPaymentLog = { error: (details: Record<string, unknown>, message: string) => void };

/** Payment code that holds no Stripe credentials (the webhook, bank transfers, pay later) needs only these. */
export type TSettleDeps = {
  db: TDb;
  clock: TClock;
  appUrl: string;
  /** The brand booking e-mails carry (APP_NAME). */
  appName: string;
  log: TPaymentLog;
};

/**
 * A verified payment: marks it succeeded and books the session in one transaction, decided under the
 * session's row lock (lockSessionForPayment), so that of two payments racing for one session exactly one
 * books it. Replays (a second confirmation, a webhook delivered twice) find the payment succeeded and
 * change nothing.
 * When another payment already completed the session: if this payment's money is not taken yet
 * (`charged: false`, the test-mode provider, which charges here), nothing is charged and the caller gets
 * 409 'already paid'. Money the provider already took (`charged: true`: Stripe, verified by webhook or by
 * fetching the intent), or money for a session whose seats were resold after it expired, books nothing:
 * the payment is recorded as succeeded with `needs_refund` and logged at error level (decision 0005).
 * Nothing is thrown then, so Stripe's webhook is answered 200.
 */
export async function settlePayment(deps: TSettleDeps, payment: TPaymentRow, { charged }: { charged: boolean }) {
  let refundReason: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!payment.bookingSessionId) {
        if (!(await markPaymentSucceeded(tx, payment.id, now))) return;
        const bookingId = expectRow(payment.bookingId, 'the booking the payment is for');
        if (await transitionBooking(tx, bookingId, settled(payment), now)) {
          await queueBookingMail(tx, bookingId, 'payment_received', { ...deps, now });
          return;
        }
        // Cancelled at its deadline (or paid another way) first: nothing is charged in test mode.
        if (!charged) throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
        refundReason = 'booking no longer awaits payment';
        await markPaymentNeedsRefund(tx, payment.id, refundReason, now);
        return;
      }
      const decision = await lockSessionForPayment(tx, payment.bookingSessionId);
      // Under the lock: a concurrent settlement of this same payment has either finished or not begun.
      const current = expectRow(await findPaymentByProviderId(tx, payment.providerPaymentId), 'the payment');
      if (current.status === 'succeeded') return;
      if (decision.booking) {
        if (!charged) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
        // Money taken for a session that was reserved to pay later: it pays that reservation.
        const reservation = await findReservationOfSession(tx, payment.bookingSessionId);
        if (reservation && (await transitionBooking(tx, reservation, settled(payment), now))) {
          await markPaymentSucceeded(tx, payment.id, now);
          await linkPaymentToBooking(tx, payment.id, reservation, now);
          await queueBookingMail(tx, reservation, 'payment_received', { ...deps, now });
          return;
        }
        refundReason = 'session already booked by another payment';
        await markPaymentSucceeded(tx, payment.id, now);
        await markPaymentNeedsRefund(tx, payment.id, refundReason, now);
        return;
      }
      await markPaymentSucceeded(tx, payment.id, now);
      const booking = await bookSession(tx, payment.bookingSessionId, {
        paymentMethod: bookingMethodOf(payment),
        payment: 'paid',
        now,
        appUrl: deps.appUrl,
        appName: deps.appName,
      });
      await linkPaymentToBooking(tx, payment.id, booking.id, now);
    });
  } catch (error) {
    // The session expired and its seats were sold meanwhile: the money is real, the booking cannot be.
    if (!(error instanceof AppError) || !['NOT_ENOUGH_SPOTS', 'NOT_FOUND'].includes(error.code)) throw error;
    const reason = `session cannot be booked: ${error.message}`;
    refundReason = reason;
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (await markPaymentSucceeded(tx, payment.id, now)) await markPaymentNeedsRefund(tx, payment.id, reason, now);
      else refundReason = null;
    });
  }
  if (refundReason) {
    deps.log.error(
      {
        paymentId: payment.id,
        providerPaymentId: payment.providerPaymentId,
        bookingSessionId: payment.bookingSessionId,
        reason: refundReason,
      },
      'payment succeeded without a booking: needs refund',
    );
  }
}

function bookingMethodOf(payment: TPaymentRow): 'credit_card' | 'promptpay' {
  return payment.method === 'promptpay' ? 'promptpay' : 'credit_card';
}

/** Card or PromptPay money verified for a booking that waits for it (Pay Now, or a reservation). */
function settled(payment: TPaymentRow): TBookingChange {
  return { event: 'payment_settled', paymentMethod: bookingMethodOf(payment) };
}

/**
 * Applies a PaymentIntent as Stripe reports it (an API answer or a webhook event) to our row: succeeded
 * settles, a failed attempt records Stripe's code, requires_action and processing are reported as such.
 * A row that already succeeded keeps its state (setPaymentState and settlePayment guard that).
 */
export async function applyIntent(deps: TSettleDeps, payment: TPaymentRow, intent: TProviderIntent) {
  const now = deps.clock.now();
  switch (intent.status) {
    case 'succeeded':
      // The provider reports the money taken: a session paid meanwhile gets it recorded for refund.
      await settlePayment(deps, payment, { charged: true });
      return;
    case 'requires_payment_method':
      if (intent.lastError) await failPayment(deps, payment, intent.lastError.code, intent.lastError.message);
      return;
    case 'requires_action':
    case 'requires_confirmation':
      await setPaymentState(deps.db, payment.id, { status: 'requires_action', now });
      return;
    case 'processing':
    case 'requires_capture':
      await setPaymentState(deps.db, payment.id, { status: 'processing', now });
      return;
    case 'canceled':
      await failPayment(deps, payment, 'payment_intent_canceled');
      return;
  }
}

export async function failPayment(
  deps: TSettleDeps,
  payment: TPaymentRow,
  code: string,
  providerMessage?: string | null,
) {
  await setPaymentState(deps.db, payment.id, {
    status: 'failed',
    errorCode: code,
    errorMessage: cardErrorMessage(code, providerMessage),
    now: deps.clock.now(),
  });
}
