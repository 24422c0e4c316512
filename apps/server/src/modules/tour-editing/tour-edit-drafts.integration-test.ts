import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  MAX_TOUR_DRAFT_BYTES,
  TOUR_EDIT_DRAFT_MESSAGES,
  TOUR_EDIT_MESSAGES,
  type TSaveTourEditDraftRequest,
  type TTourEditDraftData,
  type TTourEditRequest,
  type TTourEditResponse,
} from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed, tourImageUploadRequest } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

const SAMPLE = readFileSync(path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/images/island-small.jpg'));

const uploadRequest = (cookies: { sid: string }) =>
  tourImageUploadRequest({ bytes: SAMPLE, purpose: 'gallery', fileName: 'island-small.jpg', sid: cookies.sid });

describe.each(TEST_BACKENDS)('edit screen drafts on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let otherAgent: TOperator;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/tour-edit-drafts-test-${crypto.randomUUID()}` }));
    owner = await signUpOperator(t, db, 'agent', { nameEn: 'Kyoto Trails Ltd.' });
    otherAgent = await signUpOperator(t, db, 'agent', { nameEn: 'Another Agency' });
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  /** A live tour owned by the owner, as the edit screen loads it. */
  async function ownedTour() {
    const { tourId } = await insertTestDeparture(db, { spots: 10, startDate: '2026-10-01' });
    const [tour] = await queryRows<{ slug: string }>(
      db,
      sql`update tours set owner_user_id = ${owner.id}, inclusions = array['Hotel'], total_quota = 40,
        thumbnail_url = 'https://img.example.test/cover.jpg' where id = ${tourId} returning slug`,
    );
    const slug = String(tour?.slug);
    const loaded = (await load(slug)).json() as TTourEditResponse;
    return { tourId, slug, loaded };
  }

  const load = (slug: string, caller: TOperator = owner) =>
    t.app.inject({ method: 'GET', url: `/api/tours/${slug}/edit`, cookies: caller.cookies });
  const url = (slug: string) => `/api/tours/${slug}/edit/draft`;
  const getDraft = (slug: string, caller: TOperator = owner) =>
    t.app.inject({ method: 'GET', url: url(slug), cookies: caller.cookies });
  const putDraft = (slug: string, payload: TSaveTourEditDraftRequest, caller: TOperator = owner) =>
    t.app.inject({ method: 'PUT', url: url(slug), cookies: caller.cookies, payload });
  const deleteDraft = (slug: string, caller: TOperator = owner) =>
    t.app.inject({ method: 'DELETE', url: url(slug), cookies: caller.cookies });

  const dataWithTitle = (title: string): TTourEditDraftData => ({
    form: { title, price: 1200, inclusions: [{ value: 'Hotel' }] },
    departures: [{ key: 'departure-1', startDate: '2026-10-08', price: 1300, availableSpots: 12, removed: false }],
  });

  const draftCount = async (tourId: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from tour_edit_drafts where tour_id = ${tourId}`,
        )
      )[0]?.n,
    );

  it('the owner creates, reads, saves on top of its version and discards a draft', async () => {
    const { slug, loaded } = await ownedTour();
    expect((await getDraft(slug)).json()).toEqual({ draft: null });

    const created = await putDraft(slug, {
      data: dataWithTitle('Kyoto in Autumn'),
      version: null,
      baseUpdatedAt: loaded.updatedAt,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      version: 1,
      data: dataWithTitle('Kyoto in Autumn'),
      baseUpdatedAt: loaded.updatedAt,
      tourChangedSince: false,
    });

    const saved = await putDraft(slug, {
      data: dataWithTitle('Kyoto in Winter'),
      version: 1,
      baseUpdatedAt: loaded.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2 });

    const read = await getDraft(slug);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json().draft).toEqual({
      data: dataWithTitle('Kyoto in Winter'),
      version: 2,
      updatedAt: expect.any(String),
      baseUpdatedAt: loaded.updatedAt,
      tourChangedSince: false,
    });

    expect((await deleteDraft(slug)).statusCode).toBe(204);
    expect((await getDraft(slug)).json()).toEqual({ draft: null });
    const again = await deleteDraft(slug);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: 'NOT_FOUND', message: TOUR_EDIT_DRAFT_MESSAGES.notFound });
  });

  it('a save on a stale version, or a second create, is refused with 409 and the current version', async () => {
    const { slug, loaded } = await ownedTour();
    const base = { baseUpdatedAt: loaded.updatedAt };
    expect((await putDraft(slug, { data: dataWithTitle('First window'), version: null, ...base })).statusCode).toBe(
      200,
    );
    expect((await putDraft(slug, { data: dataWithTitle('First again'), version: 1, ...base })).statusCode).toBe(200);

    const stale = await putDraft(slug, { data: dataWithTitle('Second window'), version: 1, ...base });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { code: 'CONFLICT', message: TOUR_EDIT_DRAFT_MESSAGES.stale, fields: { version: '2' } },
    });
    const created = await putDraft(slug, { data: dataWithTitle('Third window'), version: null, ...base });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.fields).toEqual({ version: '2' });
    expect((await getDraft(slug)).json().draft.data).toEqual(dataWithTitle('First again'));
  });

  it('a save on top of a version after the draft is gone answers 404', async () => {
    const { slug, loaded } = await ownedTour();
    await putDraft(slug, { data: dataWithTitle('Soon gone'), version: null, baseUpdatedAt: loaded.updatedAt });
    await deleteDraft(slug);
    const response = await putDraft(slug, { data: dataWithTitle('Late'), version: 1, baseUpdatedAt: loaded.updatedAt });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(TOUR_EDIT_DRAFT_MESSAGES.notFound);
  });

  it('refuses a draft over the size limit (413) and a malformed one (400), storing nothing', async () => {
    const { tourId, slug, loaded } = await ownedTour();
    const huge = await putDraft(slug, {
      data: { form: { thumbnailUrl: `data:image/jpeg;base64,${'A'.repeat(MAX_TOUR_DRAFT_BYTES)}` } },
      version: null,
      baseUpdatedAt: loaded.updatedAt,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: TOUR_EDIT_DRAFT_MESSAGES.tooLarge });

    const malformed = await t.app.inject({
      method: 'PUT',
      url: url(slug),
      cookies: owner.cookies,
      payload: { data: { form: { price: 'cheap' } }, version: null, baseUpdatedAt: loaded.updatedAt },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    const noBase = await t.app.inject({
      method: 'PUT',
      url: url(slug),
      cookies: owner.cookies,
      payload: { data: {}, version: null },
    });
    expect(noBase.statusCode).toBe(400);
    expect(await draftCount(tourId)).toBe(0);
  });

  it('the same access as the edit screen: admins their own draft, another owner 404, a customer 403', async () => {
    const { tourId, slug, loaded } = await ownedTour();
    const payload = { data: dataWithTitle('Admin touch'), version: null, baseUpdatedAt: loaded.updatedAt };

    const byAdmin = await putDraft(slug, payload, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect((await getDraft(slug, admin)).json().draft.data).toEqual(dataWithTitle('Admin touch'));
    // Each user has their own draft of the tour.
    expect((await getDraft(slug, owner)).json()).toEqual({ draft: null });

    for (const call of [
      getDraft(slug, otherAgent),
      putDraft(slug, payload, otherAgent),
      deleteDraft(slug, otherAgent),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TOUR_EDIT_MESSAGES.notFound);
    }
    for (const call of [getDraft(slug, customer), putDraft(slug, payload, customer), deleteDraft(slug, customer)]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TOUR_EDIT_MESSAGES.noPermission);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: url(slug) });
    expect(signedOut.statusCode).toBe(401);
    expect((await getDraft('no-such-tour')).statusCode).toBe(404);
    expect(await draftCount(tourId)).toBe(1);
  });

  it("Save All Changes deletes the caller's draft in its transaction; another's save marks the tour changed", async () => {
    const { tourId, slug, loaded } = await ownedTour();
    const base = { version: null, baseUpdatedAt: loaded.updatedAt };
    await putDraft(slug, { data: dataWithTitle('Owner typing'), ...base });
    await putDraft(slug, { data: dataWithTitle('Admin typing'), ...base }, admin);

    const form: TTourEditRequest = {
      ...loaded.form,
      title: 'Saved by the administrator',
      dates: loaded.dates.map((date) => ({
        id: date.id,
        startDate: date.startDate,
        price: date.price,
        availableSpots: date.availableSpots,
      })),
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/${slug}/edit`,
      cookies: admin.cookies,
      payload: { ...form, dates: [{ ...form.dates[0]!, availableSpots: 0 }] },
    });
    expect(refused.statusCode).toBe(400);
    // A refused save keeps the draft.
    expect((await getDraft(slug, admin)).statusCode).toBe(200);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/${slug}/edit`,
      cookies: admin.cookies,
      payload: form,
    });
    expect(saved.statusCode).toBe(200);
    expect((await getDraft(slug, admin)).json()).toEqual({ draft: null });

    const ownerDraft = await getDraft(slug, owner);
    expect(ownerDraft.statusCode).toBe(200);
    expect(ownerDraft.json().draft).toMatchObject({ data: dataWithTitle('Owner typing'), tourChangedSince: true });
    expect(await draftCount(tourId)).toBe(1);
  });

  it('the orphaned-image clean-up keeps uploads an edit draft refers to', async () => {
    const { slug, loaded } = await ownedTour();
    const upload = async () => {
      const response = await t.app.inject(uploadRequest(owner.cookies));
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; url: string; sizeBytes: number };
    };
    const inEditDraft = await upload();
    const orphan = await upload();
    const saved = await putDraft(slug, {
      data: { form: { tourImages: [{ id: 'image-1', url: `http://localhost:3000${inEditDraft.url}`, order: 0 }] } },
      version: null,
      baseUpdatedAt: loaded.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    // Both uploads are over a day old.
    await queryRows(
      db,
      sql`update image_uploads set created_at = created_at - interval '2 days' where id in (${inEditDraft.id}, ${orphan.id})`,
    );

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tour-management/orphaned-images',
      cookies: admin.cookies,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ count: 1, totalBytes: orphan.sizeBytes });

    const cleanup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tour-management/orphaned-images/cleanup',
      cookies: admin.cookies,
    });
    expect(cleanup.statusCode).toBe(200);
    expect(cleanup.json()).toMatchObject({ removed: 1, totalBytes: orphan.sizeBytes });
    const left = await queryRows<{ id: string }>(
      db,
      sql`select id from image_uploads where id in (${inEditDraft.id}, ${orphan.id})`,
    );
    expect(left.map((row) => row.id)).toEqual([inEditDraft.id]);

    // Once the draft is discarded, its image is due too.
    expect((await deleteDraft(slug)).statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tour-management/orphaned-images',
      cookies: admin.cookies,
    });
    expect(after.json()).toMatchObject({ count: 1, totalBytes: inEditDraft.sizeBytes });
  });
});
