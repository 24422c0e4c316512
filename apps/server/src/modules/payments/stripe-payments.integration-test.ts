import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { CARD_ERROR_MESSAGES, PAYMENT_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import { createTestApp, deliverStripeWebhook, type TTestApp } from '../../testing/test-app';

/**
 * The Stripe provider end to end: the real `stripe` client talks HTTP to a local peer that speaks
 * Stripe's PaymentIntents API (testing/local-stripe-peer.ts), on PGlite and on PostgreSQL.
 */
const SECRET_KEY = 'sk_test_local_peer_key';
const PUBLISHABLE_KEY = 'pk_test_local_peer_key';
const WEBHOOK_SECRET = 'whsec_test_secret_for_stripe_integration';
const CONTACT = {
  fullName: 'Ada Traveller',
  email: 'ada@example.test',
  phone: '+66 81 234 5678',
  cardholderName: 'ADA T',
};

describe.each(TEST_BACKENDS)('payments with the Stripe provider on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let peer: TLocalStripePeer;

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_API_URL: peer.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
    await peer.close();
  });

  async function startSession(guests: number) {
    const dateId = (await insertTestDeparture(db, { spots: 10 })).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')!.value;
    return { dateId, session: response.json(), cookies: { gid } };
  }

  function createIntent(
    cookies: Record<string, string>,
    sessionId: string,
    paymentMethodType: 'card' | 'promptpay',
    extra: object = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: { sessionId, paymentMethodType, customerInfo: CONTACT, ...extra },
    });
  }

  function confirmCard(
    cookies: Record<string, string>,
    intent: { paymentIntentId: string; clientSecret: string },
    number: string,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies,
      payload: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        card: { number, expiry: '12/34', cvc: '123' },
      },
    });
  }

  function status(cookies: Record<string, string>, intent: { paymentIntentId: string; clientSecret: string }) {
    return t.app.inject({
      method: 'GET',
      url: `/api/payments/${intent.paymentIntentId}/status?clientSecret=${encodeURIComponent(intent.clientSecret)}`,
      cookies,
    });
  }

  const deliverWebhook = (payload: string, secret = WEBHOOK_SECRET) => deliverStripeWebhook(t, payload, secret);

  async function bookingsFor(sessionId: string) {
    return queryRows<{
      id: string;
      booking_reference: string;
      booking_status: string;
      payment_status: string;
      payment_method: string;
    }>(
      db,
      sql`select id, booking_reference, booking_status, payment_status, payment_method from bookings where booking_session_id = ${sessionId}`,
    );
  }

  async function paymentsFor(sessionId: string) {
    return queryRows<{
      provider: string;
      provider_payment_id: string;
      status: string;
      last_error_code: string | null;
      booking_id: string | null;
    }>(
      db,
      sql`select provider, provider_payment_id, status, last_error_code, booking_id from payments where booking_session_id = ${sessionId} order by created_at`,
    );
  }

  function intentsOf(sessionId: string) {
    return [...peer.intents.values()].filter((intent) => intent.metadata.booking_session_id === sessionId);
  }

  it('creates one Stripe intent and one row per session and method, for the server amount, with our idempotency key', async () => {
    const { session, cookies } = await startSession(2);
    const [first, second] = await Promise.all([
      createIntent(cookies, session.id, 'card', { amount: 1, currency: 'usd' }),
      createIntent(cookies, session.id, 'card', { amount: 1 }),
    ]);
    const third = await createIntent(cookies, session.id, 'card');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      amount: 400000,
      currency: 'USD',
      status: 'requires_payment_method',
      testMode: false,
      publishableKey: PUBLISHABLE_KEY,
      promptpay: null,
    });
    expect(second.json().paymentIntentId).toBe(body.paymentIntentId);
    expect(third.json()).toMatchObject({ paymentIntentId: body.paymentIntentId, clientSecret: body.clientSecret });

    const intents = intentsOf(session.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      id: body.paymentIntentId,
      amount: 400000,
      currency: 'usd',
      client_secret: body.clientSecret,
      receipt_email: CONTACT.email,
    });
    const creates = peer.requests.filter(
      (r) =>
        r.path === '/v1/payment_intents' &&
        (r.body.metadata as Record<string, string>)?.booking_session_id === session.id,
    );
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(creates.map((r) => r.idempotencyKey)).toEqual(creates.map(() => `session:${session.id}:card`));
    expect(await paymentsFor(session.id)).toEqual([
      {
        provider: 'stripe',
        provider_payment_id: body.paymentIntentId,
        status: 'requires_payment_method',
        last_error_code: null,
        booking_id: null,
      },
    ]);
  });

  it('books once after a manual 4242 card is confirmed at Stripe, and a status call changes nothing', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (await createIntent(cookies, session.id, 'card')).json();
    const paid = await confirmCard(cookies, intent, '4242 4242 4242 4242');
    expect(paid.json()).toMatchObject({ status: 'succeeded', error: null });
    expect(paid.json().bookingReference).toMatch(/^CHT-\d{6}$/);
    expect(peer.intents.get(intent.paymentIntentId)!.status).toBe('succeeded');

    const checked = (await status(cookies, intent)).json();
    expect(checked).toMatchObject({ status: 'succeeded', bookingId: paid.json().bookingId });
    const again = (await confirmCard(cookies, intent, '4242 4242 4242 4242')).json();
    expect(again.bookingId).toBe(paid.json().bookingId);
    const bookings = await bookingsFor(session.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'completed',
      payment_method: 'credit_card',
    });
  });

  it('records a Stripe decline with its code and books nothing, then lets the traveller retry', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (await createIntent(cookies, session.id, 'card')).json();
    const declined = await confirmCard(cookies, intent, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', message: CARD_ERROR_MESSAGES.card_declined },
    });
    expect(peer.intents.get(intent.paymentIntentId)!.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(await bookingsFor(session.id)).toHaveLength(0);
    expect((await status(cookies, intent)).json()).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined' },
    });

    const poor = (await confirmCard(cookies, intent, '4000 0000 0000 9995')).json();
    expect(poor).toMatchObject({
      status: 'failed',
      error: { code: 'insufficient_funds', message: CARD_ERROR_MESSAGES.insufficient_funds },
    });

    const paid = (await confirmCard(cookies, intent, '4242424242424242')).json();
    expect(paid.status).toBe('succeeded');
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  /** Confirms at Stripe the way Stripe.js does from the browser, without our server. */
  function confirmAtStripe(paymentIntentId: string, number: string) {
    const card = new URLSearchParams({
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
    });
    return fetch(`${peer.url}/v1/payment_intents/${paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: card.toString(),
    });
  }

  it('records a failure from the signed payment_failed webhook, books from the succeeded one, and a late failure undoes nothing', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (await createIntent(cookies, session.id, 'card')).json();

    expect((await confirmAtStripe(intent.paymentIntentId, '4000000000009995')).status).toBe(402);
    const failed = peer.eventFor(intent.paymentIntentId, 'payment_intent.payment_failed');
    expect((await deliverWebhook(failed)).statusCode).toBe(200);
    expect(await paymentsFor(session.id)).toMatchObject([{ status: 'failed', last_error_code: 'insufficient_funds' }]);
    expect(await bookingsFor(session.id)).toHaveLength(0);

    expect((await confirmAtStripe(intent.paymentIntentId, '4242424242424242')).status).toBe(200);
    expect((await deliverWebhook(peer.eventFor(intent.paymentIntentId, 'payment_intent.succeeded'))).statusCode).toBe(
      200,
    );
    expect(await bookingsFor(session.id)).toHaveLength(1);

    expect((await deliverWebhook(failed)).statusCode).toBe(200);
    expect(await paymentsFor(session.id)).toMatchObject([{ status: 'succeeded', last_error_code: null }]);
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it('reports a 3-D Secure card as requires_action and settles after Stripe.js completes it', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (await createIntent(cookies, session.id, 'card')).json();
    const pending = (await confirmCard(cookies, intent, '4000 0027 6000 3184')).json();
    expect(pending).toMatchObject({ status: 'requires_action', bookingId: null });
    // The test-mode-only step is refused for a Stripe payment: Stripe.js handles the challenge.
    const testStep = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/authenticate',
      cookies,
      payload: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, approve: true },
    });
    expect(testStep.statusCode).toBe(400);
    expect(testStep.json().error.message).toBe(PAYMENT_MESSAGES.testModeOnly);

    // Stripe.js's confirmCardPayment completes the challenge in the browser, at Stripe.
    peer.completeAuthentication(intent.paymentIntentId);
    expect((await status(cookies, intent)).json().status).toBe('succeeded');
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it("returns Stripe's PromptPay QR and settles once from a signed webhook delivered three times", async () => {
    const { session, cookies } = await startSession(1);
    const response = await createIntent(cookies, session.id, 'promptpay');
    const intent = response.json();
    const atStripe = peer.intents.get(intent.paymentIntentId)!;
    expect(atStripe).toMatchObject({
      amount: 200000 * 35,
      currency: 'thb',
      status: 'requires_action',
      payment_method_types: ['promptpay'],
    });
    expect(intent).toMatchObject({
      currency: 'THB',
      amount: 200000 * 35,
      status: 'requires_action',
      testMode: false,
      clientSecret: atStripe.client_secret,
    });
    expect(intent.promptpay).toMatchObject({
      qrPayload: (atStripe.next_action as { promptpay_display_qr_code: { data: string } }).promptpay_display_qr_code
        .data,
      amountThb: 200000 * 35,
      originalAmount: 200000,
      originalCurrency: 'USD',
    });
    expect(intent.promptpay.qrPayload).toMatch(/^https:\/\/pm-redirects\.stripe\.com\//);
    const testStep = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/promptpay-complete',
      cookies,
      payload: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
    });
    expect(testStep.statusCode).toBe(400);
    expect((await status(cookies, intent)).json()).toMatchObject({ status: 'requires_action', bookingId: null });

    peer.completePromptPay(intent.paymentIntentId);
    const payload = peer.eventFor(intent.paymentIntentId, 'payment_intent.succeeded');
    const forged = await deliverWebhook(payload, 'whsec_not_the_right_one');
    expect(forged.statusCode).toBe(400);
    expect(await bookingsFor(session.id)).toHaveLength(0);
    const results = await Promise.all([1, 2, 3].map(() => deliverWebhook(payload)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const bookings = await bookingsFor(session.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ payment_method: 'promptpay', booking_status: 'confirmed' });
    expect((await paymentsFor(session.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await status(cookies, intent)).json()).toMatchObject({ status: 'succeeded', bookingId: bookings[0]!.id });
  });

  it('settles by fetching the succeeded PaymentIntent from Stripe when the browser polls the status', async () => {
    const { session, cookies } = await startSession(2);
    const intent = (await createIntent(cookies, session.id, 'promptpay')).json();
    peer.completePromptPay(intent.paymentIntentId);
    const [first, second] = await Promise.all([status(cookies, intent), status(cookies, intent)]);
    expect(first.json().status).toBe('succeeded');
    expect(second.json().bookingReference).toBe(first.json().bookingReference);
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it('hides a Stripe payment from a caller without its client secret or its session', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (await createIntent(cookies, session.id, 'card')).json();
    const forged = {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: `${intent.paymentIntentId}_secret_${'0'.repeat(24)}`,
    };
    expect((await status(cookies, forged)).statusCode).toBe(404);
    expect((await confirmCard(cookies, forged, '4242424242424242')).statusCode).toBe(404);
    expect((await status({ gid: 'guest_someone_else' }, intent)).statusCode).toBe(404);
    expect(peer.intents.get(intent.paymentIntentId)!.status).toBe('requires_payment_method');
  });

  it('records money for an already paid session as needing a refund, books nothing more and answers Stripe 200', async () => {
    const { session, cookies } = await startSession(1);
    const qr = (await createIntent(cookies, session.id, 'promptpay')).json();
    const card = (await createIntent(cookies, session.id, 'card')).json();
    expect((await confirmCard(cookies, card, '4242424242424242')).json().status).toBe('succeeded');

    // The traveller also scanned the QR left open: Stripe took the money and tells us.
    peer.completePromptPay(qr.paymentIntentId);
    const late = await deliverWebhook(peer.eventFor(qr.paymentIntentId, 'payment_intent.succeeded'));
    expect(late.statusCode).toBe(200);
    expect(await bookingsFor(session.id)).toHaveLength(1);
    const payments = await paymentsFor(session.id);
    expect(payments.find((p) => p.provider_payment_id === qr.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      last_error_code: 'needs_refund',
      booking_id: null,
    });
    expect((await status(cookies, qr)).json()).toMatchObject({
      status: 'succeeded',
      error: { code: 'needs_refund', message: PAYMENT_MESSAGES.needsRefund },
      bookingId: null,
    });
    const replay = await deliverWebhook(peer.eventFor(qr.paymentIntentId, 'payment_intent.succeeded'));
    expect(replay.statusCode).toBe(200);
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it('gives a new QR for the same intent once the first one expired', async () => {
    const { session, cookies } = await startSession(1);
    const first = (await createIntent(cookies, session.id, 'promptpay')).json();
    peer.expirePromptPay(first.paymentIntentId);
    expect((await status(cookies, first)).json()).toMatchObject({
      status: 'failed',
      error: { code: 'payment_intent_payment_attempt_expired' },
    });
    const second = (await createIntent(cookies, session.id, 'promptpay')).json();
    expect(second).toMatchObject({ paymentIntentId: first.paymentIntentId, status: 'requires_action' });
    expect(second.promptpay.qrPayload).not.toBe(first.promptpay.qrPayload);
    expect(intentsOf(session.id)).toHaveLength(1);
    peer.completePromptPay(first.paymentIntentId);
    expect((await status(cookies, second)).json().status).toBe('succeeded');
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it('answers 502 and writes no payment when Stripe cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestApp(db, backend, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const { session, cookies } = await startSession(1);
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies,
        payload: { sessionId: session.id, paymentMethodType: 'card', customerInfo: CONTACT },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: PAYMENT_MESSAGES.providerUnavailable,
      });
      expect(await paymentsFor(session.id)).toHaveLength(0);
    } finally {
      await offline.app.close();
    }
  });
});
