/**
 * Two server processes behave as one (DESIGN section 1: a stateless server). Both start at the same
 * moment on one empty PostgreSQL database, one Redis (rate-limit counters) and one S3 peer (files),
 * with SMTP pointed at a real SMTP peer, and the test talks to them over HTTP like a load balancer
 * that sends each request to either one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDatabaseHandle } from '@tour/db';
import { DEFAULT_TEST_POSTGRES_URL, insertTestDeparture } from '@tour/db/testing';
import { buildPdf, plainSlipObjects } from './adapters/files/pdf-fixtures';
import { queryRows } from './db';
import { startS3Peer } from './testing/s3-peer';
import {
  freePort,
  startInstance,
  stopInstance,
  type TInstance,
  waitFor,
  waitForHealth,
  runAdminStatement,
} from './testing/server-process';
import { startSmtpPeer } from './testing/smtp-peer';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIGN_IN_LIMIT = 6;

function cookieFrom(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name && value) return value;
  }
  throw new Error(`no ${name} cookie in the response`);
}

describe('two server processes on one PostgreSQL, one Redis and one S3 peer', () => {
  const databaseName = `test_two_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const redisPrefix = `test-two-${randomUUID().slice(0, 8)}:`;
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let database: TDatabaseHandle;
  let a: TInstance;
  let b: TInstance;

  const admin = (statement: string) => runAdminStatement(ADMIN_URL, statement);

  beforeAll(async () => {
    // An empty database: both instances migrate it at the same moment (the advisory lock's job).
    await admin(`CREATE DATABASE "${databaseName}"`);
    s3 = await startS3Peer('two-instances');
    smtp = await startSmtpPeer();
    const env = {
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      ...s3.env,
    };
    const [portA, portB] = [await freePort(), await freePort()];
    a = startInstance('instance A', portA, env);
    b = startInstance('instance B', portB, env);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    database = await createDatabase({ databaseUrl, maxConnections: 3 });
  });

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stopInstance(instance)));
    for (const instance of [a, b].filter(Boolean)) rmSync(instance.dataDir, { recursive: true, force: true });
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await smtp?.close();
    await s3?.close();
  });

  const spotsOf = async (tourDateId: string) => {
    const [row] = await queryRows<{ available_spots: number }>(
      database.db,
      sql`select available_spots from tour_dates where id = ${tourDateId}`,
    );
    return Number(row?.available_spots);
  };

  const departure = (spots: number) =>
    insertTestDeparture(database.db, {
      spots,
      // Bookable by the servers' real clock: half a year from now.
      startDate: new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10),
    });

  /** Book Now as a guest on one instance: the hold and the guest cookie that owns it. */
  const startHold = async (instance: TInstance, tourDateId: string, guests: number) => {
    const response = await fetch(`${instance.base}/api/booking-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tourDateId, guests }),
    });
    expect(response.status).toBe(201);
    const session = (await response.json()) as { id: string };
    return { sessionId: session.id, cookie: `gid=${cookieFrom(response, 'gid')}` };
  };

  it('both started together on the empty database: migrated once, and each names the shared stores', async () => {
    for (const instance of [a, b]) {
      // The line is written after the server listens, so it may reach this process after the health answer.
      const log = await waitFor(`${instance.name}'s start-up line`, async () => {
        const output = instance.output.join('');
        return output.includes('Tour marketplace on') ? output : undefined;
      });
      expect(log).toContain('database: PostgreSQL');
      expect(log).toContain(`files: S3 bucket two-instances at ${s3.config.endpoint}`);
      expect(log).toContain(`rate limits: Redis at redis://127.0.0.1:6379/0, keys ${redisPrefix}rate-limit:*`);
    }
  });

  it('shares the sign-in limit: the limit spread over both, then 429 on either', async () => {
    const signIn = (instance: TInstance) =>
      fetch(`${instance.base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i++) statuses.push(await signIn(i % 2 === 0 ? a : b));
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(401));
    expect([await signIn(a), await signIn(b)]).toEqual([429, 429]);
  });

  const contacts: string[] = [];

  it('serves a slip uploaded through one instance through the other, to its owner only', async () => {
    const { tourDateId } = await departure(20);
    const slip = buildPdf(plainSlipObjects());
    for (const [upload, serve] of [
      [a, b],
      [b, a],
    ] as const) {
      const { sessionId, cookie } = await startHold(upload, tourDateId, 2);
      const email = `slip-${randomUUID().slice(0, 8)}@example.test`;
      contacts.push(email);
      const form = new FormData();
      form.append('sessionId', sessionId);
      form.append('customerInfo', JSON.stringify({ fullName: 'Ada Traveller', email, phone: '+66 81 234 5678' }));
      form.append('paymentSlip', new Blob([new Uint8Array(slip)], { type: 'application/pdf' }), 'slip.pdf');
      const booked = await fetch(`${upload.base}/api/bookings/bank-transfer`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(booked.status).toBe(201);
      const { bookingId } = (await booked.json()) as { bookingId: string };

      const served = await fetch(`${serve.base}/api/bookings/${bookingId}/slip`, { headers: { cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await served.arrayBuffer()).equals(slip)).toBe(true);

      const stranger = await fetch(`${serve.base}/api/bookings/${bookingId}/slip`);
      expect(stranger.status).toBe(404);
    }
    // In the bucket, not on either instance's disk.
    for (const instance of [a, b]) {
      expect(
        readdirSync(instance.dataDir, { recursive: true }).filter((entry) => String(entry).endsWith('.pdf')),
      ).toEqual([]);
    }
    expect(
      readdirSync(s3.directory, { recursive: true }).some((entry) => String(entry).includes('payment-slips')),
    ).toBe(true);
  });

  it('a hold that runs out gives its seats back exactly once, however many instances notice', async () => {
    const { tourDateId } = await departure(10);
    const { sessionId, cookie } = await startHold(a, tourDateId, 3);
    expect(await spotsOf(tourDateId)).toBe(7);

    // Thirty minutes pass for this hold: its expiry instant moves into the past in the shared database.
    await database.db.execute(
      sql`update booking_sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`,
    );
    // Both instances read it at the same moment, several times; either may also be sweeping.
    const reads = await Promise.all(
      [a, b, a, b, a, b, a, b].map((instance) =>
        fetch(`${instance.base}/api/booking-sessions/${sessionId}`, { headers: { cookie } }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { status: string },
        })),
      ),
    );
    expect(reads.map((read) => [read.status, read.body.status])).toEqual(Array(8).fill([200, 'expired']));
    expect(await spotsOf(tourDateId)).toBe(10);

    const extend = await fetch(`${b.base}/api/booking-sessions/${sessionId}/extend`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(extend.status).toBe(410);
    expect(await spotsOf(tourDateId)).toBe(10);
  });

  it('delivers each e-mail in the outbox exactly once while both instances run the delivery job', async () => {
    expect(contacts).toHaveLength(2);
    const rowsFor = async () =>
      queryRows<{ to_address: string; status: string }>(
        database.db,
        sql`select to_address, status from mail_outbox where to_address in (${sql.join(
          contacts.map((contact) => sql`${contact}`),
          sql`, `,
        )})`,
      );
    const rows = await waitFor('every booking e-mail to be sent', async () => {
      const current = await rowsFor();
      return current.length > 0 && current.every((row) => row.status === 'sent') ? current : undefined;
    });
    expect(rows.map((row) => row.to_address).sort()).toEqual([...contacts].sort());

    // Stopping both lets any send still in progress finish: after that nothing more can arrive.
    expect(await stopInstance(a)).toBe(0);
    expect(await stopInstance(b)).toBe(0);
    for (const contact of contacts) {
      expect(smtp.received.filter((mail) => mail.to.includes(contact))).toHaveLength(1);
    }
  });
});
