import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import {
  BOOKING_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  MESSAGES,
  MONEY_MESSAGES,
  type TManagedBooking,
} from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import {
  createTestApp,
  deliverStripeWebhook,
  sessionCookieOf,
  uniqueEmail,
  type TTestApp,
} from '../../testing/test-app';
import { bookByBankTransferAsGuest, bookPaidByCardAsGuest } from '../../testing/guest-bookings';
import { FIND_PER_EMAIL } from './booking-access.routes';
import { FIND_ANSWER_FLOOR_MS } from './booking-access.service';
import { issueManageLink } from '../bookings/manage-links.service';

/**
 * Managing a booking with its private link and no account (DESIGN decision 16), on PGlite and on
 * PostgreSQL: the token opens only its booking, cancellation follows the policy and refunds once
 * (embedded test provider and Stripe through the local peer), 'Find my booking' tells nothing.
 */
const START = new Date('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;
const SECRET_KEY = 'sk_test_manage_booking_peer';
const WEBHOOK_SECRET = 'whsec_manage_booking_peer';
/** insertTestDeparture's default start: with no flights, departure counts from 2026-09-01 00:00 at UTC+14. */
const DEPARTURE = new Date('2026-08-31T10:00:00Z');

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

describe.each(TEST_BACKENDS)('managing a booking by its private link on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let s: TTestApp;
  let peer: TLocalStripePeer;
  let slip: Buffer;

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    slip = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#148a80' } })
      .png()
      .toBuffer();
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, {
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FILES_DIR: `/tmp/manage-booking-test-${crypto.randomUUID()}`,
    });
    s = await createTestApp(db, backend, {
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_manage_booking_peer',
      STRIPE_API_URL: peer.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await s.app.close();
    await close();
    await peer.close();
  });
  beforeEach(() => {
    t.clock.set(START);
    s.clock.set(START);
  });

  /** A guest's booking paid by card (test card 4242…) through `app`'s provider. */
  async function bookPaidByCard(app: TTestApp, guests = 2, email = uniqueEmail('card')) {
    const booking = await bookPaidByCardAsGuest(app, db, { guests, email });
    return { ...booking, token: await tokenFor(booking.bookingId) };
  }

  /** A guest's bank-transfer booking, its slip still being verified. */
  async function bookByBankTransfer(guests = 1) {
    const booking = await bookByBankTransferAsGuest(t, db, { guests, email: uniqueEmail('transfer'), slip });
    return { ...booking, token: await tokenFor(booking.bookingId) };
  }

  /** A signed-in traveller's booking-form booking: pending, nothing paid; its contact is the guest's e-mail. */
  async function bookUnpaidWithAccount() {
    const accountEmail = uniqueEmail('Account');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: accountEmail, password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const guest = {
      firstName: 'Mali',
      lastName: 'Srisuk',
      email: uniqueEmail('primary-guest'),
      phone: '+66 81 000 0000',
      dateOfBirth: '1990-04-01',
      nationality: 'Thailand',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      cookies: { sid: sessionCookieOf(signUp) },
      payload: {
        tourId,
        tourDateId,
        numberOfGuests: 1,
        guests: [guest],
        paymentMethod: 'credit_card',
        termsAccepted: true,
        marketingConsent: false,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { id?: string; bookingId?: string };
    const bookingId = expectDefined(body.bookingId ?? body.id);
    return { bookingId, dateId: tourDateId, accountEmail, guestEmail: guest.email, token: await tokenFor(bookingId) };
  }

  async function tokenFor(bookingId: string) {
    const [row] = await queryRows<{ end_date: string | Date }>(
      db,
      sql`select d.end_date from bookings b join tour_dates d on d.id = b.tour_date_id where b.id = ${bookingId}`,
    );
    const endDate = expectDefined(row).end_date;
    const tripEndDate = endDate instanceof Date ? endDate.toISOString().slice(0, 10) : endDate;
    return tokenOf(await issueManageLink(db, { bookingId, tripEndDate, appUrl: 'http://localhost:3000', now: START }));
  }

  const read = (token: string, app = t) => app.app.inject({ method: 'GET', url: `/api/manage/${token}` });
  const cancel = (token: string, app = t, payload?: Record<string, unknown>) =>
    app.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, ...(payload ? { payload } : {}) });
  const refundsOfBooking = (bookingId: string) =>
    queryRows<{ id: string; route: string; status: string; amount: number; payout_account: unknown }>(
      db,
      sql`select id, route, status, amount, payout_account from refunds where booking_id = ${bookingId} order by created_at`,
    );
  const find = (payload: Record<string, string>, app = t) =>
    app.app.inject({ method: 'POST', url: '/api/manage/find', payload });

  async function spotsOf(dateId: string) {
    const [row] = await queryRows<{ available_spots: number }>(
      db,
      sql`select available_spots from tour_dates where id = ${dateId}`,
    );
    return Number(expectDefined(row).available_spots);
  }

  /** The e-mails of one kind sent to `address`, newest first. */
  async function mailsTo(address: string, kind: 'booking_cancelled' | 'booking_manage_link') {
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.createdAt));
  }

  /** The token of the manage link in an e-mail's text. */
  const linkIn = (text: string): string =>
    expectDefined(/http:\/\/localhost:3000\/booking\/manage\/([A-Za-z0-9_-]{43})/.exec(text)?.[1]);

  describe('reading', () => {
    it('a token opens its booking, with the money, the policy and nothing of its owner', async () => {
      const booking = await bookPaidByCard(t, 2);
      const response = await read(booking.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const view = response.json() as TManagedBooking;
      expect(view).toMatchObject({
        id: booking.bookingId,
        reference: expect.stringMatching(/^CHT-\d{6}$/),
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'credit_card',
        numberOfGuests: 2,
        contactEmail: booking.email,
        tour: { title: 'Test tour' },
        date: { startDate: '2026-09-01' },
        refundStatus: null,
        departureAt: DEPARTURE.toISOString(),
        cancellation: {
          allowed: true,
          free: true,
          feePercent: 0,
          refundAmount: view.totalAmount,
          refundRoute: 'provider',
          freeUntil: new Date(DEPARTURE.getTime() - 48 * HOUR).toISOString(),
        },
      });
      expect(view.paidAmount).toBe(view.totalAmount);
      expect(view).not.toHaveProperty('userId');
      expect(view).not.toHaveProperty('sessionAccountId');
    });

    it('an unknown, tampered or expired token gets one 404, a malformed one a 400', async () => {
      const booking = await bookPaidByCard(t, 1);
      const last = booking.token.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${booking.token.slice(0, -1)}${last}`;
      const unknown = 'x'.repeat(43);
      const expected = { error: { code: 'NOT_FOUND', message: MANAGE_BOOKING_MESSAGES.linkInvalid } };
      for (const token of [unknown, tampered]) {
        for (const response of [await read(token), await cancel(token)]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(expected);
        }
      }
      // The trip (2026-09-01 to 09-07) has ended everywhere on Earth.
      t.clock.set(new Date('2026-09-08T12:00:00Z'));
      const expired = await read(booking.token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(expected);
      t.clock.set(new Date('2026-09-08T11:59:59Z'));
      expect((await read(booking.token)).statusCode).toBe(200);

      const malformed = await read('short');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect((await read(booking.token)).json()).toMatchObject({ status: 'confirmed' });
    });

    it('a token for booking X never reads nor cancels booking Y', async () => {
      const x = await bookPaidByCard(t, 1);
      const y = await bookPaidByCard(t, 1);
      expect((await read(x.token)).json()).toMatchObject({ id: x.bookingId });
      expect((await read(y.token)).json()).toMatchObject({ id: y.bookingId });
      expect((await cancel(x.token)).json()).toMatchObject({ id: x.bookingId, status: 'cancelled' });
      expect((await read(y.token)).json()).toMatchObject({ id: y.bookingId, status: 'confirmed', refundStatus: null });
    });

    it('the routes declare public access: the token is the only key', () => {
      const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/manage'));
      expect(routes.map((route) => `${route.method} ${route.url} ${String(route.access)}`).sort()).toEqual([
        'GET /api/manage/:token public',
        'GET /api/manage/:token/receipt public',
        'POST /api/manage/:token/cancel public',
        'POST /api/manage/:token/refund-account public',
        'POST /api/manage/find public',
      ]);
    });
  });

  describe('cancelling under the policy', () => {
    it('more than 48 hours before departure: a full refund, the seats back once, an e-mail with a fresh link', async () => {
      const booking = await bookPaidByCard(t, 3);
      const before = await spotsOf(booking.dateId);
      t.clock.set(new Date(DEPARTURE.getTime() - 49 * HOUR));

      const response = await cancel(booking.token);
      expect(response.statusCode, response.body).toBe(200);
      const view = response.json() as TManagedBooking;
      expect(view).toMatchObject({
        status: 'cancelled',
        refundStatus: 'refunded',
        refundAmount: view.totalAmount,
        cancellationReason: BOOKING_MESSAGES.cancelReason,
        cancellation: { allowed: false, reason: 'cancelled', message: MANAGE_BOOKING_MESSAGES.alreadyCancelled },
      });
      expect(await spotsOf(booking.dateId)).toBe(before + 3);

      const again = await cancel(booking.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: MANAGE_BOOKING_MESSAGES.alreadyCancelled } });
      expect(await spotsOf(booking.dateId)).toBe(before + 3);

      const [mail] = await mailsTo(booking.email, 'booking_cancelled');
      expect(mail?.subject).toContain(view.reference);
      expect(mail?.subject).toContain('Booking cancelled');
      expect(mail?.textBody).toContain('the cancellation is free');
      const fresh = linkIn(expectDefined(mail).textBody);
      expect(fresh).not.toBe(booking.token);
      expect((await read(fresh)).json()).toMatchObject({ id: booking.bookingId, status: 'cancelled' });
    });

    it('within 48 hours of departure: half back, shown before and recorded after', async () => {
      const booking = await bookPaidByCard(t, 2);
      t.clock.set(new Date(DEPARTURE.getTime() - 47 * HOUR));
      const preview = (await read(booking.token)).json() as TManagedBooking;
      const half = preview.totalAmount - Math.floor(preview.totalAmount / 2);
      expect(preview.cancellation).toMatchObject({ allowed: true, free: false, feePercent: 50, refundAmount: half });

      const view = (await cancel(booking.token)).json() as TManagedBooking;
      expect(view).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refundAmount: half });
      const [mail] = await mailsTo(booking.email, 'booking_cancelled');
      expect(mail?.textBody).toContain('a 50% cancellation fee');
    });

    it('an unpaid booking is cancelled with nothing to refund', async () => {
      const booking = await bookUnpaidWithAccount();
      const before = await spotsOf(booking.dateId);
      const preview = (await read(booking.token)).json() as TManagedBooking;
      expect(preview).toMatchObject({ status: 'pending', paidAmount: 0 });
      expect(preview.cancellation).toMatchObject({ allowed: true, refundAmount: 0, refundRoute: 'none' });

      const view = (await cancel(booking.token)).json() as TManagedBooking;
      expect(view).toMatchObject({ status: 'cancelled', refundStatus: 'none', refundAmount: 0 });
      expect(await spotsOf(booking.dateId)).toBe(before + 1);
      const [mail] = await mailsTo(booking.guestEmail, 'booking_cancelled');
      expect(mail?.textBody).toContain('nothing is charged');
    });

    it('a bank transfer still being verified is cancelled with its refund owed to the account the traveller gives', async () => {
      const booking = await bookByBankTransfer(2);
      const before = await spotsOf(booking.dateId);
      const withoutAccount = await cancel(booking.token);
      expect(withoutAccount.statusCode).toBe(400);
      expect(withoutAccount.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: MONEY_MESSAGES.refundAccountRequired,
          fields: { refundAccount: MONEY_MESSAGES.refundAccountRequired },
        },
      });
      expect((await read(booking.token)).json()).toMatchObject({ status: 'pending' });
      expect(await spotsOf(booking.dateId)).toBe(before);

      const refundAccount = { bankName: 'Kasikornbank', accountName: 'Somchai Jaidee', accountNumber: '123-4-56789-0' };
      const view = (await cancel(booking.token, t, { refundAccount })).json() as TManagedBooking;
      expect(view).toMatchObject({
        status: 'cancelled',
        refundStatus: 'pending',
        refundAmount: view.totalAmount,
        refundAccountNeeded: false,
      });
      expect(await spotsOf(booking.dateId)).toBe(before + 2);
      expect(await refundsOfBooking(booking.bookingId)).toEqual([
        expect.objectContaining({
          route: 'bank_transfer',
          status: 'requested',
          amount: view.totalAmount,
          payout_account: { ...refundAccount, accountNumber: '1234567890' },
        }),
      ]);
      const [mail] = await mailsTo(booking.email, 'booking_cancelled');
      expect(mail?.textBody).toContain('an administrator');
    });

    it('a trip that has started or is completed cannot be cancelled', async () => {
      const started = await bookPaidByCard(t, 1);
      t.clock.set(DEPARTURE);
      const response = await cancel(started.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: MANAGE_BOOKING_MESSAGES.tripStarted } });
      expect((await read(started.token)).json()).toMatchObject({
        status: 'confirmed',
        cancellation: { allowed: false, reason: 'trip_started' },
      });

      t.clock.set(START);
      const completed = await bookPaidByCard(t, 1);
      await queryRows(db, sql`update bookings set booking_status = 'completed' where id = ${completed.bookingId}`);
      const refused = await cancel(completed.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: MANAGE_BOOKING_MESSAGES.completed } });
    });

    it('two cancellations at once: one cancels, the other is refused; seats back once', async () => {
      const booking = await bookPaidByCard(t, 2);
      const before = await spotsOf(booking.dateId);
      const answers = await Promise.all([cancel(booking.token), cancel(booking.token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await spotsOf(booking.dateId)).toBe(before + 2);
      expect(await mailsTo(booking.email, 'booking_cancelled')).toHaveLength(1);
    });
  });

  describe('refunds through Stripe (local peer)', () => {
    const refundsOf = (paymentIntentId: string) =>
      [...peer.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);

    it('records the refund made at Stripe, once, however often cancel is pressed', async () => {
      const booking = await bookPaidByCard(s, 2);
      s.clock.set(new Date(DEPARTURE.getTime() - 10 * HOUR));
      const answers = await Promise.all([cancel(booking.token, s), cancel(booking.token, s)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const view = (await read(booking.token, s)).json() as TManagedBooking;
      const half = view.totalAmount - Math.floor(view.totalAmount / 2);
      expect(view).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refundAmount: half });

      const refunds = refundsOf(booking.paymentIntentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: half, currency: 'usd', metadata: { booking_id: booking.bookingId } });
      const calls = peer.requests.filter((request) => request.path === '/v1/refunds');
      const [row] = await refundsOfBooking(booking.bookingId);
      expect(row).toMatchObject({ route: 'provider', status: 'succeeded', amount: half });
      expect(calls.filter((call) => call.idempotencyKey === `refund:${row?.id}`)).toHaveLength(1);
      expect((await cancel(booking.token, s)).statusCode).toBe(409);
      expect(refundsOf(booking.paymentIntentId)).toHaveLength(1);
    });

    it('a refund that fails is recorded as failed and retried with the same key, refunding once', async () => {
      const booking = await bookPaidByCard(s, 1);
      // Three 500s: the first attempt and the client's two retries.
      peer.failRefunds(3);
      const failed = await cancel(booking.token, s);
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({ status: 'cancelled', refundStatus: 'failed', refundRetryable: true });
      expect(refundsOf(booking.paymentIntentId)).toHaveLength(0);

      const retried = await cancel(booking.token, s);
      expect(retried.statusCode, retried.body).toBe(200);
      const view = retried.json() as TManagedBooking;
      expect(view).toMatchObject({
        status: 'cancelled',
        refundStatus: 'refunded',
        refundAmount: view.totalAmount,
        refundRetryable: false,
      });
      expect(refundsOf(booking.paymentIntentId)).toEqual([expect.objectContaining({ amount: view.totalAmount })]);
      const keys = peer.requests
        .filter((request) => request.path === '/v1/refunds' && request.body.payment_intent === booking.paymentIntentId)
        .map((request) => request.idempotencyKey);
      const rows = await refundsOfBooking(booking.bookingId);
      expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', amount: view.totalAmount })]);
      expect(new Set(keys)).toEqual(new Set([`refund:${rows[0]?.id}`]));
      expect((await cancel(booking.token, s)).statusCode).toBe(409);
    });
  });

  describe('refunds Stripe finishes later (its webhook)', () => {
    const deliverWebhook = (payload: string) => deliverStripeWebhook(s, payload, WEBHOOK_SECRET);
    const refundOf = (paymentIntentId: string) =>
      expectDefined([...peer.refunds.values()].find((refund) => refund.payment_intent === paymentIntentId));

    it('a refund Stripe answers pending stays pending until its webhook says it succeeded; replays change nothing', async () => {
      const booking = await bookPaidByCard(s, 1);
      peer.holdRefunds(1);
      expect((await cancel(booking.token, s)).json()).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
      const refund = refundOf(booking.paymentIntentId);

      // A report that it is still pending changes nothing.
      expect((await deliverWebhook(peer.eventFor(refund.id, 'refund.updated'))).statusCode).toBe(200);
      expect((await read(booking.token, s)).json()).toMatchObject({ refundStatus: 'pending' });

      peer.settleRefund(refund.id, 'succeeded');
      const done = peer.eventFor(refund.id, 'charge.refund.updated');
      expect((await deliverWebhook(done)).statusCode).toBe(200);
      expect((await read(booking.token, s)).json()).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
      expect((await deliverWebhook(done)).statusCode).toBe(200);
      expect((await read(booking.token, s)).json()).toMatchObject({ refundStatus: 'refunded' });
    });

    it('a refund that fails at the bank, even after it had succeeded, is shown as failed', async () => {
      const booking = await bookPaidByCard(s, 1);
      expect((await cancel(booking.token, s)).json()).toMatchObject({ refundStatus: 'refunded' });
      const refund = refundOf(booking.paymentIntentId);
      peer.settleRefund(refund.id, 'failed');
      expect((await deliverWebhook(peer.eventFor(refund.id, 'refund.failed'))).statusCode).toBe(200);
      expect((await read(booking.token, s)).json()).toMatchObject({ status: 'cancelled', refundStatus: 'failed' });
    });

    it('a refund event naming another payment changes no booking', async () => {
      const booking = await bookPaidByCard(s, 1);
      peer.holdRefunds(1);
      await cancel(booking.token, s);
      const refund = peer.settleRefund(refundOf(booking.paymentIntentId).id, 'succeeded');
      const event = JSON.parse(peer.eventFor(refund.id, 'refund.updated'));
      event.data.object.payment_intent = 'pi_not_known_here';
      expect((await deliverWebhook(JSON.stringify(event))).statusCode).toBe(200);
      expect((await read(booking.token, s)).json()).toMatchObject({ refundStatus: 'pending' });
    });
  });

  describe('find my booking', () => {
    async function referenceOf(bookingId: string) {
      const [row] = await queryRows<{ booking_reference: string }>(
        db,
        sql`select booking_reference from bookings where id = ${bookingId}`,
      );
      return expectDefined(row).booking_reference;
    }

    async function timed<T>(request: () => Promise<T>) {
      const started = performance.now();
      const answer = await request();
      return { answer, ms: performance.now() - started };
    }

    it('answers a match and a miss alike, and e-mails a working link only on a match', async () => {
      const booking = await bookPaidByCard(t, 1, uniqueEmail('Finder'));
      const reference = await referenceOf(booking.bookingId);
      const before = await mailsTo(booking.email, 'booking_manage_link');

      const match = await timed(() => find({ reference: reference.toLowerCase(), email: booking.email.toUpperCase() }));
      const wrongEmail = await timed(() => find({ reference, email: uniqueEmail('stranger') }));
      const unknownReference = await timed(() =>
        find({ reference: reference === 'CHT-000000' ? 'CHT-000001' : 'CHT-000000', email: booking.email }),
      );
      for (const { answer, ms } of [match, wrongEmail, unknownReference]) {
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual({ message: MANAGE_BOOKING_MESSAGES.findAnswer });
        expect(ms).toBeGreaterThanOrEqual(FIND_ANSWER_FLOOR_MS - 5);
      }

      const after = await mailsTo(booking.email, 'booking_manage_link');
      expect(after).toHaveLength(before.length + 1);
      const [mail] = after;
      expect(mail?.subject).toContain(reference);
      expect((await read(linkIn(expectDefined(mail).textBody))).json()).toMatchObject({ id: booking.bookingId });
      const strangers = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from mail_outbox where to_address like 'stranger-%'`,
      );
      expect(Number(strangers[0]?.n)).toBe(0);
    });

    it("matches the account's e-mail as well as the booking's contact", async () => {
      const booking = await bookUnpaidWithAccount();
      const reference = await referenceOf(booking.bookingId);
      expect((await find({ reference, email: booking.accountEmail })).statusCode).toBe(202);
      // Accounts keep their e-mail in lower case.
      const [mail] = await mailsTo(booking.accountEmail.toLowerCase(), 'booking_manage_link');
      expect((await read(linkIn(expectDefined(mail).textBody))).json()).toMatchObject({ id: booking.bookingId });
    });

    it('refuses a malformed request with the form’s messages', async () => {
      const response = await find({ reference: 'CHT-12', email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          fields: {
            reference: MANAGE_BOOKING_MESSAGES.referenceInvalid,
            email: MANAGE_BOOKING_MESSAGES.emailInvalid,
          },
        },
      });
    });

    it('limits requests per e-mail address, match or not', async () => {
      const email = uniqueEmail('limited');
      for (let attempt = 0; attempt < FIND_PER_EMAIL.max; attempt += 1) {
        expect((await find({ reference: 'CHT-123456', email })).statusCode).toBe(202);
      }
      const limited = await find({ reference: 'CHT-654321', email: email.toUpperCase() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
      expect((await find({ reference: 'CHT-123456', email: uniqueEmail('other') })).statusCode).toBe(202);
    });
  });

  describe("the e-mails follow the booking's language", () => {
    /** A paid booking made in Thai (its language as a Thai page would have stored it). */
    async function bookPaidInThai() {
      const booking = await bookPaidByCard(t, 1, uniqueEmail('thai'));
      const [row] = await queryRows<{ booking_reference: string }>(
        db,
        sql`update bookings set language = 'th' where id = ${booking.bookingId} returning booking_reference`,
      );
      return { ...booking, reference: expectDefined(row).booking_reference };
    }

    it('a booking made in Thai gets its manage link and its cancellation in Thai, asked for in English', async () => {
      const booking = await bookPaidInThai();
      const found = await t.app.inject({
        method: 'POST',
        url: '/api/manage/find',
        headers: { 'accept-language': 'en' },
        payload: { reference: booking.reference, email: booking.email },
      });
      expect(found.statusCode).toBe(202);
      const [link] = await mailsTo(booking.email, 'booking_manage_link');
      expect(link?.subject).toMatch(new RegExp(`^จัดการการจอง ${booking.reference} · `));
      expect(link?.textBody).toContain(`คุณได้ขอลิงก์สำหรับการจอง ${booking.reference}: `);
      expect(link?.textBody).toContain(' 2569 - ');
      expect(link?.htmlBody).toMatch(/^<!DOCTYPE html><html lang="th">/);

      t.clock.set(new Date(DEPARTURE.getTime() - 49 * HOUR));
      expect((await cancel(booking.token)).statusCode).toBe(200);
      const [cancelled] = await mailsTo(booking.email, 'booking_cancelled');
      expect(cancelled?.subject).toMatch(new RegExp(`^ยกเลิกการจองแล้ว · ${booking.reference} · `));
      expect(cancelled?.textBody).toContain('ของคุณถูกยกเลิกตามที่คุณขอแล้ว');
      expect(cancelled?.textBody).toContain('คุณยกเลิกภายในเวลาที่กำหนด จึงยกเลิกได้ฟรี');
      expect(cancelled?.textBody).toContain('เข้าบัตรของคุณ');
      expect(cancelled?.htmlBody).toMatch(/^<!DOCTYPE html><html lang="th">/);
    });
  });
});

function expectDefined<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}
