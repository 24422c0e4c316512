import { expectRow } from '@tour/db';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_SESSION_MESSAGES,
  cardErrorMessage,
  isBookingSessionUsable,
  isExpiryInFuture,
  parseCardExpiry,
  NEEDS_REFUND_CODE,
  PAYMENT_MESSAGES,
  type TConfirmPaymentResponse,
  type TCreatePaymentIntentRequest,
  type TPaymentIntentResponse,
  type TPaymentIntentStatus,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import {
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderIntent,
} from '../../adapters/payments/payment-provider';
import { buildPromptPayPayload } from '../../adapters/payments/promptpay-payload';
import { outcomeForTestCard } from '../../adapters/payments/test-card-outcomes';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { findBookingIdByManageToken } from '../booking-access/manage-links';
import { saveSessionContact } from '../booking-sessions/booking-sessions.service';
import { getBookingSession, isOwnedBy, type TSessionOwner } from '../booking-sessions/booking-sessions.service';
import { bookSession, lockSessionForPayment, queueBookingMail } from '../bookings/bookings.service';
import {
  findBookingForPayment,
  findBookingReference,
  findReservationOfSession,
  findPaymentByIdempotencyKey,
  findPaymentByProviderId,
  markBookingPaid,
  markPaymentNeedsRefund,
  insertPaymentOnce,
  linkPaymentToBooking,
  markPaymentSucceeded,
  paymentIdempotencyKey,
  setPaymentState,
  type TPaymentRow,
} from './payments.repository';
import { thbRateFor, toThbMinor } from './thb-rates';

/** What other modules use of this module's data, so that they never import its repository. */
export {
  findLatestSlip,
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  linkPaymentToBooking,
  markBookingTransferSubmitted,
  paymentIdempotencyKey,
} from './payments.repository';

export type TPaymentDeps = {
  db: TDb;
  clock: TClock;
  appUrl: string;
  /** The brand booking e-mails carry (APP_NAME). */
  appName: string;
  secret: string;
  promptPayId: string;
  thbPerUsd: number;
  /** The real provider, chosen by configuration; null runs the embedded test-mode provider. */
  stripe: { provider: TPaymentProvider; publishableKey: string } | null;
  log: TPaymentLog;
};

export type TPaymentLog = { error: (details: Record<string, unknown>, message: string) => void };

/** Payment code that holds no Stripe credentials (the webhook, bank transfers) needs only these. */
export type TSettleDeps = Pick<TPaymentDeps, 'db' | 'clock' | 'appUrl' | 'appName' | 'log'>;

function stripeOf(deps: TPaymentDeps) {
  if (!deps.stripe) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  return deps.stripe.provider;
}

