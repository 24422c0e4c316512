/**
 * What payments.service.ts needs from a hosted payment provider (Stripe's PaymentIntents API). The
 * rules (amounts, ownership, settlement) stay in the service; only the provider calls live behind this.
 * The embedded test-mode provider needs no network and is answered by the service itself.
 */
export type TProviderIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type TProviderIntent = {
  id: string;
  status: TProviderIntentStatus;
  clientSecret: string;
  /** Minor units, in `currency` (lower case, as Stripe writes it). */
  amount: number;
  currency: string;
  /** The last attempt's failure: `code` is the one the shop shows a message for (see providerErrorCode). */
  lastError: { code: string; message: string | null } | null;
  /** `next_action.promptpay_display_qr_code.data`: the string to render as the PromptPay QR. */
  promptPayQrData: string | null;
};

export type TCreateIntentInput = {
  amount: number;
  currency: string;
  method: 'card' | 'promptpay';
  idempotencyKey: string;
  metadata: Record<string, string>;
  receiptEmail: string | null;
};

export type TRawCard = { number: string; expMonth: number; expYear: number; cvc: string };

export interface TPaymentProvider {
  createIntent(input: TCreateIntentInput): Promise<TProviderIntent>;
  retrieveIntent(id: string): Promise<TProviderIntent>;
  /** Server-side PromptPay confirmation: the intent then waits for the customer with a QR code. */
  confirmPromptPay(id: string, input: { email: string; idempotencyKey: string }): Promise<TProviderIntent>;
  /** Manual Entry: confirms with raw card details. A decline is an intent with `lastError`, not a throw. */
  confirmCard(id: string, card: TRawCard): Promise<TProviderIntent>;
}

/** The provider could not be reached or refused the request for a reason other than the card. */
export class PaymentProviderError extends Error {}
