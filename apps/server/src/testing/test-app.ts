import Stripe from 'stripe';
import type { TDb } from '@tour/db';
import { openTestDatabase, type TTestBackend } from '@tour/db/testing';
import { buildApp } from '../app';
import { createManualClock } from '../clock';
import { loadConfig } from '../config';

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a test database, with a clock the test moves; requests go through `inject`. */
export async function createTestApp(db: TDb, databaseKind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: '/tmp/unused', ...env });
  const app = await buildApp({ config, db, databaseKind, clock, logger: false });
  return { app, clock, config };
}

/**
 * A test database and the app on it, for suites that sign up several accounts and write a lot: the rate
 * limits are raised far above what people reach. `close` ends the app, then the database.
 */
export async function openTestBed(backend: TTestBackend, env: Record<string, string> = {}) {
  const database = await openTestDatabase(backend);
  const t = await createTestApp(database.db, backend, {
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const close = async () => {
    await t.app.close();
    await database.close();
  };
  return { db: database.db, t, close };
}

/** Posts a Stripe event to `/api/stripe/webhook` signed as Stripe would, at the app clock's time. */
export function deliverStripeWebhook(t: TTestApp, payload: string, secret: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** POST /api/tour-images as a browser's FormData sends it; the part's name and type are the browser's claim. */
export function tourImageUploadRequest(input: {
  bytes: Buffer;
  purpose?: string;
  fileName?: string;
  claimedType?: string;
  sid?: string;
}) {
  const boundary = '----tour-image-upload';
  const parts: Buffer[] = [];
  if (input.purpose !== undefined) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${input.purpose}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${input.fileName ?? 'photo.jpg'}"\r\nContent-Type: ${input.claimedType ?? 'image/jpeg'}\r\n\r\n`,
    ),
    input.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    method: 'POST' as const,
    url: '/api/tour-images',
    cookies: input.sid ? { sid: input.sid } : undefined,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

/** Pulls the session cookie out of a response so the next request can send it. */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie in response');
  return cookie.value;
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

/**
 * POST /api/bookings/bank-transfer as the browser sends it: multipart with the session, the contact
 * and the slip (its part claims to be a PNG; the server checks the bytes).
 */
export function bankTransferRequest(input: {
  sessionId: string;
  contact: Record<string, string>;
  slip: Buffer;
  fileName?: string;
  cookies?: Record<string, string>;
}) {
  const boundary = '----bank-transfer-test';
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('sessionId', input.sessionId),
    field('customerInfo', JSON.stringify(input.contact)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="paymentSlip"; filename="${input.fileName ?? 'slip.png'}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    input.slip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/bookings/bank-transfer',
    cookies: input.cookies,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  };
}
