import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, seedDemoData } from '@tour/db';
import { openTestDatabase } from '@tour/db/testing';
import { queryRows } from './db';
import { hashPassword } from './modules/auth/password';
import { createTestApp, sessionCookieOf, type TTestApp } from './testing/test-app';

/**
 * Every read, asked by every demo account (and by no account) on the demo data, with the ids that data
 * holds: each answer that succeeds must match its endpoint's response schema. The server itself refuses
 * (500) an answer with a field its schema lacks outside production, so a drift shows here either way.
 */
describe('answers match their contracts', () => {
  let close: () => Promise<void>;
  let t: TTestApp;
  const callers = new Map<string, Record<string, string>>([['anonymous', {}]]);
  const candidates = new Map<string, string[]>();

  beforeAll(async () => {
    const handle = await openTestDatabase('pglite');
    close = handle.close;
    await seedDemoData(handle.db, { hashPassword });
    t = await createTestApp(handle.db, 'pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    t.clock.set(new Date());
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode, account.email).toBe(200);
      callers.set(account.email, { sid: sessionCookieOf(response) });
    }
    const idsOf = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ value: string }>(handle.db, query)).map((row) => String(row.value));
    candidates.set('slug', await idsOf(sql`select slug as value from tours order by created_at limit 3`));
    candidates.set('dateId', await idsOf(sql`select id as value from tour_dates order by start_date limit 3`));
    candidates.set('bookingId', await idsOf(sql`select id as value from bookings order by created_at limit 6`));
    candidates.set('sessionId', await idsOf(sql`select id as value from booking_sessions limit 3`));
    candidates.set('draftId', await idsOf(sql`select id as value from tour_drafts limit 3`));
    // The dashboards' departures and manifests: tours and departures of owner@demo.test, and one of another company.
    const ownedBy = (email: string) => sql`t.owner_user_id = (select id from users where email = ${email})`;
    candidates.set(
      'tourId',
      await idsOf(sql`(select t.id as value from tours t where ${ownedBy('owner@demo.test')} order by t.created_at limit 2)
        union all (select t.id as value from tours t where ${ownedBy('owner2@demo.test')} limit 1)`),
    );
    candidates.set(
      'tourDateId',
      await idsOf(sql`(select b.tour_date_id as value from bookings b join tours t on t.id = b.tour_id
          where ${ownedBy('owner@demo.test')} order by b.booking_date desc limit 2)
        union all (select d.id as value from tour_dates d join tours t on t.id = d.tour_id
          where ${ownedBy('owner2@demo.test')} limit 1)`),
    );
    candidates.set(
      'id',
      await idsOf(sql`(select id as value from pending_tours limit 3) union all
        (select id as value from license_submissions limit 3) union all
        (select id as value from companies limit 3) union all (select id as value from tours limit 2)`),
    );
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  /** Each way to fill the route's parameters from the demo data (a made-up id where it holds none). */
  function urlsFor(url: string): string[] {
    let urls = [url];
    for (const [, name] of url.matchAll(/:([A-Za-z]+)/g)) {
      const values = candidates.get(name as string)?.length ? candidates.get(name as string)! : [crypto.randomUUID()];
      urls = urls.flatMap((partial) => values.map((value) => partial.replace(`:${name}`, encodeURIComponent(value))));
    }
    return urls;
  }

  it('checks the successful answer of every read against its response schema', async () => {
    const reads = t.app.apiRoutes.filter((route) => route.method === 'GET' && route.endpoint?.response);
    expect(reads.length).toBeGreaterThan(5);
    let checked = 0;
    for (const route of reads) {
      for (const url of urlsFor(route.url)) {
        for (const [caller, cookies] of callers) {
          const response = await t.app.inject({ method: 'GET', url, cookies });
          const where = `GET ${url} as ${caller}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 300) continue;
          const parsed = route.endpoint?.response?.safeParse(response.json());
          expect(parsed?.error, where).toBeUndefined();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(reads.length);
  });
});
