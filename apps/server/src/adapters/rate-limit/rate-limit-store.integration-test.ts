import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { openTestDatabase, type TTestDatabase } from '@tour/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createManualClock } from '../../clock';
import { loadConfig } from '../../config';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { connectRedisRateLimitStore, RateLimitStoreError } from './rate-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

const signIn = (app: TTestApp['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'nobody@example.test', password: 'wrong-password' },
  });

/** A TCP relay to Redis that the test can cut, as a Redis outage would. */
async function startRedisRelay() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe('rate-limit counters in Redis', () => {
  let database: TTestDatabase;
  const prefix = `test-${randomUUID().slice(0, 8)}:`;
  const admin = new Redis(REDIS_URL, { lazyConnect: true });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await admin.connect();
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    await database.close();
  });

  it('two app instances on one Redis share the sign-in limit: 4 attempts over both, then 429 on either', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    const first = await createTestApp(database.db, 'pglite', env);
    const second = await createTestApp(database.db, 'pglite', env);
    try {
      const statuses = [];
      for (const app of [first.app, second.app, first.app, second.app]) statuses.push((await signIn(app)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401]);
      const [overFirst, overSecond] = [await signIn(first.app), await signIn(second.app)];
      expect([overFirst.statusCode, overSecond.statusCode]).toEqual([429, 429]);
      expect(overSecond.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      // The counter is in Redis under the prefix, not in either process.
      const keys = await admin.keys(`${prefix}rate-limit:*`);
      expect(keys.some((key) => key.includes('/api/auth/sign-in'))).toBe(true);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('without REDIS_URL each instance counts on its own (the embedded default, for one instance)', async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '2' };
    const first = await createTestApp(database.db, 'pglite', env);
    const second = await createTestApp(database.db, 'pglite', env);
    try {
      const statuses = [];
      for (const app of [first.app, first.app, second.app, second.app, first.app]) {
        statuses.push((await signIn(app)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('closing the app closes its Redis connection', async () => {
    const store = await connectRedisRateLimitStore({ url: REDIS_URL, keyPrefix: prefix }, log);
    const withStore = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }),
      db: database.db,
      databaseKind: 'pglite',
      clock: createManualClock(),
      logger: false,
      rateLimitStore: store,
    });
    expect(store.pluginOptions.redis?.status).toBe('ready');
    await withStore.close();
    expect(store.pluginOptions.redis?.status).toBe('end');
  });

  it('an unreachable Redis stops the start with a message naming it, without the password', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const attempt = createTestApp(database.db, 'pglite', { REDIS_URL: `redis://:hunter2secret@127.0.0.1:${port}/3` });
    await expect(attempt).rejects.toThrow(RateLimitStoreError);
    await expect(attempt).rejects.toThrow(`Cannot reach Redis at redis://127.0.0.1:${port}/3 (REDIS_URL)`);
    await expect(attempt).rejects.not.toThrow('hunter2secret');
  });

  it('when Redis goes away, limited routes fail closed (500, never unlimited) and the others keep working', async () => {
    const relay = await startRedisRelay();
    const { app } = await createTestApp(database.db, 'pglite', { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix });
    try {
      expect((await signIn(app)).statusCode).toBe(401);
      await relay.cut();
      const refused = await signIn(app);
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toMatchObject({ error: { code: 'INTERNAL' } });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
