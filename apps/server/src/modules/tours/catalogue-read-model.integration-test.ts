import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, tatLicenses, tourDates, tours, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import type { TTourDetail, TTourListResponse, TTourSearchResponse } from '@tour/shared';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { signUpOperator } from '../../testing/tour-submission-fixtures';

/**
 * Issue 25 item 1 (decision 34): two server instances on one database, each with its read model and its response
 * cache on (the default 2 s). A change written by one instance, or straight into the database, shows on the other
 * within a second: the read model hears of it and empties its caches, and no read is served from before it.
 */
describe.each(TEST_BACKENDS)('the catalogue read model on two instances on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let writer: TTestApp;
  let reader: TTestApp;
  const WITHIN_MS = 1_000;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    writer = await createTestApp(db, backend, { WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
    reader = await createTestApp(db, backend);
    for (const app of [writer, reader]) app.clock.set(new Date('2026-08-01T08:00:00Z'));
  });
  afterAll(async () => {
    await writer.app.close();
    await reader.app.close();
    await close();
  });

  const read = async <T>(url: string) => {
    const response = await reader.app.inject(url);
    return { status: response.statusCode, body: response.json() as T };
  };
  const searchSlugs = async (words: string) =>
    (await read<TTourSearchResponse>(`/api/tours/search?destination=${words}`)).body.items.map((tour) => tour.slug);
  const listSlugs = async () =>
    (await read<TTourListResponse>('/api/tours?pageSize=48')).body.items.map((tour) => tour.slug);

  /** Waits until `check` passes on the reader, and says how long that took. */
  async function reflectedWithin(check: () => Promise<void>): Promise<number> {
    const started = performance.now();
    await expect.poll(async () => check().then(() => true), { timeout: WITHIN_MS, interval: 20 }).toBe(true);
    return performance.now() - started;
  }

  it('shows a tour approved, edited, sold out and unpublished on the other instance within a second', async () => {
    // Read once so that every answer below is cached on the reader first.
    expect(await searchSlugs('quokka')).toEqual([]);
    const before = await listSlugs();

    // Approved: moderation writes the tour into the catalogue.
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 2 });
    await db.update(tours).set({ title: 'Quokka Island Walk' }).where(eq(tours.id, tourId));
    const [tour] = await db.select({ slug: tours.slug }).from(tours).where(eq(tours.id, tourId));
    const slug = tour?.slug ?? '';
    expect(before).not.toContain(slug);
    const approved = await reflectedWithin(async () => {
      expect(await searchSlugs('quokka')).toEqual([slug]);
      expect(await listSlugs()).toContain(slug);
      expect((await read(`/api/tours/${slug}`)).status).toBe(200);
    });
    expect(approved).toBeLessThan(WITHIN_MS);

    // Edited.
    await db.update(tours).set({ title: 'Wombat Valley Walk' }).where(eq(tours.id, tourId));
    await reflectedWithin(async () => {
      expect(await searchSlugs('wombat')).toEqual([slug]);
      expect(await searchSlugs('quokka')).toEqual([]);
      expect((await read<TTourDetail>(`/api/tours/${slug}`)).body.title).toBe('Wombat Valley Walk');
    });

    // Sold out through the writer instance: a traveller holds the last two seats.
    const hold = await writer.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId, guests: 2 },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    await reflectedWithin(async () => {
      const page = await read<TTourDetail>(`/api/tours/${slug}`);
      expect(page.body.dates.map((date) => date.availableSpots)).toEqual([0]);
      expect(await searchSlugs('wombat&travellers=1')).toEqual([]);
    });

    // Unpublished by an administrator.
    await db.update(tours).set({ status: 'hidden' }).where(eq(tours.id, tourId));
    await reflectedWithin(async () => {
      expect((await read(`/api/tours/${slug}`)).status).toBe(410);
      expect(await searchSlugs('wombat')).toEqual([]);
      expect(await listSlugs()).not.toContain(slug);
    });
  });

  it('shows a company renamed and its licence lapsing on the tours of the company, on the other instance', async () => {
    const owner = await signUpOperator(writer, db, 'wholesale_owner');
    const company = await insertCompanyWithLicence(db, owner.id, {
      nameEn: 'Pangolin Trails',
      expiryDate: '2027-01-01',
    });
    const { tourId } = await insertTestDeparture(db, { spots: 3 });
    await assignTourToCompany(db, tourId, company.companyId);
    const [tour] = await db.select({ slug: tours.slug }).from(tours).where(eq(tours.id, tourId));
    const page = async () => (await read<TTourDetail>(`/api/tours/${tour?.slug}`)).body;
    expect(await page()).toMatchObject({ companyName: 'Pangolin Trails', bookingsPaused: false });

    await db.update(companies).set({ companyNameEn: 'Armadillo Trails' }).where(eq(companies.id, company.companyId));
    expect((await page()).companyName).toBe('Armadillo Trails');
    await db.update(tatLicenses).set({ expiryDate: '2026-07-01' }).where(eq(tatLicenses.licenseId, company.licenseId));
    expect((await page()).bookingsPaused).toBe(true);
  });

  it('answers a read with every change committed before it began, even straight after the write', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 5 });
    const [tour] = await db.select({ slug: tours.slug }).from(tours).where(eq(tours.id, tourId));
    const seats = async () =>
      (await read<TTourDetail>(`/api/tours/${tour?.slug}`)).body.dates.map((date) => date.availableSpots);
    expect(await seats()).toEqual([5]);
    for (const left of [4, 3, 2, 1, 0]) {
      await db.update(tourDates).set({ availableSpots: left }).where(eq(tourDates.id, tourDateId));
      expect(await seats()).toEqual([left]);
    }
  });
});
