import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_SESSION_MESSAGES,
  cardErrorMessage,
  isBookingSessionUsable,
  isExpiryInFuture,
  PAYMENT_MESSAGES,
  type TConfirmPaymentResponse,
  type TCreatePaymentIntentRequest,
  type TPaymentIntentResponse,
  type TPaymentIntentStatus,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import { buildPromptPayPayload } from '../../adapters/payments/promptpay-payload';
import { outcomeForTestCard } from '../../adapters/payments/test-card-outcomes';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { saveSessionContact } from '../booking-sessions/booking-sessions.repository';
import { getBookingSession, type TSessionOwner } from '../booking-sessions/booking-sessions.service';
import { bookSession } from '../bookings/bookings.service';
import {
  findPayableBooking,
  findPaymentByProviderId,
  markBookingPaid,
  insertPaymentOnce,
  linkPaymentToBooking,
  markPaymentSucceeded,
  paymentIdempotencyKey,
  setPaymentState,
  type TPaymentRow,
} from './payments.repository';
import { thbRateFor, toThbMinor } from './thb-rates';

export type TPaymentDeps = {
  db: TDb;
  clock: TClock;
  appUrl: string;
  secret: string;
  promptPayId: string;
  thbPerUsd: number;
};

/** Stripe's shape `pi_…_secret_…`, bound to the intent by an HMAC so that it cannot be made up. */
function clientSecretFor(deps: TPaymentDeps, paymentIntentId: string) {
  return `${paymentIntentId}_secret_${createHmac('sha256', deps.secret).update(paymentIntentId).digest('hex').slice(0, 24)}`;
}

function checkClientSecret(deps: TPaymentDeps, paymentIntentId: string, clientSecret: string) {
  const expected = Buffer.from(clientSecretFor(deps, paymentIntentId));
  const given = Buffer.from(clientSecret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  }
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
  const target = input.bookingId ? await bookingTarget(deps, input.bookingId, owner) : await sessionTarget(deps, input, owner);
  const method = input.paymentMethodType;
  const amount = method === 'promptpay' ? toThbMinor(target.total, target.currency, deps.thbPerUsd) : target.total;
  const payment = await insertPaymentOnce(deps.db, {
    bookingSessionId: target.sessionId,
    bookingId: target.bookingId,
    provider: 'test',
    providerPaymentId: `pi_test_${randomBytes(12).toString('hex')}`,
    idempotencyKey: paymentIdempotencyKey(target, method),
    method,
    amount,
    currency: method === 'promptpay' ? 'THB' : target.currency,
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
        ? {
            qrPayload: buildPromptPayPayload(deps.promptPayId, Number(payment.amount) / 100),
            amountThb: Number(payment.amount),
            originalAmount: target.total,
            originalCurrency: target.currency,
            thbPerUnit: thbRateFor(target.currency, deps.thbPerUsd),
          }
        : null,
  };
}

type TPaymentTarget = { sessionId: string | null; bookingId: string | null; total: number; currency: string };

async function sessionTarget(deps: TPaymentDeps, input: TCreatePaymentIntentRequest, owner: TSessionOwner): Promise<TPaymentTarget> {
  const session = await getBookingSession(deps, input.sessionId!, owner);
  if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
  await saveSessionContact(deps.db, session.id, input.customerInfo);
  return { sessionId: session.id, bookingId: null, ...session.pricing };
}

/** Pay Now: a pending, unpaid booking of the signed-in user, for exactly its amount. */
async function bookingTarget(deps: TPaymentDeps, bookingId: string, owner: TSessionOwner): Promise<TPaymentTarget> {
  const booking = await findPayableBooking(deps.db, bookingId, owner.userId);
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.detailsFailed);
  if (booking.booking_status !== 'pending' || booking.payment_status === 'completed') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  }
  return { sessionId: null, bookingId, total: Number(booking.total_amount), currency: booking.currency };
}

/** The payment behind an intent id, if the caller owns its session and holds its client secret. */
async function requireOwnedPayment(deps: TPaymentDeps, paymentIntentId: string, clientSecret: string, owner: TSessionOwner) {
  checkClientSecret(deps, paymentIntentId, clientSecret);
  const payment = await findPaymentByProviderId(deps.db, paymentIntentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  if (payment.booking_session_id) await getBookingSession(deps, payment.booking_session_id, owner);
  else if (!payment.booking_id || !(await findPayableBooking(deps.db, payment.booking_id, owner.userId))) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.processingFailed);
  }
  return payment;
}

