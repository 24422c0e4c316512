import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAMPLE_TOUR_SLUG, seedDemoData, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { PAGE_STATE_ELEMENT_ID } from '@tour/shared';
import { queryRows } from './db';
import { hashPassword } from './modules/auth/password';
import { createTestApp, sessionCookieOf, type TTestApp } from './testing/test-app';

const WEB_SOURCE = path.resolve(import.meta.dirname, '../../web');

/**
 * A web build for the test: the app's own index.html, and a page renderer that is the web app's source (Vitest
 * compiles it), so these tests need no `npm run build` and check the code as it is.
 */
function webBuildFromSource(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'rendered-pages-'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(WEB_SOURCE, 'index.html'), 'utf8'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export * from ${JSON.stringify(path.join(WEB_SOURCE, 'src/entry-server.tsx'))};\n`,
  );
  return dist;
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(headOf(html));
  return found?.[1] ?? null;
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1] ?? 'null') as Record<string, unknown>,
  );
}

describe.each(TEST_BACKENDS)('pages rendered on the server on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let dist: string;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    await seedDemoData(db, { hashPassword });
    // The social preview's picture is the tour's cover.
    await queryRows(
      db,
      sql`update tours set thumbnail_url = '/media/tours/maldives.jpg' where slug = ${SAMPLE_TOUR_SLUG}`,
    );
    dist = webBuildFromSource();
    t = await createTestApp(db, backend, { WEB_DIST_DIR: dist, APP_URL: 'https://tours.example.test' });
    t.clock.set(new Date());
  });
  afterAll(async () => {
    await t.app.close();
    await close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('a tour page: its content, title, description, canonical link, preview and schema.org Product', async () => {
    const tour = (await t.app.inject(`/api/tours/${SAMPLE_TOUR_SLUG}`)).json();
    const response = await page(`/tours/${SAMPLE_TOUR_SLUG}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(headOf(html)).toContain(`<title>${tour.title} · Wanderway</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const canonical = `https://tours.example.test/tours/${SAMPLE_TOUR_SLUG}`;
    expect(headOf(html)).toContain(`<link rel="canonical" href="${canonical}"/>`);
    const description = metaContent(html, 'name', 'description');
    expect(description?.length).toBeGreaterThan(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${tour.title} · Wanderway`);
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
    expect(metaContent(html, 'property', 'og:image')).toBe('https://tours.example.test/media/tours/maldives.jpg');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The first screen is in the page: the title, the price card and the departures.
    expect(html).toContain(`<h1`);
    expect(html).toContain('data-testid="booking-card"');
    for (const date of tour.dates.slice(0, 3)) expect(html).toContain(`value="${date.id}"`);

    const [product] = structuredData(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: tour.title,
      url: canonical,
    });
    // Google's Product: a name and an offer with its price, currency and availability (and the rating, once rated).
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      price: (tour.perPersonPrice.price / 100).toFixed(2),
      priceCurrency: tour.currency,
      availability: 'https://schema.org/InStock',
    });
    if (tour.reviewsCount > 0) {
      expect(product?.aggregateRating).toMatchObject({ ratingValue: tour.rating, reviewCount: tour.reviewsCount });
    }
  });

  it('the home and a search: titles, descriptions, canonical addresses and their tour cards', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(headOf(home.body)).toContain('<title>Wanderway · Tour packages and holidays</title>');
    expect(headOf(home.body)).toContain('<link rel="canonical" href="https://tours.example.test/"/>');
    expect(home.body.match(/data-testid="tour-card"/g)?.length).toBe(6);

    const results = (await t.app.inject('/api/tours/search?destination=Bali')).json();
    const search = await page('/tours?destination=Bali&sort=price-asc');
    expect(search.statusCode).toBe(200);
    expect(headOf(search.body)).toContain('<title>Tours matching “Bali” · Wanderway</title>');
    expect(headOf(search.body)).toContain(
      '<link rel="canonical" href="https://tours.example.test/tours?destination=Bali"/>',
    );
    expect(metaContent(search.body, 'name', 'description')).toContain(`${results.total} tour packages`);
    expect(search.body.match(/data-testid="tour-card"/g)?.length).toBe(Math.min(results.total, 12));
  });

  it('a page goes out compressed to a browser that accepts it, the same page once decompressed', async () => {
    const plain = await page(`/tours/${SAMPLE_TOUR_SLUG}`);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer is rendered, the second comes from the cache of rendered pages.
      for (let round = 0; round < 2; round += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/tours/${SAMPLE_TOUR_SLUG}`,
          headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decompress(response.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(unknown.statusCode).toBe(404);
    expect(gunzipSync(unknown.rawPayload).toString('utf8')).toContain('Oops! Page not found');
  });

  it('404 for an unknown address or tour, 410 for a tour taken down, 301 to a page’s one address', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Oops! Page not found');
    expect(metaContent(unknown.body, 'name', 'robots')).toBe('noindex');
    const unknownTour = await page('/tours/no-such-tour');
    expect(unknownTour.statusCode).toBe(404);
    expect(unknownTour.body).toContain('data-testid="tour-not-found"');

    const { tourId } = await insertTestDeparture(db, { spots: 4, startDate: '2099-01-01' });
    const [hidden] = await queryRows<{ slug: string }>(
      db,
      sql`update tours set status = 'hidden' where id = ${tourId} returning slug`,
    );
    const gone = await page(`/tours/${hidden?.slug}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('data-testid="tour-unavailable"');

    const upper = await page(`/tours/${SAMPLE_TOUR_SLUG.toUpperCase()}`);
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(`/tours/${SAMPLE_TOUR_SLUG}`);
    const slash = await page('/tours/?destination=Bali');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/tours?destination=Bali');

    // Every other page is the browser's to render: index.html, as before.
    const account = await page('/account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
  });

  it('a signed-in visitor gets the page every visitor gets: nothing of theirs is in it', async () => {
    const anonymous = await page(`/tours/${SAMPLE_TOUR_SLUG}`);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'admin@demo.test', password: 'Admin123!' },
    });
    expect(signIn.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/tours/${SAMPLE_TOUR_SLUG}`,
      cookies: { sid: sessionCookieOf(signIn) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(
      signedIn.body,
    );
    const keys = (JSON.parse(state?.[1] ?? '{}').queries as { queryKey: unknown[] }[]).map(
      (query) => query.queryKey[0],
    );
    expect(keys).not.toContain('auth');
    expect(signedIn.body).not.toContain('admin@demo.test');
  });

  it('the sitemap lists the home, the search and exactly the live tours; robots.txt keeps private areas out', async () => {
    const live = await queryRows<{ slug: string }>(db, sql`select slug from tours where status = 'published'`);
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]);
    const tours = locations.filter((location) => location?.startsWith('https://tours.example.test/tours/'));
    expect(new Set(tours)).toEqual(new Set(live.map(({ slug }) => `https://tours.example.test/tours/${slug}`)));
    expect(locations).toContain('https://tours.example.test/');
    expect(sitemap.body.match(/<lastmod>/g)?.length).toBe(live.length);

    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    for (const line of [
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /admin/payments',
      'Disallow: /tours/*/book',
    ]) {
      expect(robots.body).toContain(line);
    }
    expect(robots.body).not.toMatch(/Disallow: \/tours\n/);
    expect(robots.body).toContain('Sitemap: https://tours.example.test/sitemap.xml');
  });
});
