import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import { ORPHANED_IMAGE_MIN_AGE_MS, TOUR_MANAGEMENT_MESSAGES, TOUR_UNAVAILABLE_MESSAGE } from '@tour/shared';
import { createLocalFileStore } from '../../adapters/files/file-store';
import { buildApp } from '../../app';
import { createManualClock } from '../../clock';
import { loadConfig } from '../../config';
import { queryRows } from '../../db';
import {
  sessionCookieOf,
  type TTestApp,
  uniqueEmail,
  openTestBed,
  tourImageUploadRequest,
} from '../../testing/test-app';
import { assignTourToCompany, insertCompanyWithLicence } from '../../testing/company-fixtures';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

const SAMPLE = readFileSync(path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/images/island-small.jpg'));

const uploadRequest = (cookies: { sid: string }) =>
  tourImageUploadRequest({ bytes: SAMPLE, purpose: 'gallery', fileName: 'island-small.jpg', sid: cookies.sid });

type TAuditRow = { action: string; target_id: string; before: unknown; after: unknown; actor_user_id: string };

describe.each(TEST_BACKENDS)('tour management on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let admin: TOperator;
  let agent: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/tour-management-test-${crypto.randomUUID()}` }));
    admin = await signUpOperator(t, db, 'admin');
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Orchid Tours Co., Ltd.' });
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  const auditRows = (action: string) =>
    queryRows<TAuditRow>(db, sql`select * from audit_log where action = ${action} order by created_at, id`);

  async function insertTour(title: string, thumbnailUrl: string | null = null) {
    const [row] = await queryRows<{ id: string; slug: string }>(
      db,
      sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days, thumbnail_url)
        values (${`tm-${crypto.randomUUID()}`}, ${title}, 'A tour for the management tests.', 'Krabi', 'Thailand',
          99000, 'THB', '3 days', 3, ${thumbnailUrl})
        returning id, slug`,
    );
    if (!row) throw new Error('no tour inserted');
    return row;
  }

  describe('recommendations', () => {
    const recommend = (id: string, recommended: boolean, caller: TOperator = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/tour-management/tours/${id}/recommendation`,
        cookies: caller.cookies,
        payload: { recommended },
      });

    it('lists every tour by title, a page at a time, and narrows by title', async () => {
      const prefix = `Zz${crypto.randomUUID().slice(0, 6)}`;
      await insertTour(`${prefix} Charlie`);
      await insertTour(`${prefix} alpha`);
      await insertTour(`${prefix} Bravo`);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/admin/tour-management/tours?q=${encodeURIComponent(prefix)}`,
        cookies: admin.cookies,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 3, page: 1, pageSize: 24 });
      const titles = list.json().items.map((item: { title: string }) => item.title);
      const sorted = [...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0));
      expect(titles).toEqual(sorted);
      expect(list.json().items[0]).toMatchObject({ isRecommended: false, location: 'Krabi', currency: 'THB' });

      const all = await t.app.inject({
        method: 'GET',
        url: '/api/admin/tour-management/tours',
        cookies: admin.cookies,
      });
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tours`);
      expect(all.json().total).toBe(count?.n);

      const wildcard = await t.app.inject({
        method: 'GET',
        url: '/api/admin/tour-management/tours?q=%25',
        cookies: admin.cookies,
      });
      expect(wildcard.json().total).toBe(0);
    });

    it('recommends and removes with the spec toasts, one audit row per change, and the tour page follows', async () => {
      const tour = await insertTour('Recommend Me Island Hop');
      const before = await t.app.inject({ method: 'GET', url: `/api/tours/${tour.slug}` });
      expect(before.statusCode).toBe(200);
      expect(before.json().isRecommended).toBe(false);

      const added = await recommend(tour.id, true);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({
        message: TOUR_MANAGEMENT_MESSAGES.added,
        tour: { id: tour.id, isRecommended: true },
      });
      // The catalogue cache is emptied by the write: the public page shows the badge at once.
      expect((await t.app.inject({ method: 'GET', url: `/api/tours/${tour.slug}` })).json().isRecommended).toBe(true);
      const recommendRows = (await auditRows('tour.recommend')).filter((row) => row.target_id === tour.id);
      expect(recommendRows).toEqual([
        expect.objectContaining({
          actor_user_id: admin.id,
          before: { isRecommended: false },
          after: { isRecommended: true },
        }),
      ]);

      // A second click changes nothing and writes no second row.
      expect((await recommend(tour.id, true)).json().message).toBe(TOUR_MANAGEMENT_MESSAGES.added);
      expect((await auditRows('tour.recommend')).filter((row) => row.target_id === tour.id)).toHaveLength(1);

      const removed = await recommend(tour.id, false);
      expect(removed.json()).toMatchObject({
        message: TOUR_MANAGEMENT_MESSAGES.removed,
        tour: { isRecommended: false },
      });
      expect((await t.app.inject({ method: 'GET', url: `/api/tours/${tour.slug}` })).json().isRecommended).toBe(false);
      expect((await auditRows('tour.unrecommend')).filter((row) => row.target_id === tour.id)).toEqual([
        expect.objectContaining({ before: { isRecommended: true }, after: { isRecommended: false } }),
      ]);
    });

    it('refuses unknown tours, bad bodies and everyone but administrators', async () => {
      const tour = await insertTour('Not For Customers');
      const missing = await recommend(crypto.randomUUID(), true);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(TOUR_MANAGEMENT_MESSAGES.notFound);
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/tour-management/tours/${tour.id}/recommendation`,
        cookies: admin.cookies,
        payload: { recommended: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      for (const caller of [customer, agent]) {
        expect((await recommend(tour.id, true, caller)).statusCode).toBe(403);
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/admin/tour-management/tours',
          cookies: caller.cookies,
        });
        expect(list.statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/tour-management/tours/${tour.id}/recommendation`,
        payload: { recommended: true },
      });
      expect(anonymous.statusCode).toBe(401);
      const [row] = await queryRows<{ is_recommended: boolean }>(
        db,
        sql`select is_recommended from tours where id = ${tour.id}`,
      );
      expect(row?.is_recommended).toBe(false);
    });
  });

  describe('unpublish and republish', () => {
    const unpublish = (id: string, payload: unknown, caller: TOperator = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tour-management/tours/${id}/unpublish`,
        cookies: caller.cookies,
        payload: payload as object,
      });
    const republish = (id: string, caller: TOperator = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tour-management/tours/${id}/republish`,
        cookies: caller.cookies,
      });
    const mailsTo = (email: string, kind: string) =>
      queryRows<{ subject: string; text_body: string }>(
        db,
        sql`select subject, text_body from mail_outbox where to_address = ${email} and kind = ${kind} order by created_at`,
      );
    const guest = (firstName: string) => ({
      firstName,
      lastName: 'Srisuk',
      email: 'mali@example.test',
      phone: '+66 81 000 0000',
      dateOfBirth: '1990-04-01',
      nationality: 'Thailand',
    });

    async function operatedTour() {
      const owner = await signUpOperator(t, db, 'wholesale_owner');
      const company = await insertCompanyWithLicence(db, owner.id, { nameEn: `Takedown ${crypto.randomUUID()}` });
      const departure = await insertTestDeparture(db, { spots: 10, startDate: '2026-10-01', days: 5 });
      await assignTourToCompany(db, departure.tourId, company.companyId);
      const location = `Takedown-${crypto.randomUUID().slice(0, 8)}`;
      const [row] = await queryRows<{ slug: string }>(
        db,
        sql`update tours set location = ${location}, title = ${`Takedown ${location}`} where id = ${departure.tourId}
          returning slug`,
      );
      return { ...departure, owner, slug: row!.slug, location, title: `Takedown ${location}` };
    }

    it('hides the tour from the catalogue at once, keeps its bookings, audits and e-mails the reason; republish brings it back', async () => {
      const tour = await operatedTour();
      const traveller = await signUpOperator(t, db, 'customer');
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        cookies: traveller.cookies,
        payload: {
          tourId: tour.tourId,
          tourDateId: tour.tourDateId,
          numberOfGuests: 2,
          guests: [guest('Mali'), guest('Niran')],
          paymentMethod: 'bank_transfer',
          termsAccepted: true,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = booked.json().bookingId as string;
      const bookingBefore = await queryRows(db, sql`select * from bookings where id = ${bookingId}`);
      const [spotsBefore] = await queryRows<{ available_spots: number }>(
        db,
        sql`select available_spots from tour_dates where id = ${tour.tourDateId}`,
      );

      // Read once so the catalogue cache holds the tour: the write must empty it.
      const search = () => t.app.inject({ method: 'GET', url: `/api/tours?destination=${tour.location}` });
      const detail = () => t.app.inject({ method: 'GET', url: `/api/tours/${tour.slug}` });
      expect((await search()).json().items).toHaveLength(1);
      expect((await detail()).statusCode).toBe(200);

      const reason = "The operator's licence is under review.\nBack soon.";
      const down = await unpublish(tour.tourId, { reason: `  ${reason}  ` });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json()).toMatchObject({
        message: TOUR_MANAGEMENT_MESSAGES.unpublished,
        tour: { id: tour.tourId, status: 'hidden' },
      });

      expect((await search()).json().items).toHaveLength(0);
      const gone = await detail();
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error).toEqual({ code: 'TOUR_UNAVAILABLE', message: TOUR_UNAVAILABLE_MESSAGE });
      expect((await t.app.inject({ method: 'GET', url: '/api/tours/no-such-tour-slug' })).statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/tours?pageSize=48' });
      expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(tour.tourId);

      // New holds and bookings are refused in the tour page's words; the booking made before stands.
      const hold = await t.app.inject({
        method: 'POST',
        url: '/api/booking-sessions',
        payload: { tourDateId: tour.tourDateId, guests: 1 },
      });
      expect(hold.statusCode).toBe(410);
      expect(hold.json().error).toEqual({ code: 'TOUR_UNAVAILABLE', message: TOUR_UNAVAILABLE_MESSAGE });
      const direct = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        cookies: traveller.cookies,
        payload: {
          tourId: tour.tourId,
          tourDateId: tour.tourDateId,
          numberOfGuests: 1,
          guests: [guest('Somchai')],
          paymentMethod: 'bank_transfer',
          termsAccepted: true,
        },
      });
      expect(direct.statusCode).toBe(410);
      expect(direct.json().error.message).toBe(TOUR_UNAVAILABLE_MESSAGE);
      expect(await queryRows(db, sql`select * from bookings where id = ${bookingId}`)).toEqual(bookingBefore);
      expect(await queryRows(db, sql`select available_spots from tour_dates where id = ${tour.tourDateId}`)).toEqual([
        spotsBefore,
      ]);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/account/bookings/${bookingId}`,
        cookies: traveller.cookies,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id: bookingId, tour: { title: tour.title } });

      expect((await auditRows('tour.unpublish')).filter((row) => row.target_id === tour.tourId)).toEqual([
        expect.objectContaining({
          actor_user_id: admin.id,
          before: { status: 'published' },
          after: { status: 'hidden', reason },
        }),
      ]);
      const [mail, ...more] = await mailsTo(tour.owner.email, 'tour_unpublished');
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Your tour was unpublished: ${tour.title}`);
      expect(mail?.text_body).toContain(reason);
      expect(mail?.text_body).toContain('Bookings already made stand as they are.');

      // A second unpublish changes nothing, audits nothing and sends nothing.
      expect((await unpublish(tour.tourId, { reason: 'Again' })).statusCode).toBe(200);
      expect((await auditRows('tour.unpublish')).filter((row) => row.target_id === tour.tourId)).toHaveLength(1);
      expect(await mailsTo(tour.owner.email, 'tour_unpublished')).toHaveLength(1);

      const up = await republish(tour.tourId);
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toMatchObject({ message: TOUR_MANAGEMENT_MESSAGES.republished, tour: { status: 'published' } });
      expect((await detail()).statusCode).toBe(200);
      expect((await search()).json().items).toHaveLength(1);
      expect((await auditRows('tour.republish')).filter((row) => row.target_id === tour.tourId)).toEqual([
        expect.objectContaining({ before: { status: 'hidden' }, after: { status: 'published' } }),
      ]);
      const [back] = await mailsTo(tour.owner.email, 'tour_republished');
      expect(back?.subject).toBe(`Your tour is live again: ${tour.title}`);
      expect(back?.text_body).toContain(`/tours/${tour.slug}`);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/booking-sessions',
        payload: { tourDateId: tour.tourDateId, guests: 1 },
      });
      expect(again.statusCode).toBe(201);
    });

    it("e-mails an operator who chose Thai in Thai, whatever the administrator's language", async () => {
      const tour = await operatedTour();
      await queryRows(db, sql`update profiles set language = 'th' where id = ${tour.owner.id}`);
      expect((await unpublish(tour.tourId, { reason: 'Licence under review' })).statusCode).toBe(200);
      const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
        db,
        sql`select subject, text_body, html_body from mail_outbox
          where to_address = ${tour.owner.email} and kind = 'tour_unpublished'`,
      );
      expect(mail?.subject).toBe(`ทัวร์ของคุณถูกยกเลิกการเผยแพร่: ${tour.title}`);
      expect(mail?.text_body).toContain(
        `ผู้ดูแลระบบได้ยกเลิกการเผยแพร่ทัวร์ "${tour.title}" ของคุณ ผู้เดินทางจะค้นหาหรือจองทัวร์นี้ไม่ได้อีก`,
      );
      expect(mail?.text_body).toContain('เหตุผล:\nLicence under review');
      expect(mail?.html_body).toMatch(/^<!DOCTYPE html><html lang="th">/);
      expect((await republish(tour.tourId)).statusCode).toBe(200);
      const [back] = await mailsTo(tour.owner.email, 'tour_republished');
      expect(back?.subject).toBe(`ทัวร์ของคุณกลับมาเผยแพร่แล้ว: ${tour.title}`);
      expect(back?.text_body).toContain(`ดูทัวร์บนเว็บไซต์: `);
    });

    it('asks for a reason, refuses unknown tours and everyone but administrators, and writes nothing then', async () => {
      const tour = await operatedTour();
      for (const payload of [{}, { reason: '   ' }, { reason: 'bad\u0007bell' }, { reason: 'x'.repeat(2001) }]) {
        const refused = await unpublish(tour.tourId, payload);
        expect(refused.statusCode).toBe(400);
      }
      expect((await unpublish(tour.tourId, {})).json().error.fields).toEqual({
        reason: TOUR_MANAGEMENT_MESSAGES.reasonRequired,
      });
      const missing = await unpublish(crypto.randomUUID(), { reason: 'Gone' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(TOUR_MANAGEMENT_MESSAGES.notFound);
      expect((await republish(crypto.randomUUID())).statusCode).toBe(404);
      for (const caller of [customer, agent, tour.owner]) {
        expect((await unpublish(tour.tourId, { reason: 'Mine now' }, caller)).statusCode).toBe(403);
        expect((await republish(tour.tourId, caller)).statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/tour-management/tours/${tour.tourId}/unpublish`,
        payload: { reason: 'Nobody' },
      });
      expect(anonymous.statusCode).toBe(401);
      const [row] = await queryRows<{ status: string }>(db, sql`select status from tours where id = ${tour.tourId}`);
      expect(row?.status).toBe('published');
      expect((await auditRows('tour.unpublish')).filter((entry) => entry.target_id === tour.tourId)).toEqual([]);
      expect(await mailsTo(tour.owner.email, 'tour_unpublished')).toEqual([]);
    });
  });

  describe('orphaned images', () => {
    const upload = async () => {
      const response = await t.app.inject(uploadRequest(agent.cookies));
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; url: string; sizeBytes: number };
    };
    const summary = async (caller: TOperator = admin) =>
      t.app.inject({ method: 'GET', url: '/api/admin/tour-management/orphaned-images', cookies: caller.cookies });
    const cleanUp = (caller: TOperator = admin) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/tour-management/orphaned-images/cleanup',
        cookies: caller.cookies,
      });
    // Sessions lapse while the clock jumps a day: each step signs in anew.
    const signInAfresh = async () => {
      admin = await signUpOperator(t, db, 'admin');
      agent = await signUpOperator(t, db, 'agent', { nameEn: 'Orchid Tours Co., Ltd.' });
      customer = await signUpOperator(t, db, 'customer');
    };
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

    it('removes only unreferenced uploads older than 24 hours, files after rows, audited, and again finds nothing', async () => {
      const start = await summary();
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({ count: 0, totalBytes: 0, olderThanHours: 24 });

      const inDraft = await upload();
      const asTourThumbnail = await upload();
      const inTourGallery = await upload();
      const inPendingTour = await upload();
      const inRejectedTour = await upload();
      const orphan = await upload();
      const secondOrphan = await upload();

      const draft = await t.app.inject({
        method: 'POST',
        url: '/api/tour-drafts',
        cookies: agent.cookies,
        payload: {
          data: completeTourDraft({
            thumbnailUrl: `http://localhost:3000${inDraft.url}`,
          }),
        },
      });
      expect(draft.statusCode).toBe(201);
      const tour = await insertTour('Referenced Images Tour', asTourThumbnail.url);
      await queryRows(
        db,
        sql`insert into tour_images (tour_id, image_url, display_order) values (${tour.id}, ${inTourGallery.url}, 1)`,
      );
      const pending = await t.app.inject({
        method: 'POST',
        url: '/api/tour-drafts',
        cookies: agent.cookies,
        payload: { data: completeTourDraft({ title: 'Pending With Images', sku: '' }) },
      });
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/tour-drafts/${pending.json().id}/submit`,
        cookies: agent.cookies,
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: {},
      });
      expect(submitted.statusCode).toBe(201);
      const pendingTourId = submitted.json().pendingTourId as string;
      // Only the pending record names this image: its draft is gone.
      await queryRows(
        db,
        sql`update pending_tours set tour_images = ${JSON.stringify([{ url: inPendingTour.url, order: 0 }])}::jsonb,
          draft_id = null where id = ${pendingTourId}`,
      );
      await queryRows(db, sql`delete from tour_drafts where id = ${pending.json().id}`);
      await queryRows(
        db,
        sql`insert into rejected_tours (original_pending_tour_id, user_id, sku, title, slug, description, duration,
            duration_days, location, country, category, price, currency, total_quota, thumbnail_url, rejection_reason)
          select ${crypto.randomUUID()}, user_id, null, title, slug, description, duration, duration_days, location,
            country, category, price, currency, total_quota, ${inRejectedTour.url}, 'Blurry photos'
          from pending_tours where id = ${pendingTourId}`,
      );

      // Young uploads are never touched, referenced or not.
      t.clock.advance(ORPHANED_IMAGE_MIN_AGE_MS - 60_000);
      await signInAfresh();
      expect((await summary()).json()).toMatchObject({ count: 0, totalBytes: 0 });
      expect((await cleanUp()).json()).toMatchObject({ removed: 0, message: TOUR_MANAGEMENT_MESSAGES.nothingToClean });

      t.clock.advance(120_000);
      await signInAfresh();
      const young = await upload();
      const due = await summary();
      expect(due.json()).toEqual({
        count: 2,
        totalBytes: orphan.sizeBytes + secondOrphan.sizeBytes,
        olderThanHours: 24,
      });

      for (const caller of [customer, agent]) {
        expect((await summary(caller)).statusCode).toBe(403);
        expect((await cleanUp(caller)).statusCode).toBe(403);
      }
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/tour-management/orphaned-images/cleanup' })).statusCode,
      ).toBe(401);

      const cleaned = await cleanUp();
      expect(cleaned.statusCode).toBe(200);
      expect(cleaned.json()).toEqual({
        removed: 2,
        totalBytes: orphan.sizeBytes + secondOrphan.sizeBytes,
        failedFiles: 0,
        message: TOUR_MANAGEMENT_MESSAGES.cleanedUp(2),
      });
      expect(cleaned.json().message).toBe('Cleaned up 2 image(s) from storage');
      expect(await served(orphan.url)).toBe(404);
      expect(await served(secondOrphan.url)).toBe(404);
      for (const kept of [inDraft, asTourThumbnail, inTourGallery, inPendingTour, inRejectedTour, young]) {
        expect(await served(kept.url)).toBe(200);
      }
      const remaining = await queryRows<{ id: string }>(db, sql`select id from image_uploads`);
      expect(remaining.map((row) => row.id).sort()).toEqual(
        [inDraft, asTourThumbnail, inTourGallery, inPendingTour, inRejectedTour, young].map((image) => image.id).sort(),
      );
      const audit = await auditRows('images.cleanup');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_user_id: admin.id,
        before: {
          count: 2,
          totalBytes: orphan.sizeBytes + secondOrphan.sizeBytes,
          images: expect.arrayContaining([expect.objectContaining({ id: orphan.id })]),
        },
        after: { count: 0 },
      });

      // Idempotent: nothing more to remove, nothing more audited.
      expect((await cleanUp()).json()).toMatchObject({ removed: 0, message: TOUR_MANAGEMENT_MESSAGES.nothingToClean });
      expect(await auditRows('images.cleanup')).toHaveLength(1);

      // Once the draft lets go of its image, that one is due too (it is already over 24 hours old).
      await queryRows(db, sql`delete from tour_drafts where id = ${draft.json().id}`);
      expect((await summary()).json()).toMatchObject({ count: 1, totalBytes: inDraft.sizeBytes });
      expect((await cleanUp()).json().message).toBe(TOUR_MANAGEMENT_MESSAGES.cleanedUp(1));
      expect(await served(inDraft.url)).toBe(404);
      expect(await served(asTourThumbnail.url)).toBe(200);
    });

    it('reports files the store could not delete, with the rows gone and the clean-up audited', async () => {
      const dir = `/tmp/tour-management-failing-${crypto.randomUUID()}`;
      const local = createLocalFileStore(dir);
      const failing = {
        ...local,
        remove: async () => {
          throw new Error('the store refused the deletion');
        },
      };
      const clock = createManualClock(new Date());
      const config = loadConfig({
        NODE_ENV: 'test',
        APP_URL: 'http://localhost:3000',
        DATA_DIR: '/tmp/unused',
        FILES_DIR: dir,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      });
      const app = await buildApp({ config, db, databaseKind: backend, clock, logger: false, files: failing });
      try {
        const signUp = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: uniqueEmail('admin'), password: 'secret1', confirmPassword: 'secret1' },
        });
        await queryRows(db, sql`update profiles set role = 'admin' where id = ${signUp.json().user.id}`);
        const cookies = { sid: sessionCookieOf(signUp) };
        const uploaded = await app.inject({ ...uploadRequest(cookies) });
        expect(uploaded.statusCode).toBe(201);
        const image = uploaded.json() as { id: string; url: string };
        await queryRows(db, sql`delete from image_uploads where id <> ${image.id}`);
        // Older than a day by the app's clock; a fresh sign-in after the jump.
        clock.advance(ORPHANED_IMAGE_MIN_AGE_MS + 1000);
        const again = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: signUp.json().user.email, password: 'secret1' },
        });
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/tour-management/orphaned-images/cleanup',
          cookies: { sid: sessionCookieOf(again) },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          removed: 1,
          failedFiles: 1,
          message: TOUR_MANAGEMENT_MESSAGES.someFilesFailed,
        });
        expect(await queryRows(db, sql`select id from image_uploads where id = ${image.id}`)).toEqual([]);
        const audit = await queryRows<TAuditRow>(
          db,
          sql`select * from audit_log where action = 'images.cleanup' and before::text like ${`%${image.id}%`}`,
        );
        expect(audit).toHaveLength(1);
      } finally {
        await app.close();
      }
    });
  });
});
