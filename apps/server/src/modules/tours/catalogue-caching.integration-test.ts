import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TOUR_SLUG, seedDemoData } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import type { TTourDetail } from '@tour/shared';
import { hashPassword } from '../auth/password';
import { createTestApp, sessionCookieOf, type TTestApp, uniqueEmail } from '../../testing/test-app';

/**
 * HTTP caching of the public catalogue (issue 25 item 3): every answer has an ETag and a matching If-None-Match gets
 * a 304 without a body; visitors' answers may be kept briefly by a shared cache, signed-in users' stay private; a
 * change of seats gives the next answer a new tag. Once with the instance's response cache (the tag worked out once
 * per cached answer) and once without it (@fastify/etag tags each answer).
 */
describe.each(TEST_BACKENDS)('HTTP caching of the catalogue on %s', (backend) => {
  let close: () => Promise<void>;
  const apps: Record<'cached' | 'uncached', TTestApp> = {} as never;
  let signedIn: string;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    close = handle.close;
    await seedDemoData(handle.db, { hashPassword });
    apps.cached = await createTestApp(handle.db, backend, { CATALOGUE_CACHE_MS: '60000' });
    apps.uncached = await createTestApp(handle.db, backend, { CATALOGUE_CACHE_MS: '0' });
    const signUp = await apps.uncached.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('cache'), password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(signUp.statusCode).toBe(201);
    signedIn = sessionCookieOf(signUp);
  });
  afterAll(async () => {
    await apps.cached.app.close();
    await apps.uncached.app.close();
    await close();
  });

  const LIVE_PATHS = [
    '/api/tours?pageSize=12',
    '/api/tours/search?destination=bali&sort=price_asc',
    `/api/tours/${SAMPLE_TOUR_SLUG}`,
    '/api/destinations/featured',
  ];

  describe.each(['cached', 'uncached'] as const)('with the response cache %s', (mode) => {
    const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
      apps[mode].app.inject({ method: 'GET', url, headers, cookies });

    it.each(LIVE_PATHS)(
      '%s: an ETag, a 304 without a body for it, and a shared cache may keep it briefly',
      async (url) => {
        const first = await get(url);
        expect(first.statusCode).toBe(200);
        const tag = String(first.headers.etag);
        expect(tag).toMatch(/^"[^"]+"$/);
        expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');

        const again = await get(url, { 'if-none-match': tag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(tag);

        const other = await get(url, { 'if-none-match': '"something-else"' });
        expect(other.statusCode).toBe(200);
        expect(other.json()).toEqual(first.json());
      },
    );

    it("keeps a signed-in user's answer private, still with its ETag", async () => {
      const url = `/api/tours/${SAMPLE_TOUR_SLUG}`;
      const first = await get(url, {}, { sid: signedIn });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(url, { 'if-none-match': String(first.headers.etag) }, { sid: signedIn });
      expect(again.statusCode).toBe(304);
    });

    it("lets a tour's itinerary be kept for minutes: it changes only when the operator edits it", async () => {
      const response = await get(`/api/tours/${SAMPLE_TOUR_SLUG}/itinerary`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=60');
      expect(response.headers.etag).toBeTruthy();
    });

    it('answers with a new ETag once seats change', async () => {
      const url = `/api/tours/${SAMPLE_TOUR_SLUG}`;
      const before = await get(url);
      const tour = before.json<TTourDetail>();
      const date = tour.dates.find((each) => each.availableSpots > 0);
      expect(date, 'the sample tour has a departure with seats').toBeDefined();
      const hold = await apps[mode].app.inject({
        method: 'POST',
        url: '/api/booking-sessions',
        payload: { tourDateId: date!.id, guests: 1 },
      });
      expect(hold.statusCode, hold.body).toBe(201);

      const after = await get(url, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const seats = after.json<TTourDetail>().dates.find((each) => each.id === date!.id)?.availableSpots;
      expect(seats).toBe(date!.availableSpots - 1);
    });
  });

  it('never lets a shared cache keep a private answer', async () => {
    const response = await apps.uncached.app.inject({
      method: 'GET',
      url: '/api/account/bookings',
      cookies: { sid: signedIn },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
