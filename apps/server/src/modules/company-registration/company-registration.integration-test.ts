import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { LICENCE_MESSAGES, MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { licenceUploadRequest as uploadRequest } from '../../testing/licence-upload';
import { startLicenceRegistryPeer, type TLicenceRegistryPeer } from '../../testing/licence-registry-peer';
import { createTestApp, type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../docs/demo-licences');
const sample = (file: string) => readFileSync(path.join(SAMPLES, file));
const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate-like picture whose QR carries `content`. */
async function qrImage(content: string) {
  const qr = await QRCode.toBuffer(content, { width: 300, margin: 2 });
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: 400, top: 200 }])
    .png()
    .toBuffer();
}

describe.each(TEST_BACKENDS)('company registration by licence on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let filesDir: string;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'licence-files-'));
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: filesDir }));
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(async () => {
    await close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);
  const upload = (operator: TOperator, file: Buffer, extra: Partial<Parameters<typeof uploadRequest>[0]> = {}) =>
    t.app.inject(uploadRequest({ file, cookies: operator.cookies, ...extra }));
  const createToken = (operator: TOperator, licenseId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/license-verification/create-token',
      cookies: operator.cookies,
      payload: { licenseId },
    });
  const verify = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/license-verification/verify', payload });
  const validate = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/license-verification/validate-token', payload: { token } });
  const cancel = (operator: TOperator, licenseId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/licenses/${encodeURIComponent(licenseId)}`,
      cookies: operator.cookies,
    });
  const status = (operator: TOperator | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/company-registration/status${query}`, cookies: operator?.cookies });

  /** The token of the newest verification e-mail sent to `email`. */
  async function mailedToken(email: string) {
    const [mail] = await rows(
      sql`select text_body, subject from mail_outbox where to_address = ${email} and kind = 'licence_verification'
        order by created_at desc limit 1`,
    );
    const match = /\/verify-license\?token=([\w%-]+)/.exec(String(mail?.text_body));
    if (!match?.[1]) throw new Error(`no verification link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  }

  const licenceRow = async (licenseId: string) =>
    (await rows(sql`select * from tat_licenses where license_id = ${licenseId}`))[0];
  const logActions = async (licenseId: string) =>
    (
      await rows(sql`select action from tat_license_logs where license_id = ${licenseId} order by created_at, action`)
    ).map((row) => row.action);

  it('reads the PNG certificate, ignores the form user_id and writes the licence record in one go', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    const response = await upload(agent, sample('licence-12-04518.png'), {
      fields: { license_type: 'tat', user_id: customer.id, license_value: '99/99999' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        licenseId: '12/04518',
        licenseType: 'TAT',
        expired: false,
        profile: {
          status: 'ปกติ',
          companyNameEn: 'Chao Phraya Explorer Co., Ltd.',
          companyNameTh: 'บริษัท เจ้าพระยา เอ็กซ์พลอเรอร์ จำกัด',
          emailHint: 'li•••@chaophrayaexplorer.example',
          // The licence profile of 2-operator.md section 3; the identity number shows its last four digits.
          requesterType: 'นิติบุคคล',
          requesterName: 'Somchai Rattanakul',
          identityNumberHint: '•••••••••5185',
          otherOffices: [expect.objectContaining({ name: 'Ayutthaya branch' })],
        },
      },
    });
    expect(body.data.profile.directors).toHaveLength(2);
    expect(body.data.profile.registrationHistory.map((entry: { detail: string }) => entry.detail)).toEqual([
      'ยื่นคำขอรับใบอนุญาต',
      'ออกใบอนุญาต',
    ]);
    expect(body.data.profile.approveDate).toBe(body.data.profile.issueDate);
    const licence = await licenceRow('12/04518');
    expect(licence).toMatchObject({
      user_id: agent.id,
      status: 'pending_email_verification',
      kyc_status: 'pending_email_verification',
      submission_count: 1,
      tax_id: '0105556045185',
      email: 'licence@chaophrayaexplorer.example',
      verified_at: null,
    });
    expect(licence?.raw_jsonb).toMatchObject({ user_id: agent.id });
    expect(await logActions('12/04518')).toEqual(['mock_document_upload', 'verification_success']);
    const [submission] = await rows(
      sql`select user_id, file_key, content_type from license_submissions where license_id = '12/04518'`,
    );
    expect(submission).toMatchObject({ user_id: agent.id, content_type: 'image/png' });
    // Stored privately through the file store, under a generated name.
    expect(
      readFileSync(path.join(filesDir, String(submission?.file_key)))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const [kyc] = await rows(
      sql`select count(*)::int as n from tat_kyc_documents where license_id = '12/04518' and type = 'license_certificate' and is_latest`,
    );
    expect(kyc?.n).toBe(1);
    const [directors] = await rows(
      sql`select count(*)::int as n from tat_company_director where license_id = '12/04518'`,
    );
    expect(directors?.n).toBe(2);

    // The page can resume: the status names the unverified upload.
    const resumed = (await status(agent)).json();
    expect(resumed).toMatchObject({ allowed: true, redirectTo: null, pendingLicence: { licenseId: '12/04518' } });
    // Another account cannot act on it.
    const other = await signUpOperator(t, db, 'agent');
    expect((await createToken(other, '12/04518')).json().error.code).toBe('NOT_FOUND');
    expect((await cancel(other, '12/04518')).statusCode).toBe(404);
  });

  it('reads a JPEG photo and a PDF certificate', async () => {
    const agent = await signUpOperator(t, db, 'wholesale_owner');
    const jpeg = await sharp(sample('licence-21-05530.png')).jpeg({ quality: 80 }).toBuffer();
    const fromJpeg = await upload(agent, jpeg, { fileName: 'photo.jpg' });
    expect(fromJpeg.statusCode).toBe(200);
    expect(fromJpeg.json().data.licenseId).toBe('21/05530');
    expect(fromJpeg.json().data.profile.complaints).toHaveLength(1);

    const fromPdf = await upload(agent, sample('licence-14-07788.pdf'), {
      fileName: 'licence.pdf',
      fields: { license_type: 'dot' },
    });
    expect(fromPdf.statusCode).toBe(200);
    expect(fromPdf.json().data).toMatchObject({ licenseId: '14/07788', licenseType: 'DOT' });
    expect(await licenceRow('14/07788')).toMatchObject({ document_type: 'DOT', user_id: agent.id });
  });

  it('refuses a file without a licence QR, of the wrong type or too big, with the spec messages', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    for (const file of [sample('no-qr-code.png'), sample('qr-not-a-licence.png'), await qrImage('hello')]) {
      const response = await upload(agent, file);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({ code: 'QR_UNREADABLE', message: LICENCE_MESSAGES.qrUnreadable });
    }
    const text = await upload(agent, Buffer.from('<html>not an image</html>'), { fileName: 'licence.png' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: LICENCE_MESSAGES.fileRule });
    const big = Buffer.concat([sample('licence-12-04518.png'), Buffer.alloc(2 * 1024 * 1024, 0)]);
    const tooBig = await upload(agent, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(LICENCE_MESSAGES.fileRule);
    const none = await t.app.inject({
      ...uploadRequest({ file: Buffer.alloc(0), cookies: agent.cookies }),
    });
    expect(none.json().error.message).toBe(LICENCE_MESSAGES.fileRule);
    const [written] = await rows(sql`select count(*)::int as n from license_submissions where user_id = ${agent.id}`);
    expect(written?.n).toBe(0);
  });

  it('answers a licence the registry does not know with LICENCE_NOT_FOUND and logs verification_failed', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    const response = await upload(agent, await qrImage('https://esvcs.dot.go.th/e-service/x?license=98/76543'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'LICENCE_NOT_FOUND',
      message: LICENCE_MESSAGES.licenceNotFound,
    });
    expect(await licenceRow('98/76543')).toBeUndefined();
    expect(await logActions('98/76543')).toEqual(['verification_failed']);
  });

  it('lets only wholesale owners, agents and administrators upload', async () => {
    const refused = await upload(customer, sample('no-qr-code.png'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(LICENCE_MESSAGES.noPermission);
    const signedOut = await t.app.inject(uploadRequest({ file: sample('no-qr-code.png') }));
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(MESSAGES.loginRequired);
    expect((await status(null)).json()).toMatchObject({ allowed: false, redirectTo: '/auth' });
    expect((await status(customer)).json()).toMatchObject({
      allowed: false,
      redirectTo: '/account',
      message: LICENCE_MESSAGES.noPermission,
    });
    // An administrator may.
    const byAdmin = await upload(admin, await qrImage('41/01122'));
    expect(byAdmin.statusCode).toBe(200);
    expect((await cancel(admin, '41/01122')).statusCode).toBe(200);
  });

  it('leaves nothing behind when the transaction fails mid-way', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    await db.execute(sql`create or replace function fail_director_insert() returns trigger language plpgsql as $$
      begin raise exception 'director insert failed on purpose'; end $$`);
    await db.execute(sql`create trigger fail_director before insert on tat_company_director
      for each row execute function fail_director_insert()`);
    const filesBefore = readdirSync(filesDir, { recursive: true }).length;
    try {
      const response = await upload(agent, await qrImage('12/08890'));
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_director on tat_company_director`);
    }
    expect(await licenceRow('12/08890')).toBeUndefined();
    expect(await logActions('12/08890')).toEqual([]);
    const [submissions] = await rows(
      sql`select count(*)::int as n from license_submissions where user_id = ${agent.id}`,
    );
    expect(submissions?.n).toBe(0);
    const files = readdirSync(filesDir, { recursive: true }).filter((entry) => String(entry).includes('.'));
    expect(files.length).toBeLessThanOrEqual(filesBefore);
    expect(files.some((entry) => String(entry).includes(agent.id))).toBe(false);
  });

  it('cancels an unverified upload: the record and its stored document go, the log row verification_cancelled stays', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    expect((await upload(agent, await qrImage('33/11208'))).statusCode).toBe(200);
    expect((await createToken(agent, '33/11208')).statusCode).toBe(200);
    const documents = await queryRows<{ file_key: string }>(
      db,
      sql`select file_key from license_submissions where license_id = '33/11208' and user_id = ${agent.id}`,
    );
    expect(documents).toHaveLength(1);
    const stored = path.join(filesDir, documents[0]!.file_key);
    expect(existsSync(stored)).toBe(true);
    const token = await mailedToken('paddle@krabiseakayak.example');
    t.clock.advance(1000);
    const response = await cancel(agent, '33/11208');
    expect(response.statusCode).toBe(200);
    expect(await licenceRow('33/11208')).toBeUndefined();
    expect(existsSync(stored)).toBe(false);
    expect(
      await queryRows(db, sql`select 1 from license_submissions where file_key = ${documents[0]!.file_key}`),
    ).toEqual([]);
    expect(await logActions('33/11208')).toEqual([
      'mock_document_upload',
      'verification_success',
      'verification_cancelled',
    ]);
    // Its link went with it.
    expect((await validate(token)).json().error.code).toBe('TOKEN_INVALID');
    expect((await cancel(agent, '33/11208')).statusCode).toBe(404);
  });

  it('verifies by the e-mailed link: single use, the registry must match, the company is created and linked', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    expect((await upload(agent, sample('licence-12-04518.png'))).statusCode).toBe(200);
    const created = await createToken(agent, '12/04518');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, sentTo: 'li•••@chaophrayaexplorer.example' });
    expect(new Date(created.json().expiresAt).getTime() - t.clock.now().getTime()).toBe(DAY_MS);
    // The link goes to the registry's e-mail, not the account's.
    const [mail] = await rows(
      sql`select subject, text_body from mail_outbox where to_address = 'licence@chaophrayaexplorer.example' order by created_at desc limit 1`,
    );
    expect(String(mail?.subject)).toContain('12/04518');
    expect(String(mail?.text_body)).toContain('http://localhost:3000/verify-license?token=');
    const token = await mailedToken('licence@chaophrayaexplorer.example');
    const [stored] = await rows(sql`select token_hash from license_verification_tokens where license_id = '12/04518'`);
    expect(stored?.token_hash).not.toBe(token);

    const valid = await validate(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ success: true, data: { metadata: { license_type: 'TAT' } } });

    const form = { token, email: 'LICENCE@ChaoPhrayaExplorer.example', licenseNumber: '12/04518' };
    // A tax id with a right check digit that is not this company's.
    const mismatch = await verify({ ...form, taxId: '0994000617721' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error).toMatchObject({
      code: 'LICENCE_MISMATCH',
      message: LICENCE_MESSAGES.registryMismatch,
    });
    const wrongDigit = await verify({ ...form, taxId: '0105556045184' });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().error.fields.taxId).toBe(LICENCE_MESSAGES.taxIdInvalid);

    t.clock.advance(1000);
    const success = await verify({ ...form, taxId: '0105556045185' });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toEqual({
      success: true,
      licenseId: '12/04518',
      companyName: 'Chao Phraya Explorer Co., Ltd.',
      licenseType: 'TAT',
      status: 'Verified',
    });
    expect(await licenceRow('12/04518')).toMatchObject({ status: 'ปกติ', kyc_status: 'pending', can_resubmit: false });
    expect((await licenceRow('12/04518'))?.verified_at).not.toBeNull();
    const [company] = await rows(
      sql`select c.*, m.license_id as mapped_licence from companies c
        join user_company_license_map m on m.company_id = c.id where m.user_id = ${agent.id}`,
    );
    expect(company).toMatchObject({
      user_id: agent.id,
      company_name_en: 'Chao Phraya Explorer Co., Ltd.',
      company_name_th: 'บริษัท เจ้าพระยา เอ็กซ์พลอเรอร์ จำกัด',
      tat_license: '12/04518',
      trader_id: 'TR-0105556',
      company_email: 'licence@chaophrayaexplorer.example',
      // Verified (the public badge) only once an administrator approves the licence.
      is_verified: false,
      company_status: 'ปกติ',
      mapped_licence: '12/04518',
    });
    expect(await logActions('12/04518')).toContain('verification_failed');
    expect((await logActions('12/04518')).at(-1)).toBe('verification_success');

    // Single use: the link now opens the already_verified state.
    expect((await verify({ ...form, taxId: '0105556045185' })).json().error.code).toBe('ALREADY_VERIFIED');
    expect((await validate(token)).json().error.code).toBe('ALREADY_VERIFIED');
    // The user now has a company: the session says so and /submit-company sends them to the panel.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: agent.cookies });
    expect(session.json().user.hasCompany).toBe(true);
    expect((await status(agent)).json()).toMatchObject({ allowed: false, redirectTo: '/company-management' });
    // ...unless it is a resubmission of their own company's licence.
    const resubmission = `?company_id=${String(company?.id)}&license_id=${encodeURIComponent('12/04518')}`;
    expect((await status(agent, resubmission)).json()).toMatchObject({ allowed: true });
    // A verified licence cannot be cancelled, and nobody else may take it.
    expect((await cancel(agent, '12/04518')).statusCode).toBe(409);
    const other = await signUpOperator(t, db, 'agent');
    const taken = await upload(other, sample('licence-12-04518.png'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(LICENCE_MESSAGES.licenceTaken);
  });

  it('expires the link after 24 hours (test clock), and a new link ends the earlier one', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    expect((await upload(agent, sample('licence-21-05530.png'))).statusCode).toBe(200);
    await createToken(agent, '21/05530');
    const first = await mailedToken('office@lannadiscovery.example');
    t.clock.advance(1000);
    await createToken(agent, '21/05530');
    const second = await mailedToken('office@lannadiscovery.example');
    expect(second).not.toBe(first);
    expect((await validate(first)).json().error.code).toBe('TOKEN_EXPIRED');
    expect((await validate(second)).statusCode).toBe(200);

    t.clock.advance(DAY_MS + 1000);
    try {
      const expired = await validate(second);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toMatchObject({ code: 'TOKEN_EXPIRED', message: LICENCE_MESSAGES.linkExpired });
      const late = await verify({
        token: second,
        email: 'office@lannadiscovery.example',
        licenseNumber: '21/05530',
        taxId: '0505558055303',
      });
      expect(late.json().error.code).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.advance(-(DAY_MS + 1000));
    }
    expect((await validate('not-a-token')).json().error.code).toBe('TOKEN_INVALID');
  });

  it('lets one of two concurrent submits of the same link succeed; the other is ALREADY_VERIFIED', async () => {
    const agent = await signUpOperator(t, db, 'wholesale_owner');
    expect((await upload(agent, await qrImage('12/08890'))).statusCode).toBe(200);
    await createToken(agent, '12/08890');
    const token = await mailedToken('team@bangkokfamilytours.example');
    const form = { token, email: 'team@bangkokfamilytours.example', licenseNumber: '12/08890', taxId: '0105564088904' };
    const answers = await Promise.all([verify(form), verify(form)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('ALREADY_VERIFIED');
    const [linked] = await rows(
      sql`select count(*)::int as n from user_company_license_map where user_id = ${agent.id}`,
    );
    expect(linked?.n).toBe(1);
  });

  it('reports an expired licence and refuses to send its link; the test route expires links', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    const expired = await upload(agent, sample('licence-11-03345-expired.png'));
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data).toMatchObject({ expired: true, profile: { status: 'หมดอายุ' } });
    expect(await logActions('11/03345')).toEqual(['mock_document_upload', 'verification_failed']);
    const refused = await createToken(agent, '11/03345');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(LICENCE_MESSAGES.expiredLicence);

    const owner = await signUpOperator(t, db, 'agent');
    expect((await upload(owner, sample('licence-14-07788.png'))).statusCode).toBe(200);
    await createToken(owner, '14/07788');
    const token = await mailedToken('admin@suksanholidays.example');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/licence-links/expire',
      payload: { licenseId: '14/07788' },
    });
    expect(moved.statusCode).toBe(200);
    const late = await verify({
      token,
      email: 'admin@suksanholidays.example',
      licenseNumber: '14/07788',
      taxId: '0105562077883',
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('renews the licence of a company whose licence expired: the company is updated, not duplicated', async () => {
    const owner = await signUpOperator(t, db, 'wholesale_owner');
    // A company whose recorded licence (another number) ran out yesterday.
    const yesterday = new Date(t.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    await rows(sql`insert into tat_licenses (license_id, user_id, status, kyc_status, expiry_date, verified_at)
      values ('22/06671', ${owner.id}, 'หมดอายุตามกฎหมาย', 'verified', ${yesterday}, now())`);
    const [company] = await rows(sql`insert into companies (user_id, company_name_en, tat_license, company_status)
      values (${owner.id}, 'Old Name Travel', '22/06671', 'หมดอายุตามกฎหมาย') returning id`);
    await rows(sql`insert into user_company_license_map (user_id, company_id, license_id)
      values (${owner.id}, ${String(company?.id)}, '22/06671')`);
    expect((await status(owner)).json().redirectTo).toBe('/company-management');
    expect((await status(owner, '?renew=1')).json()).toMatchObject({ allowed: true });

    // A licence verified for another company stays theirs.
    expect((await upload(owner, sample('licence-12-04518.png'))).statusCode).toBe(409);
    expect((await upload(owner, await qrImage('41/01122'))).statusCode).toBe(200);
    await createToken(owner, '41/01122');
    const token = await mailedToken('hello@isanheritage.example');
    const renewed = await verify({
      token,
      email: 'hello@isanheritage.example',
      licenseNumber: '41/01122',
      taxId: '0405557011222',
    });
    expect(renewed.statusCode).toBe(200);
    const companies = await rows(
      sql`select c.id, c.tat_license, c.company_name_en, m.license_id, l.expiry_date from companies c
        join user_company_license_map m on m.company_id = c.id join tat_licenses l on l.license_id = m.license_id
        where m.user_id = ${owner.id}`,
    );
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({
      id: company?.id,
      tat_license: '41/01122',
      license_id: '41/01122',
      company_name_en: 'Isan Heritage Trails Co., Ltd.',
    });
    expect(String(companies[0]?.expiry_date) > yesterday).toBe(true);
  });

  it('a licence renewed under its own number keeps its old expiry (bookings stay paused) until the e-mailed check', async () => {
    const owner = await signUpOperator(t, db, 'wholesale_owner');
    const yesterday = new Date(t.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    // 14/07788 as a verified registration of this owner left it, expired yesterday (an earlier test left it pending).
    await rows(sql`insert into tat_licenses (license_id, user_id, status, kyc_status, expiry_date, verified_at)
      values ('14/07788', ${owner.id}, 'ปกติ', 'verified', ${yesterday}, now())
      on conflict (license_id) do update set user_id = excluded.user_id, status = excluded.status,
        kyc_status = excluded.kyc_status, expiry_date = excluded.expiry_date, verified_at = excluded.verified_at`);
    const [company] = await rows(sql`insert into companies (user_id, company_name_en, tat_license, company_status)
      values (${owner.id}, 'Suksan Holidays', '14/07788', 'ปกติ') returning id`);
    await rows(sql`insert into user_company_license_map (user_id, company_id, license_id)
      values (${owner.id}, ${String(company?.id)}, '14/07788')`);
    // PGlite answers a date column as a Date, PostgreSQL's driver as text: compare calendar days.
    const expiry = async () => new Date(String((await licenceRow('14/07788'))?.expiry_date)).toISOString().slice(0, 10);
    const registryExpiry = async (response: { json(): { data: { profile: { expiryDate: string } } } }) =>
      response.json().data.profile.expiryDate;

    // Uploaded again: the confirmation shows the registry's new expiry, the licence row keeps the old one.
    const first = await upload(owner, sample('licence-14-07788.png'));
    expect(first.statusCode, first.body).toBe(200);
    expect(await registryExpiry(first)).not.toBe(yesterday);
    expect(await licenceRow('14/07788')).toMatchObject({ status: 'pending_email_verification' });
    expect(await expiry()).toBe(yesterday);
    // Cancel gives the verified licence back as it was.
    expect((await cancel(owner, '14/07788')).statusCode).toBe(200);
    expect(await licenceRow('14/07788')).toMatchObject({ status: 'ปกติ', kyc_status: 'verified' });
    expect(await expiry()).toBe(yesterday);

    // Uploaded and confirmed by the e-mailed link: now the registry's expiry date applies.
    const second = await upload(owner, sample('licence-14-07788.png'));
    // Later than the link an earlier test mailed to the same address, so mailedToken finds this one.
    t.clock.advance(1000);
    expect((await createToken(owner, '14/07788')).statusCode).toBe(200);
    const renewed = await verify({
      token: await mailedToken('admin@suksanholidays.example'),
      email: 'admin@suksanholidays.example',
      licenseNumber: '14/07788',
      taxId: '0105562077883',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await expiry()).toBe(await registryExpiry(second));
    expect(await licenceRow('14/07788')).toMatchObject({ kyc_status: 'verified' });
  });
});

describe('company registration with an HTTP licence registry', () => {
  let peer: TLicenceRegistryPeer;
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    peer = await startLicenceRegistryPeer({ timeoutMs: 500 });
    const handle = await openTestDatabase('pglite');
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, 'pglite', { ...peer.env, WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
    await peer.close();
  });

  it('looks the licence up over HTTP and answers 502 when the registry fails', async () => {
    const agent = await signUpOperator(t, db, 'agent');
    peer.script({ kind: 'status', status: 503 });
    const failed = await t.app.inject(uploadRequest({ file: sample('licence-12-04518.png'), cookies: agent.cookies }));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'LICENCE_REGISTRY_UNAVAILABLE',
      message: LICENCE_MESSAGES.registryUnavailable,
    });
    const [nothing] = await queryRows<TRow>(db, sql`select count(*)::int as n from tat_licenses`);
    expect(nothing?.n).toBe(0);
    const ok = await t.app.inject(uploadRequest({ file: sample('licence-12-04518.png'), cookies: agent.cookies }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.profile.companyNameEn).toBe('Chao Phraya Explorer Co., Ltd.');
    expect(peer.requests.filter((id) => id === '12/04518')).toHaveLength(2);
  });
});
