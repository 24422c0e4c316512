import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import {
  BOOKING_MESSAGES,
  GUEST_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  onlySpotsAvailableMessage,
  PROFILE_MESSAGES,
  type TAccountBooking,
  type TAccountCancellationPreview,
} from '@tour/shared';
import { queryRows } from '../../db';
import { startLocalStripePeer, type TLocalStripePeer } from '../../testing/local-stripe-peer';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const START = new Date('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;
const SECRET_KEY = 'sk_test_account_cancel_peer';
/** insertTestDeparture's default start: with no flights, departure counts from 2026-09-01 00:00 at UTC+14. */
const DEPARTURE = new Date('2026-08-31T10:00:00Z');

const guest = (overrides: Record<string, string> = {}) => ({
  firstName: 'Mali',
  lastName: 'Srisuk',
  email: 'mali@example.test',
  phone: '+66 81 000 0000',
  dateOfBirth: '1990-04-01',
  nationality: 'Thailand',
  ...overrides,
});

describe.each(TEST_BACKENDS)('account and booking form on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let s: TTestApp;
  let peer: TLocalStripePeer;
  let tourId: string;
  let dateId: string;

  beforeAll(async () => {
    peer = await startLocalStripePeer({ secretKey: SECRET_KEY });
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    s = await createTestApp(db, backend, {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_account_cancel_peer',
      STRIPE_API_URL: peer.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_account_cancel_peer',
    });
    const [tour] = await queryRows<{ id: string }>(
      db,
      sql`
      insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
      values ('form-test', 'Form test', 'Test', 'Venice', 'Italy', 150000, 'EUR', '3 nights / 4 days', 4) returning id`,
    );
    tourId = tour!.id;
    const [date] = await queryRows<{ id: string }>(
      db,
      sql`
      insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots, discount_percent)
      values (${tourId}, '2026-10-01', '2026-10-05', 150000, 'EUR', 5, 10) returning id`,
    );
    dateId = date!.id;
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

  async function createAccount(app = t) {
    const email = uniqueEmail('acct');
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', confirmPassword: 'secret1' },
    });
    return { email, cookies: { sid: sessionCookieOf(response) } };
  }

  async function signUp(app = t) {
    return (await createAccount(app)).cookies;
  }

  /** A fresh session: an idle one ends after 15 minutes, and these tests move the clock by months. */
  async function signIn(email: string, app = t) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'secret1' },
    });
    expect(response.statusCode).toBe(200);
    return { sid: sessionCookieOf(response) };
  }

  async function spots() {
    const [row] = await queryRows<{ available_spots: number }>(
      db,
      sql`select available_spots from tour_dates where id = ${dateId}`,
    );
    return Number(row!.available_spots);
  }

  const book = (cookies: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookings', cookies, payload: body });
  const form = (guests: unknown[], extra: Record<string, unknown> = {}) => ({
    tourId,
    tourDateId: dateId,
    numberOfGuests: guests.length,
    guests,
    paymentMethod: 'bank_transfer',
    termsAccepted: true,
    marketingConsent: false,
    ...extra,
  });

  it('saves the profile with the mobile number in E.164 for its prefix, and empty as null', async () => {
    const cookies = await signUp();
    const save = (mobileNumber: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        cookies,
        payload: {
          username: 'Mali',
          mobilePrefix: '+66',
          mobileNumber,
          marketingSubscription: false,
          marketingPreference: 'both',
        },
      });
    expect((await save('081 234 5678')).json()).toMatchObject({
      mobileNumber: '+66812345678',
      marketingPreference: 'both',
      marketingSubscription: false,
    });
    // Read for the chosen prefix and stored in E.164 (decision 19): a Bangkok landline too.
    expect((await save('(02) 123 4567')).json().mobileNumber).toBe('+6621234567');
    expect((await save('')).json().mobileNumber).toBeNull();
    expect((await save('abc')).json().error.message).toBe(PROFILE_MESSAGES.mobileInvalid);
    expect((await save('0812')).json().error.message).toBe(PROFILE_MESSAGES.mobileInvalid);
  });

  it('refuses bad booking forms with the spec messages and writes nothing', async () => {
    const cookies = await signUp();
    const anonymous = await book({}, form([guest()]));
    expect(anonymous.json().error.message).toBe(BOOKING_MESSAGES.loginRequired);
    const eleven = await book(cookies, form(Array.from({ length: 11 }, () => guest())));
    expect(eleven.json().error.message).toBe(BOOKING_MESSAGES.guestsRange);
    const none = await book(cookies, form([], { numberOfGuests: 1 }));
    expect(none.json().error.message).toBe(BOOKING_MESSAGES.atLeastOneGuest);
    const missing = await book(cookies, form([guest({ nationality: '' })]));
    expect(missing.json().error.fields['guests.0.nationality']).toBe(GUEST_MESSAGES.nationality);
    const terms = await book(cookies, form([guest()], { termsAccepted: false }));
    expect(terms.json().error.message).toBe(BOOKING_MESSAGES.termsRequired);
    const tooMany = await book(cookies, form(Array.from({ length: 6 }, () => guest())));
    expect(tooMany.json().error.message).toBe(onlySpotsAvailableMessage(5));
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings where tour_date_id = ${dateId}`,
    );
    expect(count!.n).toBe(0);
    expect(await spots()).toBe(5);
  });

  it('books with guests, lists only the own bookings, cancels once and returns the seats once', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const created = await book(
      owner,
      form([guest(), guest({ firstName: 'Niran' })], { specialRequests: 'Window seat' }),
    );
    expect(created.statusCode).toBe(201);
    const { bookingId } = created.json();
    expect(await spots()).toBe(3);

    const list = (await t.app.inject({ method: 'GET', url: '/api/account/bookings', cookies: owner })).json().bookings;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'pending',
      totalAmount: 270000,
      numberOfGuests: 2,
      specialRequests: 'Window seat',
    });
    expect(list[0].guests.map((g: { firstName: string }) => g.firstName)).toEqual(['Mali', 'Niran']);

    for (const [method, url] of [
      ['GET', `/api/account/bookings/${bookingId}`],
      ['POST', `/api/account/bookings/${bookingId}/cancel`],
    ] as const) {
      expect((await t.app.inject({ method, url, cookies: stranger })).statusCode).toBe(404);
    }
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      cookies: stranger,
      payload: {
        bookingId,
        paymentMethodType: 'card',
        customerInfo: { fullName: 'X', email: 'x@example.test', phone: '+66812345678' },
      },
    });
    expect(pay.statusCode).toBe(404);
    expect(await spots()).toBe(3);

    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/account/bookings/${bookingId}/cancel`, cookies: owner });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const cancelled = [first, second].find((r) => r.statusCode === 200)!.json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by user' });
    expect([first, second].find((r) => r.statusCode === 409)!.json()).toEqual({
      error: { code: 'CONFLICT', message: BOOKING_MESSAGES.notCancellable },
    });
    expect(await spots()).toBe(5);
  });

  it('pays a pending booking with Pay Now for exactly its amount', async () => {
    const owner = await signUp();
    const { bookingId } = (await book(owner, form([guest()]))).json();
    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies: owner,
        payload: {
          bookingId,
          paymentMethodType: 'card',
          customerInfo: { fullName: 'Mali', email: 'm@example.test', phone: '+66812345678' },
        },
      })
    ).json();
    expect(intent.amount).toBe(135000);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-card',
      cookies: owner,
      payload: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      },
    });
    expect(paid.json().status).toBe('succeeded');
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/account/bookings/${bookingId}`, cookies: owner })
    ).json();
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
  });

  describe('cancelling from the account under the cancellation policy', () => {
    /** A signed-in traveller's booking-form booking on a fresh departure, its primary guest the contact. */
    async function bookOwn(app: TTestApp, guests = 2) {
      const { email, cookies: owner } = await createAccount(app);
      const departure = await insertTestDeparture(db, { spots: 8 });
      const contactEmail = uniqueEmail('primary');
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/bookings',
        cookies: owner,
        payload: {
          tourId: departure.tourId,
          tourDateId: departure.tourDateId,
          numberOfGuests: guests,
          guests: Array.from({ length: guests }, (_, index) =>
            guest({ firstName: `Guest${index}`, email: index === 0 ? contactEmail : 'other@example.test' }),
          ),
          paymentMethod: 'credit_card',
          termsAccepted: true,
          marketingConsent: false,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { bookingId } = created.json() as { bookingId: string };
      return { owner, email, bookingId, dateId: departure.tourDateId, contactEmail };
    }

    /** Pay Now from the account with the test card 4242…: confirmed and paid through `app`'s provider. */
    async function payByCard(app: TTestApp, booking: { owner: { sid: string }; bookingId: string }) {
      const intent = await app.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        cookies: booking.owner,
        payload: {
          bookingId: booking.bookingId,
          paymentMethodType: 'card',
          customerInfo: { fullName: 'Mali', email: 'm@example.test', phone: '+66812345678' },
        },
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const { paymentIntentId, clientSecret } = intent.json() as { paymentIntentId: string; clientSecret: string };
      const paid = await app.app.inject({
        method: 'POST',
        url: '/api/payments/confirm-card',
        cookies: booking.owner,
        payload: { paymentIntentId, clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return paymentIntentId;
    }

    const cancelOwn = (app: TTestApp, booking: { owner: { sid: string }; bookingId: string }) =>
      app.app.inject({
        method: 'POST',
        url: `/api/account/bookings/${booking.bookingId}/cancel`,
        cookies: booking.owner,
      });
    const preview = (app: TTestApp, booking: { owner: { sid: string }; bookingId: string }) =>
      app.app.inject({
        method: 'GET',
        url: `/api/account/bookings/${booking.bookingId}/cancellation`,
        cookies: booking.owner,
      });

    async function spotsOf(tourDateId: string) {
      const [row] = await queryRows<{ available_spots: number }>(
        db,
        sql`select available_spots from tour_dates where id = ${tourDateId}`,
      );
      return Number(row!.available_spots);
    }

    const cancelledMailsTo = (address: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'booking_cancelled')));

    it('a card booking paid with Pay Now, cancelled more than 48 hours out: refunded in full, seats back, e-mailed', async () => {
      // Signed in, booked and paid at that moment: a session does not outlive months of the test clock.
      t.clock.set(new Date(DEPARTURE.getTime() - 49 * HOUR));
      const booking = await bookOwn(t, 3);
      await payByCard(t, booking);
      const before = await spotsOf(booking.dateId);

      const asked = (await preview(t, booking)).json() as TAccountCancellationPreview;
      expect(asked.paidAmount).toBeGreaterThan(0);
      expect(asked).toMatchObject({
        bookingId: booking.bookingId,
        currency: 'USD',
        cancellation: {
          allowed: true,
          free: true,
          feeAmount: 0,
          refundAmount: asked.paidAmount,
          refundRoute: 'provider',
        },
      });

      const response = await cancelOwn(t, booking);
      expect(response.statusCode, response.body).toBe(200);
      const cancelled = response.json() as TAccountBooking;
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancellationReason: BOOKING_MESSAGES.cancelReason,
        refundStatus: 'refunded',
        refundAmount: cancelled.totalAmount,
      });
      expect(cancelled.totalAmount).toBe(asked.paidAmount);
      expect(await spotsOf(booking.dateId)).toBe(before + 3);

      const mails = await cancelledMailsTo(booking.contactEmail);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(cancelled.reference);
      expect(mails[0]!.subject).toContain('Booking cancelled');
      expect(mails[0]!.textBody).toContain('the cancellation is free');
      expect(mails[0]!.textBody).toMatch(/http:\/\/localhost:3000\/booking\/manage\/[A-Za-z0-9_-]{43}/);
    });

    it('within 48 hours of departure: half back, as the dialog says before', async () => {
      t.clock.set(new Date(DEPARTURE.getTime() - 47 * HOUR));
      const booking = await bookOwn(t, 2);
      await payByCard(t, booking);
      const asked = (await preview(t, booking)).json() as TAccountCancellationPreview;
      const half = asked.paidAmount - Math.floor(asked.paidAmount / 2);
      expect(asked.cancellation).toMatchObject({ allowed: true, free: false, feePercent: 50, refundAmount: half });

      const cancelled = (await cancelOwn(t, booking)).json() as TAccountBooking;
      expect(cancelled).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refundAmount: half });
      const [mail] = await cancelledMailsTo(booking.contactEmail);
      expect(mail?.textBody).toContain('a 50% cancellation fee');
    });

    it('an unpaid booking is cancelled with nothing to refund, and says so by e-mail', async () => {
      const booking = await bookOwn(t, 1);
      const before = await spotsOf(booking.dateId);
      expect((await preview(t, booking)).json()).toMatchObject({
        paidAmount: 0,
        cancellation: { allowed: true, refundAmount: 0, refundRoute: 'none' },
      });
      const cancelled = (await cancelOwn(t, booking)).json() as TAccountBooking;
      expect(cancelled).toMatchObject({ status: 'cancelled', refundStatus: 'none', refundAmount: 0 });
      expect(await spotsOf(booking.dateId)).toBe(before + 1);
      const [mail] = await cancelledMailsTo(booking.contactEmail);
      expect(mail?.textBody).toContain('nothing is charged');
    });

    it('two cancels at once refund once at Stripe (one key), return the seats once and send one e-mail', async () => {
      const booking = await bookOwn(s, 2);
      const paymentIntentId = await payByCard(s, booking);
      const before = await spotsOf(booking.dateId);
      const answers = await Promise.all([cancelOwn(s, booking), cancelOwn(s, booking)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        error: { code: 'CONFLICT', message: BOOKING_MESSAGES.notCancellable },
      });
      const cancelled = answers.find((answer) => answer.statusCode === 200)!.json() as TAccountBooking;
      expect(cancelled).toMatchObject({ refundStatus: 'refunded', refundAmount: cancelled.totalAmount });
      expect((await cancelOwn(s, booking)).statusCode).toBe(409);

      const refunds = [...peer.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
      expect(refunds).toEqual([
        expect.objectContaining({
          amount: cancelled.totalAmount,
          metadata: expect.objectContaining({ booking_id: booking.bookingId }),
        }),
      ]);
      const keys = peer.requests
        .filter((request) => request.path === '/v1/refunds' && request.body.payment_intent === paymentIntentId)
        .map((request) => request.idempotencyKey);
      const ledger = await queryRows<{ id: string }>(
        db,
        sql`select id from refunds where booking_id = ${booking.bookingId}`,
      );
      expect(keys).toEqual(ledger.map((row) => `refund:${row.id}`));
      expect(await spotsOf(booking.dateId)).toBe(before + 2);
      expect(await cancelledMailsTo(booking.contactEmail)).toHaveLength(1);
    });

    it("another user's booking is not found, for the preview and the cancel alike, and stays as it was", async () => {
      const booking = await bookOwn(t, 1);
      await payByCard(t, booking);
      const stranger = await signUp();
      for (const response of [
        await preview(t, { owner: stranger, bookingId: booking.bookingId }),
        await cancelOwn(t, { owner: stranger, bookingId: booking.bookingId }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: BOOKING_MESSAGES.detailsFailed } });
      }
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/account/bookings/${booking.bookingId}`,
        cookies: booking.owner,
      });
      expect(own.json()).toMatchObject({ status: 'confirmed', refundStatus: null });
      expect(await cancelledMailsTo(booking.contactEmail)).toHaveLength(0);
    });

    it('only pending or confirmed bookings, and not once the trip has started', async () => {
      const booked = await bookOwn(t, 1);
      const listed = async (owner: typeof booked) =>
        (
          await t.app.inject({ method: 'GET', url: `/api/account/bookings/${owner.bookingId}`, cookies: owner.owner })
        ).json() as { cancellable: boolean };
      expect(await listed(booked)).toMatchObject({ cancellable: true });
      t.clock.set(DEPARTURE);
      const started = { ...booked, owner: await signIn(booked.email) };
      // The list no longer offers Cancel, as the server would refuse it.
      expect(await listed(started)).toMatchObject({ cancellable: false });
      expect((await preview(t, started)).json()).toMatchObject({
        cancellation: { allowed: false, reason: 'trip_started' },
      });
      const late = await cancelOwn(t, started);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: { code: 'CONFLICT', message: MANAGE_BOOKING_MESSAGES.tripStarted } });

      const completed = await bookOwn(t, 1);
      await queryRows(db, sql`update bookings set booking_status = 'completed' where id = ${completed.bookingId}`);
      expect(await listed(completed)).toMatchObject({ cancellable: false });
      for (const response of [await preview(t, completed), await cancelOwn(t, completed)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: BOOKING_MESSAGES.notCancellable } });
      }
    });
  });
});
