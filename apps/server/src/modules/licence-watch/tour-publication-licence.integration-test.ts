import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { TOUR_MODERATION_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { insertCompanyWithLicence, type TTestCompany } from '../../testing/company-fixtures';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import {
  completeTourDraft,
  signUpOperator,
  type TOperator,
  APPROVAL_TABLES,
} from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

/** Issue 20: a tour of a company whose licence is not verified, suspended or expired cannot go live. */
describe.each(TEST_BACKENDS)('approval refused by the company licence on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let admin: TOperator;
  let company: TTestCompany;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent');
    admin = await signUpOperator(t, db, 'admin');
    // The clock starts on 2026-06-01.
    company = await insertCompanyWithLicence(db, agent.id, { nameEn: 'Gatekeeper Tours', expiryDate: '2027-06-01' });
  });
  afterAll(() => close());

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);

  async function submitTour(title: string): Promise<string> {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: agent.cookies,
      payload: { data: completeTourDraft({ title }) },
    });
    expect(draft.statusCode).toBe(201);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draft.json().id}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
    expect(submitted.statusCode).toBe(201);
    t.clock.advance(1000);
    return submitted.json().pendingTourId;
  }

  const setLicence = (columns: { status?: string; kycStatus?: string; expiryDate?: string }) =>
    rows(sql`update tat_licenses set status = ${columns.status ?? 'ปกติ'}, kyc_status = ${columns.kycStatus ?? 'verified'},
      expiry_date = ${columns.expiryDate ?? '2027-06-01'}::date where license_id = ${company.licenseId}`);

  const approve = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${id}/approve`,
      cookies: admin.cookies,
      payload: {},
    });

  const standing = (id: string, caller: TOperator = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/pending-tours/${id}/company-licence`, cookies: caller.cookies });

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        APPROVAL_TABLES.map(async (table) => {
          const [row] = await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`);
          return [table, Number(row?.n)] as const;
        }),
      ),
    );

  it.each([
    {
      reason: 'not_verified (KYC pending)',
      licence: { kycStatus: 'pending' },
      block: 'not_verified',
      message: 'is not verified yet',
    },
    {
      reason: 'not_verified (KYC rejected)',
      licence: { kycStatus: 'rejected' },
      block: 'not_verified',
      message: 'is not verified yet',
    },
    { reason: 'suspended', licence: { status: 'ระงับ' }, block: 'suspended', message: 'is suspended' },
    { reason: 'expired by status', licence: { status: 'หมดอายุ' }, block: 'expired', message: 'has expired' },
    { reason: 'expired by date', licence: { expiryDate: '2026-05-31' }, block: 'expired', message: 'has expired' },
  ])(
    'refuses the approval when the licence is $reason, names it, and writes nothing',
    async ({ licence, block, message }) => {
      const id = await submitTour(`Blocked tour ${block} ${crypto.randomUUID().slice(0, 6)}`);
      await setLicence(licence);
      const before = await counts();

      const refused = await approve(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('LICENCE_BLOCKS_PUBLICATION');
      expect(refused.json().error.message).toContain(`DOT licence ${company.licenseId} ${message}`);
      expect(await counts()).toEqual(before);
      const [pending] = await rows(sql`select status, published_tour_id from pending_tours where id = ${id}`);
      expect(pending).toEqual({ status: 'pending', published_tour_id: null });

      const panel = await standing(id);
      expect(panel.statusCode).toBe(200);
      expect(panel.json()).toMatchObject({
        company: { id: company.companyId, nameEn: 'Gatekeeper Tours' },
        licence: { licenseId: company.licenseId, block, refusal: refused.json().error.message },
      });
    },
  );

  it('approves once the licence is verified and in force', async () => {
    const id = await submitTour('Allowed tour');
    await setLicence({});
    const panel = await standing(id);
    expect(panel.json().licence).toMatchObject({ kycStatus: 'verified', block: null, refusal: null });
    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(TOUR_MODERATION_MESSAGES.approved);
    const [tour] = await rows(sql`select company_id from tours where id = ${approved.json().tourId}`);
    expect(expectRow(tour, 'the published tour').company_id).toBe(company.companyId);
  });

  it('shows the panel to administrators only, and answers 404 for an unknown pending tour', async () => {
    const id = await submitTour('Panel access tour');
    expect((await standing(id, agent)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/pending-tours/${id}/company-licence` })).statusCode,
    ).toBe(401);
    const missing = await standing(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
  });
});
