import Stripe from 'stripe';
import { providerErrorCode } from '@tour/shared';
import {
  PaymentProviderError,
  type TCreateIntentInput,
  type TPaymentProvider,
  type TProviderIntent,
  type TProviderIntentStatus,
  type TProviderRefund,
  type TProviderRefundStatus,
  type TRawCard,
  type TRefundInput,
} from './payment-provider';

export type TStripeProviderConfig = { secretKey: string; apiUrl: string | null };

/** `STRIPE_API_URL` points the client at another host (a local peer in tests). */
function connectionOptions(apiUrl: string | null) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's error on an intent, as the code we show a message for (decline reason or error code). */
function lastErrorOf(error: { code?: string | null; decline_code?: string | null; message?: string | null }) {
  return { code: providerErrorCode(error), message: error.message ?? null };
}

/** A PaymentIntent as Stripe sends it (API answers and webhook events alike), in the provider's terms. */
export function toProviderIntent(intent: Stripe.PaymentIntent): TProviderIntent {
  return {
    id: intent.id,
    status: intent.status as TProviderIntentStatus,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error ? lastErrorOf(intent.last_payment_error) : null,
    promptPayQrData: intent.next_action?.promptpay_display_qr_code?.data ?? null,
  };
}

const REFUND_STATUSES: readonly string[] = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'];

function toProviderRefund(refund: Stripe.Refund): TProviderRefund {
  // Stripe may add statuses; an unknown one is treated as money still on its way, never as done.
  const status = REFUND_STATUSES.includes(refund.status ?? '') ? (refund.status as TProviderRefundStatus) : 'pending';
  return { id: refund.id, status, amount: refund.amount };
}

/** A refund as a webhook event carries it: the payment it gives back from, and the metadata we sent (our refund id). */
export function toProviderRefundUpdate(refund: Stripe.Refund): {
  refund: TProviderRefund;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
} {
  const intent = refund.payment_intent;
  return {
    refund: toProviderRefund(refund),
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    metadata: { ...(refund.metadata ?? {}) },
  };
}

/**
 * A card decline (HTTP 402) or a confirmation in an unexpected state carries the PaymentIntent as it
 * now stands: that is the answer, not a failure of the call.
 */
function intentFromError(error: unknown): TProviderIntent | null {
  if (!(error instanceof Stripe.errors.StripeError) || !error.payment_intent) return null;
  const intent = toProviderIntent(error.payment_intent);
  if (!intent.lastError && error.type === 'StripeCardError') intent.lastError = lastErrorOf(error);
  return intent;
}

/** Stripe's own errors (unreachable, refused, misconfigured) become the provider's; others pass through. */
function asProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new PaymentProviderError(`Stripe ${error.type} (${error.statusCode ?? 'no status'}): ${error.message}`, {
    cause: error,
  });
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw asProviderError(error);
  }
}

export function createStripeProvider(config: TStripeProviderConfig): TPaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...connectionOptions(config.apiUrl),
  });

  return {
    async createIntent(input: TCreateIntentInput) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            allowed_payment_method_types: [input.method],
            metadata: input.metadata,
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toProviderIntent(intent);
    },

    async retrieveIntent(id: string) {
      return toProviderIntent(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    async confirmPromptPay(id, input) {
      const intent = await call(() =>
        stripe.paymentIntents.confirm(
          id,
          { payment_method_data: { type: 'promptpay', billing_details: { email: input.email } } },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toProviderIntent(intent);
    },

    async confirmCard(id: string, card: TRawCard) {
      try {
        const intent = await stripe.paymentIntents.confirm(id, {
          // Raw card numbers: a live account needs Stripe's raw-card-data access for this (decision 0005).
          payment_method_data: {
            type: 'card',
            card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          } as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
          // A 3-D Secure step is then finished in the browser by Stripe.js (handleNextAction).
          use_stripe_sdk: true,
        });
        return toProviderIntent(intent);
      } catch (error) {
        const answer = intentFromError(error);
        if (answer) return answer;
        throw asProviderError(error);
      }
    },

    async refund(input: TRefundInput) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amount,
            reason: 'requested_by_customer',
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toProviderRefund(refund);
    },
  };
}

/**
 * Verifies `Stripe-Signature` on the raw body with the stripe package (no API key needed) and returns
 * the event; throws on a bad or stale signature. `receivedAt` (ms) is the server clock.
 */
export function constructStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
  receivedAt: number,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, undefined, undefined, receivedAt);
}
