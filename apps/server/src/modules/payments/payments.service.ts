import { expectRow } from '@tour/db';
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_SESSION_MESSAGES,
  cardErrorMessage,
  isBookingSessionUsable,
  isExpiryInFuture,
  parseCardExpiry,
  NEEDS_REFUND_CODE,
  PAYMENT_MESSAGES,
  type TConfirmPaymentResponse,
  type TPaymentIntentStatus,
} from '@tour/shared';
import { PaymentProviderError, type TPaymentProvider } from '../../adapters/payments/payment-provider';
import { outcomeForTestCard } from '../../adapters/payments/test-card-outcomes';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { getBookingSession } from '../booking-sessions/booking-sessions.service';
import { mayPay, type TBookingPayer } from './payers.service';
import {
  findBookingForPayment,
  findBookingReference,
  findPaymentByProviderId,
  setPaymentState,
  type TPaymentRow,
} from './payments.repository';
import { applyIntent, failPayment, settlePayment, type TSettleDeps } from './settlement.service';

/**
 * Card and PromptPay (DESIGN decision 3): confirming a card, the test-mode 3-D Secure and PromptPay steps, and
 * the status poll. Creating the intent is in payment-intents.service.ts, settling it in settlement.service.ts.
 */
export type TPaymentDeps = TSettleDeps & {
  secret: string;
  promptPayId: string;
  thbPerUsd: number;
  /** The real provider, chosen by configuration; null runs the embedded test-mode provider. */
  stripe: { provider: TPaymentProvider; publishableKey: string } | null;
};

export function stripeOf(deps: TPaymentDeps) {
  if (!deps.stripe) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  return deps.stripe.provider;
}

/** Every provider call goes through here: an unreachable provider is a clear 502, never a stack trace. */
export async function callProvider<T>(deps: Pick<TPaymentDeps, 'log'>, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.error({ err: error }, 'payment provider call failed');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

/** Stripe's shape `pi_…_secret_…`, bound to the intent by an HMAC so that it cannot be made up. */
export function clientSecretFor(deps: TPaymentDeps, paymentIntentId: string) {
  return `${paymentIntentId}_secret_${createHmac('sha256', deps.secret).update(paymentIntentId).digest('hex').slice(0, 24)}`;
}

export function publicStatus(status: TPaymentRow['status']): TPaymentIntentStatus {
  if (status === 'pending_verification') return 'processing';
  return status === 'rejected' ? 'failed' : status;
}

/**
 * The payment behind an intent id, if the caller owns its session and holds its client secret. The
 * test provider's secret is HMAC-checked; a Stripe secret is compared with the intent fetched from
 * Stripe, which is returned too (its status is what the caller acts on).
 */
async function requireOwnedPayment(
  deps: TPaymentDeps,
  paymentIntentId: string,
  clientSecret: string,
  owner: TBookingPayer,
) {
  const payment = await findPaymentByProviderId(deps.db, paymentIntentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  if (payment.provider === 'test' && !secretsMatch(clientSecretFor(deps, paymentIntentId), clientSecret)) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  }
  if (payment.bookingSessionId) await getBookingSession(deps, payment.bookingSessionId, owner);
  else {
    const booking = payment.bookingId ? await findBookingForPayment(deps.db, payment.bookingId) : null;
    if (!booking || !(await mayPay(deps, booking, owner))) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
    }
  }
  if (payment.provider !== 'stripe') return { payment, intent: null };
  const provider = stripeOf(deps);
  const intent = await callProvider(deps, () => provider.retrieveIntent(paymentIntentId));
  if (!secretsMatch(intent.clientSecret, clientSecret))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  return { payment, intent };
}

function secretsMatch(expected: string, givenSecret: string) {
  const wanted = Buffer.from(expected);
  const given = Buffer.from(givenSecret);
  return wanted.length > 0 && wanted.length === given.length && timingSafeEqual(wanted, given);
}

async function responseFor(deps: TPaymentDeps, paymentIntentId: string): Promise<TConfirmPaymentResponse> {
  const payment = expectRow(await findPaymentByProviderId(deps.db, paymentIntentId), `payment ${paymentIntentId}`);
  const booking = payment.bookingId ? await findBookingReference(deps.db, payment.bookingId) : null;
  if (payment.status === 'succeeded' && payment.lastErrorCode === NEEDS_REFUND_CODE) {
    return {
      status: 'succeeded',
      error: { code: NEEDS_REFUND_CODE, message: PAYMENT_MESSAGES.needsRefund },
      bookingId: null,
      bookingReference: null,
    };
  }
  return {
    status: publicStatus(payment.status),
    error:
      payment.status === 'failed' && payment.lastErrorCode
        ? { code: payment.lastErrorCode, message: cardErrorMessage(payment.lastErrorCode, payment.lastErrorMessage) }
        : null,
    bookingId: booking?.id ?? null,
    bookingReference: booking?.reference ?? null,
  };
}

