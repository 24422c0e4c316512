import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '@tour/db/testing';
import * as shared from '@tour/shared';
import { canAccess, isEndpoint, ROLES, type TRole } from '@tour/shared';
import { queryRows } from '../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../testing/test-app';

/** Walks every /api route with every role (and no account) and checks the declared access holds. */
describe('who may call each route', () => {
  let close: () => Promise<void>;
  let t: TTestApp;
  const cookies = new Map<TRole, string>();

  beforeAll(async () => {
    const handle = await openTestDatabase('pglite');
    close = handle.close;
    t = await createTestApp(handle.db, 'pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    for (const role of ROLES) {
      const email = uniqueEmail(role);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'secret1', confirmPassword: 'secret1' },
      });
      await queryRows(handle.db, sql`update profiles set role = ${role} where id = ${response.json().user.id}`);
      cookies.set(role, sessionCookieOf(response));
    }
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  function concrete(url: string) {
    return url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
  }

  it('declares access for every route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(20);
  });

  it('registers every /api route from its shared contract, and serves every contract', () => {
    const unregistered = t.app.apiRoutes.filter((route) => !route.endpoint).map((r) => `${r.method} ${r.url}`);
    expect(unregistered).toEqual([]);
    const served = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const contracts = Object.values(shared as Record<string, unknown>).filter(isEndpoint);
    expect(contracts.length).toBeGreaterThan(90);
    expect(contracts.map((c) => `${c.method} ${c.path}`).filter((key) => !served.has(key))).toEqual([]);
  });

  it('answers every route for every caller without a server error, refusing those the route does not admit', async () => {
    const callers: Array<TRole | 'anonymous'> = ['anonymous', ...ROLES];
    for (const route of t.app.apiRoutes) {
      if (route.url.includes('sign-out') || route.url.includes('webhook')) continue;
      for (const caller of callers) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          cookies: caller === 'anonymous' ? {} : { sid: cookies.get(caller)! },
          payload: route.method === 'GET' ? undefined : {},
        });
        const where = `${route.method} ${route.url} as ${caller}`;
        expect(response.statusCode, where).toBeLessThan(500);
        const access = route.access;
        if (access === 'signedIn' || typeof access === 'object') {
          if (caller === 'anonymous') expect(response.statusCode, where).toBe(401);
          else if (typeof access === 'object' && !canAccess(access.area, { role: caller, hasCompany: false })) {
            expect(response.statusCode, where).toBe(403);
          }
        }
      }
    }
  });

  it('gives the browser the Stripe publishable key and never the secret key, and lets Stripe.js load only then', async () => {
    const handle = await openTestDatabase('pglite');
    const secretKey = 'sk_test_never_in_a_response_0123456789';
    const withStripe = await createTestApp(handle.db, 'pglite', {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_never_in_a_response',
    });
    try {
      const options = await withStripe.app.inject({ method: 'GET', url: '/api/payments/options' });
      expect(options.json()).toMatchObject({ testMode: false, publishableKey: 'pk_test_public_0123456789' });
      expect(options.body).not.toContain(secretKey);
      expect(options.body).not.toContain('sk_');
      expect(options.body).not.toContain('whsec_');
      expect((await withStripe.app.inject('/api/config')).json()).toMatchObject({ paymentsTestMode: false });
      const page = await withStripe.app.inject('/api/health');
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
      expect(page.headers['content-security-policy']).toContain('https://hooks.stripe.com');
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://api.stripe.com");

      const embedded = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
      expect(embedded.json()).toMatchObject({ testMode: true, publishableKey: null });
      expect((await t.app.inject('/api/config')).json()).toMatchObject({ paymentsTestMode: true });
      expect(embedded.headers['content-security-policy']).not.toContain('stripe.com');
    } finally {
      await withStripe.app.close();
      await handle.close();
    }
  });
});
