import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { CARD_ERROR_MESSAGES, PAYMENT_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { listMailbox } from '../../adapters/mail/mail-outbox';
import { bankTransferRequest, createTestApp, type TTestApp } from '../../testing/test-app';
import sharp from 'sharp';
import Stripe from 'stripe';

const WEBHOOK_SECRET = 'whsec_test_secret_for_integration';
const CONTACT = {
  fullName: 'Ada Traveller',
  email: 'ada@example.test',
  phone: '+66 81 234 5678',
  cardholderName: 'ADA T',
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(TEST_BACKENDS)('payments on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, {
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FILES_DIR: `/tmp/payments-test-${crypto.randomUUID()}`,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  /** A guest browser: its cookie jar holds the guest id the server hands out. */
  async function startSession(guests: number, spots = 10) {
    const dateId = (await insertTestDeparture(db, { spots })).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')!.value;
    return { dateId, session: response.json(), cookies: { gid } };
  }

  async function spots(dateId: string) {
    const [row] = await queryRows<{ available_spots: number }>(
      db,
      sql`select available_spots from tour_dates where id = ${dateId}`,
    );
    return Number(row!.available_spots);
  }

  async function bookingsFor(sessionId: string) {
    return queryRows<{
      id: string;
      booking_reference: string;
      booking_status: string;
      payment_status: string;
      total_amount: number;
    }>(
      db,
      sql`select id, booking_reference, booking_status, payment_status, total_amount from bookings where booking_session_id = ${sessionId}`,
    );
  }

  /** Bank transfer as the browser sends it: multipart with the contact and the slip. */
  function upload(cookies: Record<string, string>, sessionId: string, file: Buffer, name: string) {
    return t.app.inject(bankTransferRequest({ sessionId, contact: CONTACT, slip: file, fileName: name, cookies }));
  }

  it('charges the amount of the server-held session, ignoring a tampered amount, with one intent per session', async () => {
    const { session, cookies } = await startSession(2);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies,
        payload: { sessionId: session.id, paymentMethodType: 'card', customerInfo: CONTACT, amount: 1 },
      });
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.json().amount).toBe(400000);
    expect(second.json().paymentIntentId).toBe(first.json().paymentIntentId);
  });

  it('declines a decline card with its message and books nothing, then books once with 4242', async () => {
    const { dateId, session, cookies } = await startSession(3);
    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies,
        payload: { sessionId: session.id, paymentMethodType: 'card', customerInfo: CONTACT },
      })
    ).json();
    const confirm = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/confirm-card',
        cookies,
        payload: {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number, expiry: '12/34', cvc: '123' },
        },
      });

    const declined = (await confirm('4000 0000 0000 9995')).json();
    expect(declined).toMatchObject({
      status: 'failed',
      error: { code: 'insufficient_funds', message: CARD_ERROR_MESSAGES.insufficient_funds },
    });
    expect(await bookingsFor(session.id)).toHaveLength(0);
    expect(await spots(dateId)).toBe(7);

    const paid = (await confirm('4242 4242 4242 4242')).json();
    expect(paid.status).toBe('succeeded');
    expect(paid.bookingReference).toMatch(/^CHT-\d{6}$/);
    const again = (await confirm('4242 4242 4242 4242')).json();
    expect(again.bookingId).toBe(paid.bookingId);
    const bookings = await bookingsFor(session.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'completed',
      total_amount: 600000,
    });
    expect(await spots(dateId)).toBe(7);
    const mail = (await listMailbox(db)).find((m) => m.subject.includes(paid.bookingReference));
    expect(mail?.to).toBe(CONTACT.email);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${paid.bookingId}/confirmation`,
      cookies: { gid: 'guest_other' },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/bookings/${paid.bookingId}/confirmation`, cookies });
    expect(own.json()).toMatchObject({ reference: paid.bookingReference, numberOfGuests: 3 });
  });

  it('takes no second payment for a session another payment already completed', async () => {
    const { session, cookies } = await startSession(1);
    const create = async (paymentMethodType: 'card' | 'promptpay') =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/stripe/create-payment-intent',
          cookies,
          payload: { sessionId: session.id, paymentMethodType, customerInfo: CONTACT },
        })
      ).json();
    const qr = await create('promptpay');
    const card = await create('card');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies,
      payload: {
        paymentIntentId: card.paymentIntentId,
        clientSecret: card.clientSecret,
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    });
    expect(paid.json().status).toBe('succeeded');

    const lateQr = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/promptpay-complete',
      cookies,
      payload: { paymentIntentId: qr.paymentIntentId, clientSecret: qr.clientSecret },
    });
    expect(lateQr.statusCode).toBe(409);
    expect(lateQr.json().error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    const lateTransfer = await upload(cookies, session.id, PNG, 'slip.png');
    expect(lateTransfer.statusCode).toBe(409);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where booking_session_id = ${session.id} and status = 'succeeded'`,
    );
    expect(row!.n).toBe(1);
    expect(await bookingsFor(session.id)).toHaveLength(1);
  });

  it('makes one booking from a webhook delivered three times, and refuses a bad signature', async () => {
    const { session, cookies } = await startSession(1);
    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies,
        payload: { sessionId: session.id, paymentMethodType: 'promptpay', customerInfo: CONTACT },
      })
    ).json();
    expect(intent.currency).toBe('THB');
    expect(intent.promptpay.amountThb).toBe(200000 * 35);
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
    });
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });

    const sign = (secret: string) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      });
    const forged = await deliver(sign('whsec_wrong'));
    expect(forged.statusCode).toBe(400);
    const results = await Promise.all([1, 2, 3].map(() => deliver(sign(WEBHOOK_SECRET))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await bookingsFor(session.id)).toHaveLength(1);
    const [payment] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from payments where booking_session_id = ${session.id}`,
    );
    expect(payment!.count).toBe(1);
  });

  it('books a bank transfer with a slip photo pending verification, stores it re-encoded, and refuses other files by their bytes', async () => {
    const { session, cookies } = await startSession(2);

    const renamed = await upload(cookies, session.id, Buffer.from('not really an image'), 'slip.png');
    expect(renamed.json().error.message).toBe(PAYMENT_MESSAGES.slipType);
    const huge = await upload(cookies, session.id, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'big.png');
    expect(huge.json().error.message).toBe(PAYMENT_MESSAGES.slipSize);
    expect(await bookingsFor(session.id)).toHaveLength(0);

    // PNG's signature and header with no image behind them: refused, with nothing written.
    const headerOnly = await upload(cookies, session.id, PNG, 'slip.png');
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().error.message).toBe(PAYMENT_MESSAGES.slipUnreadable);
    expect(await bookingsFor(session.id)).toHaveLength(0);

    // A real photo of a slip, with the phone's EXIF and a payload appended after the image data.
    const photo = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#148a80' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS-MARKER-0001' } } })
      .toBuffer();
    const hidden = Buffer.from('APPENDED-PAYLOAD-0001');
    expect(photo.includes('GPS-MARKER-0001')).toBe(true);
    const ok = await upload(cookies, session.id, Buffer.concat([photo, hidden]), 'slip.jpg');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(PAYMENT_MESSAGES.bankTransferBooked);
    expect((await bookingsFor(session.id))[0]).toMatchObject({
      booking_status: 'pending',
      payment_status: 'processing',
    });

    // Stored re-encoded: the same picture, without the metadata or the appended bytes.
    const slip = await t.app.inject({ method: 'GET', url: `/api/bookings/${ok.json().bookingId}/slip`, cookies });
    expect(slip.headers['content-type']).toBe('image/jpeg');
    expect(slip.rawPayload.includes('GPS-MARKER-0001')).toBe(false);
    expect(slip.rawPayload.includes(hidden)).toBe(false);
    expect(await sharp(slip.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 24 });
    const stranger = await t.app.inject({ method: 'GET', url: `/api/bookings/${ok.json().bookingId}/slip` });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses Pay Now by card on a booking whose bank transfer is being verified', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: `pay-now-${crypto.randomUUID().slice(0, 8)}@example.test`,
        password: 'secret12',
        confirmPassword: 'secret12',
      },
    });
    const cookies = { sid: signUp.cookies.find((c) => c.name === 'sid')!.value };
    const dateId = (await insertTestDeparture(db, { spots: 5 })).tourDateId;
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests: 1 },
      cookies,
    });
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const transfer = await upload(cookies, held.json().id, photo, 'slip.png');
    expect(transfer.statusCode).toBe(201);
    const payNow = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: {
        bookingId: transfer.json().bookingId,
        paymentMethodType: 'card',
        customerInfo: { fullName: 'Ann Lee', email: 'ann@example.test', phone: '+66812345678' },
      },
    });
    expect(payNow.statusCode).toBe(409);
    expect(payNow.json().error.message).toBe(PAYMENT_MESSAGES.transferBeingVerified);
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from payments where booking_id = ${transfer.json().bookingId}`,
    );
    expect(count!.count).toBe(1);
  });
});
