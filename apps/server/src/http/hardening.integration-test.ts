import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS, type TTestDatabase } from '@tour/db/testing';
import { MESSAGES, SLUG_MAX_LENGTH, TEXT_MESSAGES } from '@tour/shared';
import { queryRows } from '../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../testing/test-app';

/** A built web app as the server serves it: an index page and a hashed script with its source map. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Wanderway</title><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc123.js.map',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  return dir;
}

function expectErrorShape(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

describe.each(TEST_BACKENDS)('hardening on %s', (backend) => {
  let database: TTestDatabase;
  let t: TTestApp;
  let slug: string;
  let tourDateId: string;
  let customer: string;
  const webDist = fakeWebBuild();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    t = await createTestApp(database.db, backend, {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST_DIR: webDist,
    });
    const departure = await insertTestDeparture(database.db, { spots: 10 });
    tourDateId = departure.tourDateId;
    const rows = await queryRows<{ slug: string }>(
      database.db,
      sql`select slug from tours where id = ${departure.tourId}`,
    );
    slug = rows[0]?.slug ?? '';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('hardening'), password: 'secret12', confirmPassword: 'secret12' },
    });
    customer = sessionCookieOf(signUp);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  describe('text with a NUL character is a field error, never a 500', () => {
    const guest = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.test',
      phone: '+66812345678',
      dateOfBirth: '1990-01-01',
      nationality: 'Thailand',
    };
    const contact = { fullName: 'Ann Lee', email: 'ann@example.test', phone: '+66812345678' };

    it.each([
      [
        'sign-up displayName',
        'POST',
        '/api/auth/sign-up',
        'displayName',
        () => ({
          email: uniqueEmail('nul'),
          password: 'secret12',
          confirmPassword: 'secret12',
          displayName: 'Ann\u0000',
        }),
      ],
      [
        'profile username',
        'PUT',
        '/api/account/profile',
        'username',
        () => ({
          username: 'a\u0000b',
          marketingSubscription: false,
          marketingPreference: 'email',
        }),
      ],
      [
        'booking guest field',
        'POST',
        '/api/bookings',
        'guests.0.firstName',
        () => ({
          tourId: '00000000-0000-4000-8000-000000000001',
          tourDateId,
          numberOfGuests: 1,
          guests: [{ ...guest, firstName: 'A\u0000' }],
          paymentMethod: 'credit_card',
          termsAccepted: true,
        }),
      ],
      [
        'booking specialRequests',
        'POST',
        '/api/bookings',
        'specialRequests',
        () => ({
          tourId: '00000000-0000-4000-8000-000000000001',
          tourDateId,
          numberOfGuests: 1,
          guests: [guest],
          specialRequests: 'window seat\u0000',
          paymentMethod: 'credit_card',
          termsAccepted: true,
        }),
      ],
      [
        'payment customerInfo',
        'POST',
        '/api/stripe/create-payment-intent',
        'customerInfo.fullName',
        () => ({
          sessionId: '00000000-0000-4000-8000-000000000001',
          customerInfo: { ...contact, fullName: 'Ann\u0000Lee' },
        }),
      ],
      [
        'paymentIntentId',
        'POST',
        '/api/payments/test/promptpay-complete',
        'paymentIntentId',
        () => ({
          paymentIntentId: 'pi_\u0000',
          clientSecret: 'secret',
        }),
      ],
    ] as const)('%s', async (_name, method, url, field, payload) => {
      const response = await t.app.inject({ method, url, payload: payload(), cookies: { sid: customer } });
      const error = expectErrorShape(response, 400, 'VALIDATION_FAILED');
      expect((response.json() as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(
        TEXT_MESSAGES.controlCharacters,
      );
      expect(error.message).toBe(TEXT_MESSAGES.controlCharacters);
    });

    it.each(['', '/images', '/itinerary', '/meals', '/hotels'])(
      'tour slug with NUL: /api/tours/a%%00b%s',
      async (part) => {
        const response = await t.app.inject(`/api/tours/a%00b${part}`);
        expect(expectErrorShape(response, 400, 'VALIDATION_FAILED').message).toBe(TEXT_MESSAGES.controlCharacters);
      },
    );

    it('search destination with NUL', async () => {
      const response = await t.app.inject('/api/tours?destination=Bali%00');
      expect(expectErrorShape(response, 400, 'VALIDATION_FAILED').message).toBe(TEXT_MESSAGES.controlCharacters);
    });

    it('leaves nothing written: no account for a refused sign-up', async () => {
      const email = uniqueEmail('nul-written');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'secret12', confirmPassword: 'secret12', displayName: 'x\u0000' },
      });
      expect(await queryRows(database.db, sql`select id from users where email = ${email}`)).toEqual([]);
    });
  });

  describe('search dates must exist on the calendar', () => {
    it.each(['2027-02-30', '2027-13-45', '9999-99-99', '0000-00-00', '2027-2-3'])('refuses %s', async (date) => {
      const response = await t.app.inject(`/api/tours?date=${date}`);
      expect(expectErrorShape(response, 400, 'VALIDATION_FAILED').message).toBe(TEXT_MESSAGES.invalidDate);
    });

    it('accepts a leap day and an empty date', async () => {
      expect((await t.app.inject('/api/tours?date=2028-02-29')).statusCode).toBe(200);
      expect((await t.app.inject('/api/tours?date=')).statusCode).toBe(200);
    });
  });

  it('answers one 201 and the rest 409 EMAIL_TAKEN when the same e-mail signs up four times at once', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password: 'secret12', confirmPassword: 'secret12' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(expectErrorShape(response, 409, 'EMAIL_TAKEN').message).toBe(MESSAGES.emailTaken);
    }
    expect(await queryRows(database.db, sql`select id from users where lower(email) = ${email}`)).toHaveLength(1);
  });

  describe("the framework's own errors in the one shape", () => {
    it('a path parameter over the limit is 414 URI_TOO_LONG', async () => {
      const response = await t.app.inject(`/api/tours/${'a'.repeat(SLUG_MAX_LENGTH * 12 + 1)}`);
      expectErrorShape(response, 414, 'URI_TOO_LONG');
    });

    it('admits the longest slug the schemas allow, even in Thai', async () => {
      const thai = encodeURIComponent('ก'.repeat(SLUG_MAX_LENGTH));
      expectErrorShape(await t.app.inject(`/api/tours/${thai}`), 404, 'NOT_FOUND');
      expectErrorShape(await t.app.inject(`/api/tours/${'a'.repeat(SLUG_MAX_LENGTH)}`), 404, 'NOT_FOUND');
    });

    it('a bad URL encoding is 400 BAD_REQUEST', async () => {
      expectErrorShape(await t.app.inject('/api/tours/%ED%A0%80'), 400, 'BAD_REQUEST');
    });

    it('malformed JSON is 400, an unsupported content type 415, a body over the limit 413', async () => {
      const signIn = { method: 'POST' as const, url: '/api/auth/sign-in' };
      const malformed = await t.app.inject({
        ...signIn,
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(expectErrorShape(malformed, 400, 'BAD_REQUEST').message).toBe(MESSAGES.malformedJson);
      const xml = await t.app.inject({ ...signIn, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
      expectErrorShape(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const huge = await t.app.inject({
        ...signIn,
        payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expectErrorShape(huge, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('a multipart upload without its boundary is 400, not a server error', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/bank-transfer',
        payload: '--x\r\n',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(expectErrorShape(response, 400, 'BAD_REQUEST').message).toBe(MESSAGES.malformedUpload);
    });
  });

  describe('HEAD answers like GET without a body', () => {
    it.each(['/', '/auth', () => `/tours/${slug}`, '/api/tours', () => `/api/tours/${slug}`, '/api/health'])(
      'HEAD %s',
      async (target) => {
        const url = typeof target === 'function' ? target() : target;
        const [get, head] = await Promise.all([t.app.inject(url), t.app.inject({ method: 'HEAD', url })]);
        expect(get.statusCode).toBe(200);
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(head.body).toBe('');
      },
    );
  });

  describe('the dev mailbox answers only this machine (decision 28)', () => {
    it('refuses a request from another address, with a message that says why', async () => {
      const response = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress: '192.0.2.10' });
      expect(expectErrorShape(response, 403, 'FORBIDDEN').message).toBe(MESSAGES.mailboxLocalOnly);
      const config = await t.app.inject({ url: '/api/config', remoteAddress: '192.0.2.10' });
      expect(config.json()).toMatchObject({ devMailbox: false });
    });

    it('refuses a loopback connection that a proxy forwarded for someone else', async () => {
      for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }]) {
        const response = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress: '127.0.0.1', headers });
        expectErrorShape(response, 403, 'FORBIDDEN');
      }
    });

    it('answers loopback, IPv4 and IPv6', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(200);
        expect(response.json()).toHaveProperty('messages');
      }
      expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ devMailbox: true });
    });

    it('does not exist in production, not even for loopback', async () => {
      const production = await createTestApp(database.db, backend, {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-0123456789',
        WEB_DIST_DIR: webDist,
      });
      try {
        expectErrorShape(await production.app.inject('/api/dev/mailbox'), 404, 'NOT_FOUND');
      } finally {
        await production.app.close();
      }
    });
  });

  it('serves source maps in development only', async () => {
    const map = '/assets/index-abc123.js.map';
    expect((await t.app.inject(map)).statusCode).toBe(200);
    const production = await createTestApp(database.db, backend, {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-0123456789',
      WEB_DIST_DIR: webDist,
    });
    try {
      expect((await production.app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
      const response = await production.app.inject(map);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    } finally {
      await production.app.close();
    }
  });
});
