import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { NOT_PAID_BY_DEADLINE_REASON, PAY_LATER_MESSAGES, PAYMENT_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import {
  bankTransferRequest,
  createTestApp,
  sessionCookieOf,
  uniqueEmail,
  type TTestApp,
} from '../../testing/test-app';
import { runPaymentDeadlines } from './payment-deadlines.service';

const CONTACT = { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' };
const CARD_CONTACT = { ...CONTACT, cardholderName: 'ADA T' };
const HOUR = 60 * 60 * 1000;
// The test app's clock starts at 2026-06-01T08:00:00Z.
const FAR_DEPARTURE = '2026-09-01';

/**
 * Reserve now, pay later (DESIGN decision 13) and its deadline job, on both backends with the test clock:
 * the reservation keeps its seats until its deadline; one reminder 24 hours before; at the deadline the
 * unpaid booking is cancelled, its seats given back exactly once, and the traveller told; a booking paid
 * before the deadline stays.
 */
describe.each(TEST_BACKENDS)('reserve now, pay later on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, {
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      FILES_DIR: `/tmp/pay-later-test-${crypto.randomUUID()}`,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  const jobDeps = () => ({ db, clock: t.clock, appUrl: t.config.appUrl, appName: t.config.appName });

  async function startSession(options: { startDate?: string; guests?: number; spots?: number } = {}) {
    const dateId = (
      await insertTestDeparture(db, { spots: options.spots ?? 10, startDate: options.startDate ?? FAR_DEPARTURE })
    ).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests: options.guests ?? 2 },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')?.value ?? '';
    return { dateId, sessionId: response.json().id as string, cookies: { gid } };
  }

  const reserve = (session: { sessionId: string; cookies: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/pay-later',
      cookies: session.cookies,
      payload: { sessionId: session.sessionId, customerInfo: CONTACT },
    });

  async function spots(dateId: string) {
    const [row] = await queryRows<{ available_spots: number }>(
      db,
      sql`select available_spots from tour_dates where id = ${dateId}`,
    );
    return Number(row!.available_spots);
  }

  async function bookingRow(bookingId: string) {
    const [row] = await queryRows<{
      booking_status: string;
      payment_status: string;
      payment_method: string;
      payment_deadline: Date | string | null;
      payment_reminder_sent_at: Date | string | null;
      cancellation_reason: string | null;
      refund_status: string | null;
    }>(
      db,
      sql`select booking_status, payment_status, payment_method, payment_deadline, payment_reminder_sent_at,
        cancellation_reason, refund_status from bookings where id = ${bookingId}`,
    );
    return row!;
  }

  async function mailsFor(reference: string) {
    return queryRows<{ kind: string; subject: string; text_body: string }>(
      db,
      sql`select kind, subject, text_body from mail_outbox where subject like ${`%${reference}%`} order by created_at`,
    );
  }

  async function reserveOne(options: { guests?: number; spots?: number } = {}) {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const session = await startSession(options);
    const response = await reserve(session);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { bookingId: string; bookingReference: string; paymentDeadline: string };
    return { ...session, ...body };
  }

  async function payByCard(bookingId: string, cookies: Record<string, string>) {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies,
      payload: { bookingId, paymentMethodType: 'card', customerInfo: CARD_CONTACT },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/confirm-card',
        cookies,
        payload: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
  }

  it('reserves a far departure: seats kept, pending and unpaid, deadline 72 hours on, e-mail with the deadline and a manage link', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const session = await startSession({ guests: 3 });
    const response = await reserve(session);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.paymentDeadline).toBe('2026-06-04T08:00:00.000Z');
    expect(await spots(session.dateId)).toBe(7);
    expect(await bookingRow(body.bookingId)).toMatchObject({
      booking_status: 'pending',
      payment_status: 'pending',
      payment_method: 'pay_later',
    });
    // A repeat answers with the same reservation; no second booking.
    const again = await reserve(session);
    expect(again.statusCode).toBe(201);
    expect(again.json().bookingId).toBe(body.bookingId);

    const confirmation = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${body.bookingId}/confirmation`,
      cookies: session.cookies,
    });
    expect(confirmation.json()).toMatchObject({
      paymentMethod: 'pay_later',
      paymentDeadline: '2026-06-04T08:00:00.000Z',
    });

    const [mail, ...others] = await mailsFor(body.bookingReference);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Reserved – pay by Jun 4, 2026, 08:00 UTC · ${body.bookingReference} · Test tour | ${t.config.appName}`,
    );
    expect(mail!.subject).not.toContain('Confirmed');
    expect(mail!.text_body).toContain('Pay by: Jun 4, 2026, 08:00 UTC');
    expect(mail!.text_body).toMatch(/http:\/\/localhost:3000\/booking\/manage\/[A-Za-z0-9_-]{43}/);
    expect(mail!.text_body).not.toContain('Tour Marketplace');
  });

  it('takes the deadline 14 days before departure when that comes first, and refuses a departure 14 days or less away', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const near = await startSession({ startDate: '2026-06-15' });
    const refused = await reserve(near);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PAY_LATER_MESSAGES.notOffered);
    expect(await spots(near.dateId)).toBe(8);

    const soon = await startSession({ startDate: '2026-06-17' });
    const response = await reserve(soon);
    expect(response.statusCode).toBe(201);
    expect(response.json().paymentDeadline).toBe('2026-06-03T00:00:00.000Z');
  });

  it('refuses pay later on a session another method paid, and a card on a reserved session', async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const paid = await startSession();
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: paid.cookies,
      payload: { sessionId: paid.sessionId, paymentMethodType: 'card', customerInfo: CARD_CONTACT },
    });
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies: paid.cookies,
      payload: {
        ...(intent.json() as { paymentIntentId: string; clientSecret: string }),
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    });
    expect(card.json().status).toBe('succeeded');
    const late = await reserve(paid);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);

    const reserved = await reserveOne();
    const secondIntent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: reserved.cookies,
      payload: { sessionId: reserved.sessionId, paymentMethodType: 'card', customerInfo: CARD_CONTACT },
    });
    expect(secondIntent.statusCode).toBe(410);
  });

  it('Pay Now by card pays a reservation: paid, by card, deadline gone, a paid e-mail; strangers are refused', async () => {
    const reserved = await reserveOne();
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: { gid: 'guest_00000000-0000-4000-8000-000000000000' },
      payload: { bookingId: reserved.bookingId, paymentMethodType: 'card', customerInfo: CARD_CONTACT },
    });
    expect(stranger.statusCode).toBe(404);
    const pay = await payByCard(reserved.bookingId, reserved.cookies);
    expect((await pay()).json()).toMatchObject({ status: 'succeeded', bookingId: reserved.bookingId });
    expect(await bookingRow(reserved.bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'completed',
      payment_method: 'credit_card',
      payment_deadline: null,
    });
    const mails = await mailsFor(reserved.bookingReference);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmation', 'payment_received']);
    expect(mails[1]!.subject).toMatch(/^Booking Confirmed! · /);

    // Past its deadline the job leaves a paid booking alone.
    t.clock.advance(100 * HOUR);
    await runPaymentDeadlines(jobDeps());
    expect((await bookingRow(reserved.bookingId)).booking_status).toBe('confirmed');
  });

  it('Pay Now works with the manage link token alone, and by bank transfer', async () => {
    const reserved = await reserveOne();
    const [mail] = await mailsFor(reserved.bookingReference);
    const token = /\/booking\/manage\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    const noCookies = {};
    const withoutToken = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: noCookies,
      payload: { bookingId: reserved.bookingId, paymentMethodType: 'promptpay', customerInfo: CONTACT },
    });
    expect(withoutToken.statusCode).toBe(404);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      payload: {
        bookingId: reserved.bookingId,
        manageToken: token,
        paymentMethodType: 'promptpay',
        customerInfo: CONTACT,
      },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const strangerComplete = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/promptpay-complete',
      payload: { paymentIntentId, clientSecret },
    });
    expect(strangerComplete.statusCode).toBe(404);
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/promptpay-complete',
      payload: { paymentIntentId, clientSecret, manageToken: token },
    });
    expect(complete.json()).toMatchObject({ status: 'succeeded', bookingId: reserved.bookingId });
    expect(await bookingRow(reserved.bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_method: 'promptpay',
    });

    const other = await reserveOne();
    const slip = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#148a80' } })
      .png()
      .toBuffer();
    const request = bankTransferRequest({ sessionId: '', contact: CONTACT, slip, cookies: other.cookies });
    const transfer = await t.app.inject({
      ...request,
      payload: Buffer.from(
        request.payload
          .toString('latin1')
          .replace(/name="sessionId"\r\n\r\n\r\n/, `name="bookingId"\r\n\r\n${other.bookingId}\r\n`),
        'latin1',
      ),
    });
    expect(transfer.statusCode).toBe(201);
    expect(await bookingRow(other.bookingId)).toMatchObject({
      booking_status: 'pending',
      payment_status: 'processing',
      payment_method: 'bank_transfer',
    });
    // Being verified: not cancelled at the deadline.
    t.clock.advance(100 * HOUR);
    await runPaymentDeadlines(jobDeps());
    expect((await bookingRow(other.bookingId)).booking_status).toBe('pending');
  });

  it("lists a signed-in traveller's reservation with its deadline on the account, and cancelling it refunds nothing", async () => {
    t.clock.set(new Date('2026-06-01T08:00:00Z'));
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('reserve'), password: 'secret1', confirmPassword: 'secret1' },
    });
    const cookies = { sid: sessionCookieOf(signUp) };
    const dateId = (await insertTestDeparture(db, { spots: 10, startDate: FAR_DEPARTURE })).tourDateId;
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      cookies,
      payload: { tourDateId: dateId, guests: 2 },
    });
    const reserved = await reserve({ sessionId: held.json().id, cookies });
    expect(reserved.statusCode).toBe(201);
    const { bookingId } = reserved.json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/account/bookings', cookies })).json().bookings;
    expect(list[0]).toMatchObject({
      id: bookingId,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pay_later',
      paymentDeadline: '2026-06-04T08:00:00.000Z',
    });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/account/bookings/${bookingId}/cancel`, cookies });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundStatus: 'none', refundAmount: 0 });
    expect(await spots(dateId)).toBe(10);
  });

  it('sends one reminder 24 hours before the deadline, however often the job runs', async () => {
    const reserved = await reserveOne();
    t.clock.set(new Date(new Date(reserved.paymentDeadline).getTime() - 25 * HOUR));
    expect((await runPaymentDeadlines(jobDeps())).reminded).toBe(0);
    t.clock.set(new Date(new Date(reserved.paymentDeadline).getTime() - 24 * HOUR));
    await Promise.all([runPaymentDeadlines(jobDeps()), runPaymentDeadlines(jobDeps())]);
    t.clock.advance(HOUR);
    await runPaymentDeadlines(jobDeps());
    const reminders = (await mailsFor(reserved.bookingReference)).filter((mail) => mail.kind === 'payment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Reminder: pay by Jun 4, 2026, 08:00 UTC · /);
    expect(reminders[0]!.text_body).toMatch(/\/booking\/manage\/[A-Za-z0-9_-]{43}/);
    expect((await bookingRow(reserved.bookingId)).payment_reminder_sent_at).not.toBeNull();
    expect((await bookingRow(reserved.bookingId)).booking_status).toBe('pending');
  });

  it('cancels an unpaid reservation at its deadline, gives its seats back exactly once, and tells the traveller', async () => {
    const reserved = await reserveOne({ guests: 4, spots: 6 });
    expect(await spots(reserved.dateId)).toBe(2);
    t.clock.set(new Date(new Date(reserved.paymentDeadline).getTime() - 1));
    await runPaymentDeadlines(jobDeps());
    expect((await bookingRow(reserved.bookingId)).booking_status).toBe('pending');

    t.clock.set(new Date(reserved.paymentDeadline));
    await Promise.all([runPaymentDeadlines(jobDeps()), runPaymentDeadlines(jobDeps())]);
    await runPaymentDeadlines(jobDeps());
    expect(await spots(reserved.dateId)).toBe(6);
    expect(await bookingRow(reserved.bookingId)).toMatchObject({
      booking_status: 'cancelled',
      cancellation_reason: NOT_PAID_BY_DEADLINE_REASON,
      refund_status: 'none',
    });
    const cancellations = (await mailsFor(reserved.bookingReference)).filter(
      (mail) => mail.kind === 'booking_cancelled',
    );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.subject).toMatch(/^Booking cancelled · /);
    expect(cancellations[0]!.text_body).toContain('Not paid by the deadline');
    expect(cancellations[0]!.text_body).toMatch(/\/booking\/manage\/[A-Za-z0-9_-]{43}/);

    // Too late to pay: nothing is charged.
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: reserved.cookies,
      payload: { bookingId: reserved.bookingId, paymentMethodType: 'card', customerInfo: CARD_CONTACT },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().error.message).toBe(PAYMENT_MESSAGES.bookingNotPayable);
  });

  it('a payment and the deadline job at the deadline: exactly one of them wins, seats stay right', async () => {
    for (let round = 0; round < 6; round += 1) {
      const reserved = await reserveOne({ guests: 2, spots: 4 });
      const confirm = await payByCard(reserved.bookingId, reserved.cookies);
      t.clock.set(new Date(reserved.paymentDeadline));
      const [paid] = await Promise.all([confirm(), runPaymentDeadlines(jobDeps())]);
      const row = await bookingRow(reserved.bookingId);
      if (row.booking_status === 'confirmed') {
        expect(paid.json().status).toBe('succeeded');
        expect(await spots(reserved.dateId)).toBe(2);
      } else {
        expect(row.booking_status).toBe('cancelled');
        expect(paid.statusCode).toBe(409);
        expect(paid.json().error.message).toBe(PAYMENT_MESSAGES.bookingNotPayable);
        expect(await spots(reserved.dateId)).toBe(4);
        const [payment] = await queryRows<{ status: string }>(
          db,
          sql`select status from payments where booking_id = ${reserved.bookingId}`,
        );
        expect(payment!.status).not.toBe('succeeded');
      }
    }
  });
});
