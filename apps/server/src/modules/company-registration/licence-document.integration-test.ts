import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { queryRows } from '../../db';
import { insertCompanyWithLicence, type TTestCompany } from '../../testing/company-fixtures';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/demo-licences');
const sample = (file: string) => readFileSync(path.join(SAMPLES, file));

/** GET /api/licence-documents/:documentId: the uploaded licence, private, shown inline (issue 20). */
describe.each(TEST_BACKENDS)('the licence document route on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let filesDir: string;
  let uploader: TOperator;
  let companyColleague: TOperator;
  let otherOperator: TOperator;
  let customer: TOperator;
  let admin: TOperator;
  const documents = { png: '', pdf: '' };
  const fileKeys = { png: '', pdf: '' };
  const licences = {} as Record<'png' | 'pdf', TTestCompany>;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'licence-documents-'));
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: filesDir }));
    uploader = await signUpOperator(t, db, 'wholesale_owner');
    companyColleague = await signUpOperator(t, db, 'wholesale_seller');
    otherOperator = await signUpOperator(t, db, 'wholesale_owner');
    customer = await signUpOperator(t, db, 'customer');
    admin = await signUpOperator(t, db, 'admin');
    // The stored files as an upload leaves them (the upload itself is tested in company-registration):
    // a key the server generated, in the private store's directory.
    for (const [kind, file] of [
      ['png', 'licence-12-04518.png'],
      ['pdf', 'licence-14-07788.pdf'],
    ] as const) {
      fileKeys[kind] = `licences/${uploader.id}/${crypto.randomUUID()}.${kind}`;
      mkdirSync(path.dirname(path.join(filesDir, fileKeys[kind])), { recursive: true });
      writeFileSync(path.join(filesDir, fileKeys[kind]), sample(file));
      const licence = await insertCompanyWithLicence(db, uploader.id, {
        nameEn: `Licence holder ${kind}`,
        documents: [
          {
            type: 'license_certificate',
            versionYear: 2026,
            uploadedAt: '2026-05-01T00:00:00Z',
            fileKey: fileKeys[kind],
          },
        ],
      });
      licences[kind] = licence;
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select id from tat_kyc_documents where file_key = ${fileKeys[kind]}`,
      );
      documents[kind] = String(row?.id);
    }
    // A user of the company that holds the PNG's licence, who did not upload it.
    await queryRows(
      db,
      sql`insert into user_company_license_map (user_id, company_id, license_id)
        values (${companyColleague.id}, ${licences.png.companyId}, ${licences.png.licenseId})`,
    );
  });
  afterAll(async () => {
    await close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const open = (documentId: string, caller: TOperator | null) =>
    t.app.inject({ method: 'GET', url: `/api/licence-documents/${documentId}`, cookies: caller?.cookies });

  it('serves the image and the PDF inline with their real types and safe headers', async () => {
    for (const [kind, contentType] of [
      ['png', 'image/png'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const fileName = `licence-${licences[kind].licenseId.replace('/', '-')}.${kind}`;
      const response = await open(documents[kind], uploader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      // The name is built from the licence number, never from the uploaded file's name.
      expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.rawPayload.subarray(0, 4)).toEqual(
        kind === 'pdf' ? Buffer.from('%PDF') : Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      );
    }
  });

  it('opens for administrators and the licence own users only; anyone else learns nothing', async () => {
    expect((await open(documents.png, admin)).statusCode).toBe(200);
    expect((await open(documents.pdf, admin)).statusCode).toBe(200);
    expect((await open(documents.png, companyColleague)).statusCode).toBe(200);
    // The colleague's company holds the PNG's licence, not the PDF's.
    expect((await open(documents.pdf, companyColleague)).statusCode).toBe(404);
    for (const stranger of [otherOperator, customer]) {
      const refused = await open(documents.png, stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('Document not found');
    }
    expect((await open(documents.png, null)).statusCode).toBe(401);
    expect((await open(crypto.randomUUID(), admin)).statusCode).toBe(404);
    expect((await open('not-a-document', admin)).statusCode).toBe(400);
  });

  it('keeps the file in the private store: no public URL serves it', async () => {
    for (const url of [`/${fileKeys.png}`, `/files/${fileKeys.png}`, `/uploads/${fileKeys.png}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '').not.toContain('image/png');
    }
    // The file is in the store's directory, outside any served folder.
    expect(readFileSync(path.join(filesDir, fileKeys.pdf)).subarray(0, 4).toString()).toBe('%PDF');
  });
});
