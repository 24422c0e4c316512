import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  REVIEW_MESSAGES,
  TOUR_IMAGE_MESSAGES,
  type TAccountBooking,
  type TReviewFormInput,
  type TReviewFormState,
  type TReviewModerationDecision,
  type TTourReviewsPage,
} from '@tour/shared';
import { queryRows } from '../../db';
import { openTestBed, type TTestApp } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';
import { insertTestBooking } from '../bookings/test-bookings';
import { issueReviewLink } from './reviews.service';

const DAY = 24 * 60 * 60 * 1000;
const BODY = 'We loved every day of this trip: the guide knew every corner of the old town.';
const form = (input: Partial<TReviewFormInput> = {}): TReviewFormInput => ({
  overallRating: 5,
  title: 'A wonderful week',
  body: BODY,
  travellerType: 'couple',
  ...input,
});

type TBookingState = { status: 'confirmed' | 'pending' | 'cancelled' | 'completed'; paymentStatus: string };
const PAID: TBookingState = { status: 'confirmed', paymentStatus: 'completed' };

describe.each(TEST_BACKENDS)('reviews from travellers who went, on %s', (backend) => {
  let db: TDb;
  let t: TTestApp;
  let close: () => Promise<void>;
  let admin: TOperator;
  let operator: TOperator;
  let otherOperator: TOperator;
  let traveller: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/reviews-test-${crypto.randomUUID()}` }));
    admin = await signUpOperator(t, db, 'admin');
    operator = await signUpOperator(t, db, 'agent', { nameEn: 'Kyoto Trails Co.' });
    otherOperator = await signUpOperator(t, db, 'wholesale_owner');
    traveller = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  /** A tour of the operator's company with one departure: ended by the app's clock (2026-06-01) unless told. */
  async function tourWithDeparture(startDate = '2026-05-01') {
    const departure = await insertTestDeparture(db, { spots: 20, startDate, days: 7 });
    await queryRows(
      db,
      sql`update tours set owner_user_id = ${operator.id},
        company_id = (select id from companies where user_id = ${operator.id}) where id = ${departure.tourId}`,
    );
    return departure;
  }

  async function bookingOn(
    departure: { tourId: string; tourDateId: string },
    state: TBookingState = PAID,
    userId: string | null = null,
  ) {
    const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const booking = await insertTestBooking(db, departure, {
      userId,
      totalAmount: 400_000,
      bookingStatus: state.status,
      paymentStatus: state.paymentStatus as 'completed',
      contactName: 'Ada Lovelace',
      contactEmail: email,
    });
    const url = await issueReviewLink(db, { bookingId: booking.id, appUrl: t.config.appUrl, now: t.clock.now() });
    const token = url.slice(url.lastIndexOf('/') + 1);
    return { ...booking, email, url, token, tourId: departure.tourId };
  }

  const submit = (token: string, payload: object = form()) =>
    t.app.inject({ method: 'POST', url: `/api/reviews/by-link/${token}`, payload });
  const edit = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/reviews/by-link/${token}`, payload });
  const asAdmin = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, cookies: admin.cookies, ...(payload ? { payload } : {}) });

  async function figures(tourId: string) {
    const [row] = await queryRows<{ rating: number; reviews_count: number }>(
      db,
      sql`select rating::float8 as rating, reviews_count from tours where id = ${tourId}`,
    );
    return { rating: Number(row?.rating), reviewsCount: Number(row?.reviews_count) };
  }
  async function slugOf(tourId: string) {
    const [row] = await queryRows<{ slug: string }>(db, sql`select slug from tours where id = ${tourId}`);
    return String(row?.slug);
  }
  async function tourPage(tourId: string, query = '') {
    const response = await t.app.inject({ method: 'GET', url: `/api/tours/${await slugOf(tourId)}/reviews${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTourReviewsPage;
  }
  async function reviewIdOf(bookingId: string) {
    const [row] = await queryRows<{ id: string }>(db, sql`select id from reviews where booking_id = ${bookingId}`);
    return String(row?.id);
  }

  describe('who may review', () => {
    it('refuses an unpaid, a cancelled or a not yet ended trip with a clear reason, on the page and the API', async () => {
      const ended = await tourWithDeparture();
      const future = await tourWithDeparture('2026-09-01');
      const cases = [
        { booking: await bookingOn(ended, { status: 'pending', paymentStatus: 'pending' }), reason: 'not_paid' },
        { booking: await bookingOn(ended, { status: 'pending', paymentStatus: 'processing' }), reason: 'not_paid' },
        { booking: await bookingOn(ended, { status: 'cancelled', paymentStatus: 'completed' }), reason: 'cancelled' },
        { booking: await bookingOn(future), reason: 'trip_not_ended' },
      ];
      for (const { booking, reason } of cases) {
        const page = await t.app.inject({ method: 'GET', url: `/api/reviews/by-link/${booking.token}` });
        expect(page.statusCode).toBe(200);
        const state = page.json() as TReviewFormState;
        expect(state.eligibility).toMatchObject({ eligible: false, reason });
        expect(state.review).toBeNull();
        const refused = await submit(booking.token);
        expect(refused.statusCode, reason).toBe(403);
        expect(refused.json().error).toEqual({
          code: 'REVIEW_NOT_ELIGIBLE',
          message: state.eligibility.eligible ? '' : state.eligibility.message,
        });
      }
      expect((await submit(cases[3]!.booking.token)).json().error.message).toBe(
        'You can review this trip once it has ended: from the day after Sep 7, 2026.',
      );
      expect(
        await queryRows(db, sql`select id from reviews where tour_id in (${ended.tourId}, ${future.tourId})`),
      ).toEqual([]);
    });

    it('refuses an edit once the booking was cancelled after the review was written', async () => {
      const departure = await tourWithDeparture();
      const booking = await bookingOn(departure);
      expect((await submit(booking.token, form({ overallRating: 5 }))).statusCode).toBe(201);
      await queryRows(db, sql`update bookings set booking_status = 'cancelled' where id = ${booking.id}`);

      const refused = await edit(booking.token, form({ overallRating: 1, title: 'Changed my mind' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'REVIEW_NOT_ELIGIBLE',
        message: REVIEW_MESSAGES.notEligible.cancelled,
      });
      const [row] = await queryRows<{ overall_rating: number; title: string; edited_at: Date | null }>(
        db,
        sql`select overall_rating, title, edited_at from reviews where booking_id = ${booking.id}`,
      );
      expect(row).toEqual({ overall_rating: 5, title: 'A wonderful week', edited_at: null });
      expect(await figures(departure.tourId)).toEqual({ rating: 5, reviewsCount: 1 });
    });

    it('opens nothing for an unknown or expired link, and the signed-in owner only their own booking', async () => {
      const departure = await tourWithDeparture();
      const unknown = await t.app.inject({ method: 'GET', url: `/api/reviews/by-link/${'x'.repeat(43)}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(REVIEW_MESSAGES.linkInvalid);

      const booking = await bookingOn(departure);
      // A review link is no manage link: it cannot open (nor cancel) the booking.
      const manage = await t.app.inject({ method: 'GET', url: `/api/manage/${booking.token}` });
      expect(manage.statusCode).toBe(404);
      const open = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/reviews/by-link/${booking.token}` })).statusCode;
      t.clock.advance(60 * DAY - 60_000);
      try {
        expect(await open()).toBe(200);
        t.clock.advance(60_000);
        expect(await open()).toBe(404);
      } finally {
        t.clock.advance(-60 * DAY);
      }

      const own = await bookingOn(departure, PAID, traveller.id);
      const url = `/api/account/bookings/${own.id}/review`;
      const reviewedInAccount = async () => {
        const list = await t.app.inject({ method: 'GET', url: '/api/account/bookings', cookies: traveller.cookies });
        return (list.json() as { bookings: TAccountBooking[] }).bookings.find((entry) => entry.id === own.id)?.reviewed;
      };
      expect(await reviewedInAccount()).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, cookies: operator.cookies })).statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url, cookies: traveller.cookies });
      expect(page.json()).toMatchObject({
        booking: { id: own.id, travelMonth: '2026-05', authorName: 'Ada L.' },
        eligibility: { eligible: true },
        review: null,
      });
      const written = await t.app.inject({ method: 'POST', url, cookies: traveller.cookies, payload: form() });
      expect(written.statusCode, written.body).toBe(201);
      expect(written.json()).toMatchObject({
        message: REVIEW_MESSAGES.submitted,
        review: { status: 'published', canEdit: true, authorName: 'Ada L.', travelMonth: '2026-05' },
      });
      const [row] = await queryRows<{ user_id: string }>(
        db,
        sql`select user_id from reviews where booking_id = ${own.id}`,
      );
      expect(row?.user_id).toBe(traveller.id);
      expect(await reviewedInAccount()).toBe(true);
    });
  });

  it('keeps one review per booking under two concurrent submissions', async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure, PAID, traveller.id);
    const [first, second] = await Promise.all([
      submit(booking.token, form({ overallRating: 4 })),
      t.app.inject({
        method: 'POST',
        url: `/api/account/bookings/${booking.id}/review`,
        cookies: traveller.cookies,
        payload: form({ overallRating: 2 }),
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const rows = await queryRows<{ overall_rating: number }>(
      db,
      sql`select overall_rating from reviews where booking_id = ${booking.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(await figures(departure.tourId)).toEqual({ rating: Number(rows[0]?.overall_rating), reviewsCount: 1 });
    expect((await submit(booking.token)).statusCode).toBe(409);
  });

  it('recomputes the rating exactly when reviews are published, hidden or edited', async () => {
    const departure = await tourWithDeparture();
    const [a, b, c] = [await bookingOn(departure), await bookingOn(departure), await bookingOn(departure)];
    expect(await figures(departure.tourId)).toEqual({ rating: 0, reviewsCount: 0 });

    expect((await submit(a.token, form({ overallRating: 5 }))).statusCode).toBe(201);
    expect((await submit(b.token, form({ overallRating: 4 }))).statusCode).toBe(201);
    expect(await figures(departure.tourId)).toEqual({ rating: 4.5, reviewsCount: 2 });

    // A link holds the review for a moderator: it does not count yet.
    const held = await submit(c.token, form({ overallRating: 2, body: `${BODY} More at www.kyoto-deals.test` }));
    expect(held.json()).toMatchObject({
      message: REVIEW_MESSAGES.submittedForModeration,
      review: { status: 'in_moderation', moderationReasons: ['link'] },
    });
    expect(await figures(departure.tourId)).toEqual({ rating: 4.5, reviewsCount: 2 });

    const published = await asAdmin(`/api/admin/reviews/${await reviewIdOf(c.id)}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as TReviewModerationDecision).tour).toEqual({ rating: 3.7, reviewsCount: 3 });
    expect(await figures(departure.tourId)).toEqual({ rating: 3.7, reviewsCount: 3 });

    const hidden = await asAdmin(`/api/admin/reviews/${await reviewIdOf(a.id)}/hide`, { reason: 'Not about the tour' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await figures(departure.tourId)).toEqual({ rating: 3, reviewsCount: 2 });
    expect((await edit(a.token, form({ overallRating: 1 }))).json().error.message).toBe(
      REVIEW_MESSAGES.hiddenNotEditable,
    );

    const edited = await edit(b.token, form({ overallRating: 3, guideRating: 4 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: REVIEW_MESSAGES.updated,
      review: { overallRating: 3, guideRating: 4 },
    });
    expect(await figures(departure.tourId)).toEqual({ rating: 2.5, reviewsCount: 2 });

    // An edit that trips a rule takes the review out of the count until a moderator looks again.
    const reheld = await edit(b.token, form({ overallRating: 3, body: `${BODY} Call me on 081-234-5678.` }));
    expect(reheld.json().review).toMatchObject({ status: 'in_moderation', moderationReasons: ['contact_details'] });
    expect(await figures(departure.tourId)).toEqual({ rating: 2, reviewsCount: 1 });

    const page = await tourPage(departure.tourId);
    expect(page.summary).toMatchObject({ average: 2, count: 1 });
    expect(page.items.map((item) => item.overallRating)).toEqual([2]);

    const audit = await queryRows<{ action: string; actor_user_id: string; before: object; after: object }>(
      db,
      sql`select action, actor_user_id, before, after from audit_log where target_type = 'review' and target_id in
        (${await reviewIdOf(a.id)}, ${await reviewIdOf(c.id)}) order by created_at`,
    );
    expect(audit).toEqual([
      {
        action: 'review.publish',
        actor_user_id: admin.id,
        before: { status: 'in_moderation', moderationReasons: ['link'], openReports: 0 },
        after: { status: 'published', openReports: 0, tour: { rating: 3.7, reviewsCount: 3 } },
      },
      {
        action: 'review.hide',
        actor_user_id: admin.id,
        before: { status: 'published', moderationReasons: [], openReports: 0 },
        after: { status: 'hidden', reason: 'Not about the tour', openReports: 0, tour: { rating: 3, reviewsCount: 2 } },
      },
    ]);
  });

  it('routes a review with a link to the queue; an administrator publishes it and it counts', async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    await submit(booking.token, form({ overallRating: 4, title: 'See https://example.test', body: BODY }));
    const reviewId = await reviewIdOf(booking.id);
    expect((await tourPage(departure.tourId)).items).toEqual([]);

    const customerQueue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews/moderation',
      cookies: traveller.cookies,
    });
    expect(customerQueue.statusCode).toBe(403);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reviews/moderation', cookies: admin.cookies });
    const item = queue.json().items.find((entry: { review: { id: string } }) => entry.review.id === reviewId);
    expect(item).toMatchObject({
      review: { status: 'in_moderation', moderationReasons: ['link'] },
      bookingReference: booking.reference,
      reports: [],
    });

    expect((await asAdmin(`/api/admin/reviews/${reviewId}/publish`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/reviews/${reviewId}/publish`)).statusCode).toBe(409);
    expect(await figures(departure.tourId)).toEqual({ rating: 4, reviewsCount: 1 });
    expect((await tourPage(departure.tourId)).items.map((entry) => entry.id)).toEqual([reviewId]);
  });

  it('takes reports from anyone into the queue, once per reporter, until an administrator decides', async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    await submit(booking.token);
    const reviewId = await reviewIdOf(booking.id);
    const report = (payload: object, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, payload, cookies });
    const first = await report({ reason: 'fake', details: 'The same text is on another tour.' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: REVIEW_MESSAGES.reported });
    t.clock.advance(60_000);
    expect((await report({ reason: 'offensive' })).statusCode).toBe(202);
    t.clock.advance(60_000);
    expect((await report({ reason: 'other' }, traveller.cookies)).statusCode).toBe(202);
    expect((await report({ reason: 'whatever' })).statusCode).toBe(400);

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reviews/moderation', cookies: admin.cookies });
    const item = queue.json().items.find((entry: { review: { id: string } }) => entry.review.id === reviewId);
    expect(item.review.status).toBe('published');
    expect(item.reports.map((entry: { reason: string }) => entry.reason)).toEqual(['fake', 'other']);

    // Kept published: the reports are closed and the review leaves the queue; it still counts.
    expect((await asAdmin(`/api/admin/reviews/${reviewId}/publish`)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/reviews/moderation', cookies: admin.cookies });
    expect(after.json().items.some((entry: { review: { id: string } }) => entry.review.id === reviewId)).toBe(false);
    expect(await figures(departure.tourId)).toEqual({ rating: 5, reviewsCount: 1 });

    expect((await asAdmin(`/api/admin/reviews/${reviewId}/hide`, { reason: 'Copied text' })).statusCode).toBe(200);
    expect((await report({ reason: 'fake' })).statusCode).toBe(409);
  });

  it("lets the tour's operator reply once, in public, and e-mails the traveller", async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    await submit(booking.token);
    const reviewId = await reviewIdOf(booking.id);
    const reply = (who: TOperator, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/reviews/${reviewId}/reply`,
        cookies: who.cookies,
        payload: { body },
      });

    expect((await reply(otherOperator, 'Thank you!')).statusCode).toBe(404);
    expect((await reply(traveller, 'Thank you!')).statusCode).toBe(403);
    const first = await reply(operator, 'Thank you, Ada!\nWe hope to see you again.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reply).toMatchObject({
      operatorName: 'Kyoto Trails Co.',
      body: 'Thank you, Ada!\nWe hope to see you again.',
    });
    expect((await reply(operator, 'Again')).statusCode).toBe(409);

    const mails = await queryRows<{ to_address: string; subject: string; text_body: string }>(
      db,
      sql`select to_address, subject, text_body from mail_outbox where kind = 'review_reply' and booking_id = ${booking.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: booking.email,
      subject: 'Kyoto Trails Co. replied to your review of Test tour | Wanderway',
    });
    expect(mails[0]?.text_body).toContain('> We hope to see you again.');
    expect(mails[0]?.text_body).toContain(`/tours/${await slugOf(departure.tourId)}#reviews`);

    const page = await tourPage(departure.tourId);
    expect(page.items[0]?.reply).toMatchObject({ operatorName: 'Kyoto Trails Co.' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/operator/reviews?unanswered=true',
      cookies: operator.cookies,
    });
    expect(mine.json().items.some((item: { id: string }) => item.id === reviewId)).toBe(false);
    const all = await t.app.inject({ method: 'GET', url: '/api/operator/reviews', cookies: operator.cookies });
    expect(all.json().items.find((item: { id: string }) => item.id === reviewId)?.tour.slug).toBe(
      await slugOf(departure.tourId),
    );
  });

  it("e-mails the operator's reply in the language the booking was made in, whatever the operator's", async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    await queryRows(db, sql`update bookings set language = 'th' where id = ${booking.id}`);
    await submit(booking.token);
    const reviewId = await reviewIdOf(booking.id);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/operator/reviews/${reviewId}/reply`,
      cookies: { ...operator.cookies, lang: 'en' },
      payload: { body: 'Thank you, Ada!' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      db,
      sql`select subject, text_body, html_body from mail_outbox where kind = 'review_reply' and booking_id = ${booking.id}`,
    );
    expect(mail?.subject).toBe('Kyoto Trails Co. ตอบกลับรีวิว Test tour ของคุณแล้ว | Wanderway');
    expect(mail?.text_body).toContain('เรียน คุณAda Lovelace');
    expect(mail?.text_body).toContain('> Thank you, Ada!');
    expect(mail?.text_body).toContain(`ดูในหน้าทัวร์: ${t.config.appUrl}/tours/${await slugOf(departure.tourId)}#reviews`);
    expect(mail?.html_body).toContain('<html lang="th">');
  });

  it('refuses a reply to a review waiting for a moderator or hidden, and writes and mails nothing', async () => {
    const departure = await tourWithDeparture();
    const [held, hidden] = [await bookingOn(departure), await bookingOn(departure)];
    await submit(held.token, form({ body: `${BODY} Book direct at www.kyoto-deals.test` }));
    await submit(hidden.token);
    const hiddenId = await reviewIdOf(hidden.id);
    expect((await asAdmin(`/api/admin/reviews/${hiddenId}/hide`, { reason: 'Copied text' })).statusCode).toBe(200);

    for (const reviewId of [await reviewIdOf(held.id), hiddenId]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/operator/reviews/${reviewId}/reply`,
        cookies: operator.cookies,
        payload: { body: 'Thank you!' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(REVIEW_MESSAGES.replyNotPublished);
    }
    const written = await queryRows(
      db,
      sql`select r.id from review_replies r join reviews v on v.id = r.review_id where v.tour_id = ${departure.tourId}
        union all select id from mail_outbox where kind = 'review_reply' and booking_id in (${held.id}, ${hidden.id})`,
    );
    expect(written).toEqual([]);
  });

  it('closes editing 14 days after writing', async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    const written = await submit(booking.token);
    const editableUntil = new Date((written.json() as TReviewFormState).review?.editableUntil ?? '');
    expect(editableUntil.getTime() - t.clock.now().getTime()).toBe(14 * DAY);
    t.clock.advance(14 * DAY);
    try {
      const late = await edit(booking.token, form({ overallRating: 1 }));
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(REVIEW_MESSAGES.editWindowClosed);
      expect(await figures(departure.tourId)).toEqual({ rating: 5, reviewsCount: 1 });
    } finally {
      t.clock.advance(-14 * DAY);
    }
  });

  it('shows the summary by the spec buckets, pages, sorts and filters, and only published reviews', async () => {
    const departure = await tourWithDeparture();
    const written = [
      { overallRating: 5, travellerType: 'couple', guideRating: 5 },
      { overallRating: 4, travellerType: 'family', guideRating: 3, valueRating: 4 },
      { overallRating: 4, travellerType: 'solo' },
      { overallRating: 2, travellerType: 'family' },
    ] as const;
    for (const review of written) {
      const booking = await bookingOn(departure);
      expect((await submit(booking.token, form(review))).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const page = await tourPage(departure.tourId);
    expect(page.summary).toEqual({
      average: 3.8,
      count: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      subRatings: {
        guide: { average: 4, count: 2 },
        organisation: null,
        value: { average: 4, count: 1 },
        accommodation: null,
      },
    });
    expect(await figures(departure.tourId)).toEqual({ rating: 3.8, reviewsCount: 4 });
    expect(page.items.map((item) => item.travellerType)).toEqual(['family', 'solo', 'family', 'couple']);
    expect((await tourPage(departure.tourId, '?sort=highest')).items.map((item) => item.overallRating)).toEqual([
      5, 4, 4, 2,
    ]);
    expect((await tourPage(departure.tourId, '?sort=lowest')).items.map((item) => item.overallRating)).toEqual([
      2, 4, 4, 5,
    ]);
    const families = await tourPage(departure.tourId, '?travellerType=family&rating=4');
    expect(families).toMatchObject({ total: 1, items: [{ overallRating: 4, travellerType: 'family' }] });
    expect((await tourPage(departure.tourId, '?page=2')).items).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/tours/${await slugOf(departure.tourId)}/reviews?sort=best`,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/tours/no-such-tour/reviews' })).statusCode).toBe(404);
  });

  it('lets browser tests make trips in each state and run the review-request job at once', async () => {
    const make = async (state: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/trips',
        payload: { email: `trip-${state}@example.test`, state, ownerEmail: operator.email },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { bookingId: string; reference: string; tourId: string; slug: string };
    };
    const ended = await make('ended_paid');
    const future = await make('future_paid');
    const run = async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/test/jobs/review-requests' });
      expect(response.statusCode).toBe(200);
      return (response.json() as { sent: number }).sent;
    };
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const mailed = await queryRows<{ booking_id: string }>(
      db,
      sql`select booking_id from mail_outbox where kind = 'review_request' and booking_id in (${ended.bookingId}, ${future.bookingId})`,
    );
    expect(mailed).toEqual([{ booking_id: ended.bookingId }]);
    const [owner] = await queryRows<{ owner_user_id: string }>(
      db,
      sql`select owner_user_id from tours where id = ${ended.tourId}`,
    );
    expect(owner?.owner_user_id).toBe(operator.id);
  });

  it('takes photos through the image pipeline and serves them only while the review is published', async () => {
    const departure = await tourWithDeparture();
    const booking = await bookingOn(departure);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
      .withExifMerge({ IFD0: { Copyright: 'secret-exif' } })
      .jpeg()
      .toBuffer();
    const boundary = '----review-photo';
    const upload = (bytes: Buffer, token = booking.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/by-link/${token}/photos`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });

    const reviewPhotoCount = async () =>
      (await queryRows(db, sql`select id from image_uploads where purpose = 'review'`)).length;
    const photosBefore = await reviewPhotoCount();
    const notAnImage = await upload(Buffer.from('not an image at all'));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().error.fields).toEqual({ file: TOUR_IMAGE_MESSAGES.invalidType });
    expect(await reviewPhotoCount()).toBe(photosBefore);
    const stored = await upload(jpeg);
    expect(stored.statusCode, stored.body).toBe(201);
    const photo = stored.json() as { id: string; url: string };
    expect(photo.url).toBe(`/api/review-photos/${photo.id}`);
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('secret-exif'))).toBe(false);
    // Review photos are not tour images.
    expect((await t.app.inject({ method: 'GET', url: `/api/tour-images/${photo.id}` })).statusCode).toBe(404);

    const unpaid = await bookingOn(departure, { status: 'pending', paymentStatus: 'pending' });
    const refused = await upload(jpeg, unpaid.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REVIEW_NOT_ELIGIBLE');
    expect(await reviewPhotoCount()).toBe(photosBefore + 1);

    const written = await submit(booking.token, form({ photoIds: [photo.id] }));
    expect((written.json() as TReviewFormState).review?.photos).toEqual([photo]);
    expect((await tourPage(departure.tourId)).items[0]?.photos).toEqual([photo]);

    // Another booking's review cannot take the photo, nor can an id that is no review photo.
    const other = await bookingOn(departure);
    const taken = await submit(other.token, form({ photoIds: [photo.id] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ photoIds: REVIEW_MESSAGES.photoUnknown });
    expect((await submit(other.token, form({ photoIds: [crypto.randomUUID()] }))).statusCode).toBe(400);
    expect(await queryRows(db, sql`select id from reviews where booking_id = ${other.id}`)).toEqual([]);

    // A photo of a review waiting for a moderator is not served until the review is published.
    const held = await bookingOn(departure);
    const heldPhoto = (await upload(jpeg, held.token)).json() as { id: string; url: string };
    const heldReview = await submit(
      held.token,
      form({ photoIds: [heldPhoto.id], body: `${BODY} See www.x-deals.test` }),
    );
    expect((heldReview.json() as TReviewFormState).review?.status).toBe('in_moderation');
    expect((await t.app.inject({ method: 'GET', url: heldPhoto.url })).statusCode).toBe(404);
    // The moderator deciding sees it, never from a shared cache.
    const moderatorsView = await t.app.inject({ method: 'GET', url: heldPhoto.url, cookies: admin.cookies });
    expect(moderatorsView.statusCode).toBe(200);
    expect(moderatorsView.headers['content-type']).toBe('image/jpeg');
    expect(moderatorsView.headers['cache-control']).toBe('private, no-store');
    expect((await asAdmin(`/api/admin/reviews/${await reviewIdOf(held.id)}/publish`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: heldPhoto.url })).statusCode).toBe(200);

    await asAdmin(`/api/admin/reviews/${await reviewIdOf(booking.id)}/hide`, { reason: 'Offensive photo' });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo.url, cookies: admin.cookies })).statusCode).toBe(200);

    // Two reviews of two tours naming one free photo at once: one takes it, the other is told, and is not written.
    const racing = [await bookingOn(await tourWithDeparture()), await bookingOn(await tourWithDeparture())];
    const free = (await upload(jpeg, racing[0]!.token)).json() as { id: string };
    const answers = await Promise.all(racing.map((entry) => submit(entry.token, form({ photoIds: [free.id] }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const loser = answers.findIndex((answer) => answer.statusCode === 400);
    expect(answers[loser]?.json().error.fields).toEqual({ photoIds: REVIEW_MESSAGES.photoUnknown });
    expect(await queryRows(db, sql`select id from reviews where booking_id = ${racing[loser]!.id}`)).toEqual([]);
    expect(await queryRows(db, sql`select id from review_photos where image_upload_id = ${free.id}`)).toHaveLength(1);
  });
});
