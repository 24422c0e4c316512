import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { BOOKING_MESSAGES, GUEST_MESSAGES, onlySpotsAvailableMessage, PROFILE_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

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
  let tourId: string;
  let dateId: string;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
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
    await close();
  });

  async function signUp() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('acct'), password: 'secret1', confirmPassword: 'secret1' },
    });
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
});
