import type Stripe from 'stripe';
import {
  constructStripeEvent,
  toProviderIntent,
  toProviderRefundUpdate,
} from '../../adapters/payments/stripe-provider';
import { AppError } from '../../http/app-error';
import { settleProviderRefund, type TRefundDeps } from '../refunds/refunds.service';
import { findPaymentByProviderId, recordWebhookEventOnce } from './payments.repository';
import { applyIntent, type TSettleDeps } from './settlement.service';

/** The events that report how a payment ended; others are acknowledged and recorded only. */
const OUTCOME_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
/** The events that report how a refund ended (Stripe sends whichever the endpoint subscribes to). */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * `/api/stripe/webhook`: the signature is verified by the stripe package (`constructEvent`, on the
 * raw bytes, 5-minute tolerance against the server clock). The intent in a succeeded or failed event
 * is applied as a status poll applies a fetched one; replays and reordering change nothing
 * (settlement is guarded by the payment's status, a failure never overwrites a success). A refund's
 * word moves its row in the refund ledger (out of order safe) and the booking's summary follows. Events are
 * recorded by id.
 */
export async function handleStripeWebhook(
  deps: TSettleDeps & TRefundDeps & { webhookSecret: string | null },
  rawBody: unknown,
  signature: string | undefined,
) {
  // The route reads a JSON body as its raw bytes; a body sent as anything else is no event from Stripe.
  if (!deps.webhookSecret || !signature || !Buffer.isBuffer(rawBody)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  }
  let event: Stripe.Event;
  try {
    event = constructStripeEvent(rawBody, signature, deps.webhookSecret, deps.clock.now().getTime());
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  }
  if (OUTCOME_EVENTS.has(event.type)) {
    const intent = toProviderIntent(event.data.object as Stripe.PaymentIntent);
    const payment = await findPaymentByProviderId(deps.db, intent.id);
    if (payment) await applyIntent(deps, payment, intent);
  } else if (REFUND_EVENTS.has(event.type)) {
    await settleProviderRefund(deps, toProviderRefundUpdate(event.data.object as Stripe.Refund));
  }
  await recordWebhookEventOnce(deps.db, event.id, event.type, deps.clock.now());
}
