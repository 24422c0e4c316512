import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { outcomeForTestCard } from '../adapters/payments/test-card-outcomes';

/**
 * A small HTTP server that speaks the part of Stripe's REST API the server uses, for tests: the real
 * `stripe` client is pointed at it with STRIPE_API_URL. It keeps PaymentIntents in memory and answers
 * as Stripe test mode does: form-encoded bodies, `Authorization: Bearer sk_…`, `Idempotency-Key`
 * replays (and Stripe's error for a key reused with other parameters), Stripe's test cards (shared with
 * the embedded provider through test-card-outcomes.ts), HTTP 402 with `{ error: { type: 'card_error',
 * code, decline_code, message, payment_intent } }` for declines, and PromptPay's QR next_action.
 *
 *   POST /v1/payment_intents               amount, currency, allowed_payment_method_types[], metadata, receipt_email
 *   GET  /v1/payment_intents/:id
 *   POST /v1/payment_intents/:id/confirm   payment_method_data[type]=card|promptpay, …
 *   POST /v1/refunds                       payment_intent, amount, reason, metadata (a succeeded intent, at most what is left)
 *
 * `completePromptPay(id)` stands in for the customer paying the QR in a bank app,
 * `completeAuthentication(id)` for the 3-D Secure challenge Stripe.js runs in the browser; `eventFor` builds the
 * webhook event Stripe would send for an intent or a refund (the test signs it with the stripe package);
 * `holdRefunds` and `settleRefund` play refunds that take days.
 *
 * For browser tests, which drive it from another process, the same two steps are HTTP routes (with
 * the same Bearer key): `POST /_peer/payment_intents/:id/complete_promptpay` and
 * `…/complete_authentication`. With `webhook` set, each then delivers the signed
 * `payment_intent.succeeded` event to the server, as Stripe would, before answering.
 */
export type TPeerIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  payment_method_types: string[];
  metadata: Record<string, string>;
  receipt_email: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: Record<string, unknown> | null;
  payment_method: string | null;
  livemode: false;
  created: number;
};

export type TPeerRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason?: string;
  created: number;
};

export type TPeerRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
};

export type TLocalStripePeer = {
  url: string;
  intents: Map<string, TPeerIntent>;
  refunds: Map<string, TPeerRefund>;
  requests: TPeerRequest[];
  /** The next `count` refund requests answer 500 (an outage): the client retries, then gives up. */
  failRefunds: (count: number) => void;
  /** The next `count` refunds are made `pending`, as Stripe answers when the money takes days to go back. */
  holdRefunds: (count: number) => void;
  /** Stripe finishes a pending refund (or fails one that had succeeded); `eventFor` then reports it. */
  settleRefund: (id: string, status: 'succeeded' | 'failed') => TPeerRefund;
  completePromptPay: (id: string) => TPeerIntent;
  completeAuthentication: (id: string) => TPeerIntent;
  expirePromptPay: (id: string) => TPeerIntent;
  eventFor: (id: string, type: string) => string;
  close: () => Promise<void>;
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_number: 'Your card number is incorrect.',
};

/** Stripe's split of a decline: card_declined with a decline_code, or a code of its own. */
function cardError(outcomeCode: string) {
  if (['card_declined', 'insufficient_funds', 'lost_card', 'stolen_card'].includes(outcomeCode)) {
    const declineCode = outcomeCode === 'card_declined' ? 'generic_decline' : outcomeCode;
    return {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message: DECLINE_MESSAGES[declineCode] ?? 'Your card was declined.',
    };
  }
  return { type: 'card_error', code: outcomeCode, message: DECLINE_MESSAGES[outcomeCode] ?? 'Your card was declined.' };
}

