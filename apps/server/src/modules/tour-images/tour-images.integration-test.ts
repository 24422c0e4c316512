import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { IMAGE_FETCH_REASONS, type TRole, TOUR_IMAGE_MESSAGES } from '@tour/shared';
import { createS3FileStore } from '../../adapters/files/s3-file-store';
import { queryRows } from '../../db';
import { startS3Peer } from '../../testing/s3-peer';
import {
  createTestApp,
  sessionCookieOf,
  type TTestApp,
  tourImageUploadRequest,
  uniqueEmail,
} from '../../testing/test-app';

const SAMPLE_DIR = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/images');
const sample = (name: string) => readFileSync(path.join(SAMPLE_DIR, name));

/** A photo-sized JPEG carrying EXIF (camera, copyright, GPS position) the way a phone writes it. */
function jpegWithExif(width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Copyright: 'Ada Secret Photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** Pixels as varied as a photo's: hardly compressible. */
function noisy(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  });
}

/**
 * A web server on loopback with images, non-images, errors and redirects (to private addresses too),
 * counting every request it receives.
 */
async function startImageHost() {
  const requests: string[] = [];
  const jpeg = sample('island-small.jpg');
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const redirect = (location: string) => res.writeHead(302, { location }).end();
    if (url === '/sample.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (url === '/claims-image.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>hi</html>');
    if (url === '/missing.jpg') return res.writeHead(404).end();
    if (url === '/redirect/ok') return redirect('/sample.jpg');
    if (url === '/redirect/private') return redirect('http://10.0.0.1/photo.jpg');
    if (url === '/redirect/metadata') return redirect('http://169.254.169.254/latest/meta-data/');
    if (url === '/redirect/file') return redirect('file:///etc/passwd');
    const loop = /^\/redirect\/chain\/(\d+)$/.exec(url);
    if (loop) {
      const left = Number(loop[1]);
      return redirect(left === 0 ? '/sample.jpg' : `/redirect/chain/${left - 1}`);
    }
    if (url === '/huge-streamed.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      // No Content-Length: the limit has to hold while the bytes arrive.
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      for (let i = 0; i < 24; i++) res.write(chunk);
      return res.end();
    }
    if (url === '/huge-declared.jpg') {
      return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(6 * 1024 * 1024) }).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_BACKENDS)('tour images on %s', (backend) => {
  let db: TDb;
  let closeDb: () => Promise<void>;
  /** IMAGE_FETCH_ALLOW_LOOPBACK=true, as the e2e runs. */
  let t: TTestApp;
  /** The production setting: no loopback either. */
  let strict: TTestApp;
  let host: Awaited<ReturnType<typeof startImageHost>>;
  const sids = new Map<TRole, string>();
  const filesDir = `/tmp/tour-images-test-${crypto.randomUUID()}`;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    closeDb = handle.close;
    const env = { FILES_DIR: filesDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000', WRITE_RATE_LIMIT_PER_MINUTE: '1000' };
    t = await createTestApp(db, backend, { ...env, IMAGE_FETCH_ALLOW_LOOPBACK: 'true' });
    strict = await createTestApp(db, backend, env);
    host = await startImageHost();
    for (const role of [
      'customer',
      'registered_customer',
      'agent',
      'wholesale_owner',
      'wholesale_seller',
      'admin',
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail(role), password: 'secret1', confirmPassword: 'secret1' },
      });
      await queryRows(db, sql`update profiles set role = ${role} where id = ${response.json().user.id}`);
      sids.set(role, sessionCookieOf(response));
    }
  });
  afterAll(async () => {
    await host.close();
    await t.app.close();
    await strict.app.close();
    await closeDb();
  });

  const agent = () => sids.get('agent') as string;

  async function uploadCount() {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from image_uploads`);
    return row?.n ?? 0;
  }

  async function served(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { response, bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
  }

  it('scales a 3000x2000 gallery photo to 1200x800, drops its EXIF and GPS, stores and serves it', async () => {
    const original = await jpegWithExif(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await t.app.inject(tourImageUploadRequest({ bytes: original, purpose: 'gallery', sid: agent() }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      width: 1200,
      height: 800,
      contentType: 'image/jpeg',
      url: `/api/tour-images/${body.id}`,
    });

    const { response: image, bytes, metadata } = await served(body.url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe(`inline; filename="${body.id}.jpg"`);
    expect([metadata.width, metadata.height, metadata.format]).toEqual([1200, 800, 'jpeg']);
    expect(bytes.length).toBe(body.sizeBytes);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes('Ada Secret Photographer')).toBe(false);
    expect(bytes.includes('PhoneMaker')).toBe(false);

    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select i.user_id, i.purpose, i.file_key, i.content_type, i.width, i.height, i.size_bytes, i.source_url,
            p.role from image_uploads i join profiles p on p.id = i.user_id where i.id = ${body.id}`,
    );
    expect(row).toMatchObject({
      purpose: 'gallery',
      file_key: `tour-images/tour-gallery/${body.id}.jpg`,
      content_type: 'image/jpeg',
      width: 1200,
      height: 800,
      size_bytes: body.sizeBytes,
      source_url: null,
      role: 'agent',
    });
  });

  it('keeps a small gallery photo at its size but still strips its metadata, turning it upright', async () => {
    // Orientation 6: stored sideways, shown rotated; the served image must be upright without the tag.
    const original = await jpegWithExif(800, 600, 6);
    const response = await t.app.inject(tourImageUploadRequest({ bytes: original, purpose: 'gallery', sid: agent() }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 600, height: 800 });
    const { metadata, bytes } = await served(response.json().url);
    expect([metadata.width, metadata.height]).toEqual([600, 800]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('Ada Secret Photographer')).toBe(false);
  });

  it('re-encodes a gallery photo over 1 MB at quality 0.85 even when it is under 1200 px', async () => {
    const original = await noisy(1100, 800).jpeg({ quality: 100 }).toBuffer();
    expect(original.length).toBeGreaterThan(1024 * 1024);
    const response = await t.app.inject(tourImageUploadRequest({ bytes: original, purpose: 'gallery', sid: agent() }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1100, height: 800 });
    expect(response.json().sizeBytes).toBeLessThan(original.length * 0.7);
  });

  it('fits thumbnails into 400x300 and under 1 MB, landscape and portrait', async () => {
    const landscape = await t.app.inject(
      tourImageUploadRequest({ bytes: await jpegWithExif(3000, 2000), purpose: 'thumbnail', sid: agent() }),
    );
    expect(landscape.statusCode).toBe(201);
    expect(landscape.json()).toMatchObject({ width: 400, height: 267, contentType: 'image/jpeg' });
    expect(landscape.json().sizeBytes).toBeLessThan(1024 * 1024);

    const portrait = await t.app.inject(
      tourImageUploadRequest({ bytes: sample('rice-terraces.jpg'), purpose: 'thumbnail', sid: agent() }),
    );
    expect(portrait.json()).toMatchObject({ width: 214, height: 300 });
    const { metadata } = await served(portrait.json().url);
    expect([metadata.width, metadata.height]).toEqual([214, 300]);

    const [row] = await queryRows<{ file_key: string; purpose: string }>(
      db,
      sql`select file_key, purpose from image_uploads where id = ${portrait.json().id}`,
    );
    expect(row).toEqual({ purpose: 'thumbnail', file_key: `tour-images/thumbnails/${portrait.json().id}.jpg` });
  });

  it('decides the type by the bytes: a PNG named .jpg is stored and served as PNG, a WebP as WebP', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const response = await t.app.inject(
      tourImageUploadRequest({
        bytes: png,
        purpose: 'gallery',
        fileName: 'holiday.jpg',
        claimedType: 'image/jpeg',
        sid: agent(),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: 'image/png', width: 50, height: 40 });
    const { response: image, metadata } = await served(response.json().url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(metadata.format).toBe('png');

    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00aa55' } })
      .webp()
      .toBuffer();
    const webpResponse = await t.app.inject(
      tourImageUploadRequest({
        bytes: webp,
        purpose: 'thumbnail',
        fileName: 'x.png',
        claimedType: 'image/png',
        sid: agent(),
      }),
    );
    expect(webpResponse.json()).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
    expect((await served(webpResponse.json().url)).response.headers['content-type']).toBe('image/webp');
  });

  it('refuses text named .jpg, a web page behind an image header, a GIF and a broken JPEG, writing nothing', async () => {
    const before = await uploadCount();
    const cases: Array<[string, Buffer, string]> = [
      ['text named .jpg', Buffer.from('just some text, not an image'), TOUR_IMAGE_MESSAGES.invalidType],
      [
        'PNG header with HTML',
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html><script>alert(1)</script></html>')]),
        TOUR_IMAGE_MESSAGES.invalidType,
      ],
      [
        'GIF',
        Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
        TOUR_IMAGE_MESSAGES.invalidType,
      ],
      [
        'broken JPEG',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        TOUR_IMAGE_MESSAGES.unreadable,
      ],
    ];
    for (const [label, bytes, message] of cases) {
      const response = await t.app.inject(tourImageUploadRequest({ bytes, purpose: 'gallery', sid: agent() }));
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error, label).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { file: message },
      });
    }
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over 5 MB, an upload without a file and a wrong purpose', async () => {
    const before = await uploadCount();
    const tooLarge = await t.app.inject(
      tourImageUploadRequest({ bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), purpose: 'gallery', sid: agent() }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('File size must be less than 5MB');

    const empty = await t.app.inject(
      tourImageUploadRequest({ bytes: Buffer.alloc(0), purpose: 'gallery', sid: agent() }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(TOUR_IMAGE_MESSAGES.fileRequired);

    const small = sample('island-small.jpg');
    for (const purpose of [undefined, 'banner']) {
      const response = await t.app.inject(tourImageUploadRequest({ bytes: small, purpose, sid: agent() }));
      expect(response.statusCode, String(purpose)).toBe(400);
      expect(response.json().error.fields.purpose).toBe(TOUR_IMAGE_MESSAGES.purposeInvalid);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/tour-images',
      cookies: { sid: agent() },
      payload: { purpose: 'gallery' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(await uploadCount()).toBe(before);
  });

  it('lets every operator role upload, with or without a company, and no one else', async () => {
    const bytes = sample('island-small.jpg');
    for (const role of ['agent', 'wholesale_owner', 'wholesale_seller', 'admin'] as const) {
      const response = await t.app.inject(tourImageUploadRequest({ bytes, purpose: 'gallery', sid: sids.get(role) }));
      expect(response.statusCode, role).toBe(201);
    }
    for (const role of ['customer', 'registered_customer'] as const) {
      const upload = await t.app.inject(tourImageUploadRequest({ bytes, purpose: 'gallery', sid: sids.get(role) }));
      expect(upload.statusCode, role).toBe(403);
      const byUrl = await t.app.inject({
        method: 'POST',
        url: '/api/tour-images/from-url',
        cookies: { sid: sids.get(role) as string },
        payload: { url: `http://127.0.0.1:${host.port}/sample.jpg`, purpose: 'gallery' },
      });
      expect(byUrl.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject(tourImageUploadRequest({ bytes, purpose: 'gallery' }));
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an id with no image and 400 for one that is not an id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/tour-images/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(TOUR_IMAGE_MESSAGES.notFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/tour-images/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  describe('by URL', () => {
    function fromUrl(app: TTestApp, url: string, purpose = 'gallery') {
      return app.app.inject({
        method: 'POST',
        url: '/api/tour-images/from-url',
        cookies: { sid: agent() },
        payload: { url, purpose },
      });
    }

    it('refuses private, loopback, link-local, CGNAT, multicast and unspecified addresses without connecting', async () => {
      const before = await uploadCount();
      const requestsBefore = host.requests.length;
      const port = host.port;
      for (const url of [
        `http://127.0.0.1:${port}/sample.jpg`,
        `http://localhost:${port}/sample.jpg`,
        `http://[::1]:${port}/sample.jpg`,
        `http://[::ffff:127.0.0.1]:${port}/sample.jpg`,
        `http://[::ffff:7f00:1]:${port}/sample.jpg`,
        'http://10.0.0.1/photo.jpg',
        'http://192.168.1.10/photo.jpg',
        'http://172.16.0.5/photo.jpg',
        'http://169.254.169.254/latest/meta-data/',
        'http://100.64.0.1/photo.jpg',
        'http://224.0.0.1/photo.jpg',
        `http://0.0.0.0:${port}/sample.jpg`,
        'http://[fd00::1]/photo.jpg',
        'http://[fe80::1]/photo.jpg',
        `http://2130706433:${port}/sample.jpg`,
      ]) {
        const response = await fromUrl(strict, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error, url).toMatchObject({
          message: 'Failed to load image',
          fields: { url: IMAGE_FETCH_REASONS.address },
        });
      }
      expect(host.requests.length).toBe(requestsBefore);
      expect(await uploadCount()).toBe(before);
    });

    it('refuses what is not an http(s) URL with the spec message', async () => {
      for (const url of ['ftp://example.com/a.jpg', 'file:///etc/passwd', 'not a url', 'javascript:alert(1)', '']) {
        const response = await fromUrl(t, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.fields.url, url).toBe('Please enter a valid URL');
      }
    });

    it('with the test setting, fetches from this machine and stores the image like an upload', async () => {
      for (const hostName of ['127.0.0.1', 'localhost']) {
        const url = `http://${hostName}:${host.port}/sample.jpg`;
        const response = await fromUrl(t, url, 'thumbnail');
        expect(response.statusCode, url).toBe(201);
        expect(response.json()).toMatchObject({ width: 400, height: 300, contentType: 'image/jpeg' });
        const [row] = await queryRows<{ source_url: string; purpose: string }>(
          db,
          sql`select source_url, purpose from image_uploads where id = ${response.json().id}`,
        );
        expect(row).toEqual({ source_url: url, purpose: 'thumbnail' });
        expect((await served(response.json().url)).metadata.format).toBe('jpeg');
      }
      const redirected = await fromUrl(t, `http://127.0.0.1:${host.port}/redirect/chain/2`);
      expect(redirected.statusCode).toBe(201);
    });

    it('still refuses other private addresses with the test setting, also behind a redirect', async () => {
      const before = await uploadCount();
      for (const target of ['redirect/private', 'redirect/metadata']) {
        const response = await fromUrl(t, `http://127.0.0.1:${host.port}/${target}`);
        expect(response.statusCode, target).toBe(400);
        expect(response.json().error.fields.url, target).toBe(IMAGE_FETCH_REASONS.address);
      }
      const mapped = await fromUrl(t, `http://[::ffff:127.0.0.1]:${host.port}/sample.jpg`);
      expect(mapped.json().error.fields.url).toBe(IMAGE_FETCH_REASONS.address);
      const file = await fromUrl(t, `http://127.0.0.1:${host.port}/redirect/file`);
      expect(file.json().error.fields.url).toBe(IMAGE_FETCH_REASONS.address);
      expect(await uploadCount()).toBe(before);
    });

    it('follows at most 3 redirects, and refuses error answers, non-images and files over 5 MB', async () => {
      const before = await uploadCount();
      const base = `http://127.0.0.1:${host.port}`;
      const cases: Array<[string, string, string]> = [
        ['/redirect/chain/3', 'Failed to load image', IMAGE_FETCH_REASONS.redirects],
        ['/missing.jpg', 'Failed to load image', IMAGE_FETCH_REASONS.status(404)],
        ['/claims-image.jpg', TOUR_IMAGE_MESSAGES.invalidType, TOUR_IMAGE_MESSAGES.invalidType],
        ['/huge-streamed.jpg', TOUR_IMAGE_MESSAGES.tooLarge, TOUR_IMAGE_MESSAGES.tooLarge],
        ['/huge-declared.jpg', TOUR_IMAGE_MESSAGES.tooLarge, TOUR_IMAGE_MESSAGES.tooLarge],
      ];
      for (const [target, message, detail] of cases) {
        const response = await fromUrl(t, `${base}${target}`);
        expect(response.statusCode, target).toBe(400);
        expect(response.json().error, target).toMatchObject({ message, fields: { url: detail } });
      }
      expect(await uploadCount()).toBe(before);
    });
  });
});

describe('tour images in an S3 bucket', () => {
  it('stores the re-encoded image in the bucket and serves it from there', async () => {
    const peer = await startS3Peer();
    const handle = await openTestDatabase('pglite');
    const t = await createTestApp(handle.db, 'pglite', peer.env);
    try {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail('s3'), password: 'secret1', confirmPassword: 'secret1' },
      });
      await queryRows(handle.db, sql`update profiles set role = 'agent' where id = ${signUp.json().user.id}`);
      const upload = await t.app.inject(
        tourImageUploadRequest({ bytes: sample('beach-sunset.jpg'), purpose: 'gallery', sid: sessionCookieOf(signUp) }),
      );
      expect(upload.statusCode).toBe(201);
      expect(upload.json()).toMatchObject({ width: 1200, height: 800 });
      const served = await t.app.inject({ method: 'GET', url: upload.json().url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.length).toBe(upload.json().sizeBytes);
      const [row] = await queryRows<{ file_key: string }>(
        handle.db,
        sql`select file_key from image_uploads where id = ${upload.json().id}`,
      );
      const bucket = createS3FileStore(peer.config);
      expect((await bucket.get(row?.file_key ?? ''))?.equals(served.rawPayload)).toBe(true);
      bucket.close();
    } finally {
      await t.app.close();
      await handle.close();
      await peer.close();
    }
  });
});
