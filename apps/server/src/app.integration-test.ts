import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@tour/db/testing';
import { MESSAGES } from '@tour/shared';
import { createTestApp, type TTestApp } from './testing/test-app';

describe('the HTTP surface', () => {
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase('pglite');
    close = handle.close;
    t = await createTestApp(handle.db, 'pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  it('answers health and public config without secrets', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: 'pglite' });
    const config = (await t.app.inject('/api/config')).json();
    expect(Object.keys(config).sort()).toEqual(['devMailbox', 'paymentsTestMode', 'supportEmail', 'supportPhone']);
  });

  it('gives the error shape for unknown API paths and sends security headers', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('limits sign-in attempts with a clear message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'x@example.test', password: 'wrong1' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
    const disguised = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { email: 'x@example.test', password: 'wrong1' },
    });
    expect(disguised.statusCode).toBe(429);
  });

  it('refuses to start with a route that does not say who may call it', async () => {
    const { buildApp } = await import('./app');
    const handle = await openTestDatabase('pglite');
    const app = await buildApp({
      config: t.config,
      db: handle.db,
      databaseKind: 'pglite',
      clock: t.clock,
      logger: false,
    });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrowError(/does not declare config.access/);
    await app.close();
    await handle.close();
  });
});
