import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import type { TCompanyTour } from '@tour/shared';
import { queryRows } from '../../db';
import { assignTourToCompany, insertCompanyWithLicence, type TTestCompany } from '../../testing/company-fixtures';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

/** The account's Tours tab: every tour of the user's company, whichever of its users submitted it. */
describe.each(TEST_BACKENDS)('company tours on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let agent: TOperator;
  let seller: TOperator;
  let rival: TOperator;
  let loner: TOperator;
  let company: TTestCompany;
  let rivalCompany: TTestCompany;

  const companyName = `Orchid Company ${crypto.randomUUID().slice(0, 6)}`;

  async function joinCompany(user: TOperator, of: TTestCompany) {
    await queryRows(
      db,
      sql`insert into user_company_license_map (user_id, company_id, license_id)
        values (${user.id}, ${of.companyId}, ${of.licenseId})`,
    );
  }

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    owner = await signUpOperator(t, db, 'wholesale_owner');
    agent = await signUpOperator(t, db, 'agent');
    seller = await signUpOperator(t, db, 'wholesale_seller');
    rival = await signUpOperator(t, db, 'wholesale_owner');
    loner = await signUpOperator(t, db, 'agent');
    company = await insertCompanyWithLicence(db, owner.id, { nameEn: companyName });
    rivalCompany = await insertCompanyWithLicence(db, rival.id, { nameEn: 'Rival Journeys' });
    await joinCompany(agent, company);
    await joinCompany(seller, company);
  });
  afterAll(() => close());

  const listFor = async (user: TOperator) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/company-tours', cookies: user.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { companyName: string | null; tours: TCompanyTour[] };
  };

  /** The agent submits through the wizard and an administrator approves: the tour is the company's. */
  async function submittedByAgentAndApproved(title: string) {
    const admin = await signUpOperator(t, db, 'admin');
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: agent.cookies,
      payload: { data: completeTourDraft({ title, sku: '' }) },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draft.json().id}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${submitted.json().pendingTourId}/approve`,
      cookies: admin.cookies,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json() as { tourId: string; slug: string };
  }

  it("lists a colleague's approved tour to every user of the company, with Edit for the roles that may edit", async () => {
    const title = `Colleague Tour ${crypto.randomUUID().slice(0, 6)}`;
    const tour = await submittedByAgentAndApproved(title);

    const ownersList = await listFor(owner);
    expect(ownersList.companyName).toBe(companyName);
    expect(ownersList.tours.find((item) => item.id === tour.tourId)).toMatchObject({
      slug: tour.slug,
      title,
      status: 'published',
      submittedBy: { email: agent.email },
      canEdit: true,
    });
    expect((await listFor(agent)).tours.find((item) => item.id === tour.tourId)?.canEdit).toBe(true);
    // A wholesale seller sees the company's tours but may not open the edit screen.
    expect((await listFor(seller)).tours.find((item) => item.id === tour.tourId)?.canEdit).toBe(false);

    // The edit screen agrees: the owner, who did not submit it, may open it.
    const edit = await t.app.inject({ method: 'GET', url: `/api/tours/${tour.slug}/edit`, cookies: owner.cookies });
    expect(edit.statusCode, edit.body).toBe(200);

    expect((await listFor(rival)).tours.map((item) => item.id)).not.toContain(tour.tourId);
  });

  it("never lists another company's tour, and lists the company's own by id or by name, taken down or not", async () => {
    const own = await insertTestDeparture(db, { spots: 5, startDate: '2026-10-01' });
    await assignTourToCompany(db, own.tourId, company.companyId);
    await queryRows(db, sql`update tours set status = 'hidden', owner_user_id = ${owner.id} where id = ${own.tourId}`);
    const byName = await insertTestDeparture(db, { spots: 5, startDate: '2026-10-01' });
    await queryRows(
      db,
      sql`update tours set company_name = ${` ${companyName.toUpperCase()} `} where id = ${byName.tourId}`,
    );
    const rivals = await insertTestDeparture(db, { spots: 5, startDate: '2026-10-01' });
    await assignTourToCompany(db, rivals.tourId, rivalCompany.companyId);
    // Another company's tour that happens to carry this company's name is still theirs.
    await queryRows(db, sql`update tours set company_name = ${companyName} where id = ${rivals.tourId}`);
    const nobodys = await insertTestDeparture(db, { spots: 5, startDate: '2026-10-01' });

    const ids = (await listFor(agent)).tours.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([own.tourId, byName.tourId]));
    expect(ids).not.toContain(rivals.tourId);
    expect(ids).not.toContain(nobodys.tourId);
    const hidden = (await listFor(agent)).tours.find((item) => item.id === own.tourId);
    expect(hidden).toMatchObject({ status: 'hidden', submittedBy: { email: owner.email } });

    const rivalIds = (await listFor(rival)).tours.map((item) => item.id);
    expect(rivalIds).toEqual([rivals.tourId]);

    expect(await listFor(loner)).toEqual({ companyName: null, tours: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/company-tours' })).statusCode).toBe(401);
  });
});