/** Every provider call goes through here: an unreachable provider is a clear 502, never a stack trace. */
async function callProvider<T>(deps: Pick<TPaymentDeps, 'log'>, request: () => Promise<T>): Promise<T> {
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
function clientSecretFor(deps: TPaymentDeps, paymentIntentId: string) {
  return `${paymentIntentId}_secret_${createHmac('sha256', deps.secret).update(paymentIntentId).digest('hex').slice(0, 24)}`;
}

function publicStatus(status: TPaymentRow['status']): TPaymentIntentStatus {
  return status === 'pending_verification' ? 'processing' : status;
}

/**
 * POST /api/stripe/create-payment-intent. The amount is the session's, computed on the server when
 * the seats were held; one intent per session and method however often this is called.
 */
export async function createPaymentIntent(
  deps: TPaymentDeps,
  input: TCreatePaymentIntentRequest,
  owner: TSessionOwner,
): Promise<TPaymentIntentResponse> {
  const target = input.bookingId
    ? await bookingTarget(deps, input.bookingId, { ...owner, manageToken: input.manageToken ?? null })
    : await sessionTarget(deps, input, owner);
  const method = input.paymentMethodType;
  const amount = method === 'promptpay' ? toThbMinor(target.total, target.currency, deps.thbPerUsd) : target.total;
  const currency = method === 'promptpay' ? 'THB' : target.currency;
  const idempotencyKey = paymentIdempotencyKey(target, method);
  if (deps.stripe)
    return createStripeIntent(deps, {
      target,
      method,
      amount,
      currency,
      idempotencyKey,
      email: input.customerInfo.email,
    });

  const payment = await insertPaymentOnce(deps.db, {
    bookingSessionId: target.sessionId,
    bookingId: target.bookingId,
    provider: 'test',
    providerPaymentId: `pi_test_${randomBytes(12).toString('hex')}`,
    idempotencyKey,
    method,
    amount,
    currency,
    status: method === 'promptpay' ? 'requires_action' : 'requires_payment_method',
    now: deps.clock.now(),
  });
  return {
    paymentIntentId: payment.provider_payment_id,
    clientSecret: clientSecretFor(deps, payment.provider_payment_id),
    amount: Number(payment.amount),
    currency: payment.currency,
    status: publicStatus(payment.status),
    testMode: true,
    publishableKey: null,
    promptpay:
      method === 'promptpay'
        ? promptPayDetails(
            deps,
            target,
            Number(payment.amount),
            buildPromptPayPayload(deps.promptPayId, Number(payment.amount) / 100),
          )
        : null,
  };
}

function promptPayDetails(deps: TPaymentDeps, target: TPaymentTarget, amountThb: number, qrPayload: string) {
  return {
    qrPayload,
    amountThb,
    originalAmount: target.total,
    originalCurrency: target.currency,
    thbPerUnit: thbRateFor(target.currency, deps.thbPerUsd),
  };
}

/**
 * Stripe: the PaymentIntent is created at Stripe first, with our idempotency key as Stripe's, so two
 * racing requests get one intent; the row is inserted afterwards, outside any transaction. A retry
 * finds the row and fetches the client secret from Stripe. PromptPay is confirmed here, on the server,
 * so that the answer carries Stripe's QR data.
 */
async function createStripeIntent(
  deps: TPaymentDeps,
  input: {
    target: TPaymentTarget;
    method: 'card' | 'promptpay';
    amount: number;
    currency: string;
    idempotencyKey: string;
    email: string;
  },
): Promise<TPaymentIntentResponse> {
  const provider = stripeOf(deps);
  const existing = await findPaymentByIdempotencyKey(deps.db, input.idempotencyKey);
  let intent: TProviderIntent;
  if (existing) {
    if (existing.provider !== 'stripe') throw new AppError('CONFLICT', PAYMENT_MESSAGES.processingFailed);
    intent = await callProvider(deps, () => provider.retrieveIntent(existing.provider_payment_id));
  } else {
    intent = await callProvider(deps, () =>
      provider.createIntent({
        amount: input.amount,
        currency: input.currency,
        method: input.method,
        idempotencyKey: input.idempotencyKey,
        metadata: {
          ...(input.target.sessionId ? { booking_session_id: input.target.sessionId } : {}),
          ...(input.target.bookingId ? { booking_id: input.target.bookingId } : {}),
        },
        receiptEmail: input.email,
      }),
    );
  }
  if (input.method === 'promptpay' && intent.status === 'requires_payment_method') {
    // First confirmation: keyed, so racing requests share one QR. A QR that expired or failed is
    // confirmed anew (a fresh key), so the traveller gets a new code for the same intent.
    const confirmKey = existing
      ? `${input.idempotencyKey}:reconfirm:${randomBytes(8).toString('hex')}`
      : `${input.idempotencyKey}:confirm`;
    intent = await callProvider(deps, () =>
      provider.confirmPromptPay(intent.id, { email: input.email, idempotencyKey: confirmKey }),
    );
    if (existing && intent.status === 'requires_action') {
      await setPaymentState(deps.db, existing.id, { status: 'requires_action', now: deps.clock.now() });
      existing.status = 'requires_action';
    }
  }
  const payment =
    existing ??
    (await insertPaymentOnce(deps.db, {
      bookingSessionId: input.target.sessionId,
      bookingId: input.target.bookingId,
      provider: 'stripe',
      providerPaymentId: intent.id,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      status: input.method === 'promptpay' ? 'requires_action' : 'requires_payment_method',
      now: deps.clock.now(),
    }));
  return {
    paymentIntentId: payment.provider_payment_id,
    clientSecret: intent.clientSecret,
    amount: Number(payment.amount),
    currency: payment.currency,
    status: publicStatus(payment.status),
    testMode: false,
    publishableKey: expectRow(deps.stripe, 'the Stripe configuration').publishableKey,
    promptpay:
      input.method === 'promptpay'
        ? promptPayDetails(deps, input.target, Number(payment.amount), intent.promptPayQrData ?? '')
        : null,
  };
}

type TPaymentTarget = { sessionId: string | null; bookingId: string | null; total: number; currency: string };

async function sessionTarget(
  deps: TPaymentDeps,
  input: TCreatePaymentIntentRequest,
  owner: TSessionOwner,
): Promise<TPaymentTarget> {
  // The request schema accepts exactly one of sessionId and bookingId.
  const session = await getBookingSession(deps, expectRow(input.sessionId, 'the session id'), owner);
  if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  await saveSessionContact(deps.db, session.id, input.customerInfo);
  return { sessionId: session.id, bookingId: null, ...session.pricing };
}

/** Who pays an existing booking: the visitor, and the manage link's token if they came by one. */
export type TBookingPayer = TSessionOwner & { manageToken: string | null };

/**
 * Pay Now may be used by the booking's account, or (a guest booking) the browser whose cookie made its
 * session, or anyone holding a valid private manage link for it (DESIGN decision 16). Anyone else gets
 * the same answer as for an unknown booking.
 */
export async function requireBookingPayer(
  deps: Pick<TPaymentDeps, 'db' | 'clock'>,
  bookingId: string,
  payer: TBookingPayer,
) {
  const booking = await findBookingForPayment(deps.db, bookingId);
  if (booking && (await mayPay(deps, booking, payer))) return booking;
  throw new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
}

async function mayPay(
  deps: Pick<TPaymentDeps, 'db' | 'clock'>,
  booking: { id: string; user_id: string | null; session_account_id: string | null },
  payer: TBookingPayer,
) {
  if (
    booking.user_id
      ? booking.user_id === payer.userId
      : booking.session_account_id !== null &&
        isOwnedBy({ user_id: null, account_id: booking.session_account_id }, payer)
  ) {
    return true;
  }
  if (!payer.manageToken) return false;
  return (await findBookingIdByManageToken(deps.db, payer.manageToken, deps.clock.now())) === booking.id;
}

/** Pay Now: a pending, unpaid booking (a reservation, or a booking-form booking), for exactly its amount. */
async function bookingTarget(deps: TPaymentDeps, bookingId: string, payer: TBookingPayer): Promise<TPaymentTarget> {
  const booking = await requireBookingPayer(deps, bookingId, payer);
  if (booking.booking_status === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
  if (booking.booking_status !== 'pending' || booking.payment_status === 'completed') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  }
  // A transfer awaiting verification is money on its way: a card on top of it would be paid twice.
  if (booking.payment_status === 'processing') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.transferBeingVerified);
  }
  return { sessionId: null, bookingId, total: Number(booking.total_amount), currency: booking.currency };
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
  if (payment.booking_session_id) await getBookingSession(deps, payment.booking_session_id, owner);
  else {
    const booking = payment.booking_id ? await findBookingForPayment(deps.db, payment.booking_id) : null;
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
  const booking = payment.booking_id ? await findBookingReference(deps.db, payment.booking_id) : null;
  if (payment.status === 'succeeded' && payment.last_error_code === NEEDS_REFUND_CODE) {
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
      payment.status === 'failed' && payment.last_error_code
        ? {
            code: payment.last_error_code,
            message: cardErrorMessage(payment.last_error_code, payment.last_error_message),
          }
        : null,
    bookingId: booking?.id ?? null,
    bookingReference: booking?.booking_reference ?? null,
  };
}

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
      if (!payment.booking_session_id) {
        if (!(await markPaymentSucceeded(tx, payment.id, now))) return;
        const bookingId = expectRow(payment.booking_id, 'the booking the payment is for');
        if (await markBookingPaid(tx, bookingId, bookingMethodOf(payment), now)) {
          await queueBookingMail(tx, bookingId, 'payment_received', { ...deps, now });
          return;
        }
        // Cancelled at its deadline (or paid another way) first: nothing is charged in test mode.
        if (!charged) throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
        refundReason = 'booking no longer awaits payment';
        await markPaymentNeedsRefund(tx, payment.id, refundReason, now);
        return;
      }
      const decision = await lockSessionForPayment(tx, payment.booking_session_id);
      // Under the lock: a concurrent settlement of this same payment has either finished or not begun.
      const current = expectRow(await findPaymentByProviderId(tx, payment.provider_payment_id), 'the payment');
      if (current.status === 'succeeded') return;
      if (decision.booking) {
        if (!charged) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
        // Money taken for a session that was reserved to pay later: it pays that reservation.
        const reservation = await findReservationOfSession(tx, payment.booking_session_id);
        if (reservation && (await markBookingPaid(tx, reservation, bookingMethodOf(payment), now))) {
          await markPaymentSucceeded(tx, payment.id, now);
          await linkPaymentToBooking(tx, payment.id, reservation);
          await queueBookingMail(tx, reservation, 'payment_received', { ...deps, now });
          return;
        }
        refundReason = 'session already booked by another payment';
        await markPaymentSucceeded(tx, payment.id, now);
        await markPaymentNeedsRefund(tx, payment.id, refundReason, now);
        return;
      }
      await markPaymentSucceeded(tx, payment.id, now);
      const booking = await bookSession(tx, payment.booking_session_id, {
        paymentMethod: bookingMethodOf(payment),
        paid: true,
        now,
        appUrl: deps.appUrl,
        appName: deps.appName,
      });
      await linkPaymentToBooking(tx, payment.id, booking.id);
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
        providerPaymentId: payment.provider_payment_id,
        bookingSessionId: payment.booking_session_id,
        reason: refundReason,
      },
      'payment succeeded without a booking: needs refund',
    );
  }
}

function bookingMethodOf(payment: TPaymentRow): 'credit_card' | 'promptpay' {
  return payment.method === 'promptpay' ? 'promptpay' : 'credit_card';
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

async function failPayment(deps: TSettleDeps, payment: TPaymentRow, code: string, providerMessage?: string | null) {
  await setPaymentState(deps.db, payment.id, {
    status: 'failed',
    errorCode: code,
    errorMessage: cardErrorMessage(code, providerMessage),
    now: deps.clock.now(),
  });
}

async function requireSessionStillHeld(deps: TPaymentDeps, payment: TPaymentRow, owner: TSessionOwner) {
  if (!payment.booking_session_id) return;
  const session = await getBookingSession(deps, payment.booking_session_id, owner);
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