/** `a[b][0]=x&a[c]=y` (what the stripe package sends) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    // split() always yields at least one part: the name before the first bracket.
    const [head = '', ...rest] = rawKey.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const next = keys[index + 1];
      const container = node as Record<string, unknown>;
      if (next === undefined) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(next) ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}

function invalidRequest(message: string, extra: Record<string, unknown> = {}, status = 400): never {
  throw new StripeHttpError(status, { type: 'invalid_request_error', message, ...extra });
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

export type TLocalStripePeerOptions = {
  secretKey: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  webhook?: { url: string; secret: string };
};

export async function startLocalStripePeer(options: TLocalStripePeerOptions): Promise<TLocalStripePeer> {
  const intents = new Map<string, TPeerIntent>();
  const refunds = new Map<string, TPeerRefund>();
  let refundFailures = 0;
  let refundsHeld = 0;
  const requests: TPeerRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  function requireIntent(id: string) {
    const intent = intents.get(id);
    if (!intent) invalidRequest(`No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' }, 404);
    return intent;
  }

  function createIntent(body: Record<string, unknown>): TPeerIntent {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1)
      invalidRequest('Invalid integer: amount', { code: 'parameter_invalid_integer', param: 'amount' });
    const currency = String(body.currency ?? '');
    if (!/^[a-z]{3}$/.test(currency))
      invalidRequest('Invalid currency', { code: 'parameter_invalid_string_blank', param: 'currency' });
    if (currency === 'thb' && amount < 1000) {
      invalidRequest('Amount must be at least ฿10.00 thb', { code: 'amount_too_small', param: 'amount' });
    }
    const types = (body.allowed_payment_method_types ?? body.payment_method_types ?? ['card']) as string[];
    if (types.includes('promptpay') && currency !== 'thb') {
      invalidRequest(`The currency provided (${currency}) is invalid for promptpay.`, {
        code: 'payment_intent_invalid_parameter',
      });
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: TPeerIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      payment_method_types: types,
      metadata: stringRecord(body.metadata),
      receipt_email: body.receipt_email ? String(body.receipt_email) : null,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return intent;
  }

  function confirmIntent(intent: TPeerIntent, body: Record<string, unknown>): TPeerIntent {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      invalidRequest(`This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`, {
        code: 'payment_intent_unexpected_state',
        payment_intent: intent,
      });
    }
    const data = (body.payment_method_data ?? null) as {
      type?: string;
      card?: Record<string, string>;
      billing_details?: { email?: string };
    } | null;
    if (!data?.type)
      invalidRequest('You must provide a payment method to confirm this PaymentIntent.', {
        code: 'parameter_missing',
        param: 'payment_method',
      });
    if (!intent.payment_method_types.includes(data.type)) {
      invalidRequest(`The payment method type provided: ${data.type} is invalid.`, {
        code: 'payment_intent_invalid_parameter',
        param: 'payment_method_data[type]',
      });
    }
    intent.payment_method = `pm_${randomBytes(12).toString('hex')}`;
    intent.last_payment_error = null;
    intent.next_action = null;

    if (data.type === 'promptpay') {
      if (!data.billing_details?.email) {
        invalidRequest('Missing required param: payment_method_data[billing_details][email].', {
          code: 'parameter_missing',
        });
      }
      const nonce = randomBytes(16).toString('hex');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'promptpay_display_qr_code',
        promptpay_display_qr_code: {
          data: `https://pm-redirects.stripe.com/authorize/acct_local/pa_nonce_${nonce}`,
          hosted_instructions_url: `https://payments.stripe.com/qr/instructions/${nonce}`,
          image_url_png: `https://qr.stripe.com/${nonce}.png`,
          image_url_svg: `https://qr.stripe.com/${nonce}.svg`,
        },
      };
      return intent;
    }

    const card = data.card ?? {};
    const month = Number(card.exp_month);
    const year = Number(card.exp_year);
    const now = new Date();
    let outcome = outcomeForTestCard(String(card.number ?? ''));
    if (!card.number || !card.cvc || !(month >= 1 && month <= 12)) {
      invalidRequest('Missing or invalid card details.', {
        code: 'parameter_missing',
        param: 'payment_method_data[card]',
      });
    }
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      outcome = { kind: 'declined', code: 'expired_card' };
    }
    if (outcome.kind === 'succeeded') intent.status = 'succeeded';
    else if (outcome.kind === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' },
      };
    } else {
      const error = cardError(outcome.code);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      throw new StripeHttpError(402, {
        ...error,
        payment_intent: intent,
        payment_method: { id: intent.payment_method, object: 'payment_method', type: 'card' },
      });
    }
    return intent;
  }

  function createRefund(body: Record<string, unknown>): TPeerRefund {
    if (refundFailures > 0) {
      refundFailures -= 1;
      throw new StripeHttpError(500, { type: 'api_error', message: 'An unknown error occurred (local peer outage).' });
    }
    const intentId = String(body.payment_intent ?? '');
    if (!intentId) invalidRequest('Missing required param: payment_intent.', { code: 'parameter_missing' });
    const intent = requireIntent(intentId);
    if (intent.status !== 'succeeded') {
      invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    }
    // A failed refund gives its amount back to the charge, as Stripe does.
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0)
      invalidRequest(`Charge for ${intent.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1)
      invalidRequest('Invalid integer: amount', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > left) {
      invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    const refund: TPeerRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: body.reason ? String(body.reason) : null,
      metadata: stringRecord(body.metadata),
      status: refundsHeld > 0 ? 'pending' : 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refundsHeld = Math.max(0, refundsHeld - 1);
    refunds.set(refund.id, refund);
    return refund;
  }

  function route(method: string, path: string, body: Record<string, unknown>): TPeerIntent | TPeerRefund {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(path);
    const id = match?.[1];
    if (id && method === 'GET' && !match?.[2]) return requireIntent(id);
    if (id && method === 'POST' && match?.[2]) return confirmIntent(requireIntent(id), body);
    return invalidRequest(`Unrecognized request URL (${method}: ${path}).`, {}, 404);
  }

  /** The customer finishes what the intent waits for (paying the QR, passing 3-D Secure): it succeeds. */
  function completeNextAction(id: string, action: 'promptpay_display_qr_code' | 'use_stripe_sdk') {
    const intent = intents.get(id);
    if (intent?.status !== 'requires_action' || intent.next_action?.type !== action) {
      throw new Error(`PaymentIntent ${id} is not waiting for ${action}`);
    }
    intent.status = 'succeeded';
    intent.next_action = null;
    return intent;
  }
  const completePromptPay = (id: string) => completeNextAction(id, 'promptpay_display_qr_code');
  const completeAuthentication = (id: string) => completeNextAction(id, 'use_stripe_sdk');

  function eventFor(id: string, type: string) {
    const object = intents.get(id) ?? refunds.get(id);
    if (!object) throw new Error(`No such payment_intent or refund: ${id}`);
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    });
  }

  /** Sends the signed event to the configured endpoint, as Stripe does; answers the endpoint's status. */
  async function deliverEvent(id: string, type: string): Promise<number | null> {
    if (!options.webhook) return null;
    const payload = eventFor(id, type);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    const response = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    return response.status;
  }

  /** The test-only routes a browser test drives from its own process. */
  async function control(path: string): Promise<{ status: number; body: string } | null> {
    const match = /^\/_peer\/payment_intents\/([A-Za-z0-9_]+)\/(complete_promptpay|complete_authentication)$/.exec(
      path,
    );
    if (!match) return null;
    const [, id, step] = match as unknown as [string, string, string];
    try {
      const intent = step === 'complete_promptpay' ? completePromptPay(id) : completeAuthentication(id);
      const webhookStatus = await deliverEvent(intent.id, 'payment_intent.succeeded');
      return { status: 200, body: JSON.stringify({ intent, webhookStatus }) };
    } catch (error) {
      return {
        status: 409,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: (error as Error).message } }),
      };
    }
  }

  async function handle(
    request: IncomingMessage,
    text: string,
  ): Promise<{ status: number; body: string; replayed: boolean }> {
    const url = new URL(request.url ?? '/', 'http://peer');
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization ?? '';
    if (authorization !== `Bearer ${options.secretKey}`) {
      return {
        status: 401,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }),
        replayed: false,
      };
    }
    if (method === 'POST') {
      const controlled = await control(url.pathname);
      if (controlled) return { ...controlled, replayed: false };
    }
    const body = method === 'POST' ? parseStripeForm(text) : Object.fromEntries(url.searchParams);
    const idempotencyKey =
      method === 'POST' ? ((request.headers['idempotency-key'] as string | undefined) ?? null) : null;
    requests.push({ method, path: url.pathname, idempotencyKey, body });

    const fingerprint = `${method} ${url.pathname} ${text}`;
    if (idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous && previous.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return {
          status: 400,
          body: JSON.stringify({ error: { type: 'idempotency_error', message } }),
          replayed: false,
        };
      }
      if (previous) return { status: previous.status, body: previous.body, replayed: true };
    }
    let answer: { status: number; body: string };
    try {
      answer = { status: 200, body: JSON.stringify(route(method, url.pathname, body)) };
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      answer = { status: error.status, body: JSON.stringify({ error: error.body }) };
    }
    // Stripe stores the first answer to a key, errors included (except 5xx), and replays it.
    if (idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, { fingerprint, ...answer });
    return { ...answer, replayed: false };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      let result: { status: number; body: string; replayed: boolean };
      try {
        result = await handle(request, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        result = {
          status: 500,
          body: JSON.stringify({ error: { type: 'api_error', message: String(error) } }),
          replayed: false,
        };
      }
      response.writeHead(result.status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${randomBytes(8).toString('hex')}`,
        ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      });
      response.end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    failRefunds(count) {
      refundFailures = count;
    },
    holdRefunds(count) {
      refundsHeld = count;
    },
    settleRefund(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`No such refund: ${id}`);
      refund.status = status;
      if (status === 'failed') refund.failure_reason = 'lost_or_stolen_card';
      return refund;
    },
    completePromptPay,
    completeAuthentication,
    expirePromptPay(id) {
      const intent = intents.get(id);
      if (intent?.next_action?.type !== 'promptpay_display_qr_code')
        throw new Error(`PaymentIntent ${id} shows no PromptPay QR`);
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        message: 'The payment attempt expired before the customer paid.',
      };
      return intent;
    },
    eventFor,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
