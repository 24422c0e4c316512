import Stripe from 'stripe';
import {
  PaymentProviderError,
  type TCreateIntentInput,
  type TPaymentProvider,
  type TProviderIntent,
  type TProviderIntentStatus,
  type TRawCard,
} from './payment-provider';

export type TStripeProviderConfig = { secretKey: string; apiUrl: string | null };

/** `STRIPE_API_URL` points the client at another host (a local peer in tests). */
function connectionOptions(apiUrl: string | null) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toIntent(intent: Stripe.PaymentIntent): TProviderIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as TProviderIntentStatus,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    lastError: error ? { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message ?? null } : null,
    promptPayQrData: intent.next_action?.promptpay_display_qr_code?.data ?? null,
  };
}

/**
 * A card decline (HTTP 402) or a confirmation in an unexpected state carries the PaymentIntent as it
 * now stands: that is the answer, not a failure of the call.
 */
function intentFromError(error: unknown): TProviderIntent | null {
  if (!(error instanceof Stripe.errors.StripeError) || !error.payment_intent) return null;
  const intent = toIntent(error.payment_intent);
  if (!intent.lastError && error.type === 'StripeCardError') {
    intent.lastError = { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message ?? null };
  }
  return intent;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError(`Stripe ${error.type} (${error.statusCode ?? 'no status'}): ${error.message}`, { cause: error });
    }
    throw error;
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
      return toIntent(intent);
    },

    async retrieveIntent(id: string) {
      return toIntent(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    async confirmPromptPay(id, input) {
      const intent = await call(() =>
        stripe.paymentIntents.confirm(
          id,
          { payment_method_data: { type: 'promptpay', billing_details: { email: input.email } } },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toIntent(intent);
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
        return toIntent(intent);
      } catch (error) {
        const answer = intentFromError(error);
        if (answer) return answer;
        if (error instanceof Stripe.errors.StripeError) {
          throw new PaymentProviderError(`Stripe ${error.type} (${error.statusCode ?? 'no status'}): ${error.message}`, { cause: error });
        }
        throw error;
      }
    },
  };
}

/**
 * Verifies `Stripe-Signature` on the raw body with the stripe package (no API key needed) and returns
 * the event; throws on a bad or stale signature. `receivedAt` (ms) is the server clock.
 */
export function constructStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string, receivedAt: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, undefined, undefined, receivedAt);
}
