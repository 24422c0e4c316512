import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  BOOKINGS_PAUSED_MESSAGE,
  LICENCE_REVIEW_MESSAGES,
  type TLicenceQueueItem,
  type TTourDetail,
} from '@tour/shared';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence, type TTestCompany } from '../../testing/company-fixtures';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { runLicenceWatch } from './licence-watch.service';

type TRow = Record<string, unknown>;

describe.each(TEST_BACKENDS)('licence watch on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let watched: TTestCompany;
  let tour: { tourId: string; tourDateId: string; slug: string };

  beforeAll(async () => {
    // No response cache: each read of the tour page must see the clock's day.
    ({ db, t, close } = await openTestBed(backend, { CATALOGUE_CACHE_MS: '0' }));
    owner = await signUpOperator(t, db, 'wholesale_owner');
    // The clock starts on 2026-06-01: the licence runs out 49 days later.
    watched = await insertCompanyWithLicence(db, owner.id, { nameEn: 'Watched Tours', expiryDate: '2026-07-20' });
    const departure = await insertTestDeparture(db, { spots: 20, startDate: '2026-10-01', days: 5 });
    await assignTourToCompany(db, departure.tourId, watched.companyId);
    const [row] = await queryRows<{ slug: string }>(db, sql`select slug from tours where id = ${departure.tourId}`);
    tour = { ...departure, slug: row!.slug };
  });
  afterAll(() => close());

  const runJob = () => runLicenceWatch({ db, clock: t.clock, appUrl: t.config.appUrl, appName: t.config.appName });
  const mailsOf = async (kind: string) =>
    queryRows<{ to_address: string; subject: string }>(
      db,
      sql`select to_address, subject from mail_outbox where kind = ${kind} order by created_at`,
    );
  const logsOf = (licenseId: string, action: string) =>
    queryRows<TRow>(db, sql`select * from tat_license_logs where license_id = ${licenseId} and action = ${action}`);
  const holdAsGuest = () =>
    t.app.inject({ method: 'POST', url: '/api/booking-sessions', payload: { tourDateId: tour.tourDateId, guests: 2 } });
  const tourPage = async () => (await t.app.inject(`/api/tours/${tour.slug}`)).json() as TTourDetail;

  it('sends the 60, 30 and 7 day reminders once each, to the company user', async () => {
    expect(await runJob()).toEqual({ reminded: 1, expired: 0 });
    expect(await runJob()).toEqual({ reminded: 0, expired: 0 });
    const sixty = await mailsOf('licence_expiry_reminder_60');
    expect(sixty).toEqual([{ to_address: owner.email, subject: expect.stringContaining('expires in 60 days') }]);
    expect(await logsOf(watched.licenseId, 'expiry_reminder_60')).toHaveLength(1);

    t.clock.set(new Date('2026-06-25T08:00:00Z'));
    await runJob();
    await runJob();
    expect(await mailsOf('licence_expiry_reminder_30')).toHaveLength(1);

    t.clock.set(new Date('2026-07-15T08:00:00Z'));
    await runJob();
    await runJob();
    expect(await mailsOf('licence_expiry_reminder_7')).toHaveLength(1);
    expect(await mailsOf('licence_expiry_reminder_60')).toHaveLength(1);
    expect(await mailsOf('licence_expired')).toHaveLength(0);
    expect((await tourPage()).bookingsPaused).toBe(false);
  });

  it('at expiry stops new bookings on the company tours while an existing hold stands; renewal resumes them', async () => {
    // The last valid day, a few minutes before midnight UTC: a traveller holds seats.
    t.clock.set(new Date('2026-07-20T23:50:00Z'));
    const existing = await holdAsGuest();
    expect(existing.statusCode).toBe(201);
    const guestCookie = existing.cookies.find((cookie) => cookie.name !== 'sid');
    expect(guestCookie).toBeDefined();

    t.clock.set(new Date('2026-07-21T00:05:00Z'));
    expect(await runJob()).toEqual({ reminded: 0, expired: 1 });
    expect(await runJob()).toEqual({ reminded: 0, expired: 0 });
    expect(await mailsOf('licence_expired')).toEqual([
      { to_address: owner.email, subject: expect.stringContaining('new bookings are paused') },
    ]);

    const detail = await tourPage();
    expect(detail.bookingsPaused).toBe(true);
    const refused = await holdAsGuest();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: BOOKINGS_PAUSED_MESSAGE });

    // The hold taken before the expiry is still the traveller's to complete.
    const sessionId = existing.json().id as string;
    const cookies = { [guestCookie!.name]: guestCookie!.value };
    const kept = await t.app.inject({ method: 'GET', url: `/api/booking-sessions/${sessionId}`, cookies });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().status).toBe('active');
    const extended = await t.app.inject({ method: 'POST', url: `/api/booking-sessions/${sessionId}/extend`, cookies });
    expect(extended.statusCode).toBe(200);

    // The renewed licence is verified with a later expiry date: bookings resume with nothing else to do.
    await queryRows(
      db,
      sql`update tat_licenses set expiry_date = '2028-07-20' where license_id = ${watched.licenseId}`,
    );
    expect((await tourPage()).bookingsPaused).toBe(false);
    expect((await holdAsGuest()).statusCode).toBe(201);
    expect(await runJob()).toEqual({ reminded: 0, expired: 0 });
  });

  it('leaves tours of companies without a licence, or without a company, bookable', async () => {
    const bare = await insertTestDeparture(db, { spots: 5, startDate: '2026-10-01' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: bare.tourDateId, guests: 1 },
    });
    expect(response.statusCode).toBe(201);
  });

  describe('the administrators’ licence queue', () => {
    let pending: TTestCompany;
    let rejected: TTestCompany;
    // Signed up now: the clock has moved weeks since the first accounts' sessions began.
    let admin: TOperator;
    let agent: TOperator;
    let outsider: TOperator;

    beforeAll(async () => {
      admin = await signUpOperator(t, db, 'admin');
      agent = await signUpOperator(t, db, 'agent');
      outsider = await signUpOperator(t, db, 'wholesale_owner');
      pending = await insertCompanyWithLicence(db, agent.id, {
        nameEn: 'Sakura Trails',
        kycStatus: 'pending',
        expiryDate: '2028-01-31',
        documents: [
          {
            type: 'license_certificate',
            versionYear: 2025,
            uploadedAt: '2025-05-30T00:00:00Z',
            fileKey: 'l/old.png',
            isLatest: false,
          },
          { type: 'license_certificate', versionYear: 2026, uploadedAt: '2026-05-30T00:00:00Z', fileKey: 'l/new.pdf' },
        ],
      });
      rejected = await insertCompanyWithLicence(db, agent.id, { nameEn: 'Second Try', kycStatus: 'pending' });
      await insertCompanyWithLicence(db, outsider.id, { nameEn: 'Expiring Soon', expiryDate: '2026-08-15' });
    });

    const queue = async () =>
      (
        (await t.app.inject({ url: '/api/admin/licences', cookies: admin.cookies })).json() as {
          items: TLicenceQueueItem[];
        }
      ).items;
    const companyVerified = async (companyId: string) =>
      (await queryRows<TRow>(db, sql`select is_verified from companies where id = ${companyId}`))[0]?.is_verified;
    const decide = (action: string, payload: object, caller: TOperator = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/licences/${action}`, cookies: caller.cookies, payload });

    it('lists licences awaiting review and those expiring within 60 days, and only to admins', async () => {
      const items = await queue();
      const awaiting = items.find((item) => item.licenseId === pending.licenseId);
      expect(awaiting?.reasons).toEqual(['pending_review']);
      // The newest uploaded document, to be shown beside the registry's record.
      expect(awaiting).toMatchObject({
        documentType: 'TAT',
        document: { kind: 'pdf', uploadedAt: '2026-05-30T00:00:00.000Z' },
        registry: { traderId: null, taxId: null },
      });
      expect(items.find((item) => item.licenseId === rejected.licenseId)?.document).toBeNull();
      expect(items.find((item) => item.nameEn === 'Expiring Soon')).toMatchObject({
        reasons: ['expiring'],
        daysLeft: 25,
      });
      expect(items.some((item) => item.licenseId === watched.licenseId)).toBe(false);
      expect((await t.app.inject({ url: '/api/admin/licences', cookies: outsider.cookies })).statusCode).toBe(403);
    });

    it('approves a pending licence with its log row, the e-mail and the audit row', async () => {
      const response = await decide('approve', { licenseId: pending.licenseId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        kycStatus: 'verified',
        message: LICENCE_REVIEW_MESSAGES.approved(`DOT licence ${pending.licenseId}`, 'Sakura Trails'),
      });
      const [licence] = await queryRows<TRow>(
        db,
        sql`select kyc_status, verified_at from tat_licenses where license_id = ${pending.licenseId}`,
      );
      expect(licence).toMatchObject({ kyc_status: 'verified' });
      expect(licence!.verified_at).not.toBeNull();
      expect(await companyVerified(pending.companyId)).toBe(true);
      // The panel's badges agree: the latest uploaded document is verified with the licence, the older one is not.
      const documents = await queryRows<TRow>(
        db,
        sql`select file_key, is_verified from tat_kyc_documents where license_id = ${pending.licenseId} order by file_key`,
      );
      expect(documents).toEqual([
        { file_key: 'l/new.pdf', is_verified: true },
        { file_key: 'l/old.png', is_verified: false },
      ]);
      expect(await logsOf(pending.licenseId, 'admin_approved')).toHaveLength(1);
      expect(await mailsOf('licence_approved')).toEqual([{ to_address: agent.email, subject: expect.any(String) }]);
      const audit = await queryRows<TRow>(
        db,
        sql`select actor_user_id, target_type, target_id from audit_log where action = 'licence.approve'`,
      );
      expect(audit).toEqual([{ actor_user_id: admin.id, target_type: 'licence', target_id: pending.licenseId }]);
      expect((await queue()).some((item) => item.licenseId === pending.licenseId)).toBe(false);
      const again = await decide('approve', { licenseId: pending.licenseId });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(LICENCE_REVIEW_MESSAGES.notReviewable);
    });

    it("writes each of the licence's users in their own profile language", async () => {
      const thaiOwner = await signUpOperator(t, db, 'agent');
      const englishStaff = await signUpOperator(t, db, 'agent');
      await queryRows(db, sql`update profiles set language = 'th' where id = ${thaiOwner.id}`);
      await queryRows(db, sql`update profiles set language = 'en' where id = ${englishStaff.id}`);
      const company = await insertCompanyWithLicence(db, thaiOwner.id, {
        nameEn: 'Two Languages Tours',
        kycStatus: 'pending',
      });
      await queryRows(
        db,
        sql`insert into user_company_license_map (user_id, company_id, license_id)
          values (${englishStaff.id}, ${company.companyId}, ${company.licenseId})`,
      );
      expect((await decide('approve', { licenseId: company.licenseId })).statusCode).toBe(200);
      const sent = await queryRows<{ to_address: string; subject: string; html_body: string }>(
        db,
        sql`select to_address, subject, html_body from mail_outbox
          where kind = 'licence_approved' and to_address in (${thaiOwner.email}, ${englishStaff.email})`,
      );
      const to = (email: string) => sent.find((mail) => mail.to_address === email);
      expect(sent).toHaveLength(2);
      expect(to(thaiOwner.email)?.subject).toBe(
        `ใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ ${company.licenseId} ของคุณได้รับการอนุมัติแล้ว`,
      );
      expect(to(thaiOwner.email)?.html_body).toMatch(/^<!DOCTYPE html><html lang="th">/);
      expect(to(thaiOwner.email)?.html_body).toContain('ผู้ดูแลระบบได้ตรวจสอบเอกสารใบอนุญาตของคุณและอนุมัติแล้ว');
      expect(to(englishStaff.email)?.subject).toBe(`Your DOT licence ${company.licenseId} has been approved`);
      expect(to(englishStaff.email)?.html_body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    });

    it('rejects only with a reason, e-mails it and audits it; non-admins and unknown licences are refused', async () => {
      const noReason = await decide('reject', { licenseId: rejected.licenseId, reason: '   ' });
      expect(noReason.statusCode).toBe(400);
      expect(JSON.stringify(noReason.json())).toContain(LICENCE_REVIEW_MESSAGES.reasonRequired);
      expect(
        (await decide('reject', { licenseId: rejected.licenseId, reason: 'Blurred scan' }, outsider)).statusCode,
      ).toBe(403);
      expect((await decide('approve', { licenseId: '00/00000' })).statusCode).toBe(404);

      // A company verified by an earlier approval loses the badge with its rejected licence.
      await queryRows(db, sql`update companies set is_verified = true where id = ${rejected.companyId}`);
      const response = await decide('reject', { licenseId: rejected.licenseId, reason: 'Blurred scan' });
      expect(response.statusCode).toBe(200);
      expect(await companyVerified(rejected.companyId)).toBe(false);
      const [licence] = await queryRows<TRow>(
        db,
        sql`select kyc_status from tat_licenses where license_id = ${rejected.licenseId}`,
      );
      expect(licence).toEqual({ kyc_status: 'rejected' });
      const mails = await queryRows<{ text_body: string }>(
        db,
        sql`select text_body from mail_outbox where kind = 'licence_rejected'`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Reason: Blurred scan');
      const audit = await queryRows<TRow>(
        db,
        sql`select target_id, after from audit_log where action = 'licence.reject'`,
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.target_id).toBe(rejected.licenseId);
    });
  });
});
