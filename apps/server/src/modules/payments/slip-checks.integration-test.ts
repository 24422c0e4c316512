import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { countAllRows, insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { PAYMENT_MESSAGES } from '@tour/shared';
import { buildPdf, buildPdfWithObjectStream, plainSlipObjects } from '../../adapters/files/pdf-fixtures';
import { bankTransferRequest, createTestApp, type TTestApp } from '../../testing/test-app';
import { storedFiles, writtenForSession } from '../../testing/upload-traces';

const CONTACT = { fullName: 'Ada Traveller', email: 'ada@example.test', phone: '+66 81 234 5678' };
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

describe.each(TEST_BACKENDS)('payment slip checks on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  const filesDir = `/tmp/slip-checks-test-${crypto.randomUUID()}`;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { FILES_DIR: filesDir });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  /** A guest's booking session, as the checkout starts it. */
  async function startSession() {
    const dateId = (await insertTestDeparture(db, { spots: 10 })).tourDateId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: dateId, guests: 2 },
    });
    expect(response.statusCode).toBe(201);
    const gid = response.cookies.find((c) => c.name === 'gid')?.value ?? '';
    return { sessionId: response.json().id as string, cookies: { gid } };
  }

  /** POST /api/bookings/bank-transfer as the browser sends it; the part's type and name claim an image. */
  function upload(cookies: Record<string, string>, sessionId: string, file: Buffer, name: string) {
    return t.app.inject(bankTransferRequest({ sessionId, contact: CONTACT, slip: file, fileName: name, cookies }));
  }

  const writtenFor = (sessionId: string) => writtenForSession(db, sessionId);

  /** Uploads a file that must be refused and shows that nothing at all was written for it. */
  async function expectRefused(file: Buffer, name: string, message: string) {
    const { sessionId, cookies } = await startSession();
    const rowsBefore = await countAllRows(db);
    const filesBefore = await storedFiles(filesDir);

    const response = await upload(cookies, sessionId, file, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { paymentSlip: message },
    });

    expect(await writtenFor(sessionId)).toEqual({ bookings: 0, payments: 0, contact_email: null });
    expect(await countAllRows(db)).toEqual(rowsBefore);
    expect(await storedFiles(filesDir)).toEqual(filesBefore);
  }

  it('refuses a PDF that runs an action on opening with its own message, writing nothing', async () => {
    const pdf = buildPdf(
      plainSlipObjects({ extra: '/OpenAction << /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>' }),
    );
    await expectRefused(pdf, 'slip.pdf', PAYMENT_MESSAGES.slipPdfActive);
  });

  it('refuses a PDF whose script hides, #-escaped, in a compressed object stream', async () => {
    const { 2: pages, 3: page, ...rest } = plainSlipObjects();
    const pdf = buildPdfWithObjectStream(
      {
        1: '<< /Type /Catalog /Pages 2 0 R /#4FpenAction 6 0 R >>',
        2: String(pages),
        3: String(page),
        6: '<< /S /J#61vaScript /JS (app.alert\\(1\\)) >>',
      },
      rest,
    );
    await expectRefused(pdf, 'statement.pdf', PAYMENT_MESSAGES.slipPdfActive);
  });

  it("refuses a PNG header followed by a web page with the spec's type message, writing nothing", async () => {
    const polyglot = Buffer.concat([
      PNG_SIGNATURE,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    await expectRefused(polyglot, 'slip.png', PAYMENT_MESSAGES.slipType);
    const photo = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#148a80' } })
      .png()
      .toBuffer();
    await expectRefused(
      Buffer.concat([photo, Buffer.from('<!DOCTYPE html><body>')]),
      'slip.png',
      PAYMENT_MESSAGES.slipType,
    );
  });

  it('refuses a truncated PDF as not a PDF', async () => {
    const pdf = buildPdf(plainSlipObjects());
    await expectRefused(pdf.subarray(0, Math.floor(pdf.length / 2)), 'slip.pdf', PAYMENT_MESSAGES.slipType);
  });

  it('still books with a plain PDF slip and serves it back as a PDF attachment', async () => {
    const { sessionId, cookies } = await startSession();
    const pdf = buildPdf(plainSlipObjects());
    const response = await upload(cookies, sessionId, pdf, 'slip.pdf');
    expect(response.statusCode).toBe(201);
    expect(await writtenFor(sessionId)).toEqual({ bookings: 1, payments: 1, contact_email: CONTACT.email });

    const slip = await t.app.inject({ method: 'GET', url: `/api/bookings/${response.json().bookingId}/slip`, cookies });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toMatch(/^attachment; /);
    expect(slip.rawPayload.equals(pdf)).toBe(true);
  });
});
