import { expectRow } from '@tour/db';
import { randomBytes } from 'node:crypto';
import {
  BOOKING_SESSION_MESSAGES,
  isBookingSessionUsable,
  PAYMENT_MESSAGES,
  type TCreatePaymentIntentRequest,
  type TPaymentIntentResponse,
  thbRateFor,
  toThbMinor,
  type TLanguage,
} from '@tour/shared';
import type { TProviderIntent } from '../../adapters/payments/payment-provider';
import { buildPromptPayPayload } from '../../adapters/payments/promptpay-payload';
import { AppError } from '../../http/app-error';
import type { TSessionOwner } from '../../http/session-owner';
import { getBookingSession } from '../booking-sessions/booking-sessions.service';
import { saveCheckoutContact } from '../booking-sessions/session-checkout.service';
import { requireBookingPayer, type TBookingPayer } from './payers.service';
import {
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  paymentIdempotencyKey,
  setPaymentState,
} from './payments.repository';
import { callProvider, clientSecretFor, publicStatus, stripeOf, type TPaymentDeps } from './payments.service';

/**
 * POST /api/stripe/create-payment-intent. The amount is the session's, computed on the server when
 * the seats were held; one intent per session and method however often this is called.
 */
export async function createPaymentIntent(
  deps: TPaymentDeps,
  input: TCreatePaymentIntentRequest,
  owner: TSessionOwner,
  language: TLanguage,
): Promise<TPaymentIntentResponse> {
  const target = input.bookingId
    ? await bookingTarget(deps, input.bookingId, { ...owner, manageToken: input.manageToken ?? null })
    : await sessionTarget(deps, input, owner, language);
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
    paymentIntentId: payment.providerPaymentId,
    clientSecret: clientSecretFor(deps, payment.providerPaymentId),
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
    intent = await callProvider(deps, () => provider.retrieveIntent(existing.providerPaymentId));
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
    paymentIntentId: payment.providerPaymentId,
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
  language: TLanguage,
): Promise<TPaymentTarget> {
  // The request schema accepts exactly one of sessionId and bookingId.
  const session = await getBookingSession(deps, expectRow(input.sessionId, 'the session id'), owner);
  if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  await saveCheckoutContact(deps.db, session.id, input.customerInfo, language, deps.clock.now());
  return { sessionId: session.id, bookingId: null, ...session.pricing };
}

/** Pay Now: a pending, unpaid booking (a reservation, or a booking-form booking), for exactly its amount. */
async function bookingTarget(deps: TPaymentDeps, bookingId: string, payer: TBookingPayer): Promise<TPaymentTarget> {
  const booking = await requireBookingPayer(deps, bookingId, payer);
  if (booking.bookingStatus === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.bookingNotPayable);
  if (booking.bookingStatus !== 'pending' || booking.paymentStatus === 'completed') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  }
  // A transfer awaiting verification is money on its way: a card on top of it would be paid twice.
  if (booking.paymentStatus === 'processing') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.transferBeingVerified);
  }
  return { sessionId: null, bookingId, total: booking.totalAmount, currency: booking.currency };
}
