import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  imageUploads,
  SAMPLE_TOUR_SLUG,
  seedSampleTour,
  type TDb,
  tourImages,
  tourItinerary,
  tours,
} from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { GENERATED_GALLERY_SIZE, type TRole, TOUR_CONTENT_MESSAGES } from '@tour/shared';
import { createEmbeddedContentGenerator, type TContentGenerator } from '../../adapters/content/content-generator';
import { createLocalFileStore } from '../../adapters/files/file-store';
import { buildApp } from '../../app';
import { createManualClock } from '../../clock';
import { loadConfig } from '../../config';
import { queryRows } from '../../db';
import { sessionCookieOf, uniqueEmail } from '../../testing/test-app';
import { generateTourContent } from './tour-content.service';

const embedded = createEmbeddedContentGenerator();

async function appWith(db: TDb, backend: 'pglite' | 'postgres', filesDir: string, generator: TContentGenerator) {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/unused',
    FILES_DIR: filesDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
  return buildApp({ config, db, databaseKind: backend, clock, logger: false, contentGenerator: generator });
}

/** The generated pictures on disk; none before the first is written. */
function galleryFiles(filesDir: string): string[] {
  const dir = path.join(filesDir, 'tour-images/tour-gallery');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe.each(TEST_BACKENDS)('tour content generation on %s', (backend) => {
  let db: TDb;
  let closeDb: () => Promise<void>;
  let app: Awaited<ReturnType<typeof appWith>>;
  const filesDir = `/tmp/tour-content-test-${crypto.randomUUID()}`;
  const sids = new Map<TRole, string>();
  const adminId = { value: '' };

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    closeDb = handle.close;
    app = await appWith(db, backend, filesDir, embedded);
    for (const role of ['customer', 'agent', 'admin'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail(role), password: 'secret1', confirmPassword: 'secret1' },
      });
      const userId = response.json().user.id;
      await queryRows(db, sql`update profiles set role = ${role} where id = ${userId}`);
      sids.set(role, sessionCookieOf(response));
      if (role === 'admin') adminId.value = userId;
    }
  });
  afterAll(async () => {
    await app.close();
    await closeDb();
  });

  async function insertBareTour(overrides: Partial<typeof tours.$inferInsert> = {}) {
    const slug = `bare-${crypto.randomUUID().slice(0, 8)}`;
    const [row] = await db
      .insert(tours)
      .values({
        slug,
        title: 'Bare Tour',
        description: 'A tour with nothing yet.',
        location: 'Chiang Mai',
        country: 'Thailand',
        price: 900,
        duration: '3 nights / 4 days',
        durationDays: 4,
        highlights: ['Doi Suthep temple at dawn'],
        ...overrides,
      })
      .returning({ id: tours.id, slug: tours.slug });
    if (!row) throw new Error('no tour inserted');
    return row;
  }

  const generate = (slug: string, role: TRole | null = 'admin', target = app) =>
    target.inject({
      method: 'POST',
      url: `/api/admin/tours/${slug}/generate`,
      cookies: role ? { sid: sids.get(role) as string } : undefined,
    });

  const imagesOf = (tourId: string) =>
    db.select().from(tourImages).where(eq(tourImages.tourId, tourId)).orderBy(asc(tourImages.displayOrder));
  const itineraryOf = (tourId: string) =>
    db
      .select()
      .from(tourItinerary)
      .where(eq(tourItinerary.tourId, tourId))
      .orderBy(asc(tourItinerary.dayNumber), asc(tourItinerary.position));
  const auditOf = (tourId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, tourId));

  it('fills a bare tour with a served gallery and a day-by-day itinerary, with one audit row', async () => {
    const tour = await insertBareTour();
    const response = await generate(tour.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: TOUR_CONTENT_MESSAGES.generated,
      imagesAdded: GENERATED_GALLERY_SIZE,
      itineraryDaysAdded: 4,
    });

    const images = await imagesOf(tour.id);
    expect(images.map((image) => [image.altText, image.displayOrder])).toEqual(
      Array.from({ length: GENERATED_GALLERY_SIZE }, (_, i) => [`Tour image ${i + 1}`, i]),
    );
    const first = images[0];
    if (!first) throw new Error('no image');
    const served = await app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
    const [withThumb] = await db.select({ url: tours.thumbnailUrl }).from(tours).where(eq(tours.id, tour.id));
    expect(withThumb?.url).toBe(first.imageUrl);

    const itinerary = await itineraryOf(tour.id);
    expect([...new Set(itinerary.map((row) => row.dayNumber))]).toEqual([1, 2, 3, 4]);
    expect(itinerary[0]).toMatchObject({ title: 'Arrival in Chiang Mai - Activity 1', time: '14:00' });
    expect(itinerary.some((row) => row.title.startsWith('Doi Suthep temple at dawn'))).toBe(true);
    expect(itinerary.every((row) => row.time && row.description)).toBe(true);

    const audit = await auditOf(tour.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'tour.generate_content',
      targetType: 'tour',
      actorUserId: adminId.value,
      before: { slug: tour.slug, images: 0, itineraryRows: 0 },
      after: { slug: tour.slug, images: GENERATED_GALLERY_SIZE, itineraryRows: itinerary.length },
    });

    // The tour page reads them (the catalogue cache was emptied by the write).
    const page = await app.inject({ method: 'GET', url: `/api/tours/${tour.slug}/images` });
    expect(page.json().images).toHaveLength(GENERATED_GALLERY_SIZE);
  });

  it('adds nothing on a second run: no rows, no files, no audit row', async () => {
    const tour = await insertBareTour();
    expect((await generate(tour.slug)).statusCode).toBe(200);
    const files = galleryFiles(filesDir).length;
    const again = await generate(tour.slug);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: TOUR_CONTENT_MESSAGES.nothingMissing,
      imagesAdded: 0,
      itineraryDaysAdded: 0,
    });
    expect(await imagesOf(tour.id)).toHaveLength(GENERATED_GALLERY_SIZE);
    expect(await auditOf(tour.id)).toHaveLength(1);
    expect(galleryFiles(filesDir)).toHaveLength(files);
  });

  it('fills only what is missing: a tour with photos gets an itinerary, one with an itinerary gets photos', async () => {
    const withPhotos = await insertBareTour({ thumbnailUrl: '/media/tours/own.svg' });
    await db.insert(tourImages).values({ tourId: withPhotos.id, imageUrl: '/media/tours/own.svg', displayOrder: 0 });
    const first = await generate(withPhotos.slug);
    expect(first.json()).toMatchObject({ imagesAdded: 0, itineraryDaysAdded: 4 });
    expect((await imagesOf(withPhotos.id)).map((image) => image.imageUrl)).toEqual(['/media/tours/own.svg']);

    const withDays = await insertBareTour();
    await db.insert(tourItinerary).values({ tourId: withDays.id, dayNumber: 1, title: 'Own day', time: '09:00' });
    const second = await generate(withDays.slug);
    expect(second.json()).toMatchObject({ imagesAdded: GENERATED_GALLERY_SIZE, itineraryDaysAdded: 0 });
    expect((await itineraryOf(withDays.id)).map((row) => row.title)).toEqual(['Own day']);
  });

  it('two administrators at once: the tour is filled once, the loser keeps no file', async () => {
    const tour = await insertBareTour();
    const before = galleryFiles(filesDir).length;
    const answers = await Promise.all([generate(tour.slug), generate(tour.slug)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().imagesAdded).sort()).toEqual([0, GENERATED_GALLERY_SIZE]);
    expect(await imagesOf(tour.id)).toHaveLength(GENERATED_GALLERY_SIZE);
    expect(new Set((await itineraryOf(tour.id)).map((row) => row.dayNumber)).size).toBe(4);
    expect(await auditOf(tour.id)).toHaveLength(1);
    expect(galleryFiles(filesDir)).toHaveLength(before + GENERATED_GALLERY_SIZE);
  });

  it('start-up seeding: the sample tour gets its gallery, thumbnail and nine days from the same routine, unaudited', async () => {
    const { tourId } = await seedSampleTour(db);
    const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
    const deps = { db, clock, files: createLocalFileStore(filesDir), generator: embedded, log: app.log };
    expect(await generateTourContent(deps, null, SAMPLE_TOUR_SLUG)).toEqual({
      message: TOUR_CONTENT_MESSAGES.generated,
      imagesAdded: GENERATED_GALLERY_SIZE,
      itineraryDaysAdded: 9,
    });
    const images = await imagesOf(tourId);
    expect(images.map((image) => image.altText)).toEqual(
      Array.from({ length: GENERATED_GALLERY_SIZE }, (_, index) => `Tour image ${index + 1}`),
    );
    const [tour] = await db.select().from(tours).where(eq(tours.id, tourId));
    expect(tour?.thumbnailUrl).toBe(images[0]?.imageUrl);
    expect(new Set((await itineraryOf(tourId)).map((row) => row.dayNumber))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    expect(await auditOf(tourId)).toEqual([]);
    // The next start finds nothing missing.
    expect((await generateTourContent(deps, null, SAMPLE_TOUR_SLUG)).imagesAdded).toBe(0);
    expect(await imagesOf(tourId)).toHaveLength(GENERATED_GALLERY_SIZE);
  });

  it('refuses visitors (401), customers and operators (403), and answers 404 for an unknown tour', async () => {
    const tour = await insertBareTour();
    expect((await generate(tour.slug, null)).statusCode).toBe(401);
    expect((await generate(tour.slug, 'customer')).statusCode).toBe(403);
    expect((await generate(tour.slug, 'agent')).statusCode).toBe(403);
    expect(await imagesOf(tour.id)).toHaveLength(0);
    const missing = await generate('no-such-tour');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(TOUR_CONTENT_MESSAGES.notFound);
  });

  describe('when the generator fails', () => {
    async function failingApp(generator: TContentGenerator, dir: string) {
      return appWith(db, backend, dir, generator);
    }

    it('a picture that cannot be drawn: the images message, no rows, the pictures already written removed', async () => {
      const dir = `${filesDir}-art`;
      let drawn = 0;
      const broken = await failingApp(
        {
          ...embedded,
          async artwork(tour, index) {
            if (index === 2) throw new Error('renderer gone');
            drawn += 1;
            return embedded.artwork(tour, index);
          },
        },
        dir,
      );
      try {
        const tour = await insertBareTour();
        const response = await generate(tour.slug, 'admin', broken);
        expect(response.statusCode).toBe(500);
        expect(response.json().error).toMatchObject({
          message: TOUR_CONTENT_MESSAGES.imagesFailed,
          fields: { images: TOUR_CONTENT_MESSAGES.imagesFailed },
        });
        expect(drawn).toBe(2);
        expect(galleryFiles(dir)).toEqual([]);
        expect(await imagesOf(tour.id)).toHaveLength(0);
        expect(await itineraryOf(tour.id)).toHaveLength(0);
        expect(await auditOf(tour.id)).toHaveLength(0);
      } finally {
        await broken.close();
      }
    });

    it('an itinerary that cannot be made: the itinerary message, the transaction undone, its files removed', async () => {
      const dir = `${filesDir}-days`;
      const broken = await failingApp(
        {
          ...embedded,
          itinerary() {
            throw new Error('template gone');
          },
        },
        dir,
      );
      try {
        const tour = await insertBareTour();
        const uploadsBefore = await db.$count(imageUploads);
        const response = await generate(tour.slug, 'admin', broken);
        expect(response.statusCode).toBe(500);
        expect(response.json().error).toMatchObject({
          message: TOUR_CONTENT_MESSAGES.itineraryFailed,
          fields: { itinerary: TOUR_CONTENT_MESSAGES.itineraryFailed },
        });
        expect(galleryFiles(dir)).toEqual([]);
        expect(await db.$count(imageUploads)).toBe(uploadsBefore);
        expect(await imagesOf(tour.id)).toHaveLength(0);
        expect(await auditOf(tour.id)).toHaveLength(0);
        const [row] = await db.select({ url: tours.thumbnailUrl }).from(tours).where(eq(tours.id, tour.id));
        expect(row?.url).toBeNull();
      } finally {
        await broken.close();
      }
    });
  });
});