async function responseFor(deps: TPaymentDeps, paymentIntentId: string): Promise<TConfirmPaymentResponse> {
  const payment = (await findPaymentByProviderId(deps.db, paymentIntentId))!;
  const booking = payment.booking_id
    ? await deps.db.query.bookings.findFirst({ where: (b, { eq }) => eq(b.id, payment.booking_id!), columns: { id: true, bookingReference: true } })
    : null;
  return {
    status: publicStatus(payment.status),
    error:
      payment.status === 'failed' && payment.last_error_code
        ? { code: payment.last_error_code, message: cardErrorMessage(payment.last_error_code, payment.last_error_message) }
        : null,
    bookingId: booking?.id ?? null,
    bookingReference: booking?.bookingReference ?? null,
  };
}

/**
 * A verified payment: marks it succeeded and books the session in one transaction. Replays (a
 * second confirmation, a webhook delivered twice) find the payment succeeded and change nothing.
 */
export async function settlePayment(deps: Pick<TPaymentDeps, 'db' | 'clock' | 'appUrl'>, payment: TPaymentRow) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await markPaymentSucceeded(tx, payment.id, now))) return;
    if (!payment.booking_session_id) {
      await markBookingPaid(tx, payment.booking_id!, now);
      return;
    }
    const booking = await bookSession(tx, payment.booking_session_id!, {
      paymentMethod: payment.method === 'promptpay' ? 'promptpay' : 'credit_card',
      paid: true,
      now,
      appUrl: deps.appUrl,
    });
    await linkPaymentToBooking(tx, payment.id, booking.id);
  });
}

async function failPayment(deps: TPaymentDeps, payment: TPaymentRow, code: string) {
  await setPaymentState(deps.db, payment.id, { status: 'failed', errorCode: code, errorMessage: cardErrorMessage(code), now: deps.clock.now() });
}

async function requireSessionStillHeld(deps: TPaymentDeps, payment: TPaymentRow, owner: TSessionOwner) {
  if (!payment.booking_session_id) return;
  const session = await getBookingSession(deps, payment.booking_session_id!, owner);
  // Completed by another payment (say PromptPay left open, then a card): this one must not charge too.
  if (session.status === 'completed') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (!isBookingSessionUsable(session, deps.clock.now())) {
    throw new AppError('BOOKING_SESSION_EXPIRED', BOOKING_SESSION_MESSAGES.expired);
  }
}

/** Test mode: the card is "charged" by the embedded provider, which answers like Stripe test mode. */
export async function confirmTestCard(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string; card: { number: string; expiry: string; cvc: string } },
  owner: TSessionOwner,
): Promise<TConfirmPaymentResponse> {
  const payment = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, owner);
  if (payment.status === 'succeeded') return responseFor(deps, input.paymentIntentId);
  if (payment.method !== 'card') throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.processingFailed);
  await requireSessionStillHeld(deps, payment, owner);

  const outcome = isExpiryInFuture(input.card.expiry, deps.clock.now())
    ? outcomeForTestCard(input.card.number)
    : ({ kind: 'declined', code: 'expired_card' } as const);
  if (outcome.kind === 'declined') await failPayment(deps, payment, outcome.code);
  else if (outcome.kind === 'requires_action') {
    await setPaymentState(deps.db, payment.id, { status: 'requires_action', now: deps.clock.now() });
  } else await settlePayment(deps, payment);
  return responseFor(deps, input.paymentIntentId);
}

/** Test mode: the 3-D Secure step; failing it gives authentication_required. */
export async function authenticateTestPayment(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string; approve: boolean },
  owner: TSessionOwner,
) {
  const payment = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, owner);
  if (payment.status === 'succeeded') return responseFor(deps, input.paymentIntentId);
  if (payment.status !== 'requires_action' || payment.method !== 'card') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.processingFailed);
  }
  await requireSessionStillHeld(deps, payment, owner);
  if (input.approve) await settlePayment(deps, payment);
  else await failPayment(deps, payment, 'authentication_required');
  return responseFor(deps, input.paymentIntentId);
}

/** Test mode: stands in for the customer paying the QR code in their bank app. */
export async function completeTestPromptPay(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string },
  owner: TSessionOwner,
) {
  const payment = await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, owner);
  if (payment.method !== 'promptpay') throw new AppError('CONFLICT', PAYMENT_MESSAGES.processingFailed);
  if (payment.status !== 'succeeded') {
    await requireSessionStillHeld(deps, payment, owner);
    await settlePayment(deps, payment);
  }
  return responseFor(deps, input.paymentIntentId);
}

export async function getPaymentStatus(
  deps: TPaymentDeps,
  input: { paymentIntentId: string; clientSecret: string },
  owner: TSessionOwner,
) {
  await requireOwnedPayment(deps, input.paymentIntentId, input.clientSecret, owner);
  return responseFor(deps, input.paymentIntentId);
}
