import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES, TOUR_DRAFT_MESSAGES, TOUR_SUBMISSION_ACCESS_MESSAGES } from '@tour/shared';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

describe.each(TEST_BACKENDS)('tour submission roles and drafts on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Siam Holidays Co., Ltd.', nameTh: 'สยาม ฮอลิเดย์' });
  });
  afterAll(() => close());

  const eligibility = (cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/tour-submissions/eligibility', cookies });
  const createDraft = (cookies: Record<string, string>, data?: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/tour-drafts', cookies, payload: data === undefined ? {} : { data } });
  const saveDraft = (cookies: Record<string, string>, id: string, version: number, data: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/tour-drafts/${id}`, cookies, payload: { version, data } });

  it('tells each role whether it may submit tours, with the spec messages and where to go', async () => {
    expect((await eligibility()).json()).toMatchObject({
      allowed: false,
      reason: 'signed_out',
      message: MESSAGES.loginRequired,
      redirectTo: '/auth',
      role: null,
    });
    for (const role of ['customer', 'registered_customer'] as const) {
      const user = await signUpOperator(t, db, role);
      expect((await eligibility(user.cookies)).json()).toMatchObject({
        allowed: false,
        reason: 'role',
        message: "You don't have permission to submit tours. Contact an administrator for access.",
        redirectTo: '/account',
      });
    }
    for (const role of ['agent', 'wholesale_owner'] as const) {
      const withoutCompany = await signUpOperator(t, db, role);
      expect((await eligibility(withoutCompany.cookies)).json()).toMatchObject({
        allowed: false,
        reason: 'company',
        message: 'You must submit a company before submitting tours',
        redirectTo: '/submit-company',
        companyNameEn: null,
      });
    }
    expect((await eligibility(agent.cookies)).json()).toEqual({
      allowed: true,
      reason: null,
      message: null,
      redirectTo: null,
      role: 'agent',
      companyNameEn: 'Siam Holidays Co., Ltd.',
      isAdmin: false,
    });
    // A wholesale seller's company is optional (section 6); an admin types the company name.
    const seller = await signUpOperator(t, db, 'wholesale_seller');
    expect((await eligibility(seller.cookies)).json()).toMatchObject({ allowed: true, companyNameEn: null });
    const admin = await signUpOperator(t, db, 'admin');
    expect((await eligibility(admin.cookies)).json()).toMatchObject({ allowed: true, isAdmin: true });
  });

  it('lets only operators with what they need use drafts and submit, the server refusing the others', async () => {
    const customer = await signUpOperator(t, db, 'customer');
    const ownerWithoutCompany = await signUpOperator(t, db, 'wholesale_owner');
    const seller = await signUpOperator(t, db, 'wholesale_seller');
    const anonymous = await createDraft({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(MESSAGES.loginRequired);
    const refused = await createDraft(customer.cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TOUR_SUBMISSION_ACCESS_MESSAGES.noPermission);
    const noCompany = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts/00000000-0000-4000-8000-000000000000/submit',
      cookies: ownerWithoutCompany.cookies,
      headers: { 'idempotency-key': 'key-00000001' },
    });
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().error.message).toBe(TOUR_SUBMISSION_ACCESS_MESSAGES.companyRequired);
    expect((await createDraft(seller.cookies)).statusCode).toBe(201);
    expect((await createDraft(agent.cookies)).statusCode).toBe(201);
  });

  it('creates, lists, reads, saves and deletes a draft of its owner only', async () => {
    const created = await createDraft(agent.cookies, { title: 'Krabi by longtail', wizardStep: 2 });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ version: 1, data: { title: 'Krabi by longtail', wizardStep: 2 }, submittedAt: null });
    expect(typeof draft.updatedAt).toBe('string');

    t.clock.advance(60_000);
    const saved = await saveDraft(agent.cookies, draft.id, 1, completeTourDraft({ title: 'Krabi by longtail boat' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: draft.id, version: 2, data: { title: 'Krabi by longtail boat' } });

    const read = await t.app.inject({ method: 'GET', url: `/api/tour-drafts/${draft.id}`, cookies: agent.cookies });
    expect(read.json()).toMatchObject({ version: 2, data: { title: 'Krabi by longtail boat', currency: 'THB' } });

    const listed = await t.app.inject({ method: 'GET', url: '/api/tour-drafts', cookies: agent.cookies });
    const [newest] = listed.json().drafts;
    expect(newest).toMatchObject({ id: draft.id, title: 'Krabi by longtail boat', version: 2 });

    // Someone else's draft is answered like an unknown one, whatever they try.
    const other = await signUpOperator(t, db, 'agent', { nameEn: 'Other Travel' });
    const url = `/api/tour-drafts/${draft.id}`;
    expect((await t.app.inject({ method: 'GET', url, cookies: other.cookies })).statusCode).toBe(404);
    expect((await saveDraft(other.cookies, draft.id, 2, {})).statusCode).toBe(404);
    const stolenDelete = await t.app.inject({ method: 'DELETE', url, cookies: other.cookies });
    expect(stolenDelete.statusCode).toBe(404);
    expect(stolenDelete.json().error.message).toBe(TOUR_DRAFT_MESSAGES.notFound);
    const otherList = await t.app.inject({ method: 'GET', url: '/api/tour-drafts', cookies: other.cookies });
    expect(otherList.json().drafts).toEqual([]);

    expect((await t.app.inject({ method: 'DELETE', url, cookies: agent.cookies })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, cookies: agent.cookies })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tour-drafts/not-a-uuid', cookies: agent.cookies })).statusCode,
    ).toBe(400);
  });

  it('refuses a save based on an older version with 409 and the current version, losing nothing', async () => {
    const draft = (await createDraft(agent.cookies, { title: 'First words' })).json();
    const fromTabA = await saveDraft(agent.cookies, draft.id, 1, { title: 'Typed in tab A' });
    expect(fromTabA.json().version).toBe(2);
    const fromTabB = await saveDraft(agent.cookies, draft.id, 1, { title: 'Typed in tab B' });
    expect(fromTabB.statusCode).toBe(409);
    expect(fromTabB.json().error).toMatchObject({
      code: 'CONFLICT',
      message: TOUR_DRAFT_MESSAGES.stale,
      fields: { version: '2' },
    });
    const kept = await t.app.inject({ method: 'GET', url: `/api/tour-drafts/${draft.id}`, cookies: agent.cookies });
    expect(kept.json()).toMatchObject({ version: 2, data: { title: 'Typed in tab A' } });
    // Re-based on the version the 409 named, tab B's save goes through.
    const rebased = await saveDraft(agent.cookies, draft.id, 2, { title: 'Typed in tab B' });
    expect(rebased.json()).toMatchObject({ version: 3, data: { title: 'Typed in tab B' } });

    // Two saves on the same version at the same moment: exactly one wins.
    const racing = await Promise.all(
      ['one', 'two', 'three'].map((word) => saveDraft(agent.cookies, draft.id, 3, { title: `Racing ${word}` })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('bounds a draft to 512 KB and checks its shape', async () => {
    const draft = (await createDraft(agent.cookies)).json();
    const huge = { thumbnailUrl: `data:image/png;base64,${'A'.repeat(600 * 1024)}` };
    const tooLarge = await saveDraft(agent.cookies, draft.id, 1, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(TOUR_DRAFT_MESSAGES.tooLarge);
    expect((await createDraft(agent.cookies, huge)).statusCode).toBe(413);
    const badShape = await saveDraft(agent.cookies, draft.id, 1, { price: 'a lot', currency: 'XXX' });
    expect(badShape.statusCode).toBe(400);
    expect(Object.keys(badShape.json().error.fields)).toEqual(expect.arrayContaining(['data.price', 'data.currency']));
    const badVersion = await saveDraft(agent.cookies, draft.id, 0, {});
    expect(badVersion.statusCode).toBe(400);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/tour-drafts/${draft.id}`,
      cookies: agent.cookies,
    });
    expect(unchanged.json()).toMatchObject({ version: 1, data: {} });
  });
});
