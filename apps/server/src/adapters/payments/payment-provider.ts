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

export type TRefundInput = {
  paymentIntentId: string;
  /** Minor units of the payment's currency; at most what the payment took. */
  amount: number;
  /** One key per refund owed: a retry after a timeout or a crash finds the first refund, never makes a second. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** Stripe's Refund statuses: `pending` and `requires_action` are money still on its way back. */
export type TProviderRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export type TProviderRefund = { id: string; status: TProviderRefundStatus; amount: number };

export interface TPaymentProvider {
  createIntent(input: TCreateIntentInput): Promise<TProviderIntent>;
  retrieveIntent(id: string): Promise<TProviderIntent>;
  /** Server-side PromptPay confirmation: the intent then waits for the customer with a QR code. */
  confirmPromptPay(id: string, input: { email: string; idempotencyKey: string }): Promise<TProviderIntent>;
  /** Manual Entry: confirms with raw card details. A decline is an intent with `lastError`, not a throw. */
  confirmCard(id: string, card: TRawCard): Promise<TProviderIntent>;
  /** Gives back part or all of a succeeded payment. */
  refund(input: TRefundInput): Promise<TProviderRefund>;
}

/** The provider could not be reached or refused the request for a reason other than the card. */
export class PaymentProviderError extends Error {}