async function requireSessionStillHeld(deps: TPaymentDeps, payment: TPaymentRow, owner: TSessionOwner) {
  if (!payment.bookingSessionId) return;
  const session = await getBookingSession(deps, payment.bookingSessionId, owner);
  // Completed by another payment (say PromptPay left open, then a card): this one must not charge too.
  if (session.status === 'completed') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
}

/**
 * POST /api/payments/confirm-card (Manual Entry). The test provider "charges" the card itself, as
 * Stripe test mode would; a Stripe payment is confirmed at Stripe with the card details, and the
 * intent's answer is applied. requires_action is reported: the browser then runs Stripe.js
 * (handleNextAction) and polls the status route.
 */
export async function confirmCard(
  deps: TPaymentDeps,
  input: {
    paymentIntentId: string;
    clientSecret: string;
    manageToken?: string;
    card: { number: string; expiry: string; cvc: string };
  },
  owner: TSessionOwner,
): Promise<TConfirmPaymentResponse> {
  const { payment, intent } = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, {
    ...owner,
    manageToken: input.manageToken ?? null,
  });
  if (payment.status === 'succeeded') return responseFor(deps, input.paymentIntentId);
  if (payment.method !== 'card') throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.processingFailed);
  await requireSessionStillHeld(deps, payment, owner);

  if (payment.provider === 'stripe') {
    if (intent?.status === 'succeeded') {
      await applyIntent(deps, payment, intent);
      return responseFor(deps, input.paymentIntentId);
    }
    const expiry = parseCardExpiry(input.card.expiry);
    if (!expiry) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.expiryInvalid);
    const provider = stripeOf(deps);
    const confirmed = await callProvider(deps, () =>
      provider.confirmCard(input.paymentIntentId, {
        number: input.card.number,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: input.card.cvc,
      }),
    );
    await applyIntent(deps, payment, confirmed);
    return responseFor(deps, input.paymentIntentId);
  }

  const outcome = isExpiryInFuture(input.card.expiry, deps.clock.now())
    ? outcomeForTestCard(input.card.number)
    : ({ kind: 'declined', code: 'expired_card' } as const);
  if (outcome.kind === 'declined') await failPayment(deps, payment, outcome.code);
  else if (outcome.kind === 'requires_action') {
    await setPaymentState(deps.db, payment.id, { status: 'requires_action', now: deps.clock.now() });
  } else await settlePayment(deps, payment, { charged: false });
  return responseFor(deps, input.paymentIntentId);
}

function requireTestProvider(payment: TPaymentRow) {
  if (payment.provider !== 'test') throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.testModeOnly);
}

/** Test mode: the 3-D Secure step; failing it gives authentication_required. */
export async function authenticateTestPayment(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string; approve: boolean; manageToken?: string },
  owner: TSessionOwner,
) {
  const { payment } = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, {
    ...owner,
    manageToken: input.manageToken ?? null,
  });
  requireTestProvider(payment);
  if (payment.status === 'succeeded') return responseFor(deps, input.paymentIntentId);
  if (payment.status !== 'requires_action' || payment.method !== 'card') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.processingFailed);
  }
  await requireSessionStillHeld(deps, payment, owner);
  if (input.approve) await settlePayment(deps, payment, { charged: false });
  else await failPayment(deps, payment, 'authentication_required');
  return responseFor(deps, input.paymentIntentId);
}

/** Test mode: stands in for the customer paying the QR code in their bank app. */
export async function completeTestPromptPay(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string; manageToken?: string },
  owner: TSessionOwner,
) {
  const { payment } = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, {
    ...owner,
    manageToken: input.manageToken ?? null,
  });
  requireTestProvider(payment);
  if (payment.method !== 'promptpay') throw new AppError('CONFLICT', PAYMENT_MESSAGES.processingFailed);
  if (payment.status !== 'succeeded') {
    await requireSessionStillHeld(deps, payment, owner);
    await settlePayment(deps, payment, { charged: false });
  }
  return responseFor(deps, input.paymentIntentId);
}

export async function getPaymentStatus(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string; manageToken?: string },
  owner: TSessionOwner,
) {
  const { payment, intent } = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, {
    ...owner,
    manageToken: input.manageToken ?? null,
  });
  // Stripe: verification by fetching the PaymentIntent (DESIGN decision 3). A failed row is refreshed
  // too, since Stripe.js may have retried the same intent with another card since.
  if (intent && payment.status !== 'succeeded') await applyIntent(deps, payment, intent);
  return responseFor(deps, input.paymentIntentId);
}
