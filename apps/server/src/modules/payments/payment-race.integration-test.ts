import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { NEEDS_REFUND_CODE, PAYMENT_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import { bankTransferRequest, createTestApp, deliverStripeWebhook, type TTestApp } from '../../testing/test-app';

/**
 * One payment per booking session under any concurrency (DESIGN decision 3, decision 0004): every pair
 * of ways to pay one session is sent at the same moment, 20 rounds each on PostgreSQL with fresh sessions.
 * Exactly one wins and books; the other is refused with 409 'already paid' before anything is charged or, when the
 * provider had already taken the money, is recorded `needs_refund`. Never two live payments or two
 * bookings. Reserve now, pay later (decision 13) books too, unpaid: money the provider took for a session
 * that lost to a reservation pays that reservation (`paid reservation`) instead of being refunded.
 * On PostgreSQL the requests really overlap; PGlite (one session) must reach the same outcome.
 */
const POSTGRES_ROUNDS = 20;
/** PGlite is one session: two requests never overlap there, so each order once more is all its rounds can show. */
const PGLITE_ROUNDS = 4;
const SECRET_KEY = 'sk_test_race_peer_key';
const WEBHOOK_SECRET = 'whsec_test_secret_for_payment_races';
const CONTACT = { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' };
const CARD_CONTACT = { ...CONTACT, cardholderName: 'ADA T' };

type TOutcome = 'won' | 'refused' | 'refund' | 'paid reservation';
type TSession = { id: string; cookies: Record<string, string> };
type TIntent = { paymentIntentId: string; clientSecret: string };
/** A way of paying: everything before the decisive request is prepared, then `go` sends that request. */
type TMethod = { name: string; prepare: (session: TSession) => Promise<() => Promise<TOutcome>> };

describe.each(TEST_BACKENDS)('one payment per booking session under concurrent methods on %s', (backend) => {
  const ROUNDS = backend === 'postgres' ? POSTGRES_ROUNDS : PGLITE_ROUNDS;
  let db: TDb;
  let close: () => Promise<void>;
  let testMode: TTestApp;
  let stripeMode: TTestApp;
  let peer: TLocalStripePeer;
  let slip: Buffer;

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    const common = {
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      FILES_DIR: `/tmp/payment-race-test-${crypto.randomUUID()}`,
    };
    testMode = await createTestApp(db, backend, common);
    stripeMode = await createTestApp(db, backend, {
      ...common,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_race_peer_key',
      STRIPE_API_URL: peer.url,
    });
    slip = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#148a80' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await testMode.app.close();
    await stripeMode.app.close();
    await close();
    await peer.close();
  });

  async function startSession(t: TTestApp): Promise<TSession> {
    const dateId = (await insertTestDeparture(db, { spots: 10 })).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests: 1 },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')?.value ?? '';
    return { id: response.json().id, cookies: { gid } };
  }

  async function createIntent(t: TTestApp, session: TSession, paymentMethodType: 'card' | 'promptpay') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: session.cookies,
      payload: { sessionId: session.id, paymentMethodType, customerInfo: CARD_CONTACT },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as TIntent;
  }

  /** A refusal must be the 409 with the spec's text; anything else fails the round. */
  function refusedOrThrow(response: { statusCode: number; body: string }, method: string): 'refused' {
    if (response.statusCode === 409 && JSON.parse(response.body).error?.message === PAYMENT_MESSAGES.alreadyPaid) {
      return 'refused';
    }
    throw new Error(`${method}: unexpected answer ${response.statusCode} ${response.body}`);
  }

  /** The answer of confirm-card, promptpay-complete and the status poll. */
  async function paymentOutcome(response: { statusCode: number; body: string }, method: string): Promise<TOutcome> {
    if (response.statusCode !== 200) return refusedOrThrow(response, method);
    const body = JSON.parse(response.body);
    if (body.status === 'succeeded' && body.bookingId) return wonOrPaidReservation(body.bookingId);
    if (body.status === 'succeeded' && body.error?.code === NEEDS_REFUND_CODE) return 'refund';
    throw new Error(`${method}: unexpected answer ${response.body}`);
  }

  function confirmCard(t: TTestApp, session: TSession, intent: TIntent, number: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies: session.cookies,
      payload: { ...intent, card: { number, expiry: '12/34', cvc: '123' } },
    });
  }

  function poll(t: TTestApp, session: TSession, intent: TIntent) {
    return t.app.inject({
      method: 'GET',
      url: `/api/payments/${intent.paymentIntentId}/status?clientSecret=${encodeURIComponent(intent.clientSecret)}`,
      cookies: session.cookies,
    });
  }

  /** Bank transfer as the browser sends it: multipart with the contact and a real PNG slip. */
  function bankTransfer(t: TTestApp): TMethod {
    return {
      name: 'bank transfer',
      prepare: async (session) => async () => {
        const response = await t.app.inject(
          bankTransferRequest({ sessionId: session.id, contact: CONTACT, slip, cookies: session.cookies }),
        );
        return response.statusCode === 201 ? 'won' : refusedOrThrow(response, 'bank transfer');
      },
    };
  }

  /** A payment that booked: either it made the booking, or it paid the reservation pay later made. */
  async function wonOrPaidReservation(bookingId: string): Promise<TOutcome> {
    const [booking] = await queryRows<{ payment_status: string; paid_after_reservation: boolean }>(
      db,
      sql`select payment_status, exists (select 1 from mail_outbox m where m.kind = 'payment_received'
        and m.subject like '%' || b.booking_reference || '%') as paid_after_reservation
        from bookings b where b.id = ${bookingId}`,
    );
    if (booking?.payment_status !== 'completed') throw new Error(`booking ${bookingId} is not paid`);
    return booking.paid_after_reservation ? 'paid reservation' : 'won';
  }

  /** Reserve now, pay later: the session becomes an unpaid booking that keeps the seats. */
  function payLater(t: TTestApp): TMethod {
    return {
      name: 'pay later',
      prepare: async (session) => async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/bookings/pay-later',
          cookies: session.cookies,
          payload: { sessionId: session.id, customerInfo: CONTACT },
        });
        return response.statusCode === 201 ? 'won' : refusedOrThrow(response, 'pay later');
      },
    };
  }

  const testCard: TMethod = {
    name: 'card (test mode)',
    prepare: async (session) => {
      const intent = await createIntent(testMode, session, 'card');
      return async () => paymentOutcome(await confirmCard(testMode, session, intent, '4242424242424242'), 'card');
    },
  };

  const testPromptPay: TMethod = {
    name: 'PromptPay (test mode)',
    prepare: async (session) => {
      const intent = await createIntent(testMode, session, 'promptpay');
      return async () =>
        paymentOutcome(
          await testMode.app.inject({
            method: 'POST',
            url: '/api/payments/test/promptpay-complete',
            cookies: session.cookies,
            payload: intent,
          }),
          'PromptPay',
        );
    },
  };

  const stripeCard: TMethod = {
    name: 'card (Stripe)',
    prepare: async (session) => {
      const intent = await createIntent(stripeMode, session, 'card');
      return async () => paymentOutcome(await confirmCard(stripeMode, session, intent, '4242424242424242'), 'card');
    },
  };

  /** The traveller paid the PromptPay QR at Stripe; Stripe's signed webhook tells us. */
  const stripeWebhook: TMethod = {
    name: 'PromptPay webhook (Stripe)',
    prepare: async (session) => {
      const intent = await createIntent(stripeMode, session, 'promptpay');
      peer.completePromptPay(intent.paymentIntentId);
      const payload = peer.eventFor(intent.paymentIntentId, 'payment_intent.succeeded');
      return async () => {
        const response = await deliverStripeWebhook(stripeMode, payload, WEBHOOK_SECRET);
        expect(response.statusCode).toBe(200);
        // Stripe hears 200 either way; what the webhook decided is on the payment row.
        const [row] = await queryRows<{ booking_id: string | null; last_error_code: string | null }>(
          db,
          sql`select booking_id, last_error_code from payments where provider_payment_id = ${intent.paymentIntentId}`,
        );
        if (row?.booking_id) return wonOrPaidReservation(row.booking_id);
        if (row?.last_error_code === NEEDS_REFUND_CODE) return 'refund';
        throw new Error(`webhook: payment left ${JSON.stringify(row)}`);
      };
    },
  };

  /** The traveller paid the PromptPay QR at Stripe; the browser's status poll finds it succeeded. */
  const stripePromptPayPoll: TMethod = {
    name: 'PromptPay status poll (Stripe)',
    prepare: async (session) => {
      const intent = await createIntent(stripeMode, session, 'promptpay');
      peer.completePromptPay(intent.paymentIntentId);
      return async () => paymentOutcome(await poll(stripeMode, session, intent), 'PromptPay status poll');
    },
  };

  /** A 3-D Secure card finished by Stripe.js at Stripe; the browser then polls the status. */
  const stripeCardPoll: TMethod = {
    name: '3-D Secure card status poll (Stripe)',
    prepare: async (session) => {
      const intent = await createIntent(stripeMode, session, 'card');
      const pending = await confirmCard(stripeMode, session, intent, '4000 0027 6000 3184');
      expect(pending.json().status).toBe('requires_action');
      peer.completeAuthentication(intent.paymentIntentId);
      return async () => paymentOutcome(await poll(stripeMode, session, intent), 'card status poll');
    },
  };

  async function checkSession(sessionId: string, outcomes: TOutcome[], label: string) {
    const bookings = await queryRows<{ id: string }>(
      db,
      sql`select id from bookings where booking_session_id = ${sessionId}`,
    );
    const payments = await queryRows<{ status: string; last_error_code: string | null; booking_id: string | null }>(
      db,
      sql`select status, last_error_code, booking_id from payments where booking_session_id = ${sessionId}`,
    );
    const live = payments.filter(
      (p) =>
        (p.status === 'succeeded' && p.last_error_code !== NEEDS_REFUND_CODE) || p.status === 'pending_verification',
    );
    const refunds = payments.filter((p) => p.status === 'succeeded' && p.last_error_code === NEEDS_REFUND_CODE);
    const facts = { label, outcomes, bookings: bookings.length, live, refunds: refunds.length };
    // A reservation nobody paid has no payment row; every other booking has exactly one live payment.
    const unpaidReservation = outcomes.includes('won') && !outcomes.includes('paid reservation') && live.length === 0;
    expect(facts).toMatchObject({
      bookings: 1,
      live: unpaidReservation ? [] : [{ booking_id: bookings[0]?.id }],
    });
    if (unpaidReservation) {
      const [reservation] = await queryRows<{ payment_method: string; payment_status: string }>(
        db,
        sql`select payment_method, payment_status from bookings where id = ${bookings[0]!.id}`,
      );
      expect(reservation, label).toEqual({ payment_method: 'pay_later', payment_status: 'pending' });
    }
    expect(
      outcomes.filter((o) => o === 'won'),
      label,
    ).toHaveLength(1);
    expect(refunds.length, label).toBe(outcomes.filter((o) => o === 'refund').length);
    for (const refund of refunds) expect(refund.booking_id, label).toBeNull();
  }

  async function race(t: TTestApp, first: TMethod, second: TMethod) {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const session = await startSession(t);
      const goFirst = await first.prepare(session);
      const goSecond = await second.prepare(session);
      // Either request leaves first, in turn, so that each side gets to win on PostgreSQL.
      const outcomes =
        round % 2 === 0
          ? await Promise.all([goFirst(), goSecond()])
          : (await Promise.all([goSecond(), goFirst()])).reverse();
      await checkSession(session.id, outcomes, `${first.name} vs ${second.name}, round ${round + 1}`);
      const key = `${first.name}: ${outcomes[0]}, ${second.name}: ${outcomes[1]}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    return tally;
  }

  it.each([
    [testCard.name, testPromptPay.name],
    [testCard.name, 'bank transfer'],
    [testPromptPay.name, 'bank transfer'],
    ['pay later', testCard.name],
    ['pay later', testPromptPay.name],
    ['pay later', 'bank transfer'],
  ])('test mode: %s against %s, every round', async (firstName, secondName) => {
    const byName = new Map(
      [testCard, testPromptPay, bankTransfer(testMode), payLater(testMode)].map((m) => [m.name, m]),
    );
    const tally = await race(testMode, byName.get(firstName)!, byName.get(secondName)!);
    expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(ROUNDS);
  });

  // Pairs of different payments: one session has one intent per method, so a card confirmed by hand
  // and a 3-D Secure card polled would be the same payment, not a race between two.
  it.each([
    [stripeCard.name, stripeWebhook.name],
    [stripeCard.name, stripePromptPayPoll.name],
    [stripeCard.name, 'bank transfer'],
    [stripeCardPoll.name, stripeWebhook.name],
    [stripeWebhook.name, 'bank transfer'],
    [stripePromptPayPoll.name, 'bank transfer'],
    [stripeCardPoll.name, 'bank transfer'],
    ['pay later', stripeCard.name],
    ['pay later', stripeWebhook.name],
    ['pay later', stripePromptPayPoll.name],
    ['pay later', stripeCardPoll.name],
  ])('Stripe: %s against %s, every round', async (firstName, secondName) => {
    const methods = [
      stripeCard,
      stripeWebhook,
      stripePromptPayPoll,
      stripeCardPoll,
      bankTransfer(stripeMode),
      payLater(stripeMode),
    ];
    const byName = new Map(methods.map((m) => [m.name, m]));
    const tally = await race(stripeMode, byName.get(firstName)!, byName.get(secondName)!);
    expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(ROUNDS);
  });
});
