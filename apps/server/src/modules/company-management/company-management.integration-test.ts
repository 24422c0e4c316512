import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { COMPANY_MESSAGES, type TCompanyDetail, type TCompanyPanelResponse, type TCompanyStats } from '@tour/shared';
import { queryRows } from '../../db';
import { insertCompanyWithLicence, type TTestCompany } from '../../testing/company-fixtures';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

describe.each(TEST_BACKENDS)('company management panel on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let otherOwner: TOperator;
  let agentWithoutCompany: TOperator;
  let customer: TOperator;
  let admin: TOperator;
  let siam: TTestCompany;
  let andaman: TTestCompany;
  let lapsed: TTestCompany;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    owner = await signUpOperator(t, db, 'wholesale_owner');
    otherOwner = await signUpOperator(t, db, 'wholesale_owner');
    agentWithoutCompany = await signUpOperator(t, db, 'agent');
    customer = await signUpOperator(t, db, 'customer');
    admin = await signUpOperator(t, db, 'admin');
    siam = await insertCompanyWithLicence(db, owner.id, {
      nameEn: 'Siam Horizon',
      expiryDate: '2027-12-31',
      directors: ['Niran Wongsakul', 'Suda Wongsakul'],
      complaints: [
        { date: '2025-03-01', detail: 'Late pick-up' },
        { date: '2026-01-15', detail: 'Hotel changed' },
      ],
      documents: [
        {
          type: 'license_certificate',
          versionYear: 2025,
          uploadedAt: '2025-02-01T00:00:00Z',
          fileKey: 'licences/a.pdf',
        },
        {
          type: 'license_certificate',
          versionYear: 2026,
          uploadedAt: '2026-02-01T00:00:00Z',
          fileKey: 'licences/b.png',
        },
        // Listed without a file: nobody sent it, so the documents tab does not show it.
        { type: 'company_registration', versionYear: 2027, uploadedAt: '2026-03-01T00:00:00Z' },
      ],
    });
    // Expired by its date, though the registry still says ปกติ.
    lapsed = await insertCompanyWithLicence(db, owner.id, { nameEn: 'Lapsed Tours', expiryDate: '2026-05-01' });
    andaman = await insertCompanyWithLicence(db, otherOwner.id, {
      nameEn: 'Andaman Blue',
      kycStatus: 'pending',
      expiryDate: '2027-06-30',
    });
    // Twelve log rows, a minute apart: the history tab shows the ten newest.
    for (let index = 0; index < 12; index += 1) {
      await queryRows(
        db,
        sql`insert into tat_license_logs (license_id, user_id, action, log_type, created_at)
          values (${siam.licenseId}, ${owner.id}, ${`action_${index}`}, 'test',
            ${new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()}::timestamptz)`,
      );
    }
    // A registration the agent started (raw user_id) that never became a company.
    await queryRows(
      db,
      sql`insert into tat_licenses (license_id, status, kyc_status, company_name_th, company_name_en, raw_jsonb)
        values ('99/00001', 'pending_email_verification', 'pending_email_verification', 'บริษัท ร่าง จำกัด', 'Draft Co',
          ${JSON.stringify({ user_id: agentWithoutCompany.id })}::jsonb)`,
    );
  });
  afterAll(() => close());

  const get = (url: string, caller?: TOperator) =>
    t.app.inject({ method: 'GET', url, ...(caller ? { cookies: caller.cookies } : {}) });
  const resubmit = (caller: TOperator, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/company-management/resubmissions', cookies: caller.cookies, payload });

  it("lists the owner's own companies with their licence statuses, and every company for an admin", async () => {
    const mine = (await get('/api/company-management', owner)).json() as TCompanyPanelResponse;
    expect(mine.scope).toBe('own');
    expect(mine.companies.map((company) => company.nameEn)).toEqual(['Lapsed Tours', 'Siam Horizon']);
    expect(mine.companies.find((company) => company.id === siam.companyId)).toMatchObject({
      licenseId: siam.licenseId,
      licenceStatus: 'ปกติ',
      kycStatus: 'verified',
      expiryDate: '2027-12-31',
      bookingsPaused: false,
    });
    expect(mine.companies.find((company) => company.id === lapsed.companyId)?.bookingsPaused).toBe(true);
    expect(mine.registrations).toEqual([]);

    const all = (await get('/api/company-management', admin)).json() as TCompanyPanelResponse;
    expect(all.scope).toBe('all');
    expect(all.companies.map((company) => company.id).sort()).toEqual(
      [siam.companyId, lapsed.companyId, andaman.companyId].sort(),
    );
  });

  it('shows a user without a company the licences they submitted, newest first', async () => {
    const panel = (await get('/api/company-management', agentWithoutCompany)).json() as TCompanyPanelResponse;
    expect(panel.companies).toEqual([]);
    expect(panel.registrations).toEqual([
      expect.objectContaining({ licenseId: '99/00001', nameEn: 'Draft Co', status: 'pending_email_verification' }),
    ]);
  });

  it("refuses visitors and customers, the customer with the company page's Thai message", async () => {
    expect((await get('/api/company-management')).statusCode).toBe(401);
    const refused = await get('/api/company-management', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.noPermission });
    expect((await get('/api/company-management/stats', customer)).statusCode).toBe(403);
  });

  it("reads a company's details: directors, complaints newest first, uploaded documents by year, the ten newest log rows", async () => {
    const response = await get(`/api/company-management/companies/${siam.companyId}`, owner);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as TCompanyDetail;
    expect(detail.company).toMatchObject({
      id: siam.companyId,
      nameEn: 'Siam Horizon',
      tatLicense: siam.licenseId,
      mine: true,
    });
    expect(detail.licence).toMatchObject({ licenseId: siam.licenseId, status: 'ปกติ', bookingsPaused: false });
    expect(detail.directors.map((director) => director.name)).toEqual(['Niran Wongsakul', 'Suda Wongsakul']);
    expect(detail.complaints.map((complaint) => complaint.date)).toEqual(['2026-01-15', '2025-03-01']);
    expect(detail.documents.map((document) => [document.type, document.versionYear])).toEqual([
      ['license_certificate', 2026],
      ['license_certificate', 2025],
    ]);
    expect(detail.history.map((row) => row.action)).toEqual(
      Array.from({ length: 10 }, (_, index) => `action_${11 - index}`),
    );
  });

  it("answers another owner's company as not found, and lets an admin read it", async () => {
    const refused = await get(`/api/company-management/companies/${andaman.companyId}`, owner);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(COMPANY_MESSAGES.companyNotFound);
    const asAdmin = await get(`/api/company-management/companies/${andaman.companyId}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json() as TCompanyDetail).company.mine).toBe(false);
    expect((await get('/api/company-management/companies/not-a-uuid', owner)).statusCode).toBe(400);
  });

  it('counts the stats over the user’s companies, and over all for an admin', async () => {
    const mine = (await get('/api/company-management/stats', owner)).json() as TCompanyStats;
    expect(mine).toEqual({ scope: 'own', totalCompanies: 2, active: 1, pendingDocuments: 0, expired: 1 });
    const all = (await get('/api/company-management/stats', admin)).json() as TCompanyStats;
    expect(all).toEqual({ scope: 'all', totalCompanies: 3, active: 2, pendingDocuments: 1, expired: 1 });
  });

  it('writes the two resubmission log rows and answers with the submit-company link', async () => {
    const response = await resubmit(owner, { companyId: siam.companyId, licenseId: siam.licenseId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      redirectTo: `/submit-company?company_id=${siam.companyId}&license_id=${encodeURIComponent(siam.licenseId)}`,
    });
    const rows = await queryRows<{ action: string; log_type: string; user_id: string; data_after: unknown }>(
      db,
      sql`select action, log_type, user_id, data_after from tat_license_logs
        where license_id = ${siam.licenseId} and action in ('retry_submission', 'document_resubmission_requested')
        order by created_at`,
    );
    expect(rows.map((row) => [row.action, row.log_type, row.user_id])).toEqual([
      ['retry_submission', 'user_action', owner.id],
      ['document_resubmission_requested', 'resubmission', owner.id],
    ]);
    const dataAfter = (
      typeof rows[1]!.data_after === 'string' ? JSON.parse(rows[1]!.data_after) : rows[1]!.data_after
    ) as Record<string, unknown>;
    expect(dataAfter).toMatchObject({
      company_name_th: 'บริษัท Siam Horizon',
      company_name_en: 'Siam Horizon',
      document_status: 'resubmission_requested',
    });
    const history = ((await get(`/api/company-management/companies/${siam.companyId}`, owner)).json() as TCompanyDetail)
      .history;
    expect(history.slice(0, 2).map((row) => row.action)).toEqual([
      'document_resubmission_requested',
      'retry_submission',
    ]);
  });

  it("refuses a resubmission for another owner's company or a licence of another company, writing nothing", async () => {
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from tat_license_logs where action = 'retry_submission'`,
          )
        )[0]!.n,
      );
    const before = await count();
    const foreign = await resubmit(owner, { companyId: andaman.companyId, licenseId: andaman.licenseId });
    expect(foreign.statusCode).toBe(404);
    const mismatched = await resubmit(owner, { companyId: siam.companyId, licenseId: andaman.licenseId });
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().error.message).toBe(COMPANY_MESSAGES.licenceNotOfCompany);
    expect((await resubmit(customer, { companyId: siam.companyId, licenseId: siam.licenseId })).statusCode).toBe(403);
    // An administrator sees every company but cannot upload another company's licence again.
    const byAdmin = await resubmit(admin, { companyId: andaman.companyId, licenseId: andaman.licenseId });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(COMPANY_MESSAGES.resubmitOwnOnly);
    expect(await count()).toBe(before);
  });
});
