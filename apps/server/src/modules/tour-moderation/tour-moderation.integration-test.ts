import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import { MESSAGES, TOUR_MODERATION_MESSAGES } from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import {
  completeTourDraft,
  signUpOperator,
  type TOperator,
  APPROVAL_TABLES,
} from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

describe.each(TEST_BACKENDS)('tour moderation on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Siam Holidays Co., Ltd.' });
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  /** A tour submitted through the wizard's API as the agent; its pending tour id. */
  async function submitTour(title: string, overrides: Parameters<typeof completeTourDraft>[0] = {}): Promise<string> {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: agent.cookies,
      payload: { data: completeTourDraft({ title, ...overrides }) },
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

  const decide = (pendingTourId: string, action: string, payload: object = {}, caller: TOperator = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${pendingTourId}/${action}`,
      cookies: caller.cookies,
      payload,
    });

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);
  const pendingOf = async (id: string) =>
    expectRow((await rows(sql`select * from pending_tours where id = ${id}`))[0], id);
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        APPROVAL_TABLES.map(async (table) => {
          const [row] = await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`);
          return [table, Number(row?.n)] as const;
        }),
      ),
    );

  it('lists pending tours newest submitted first and shows one with its history', async () => {
    const older = await submitTour('Older Krabi Trip');
    const newer = await submitTour('Newer Krabi Trip');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/pending-tours', cookies: admin.cookies });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.json().items[ids.indexOf(newer)]).toMatchObject({
      title: 'Newer Krabi Trip',
      companyName: 'Siam Holidays Co., Ltd.',
      price: 1250050,
      currency: 'THB',
      submittedBy: { id: agent.id, email: agent.email },
    });

    const one = await t.app.inject({ method: 'GET', url: `/api/admin/pending-tours/${newer}`, cookies: admin.cookies });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: newer, status: 'pending', totalQuota: 40, publishedTourId: null });
    expect(one.json().availableDates).toHaveLength(2);
    expect(one.json().history).toEqual([
      { kind: 'submitted', note: null, actorName: expect.any(String), createdAt: expect.any(String) },
    ]);

    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pending-tours/${crypto.randomUUID()}`,
      cookies: admin.cookies,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(TOUR_MODERATION_MESSAGES.notFound);
  });

  it('approval publishes every part of the tour exactly, keeps the record approved, audits and e-mails', async () => {
    const id = await submitTour('Phuket & Phi-Phi: Island Escape!', {
      itineraryDays: [1, 2, 3, 4].map((day) => ({
        dayNumber: day,
        title: `Day ${day}`,
        activities:
          day === 2
            ? [
                { time: '09:00', description: 'Speedboat to Phi Phi' },
                { time: '14:00', description: 'Snorkelling at Maya Bay' },
              ]
            : [{ time: 'Morning', description: `Activities of day ${day} on the island` }],
      })),
    });
    const pending = await pendingOf(id);
    const response = await decide(id, 'approve');
    expect(response.statusCode).toBe(200);
    const { tourId, slug, message } = response.json();
    expect(message).toBe(TOUR_MODERATION_MESSAGES.approved);
    expect(slug).toBe('phuket-phi-phi-island-escape');

    const [tour] = await rows(sql`select * from tours where id = ${tourId}`);
    expect(tour).toMatchObject({
      slug,
      title: pending.title,
      description: pending.description,
      location: pending.location,
      country: pending.country,
      category: pending.category,
      thumbnail_url: pending.thumbnail_url,
      price: 1250050,
      discount_percentage: 10,
      currency: 'THB',
      duration: pending.duration,
      duration_days: 4,
      rating: '0.0',
      reviews_count: 0,
      is_featured: false,
      is_all_inclusive: false,
      is_recommended: false,
      inclusions: pending.inclusions,
      exclusions: pending.exclusions,
      highlights: pending.highlights,
      sku: pending.sku,
      company_name: 'Siam Holidays Co., Ltd.',
      total_quota: 40,
      owner_user_id: agent.id,
      status: 'published',
    });
    expect(tour?.company_id).toEqual(expect.any(String));

    const dates = await rows(
      sql`select id, start_date::text, end_date::text, price, currency, available_spots, discount_percent
        from tour_dates where tour_id = ${tourId} order by start_date`,
    );
    expect(dates.map(({ id: _id, ...date }) => date)).toEqual([
      {
        start_date: '2026-09-01',
        end_date: '2026-09-05',
        price: 1250050,
        currency: 'THB',
        available_spots: 20,
        discount_percent: null,
      },
      {
        start_date: '2026-09-15',
        end_date: '2026-09-19',
        price: 1300000,
        currency: 'THB',
        available_spots: 20,
        discount_percent: null,
      },
    ]);

    const flights = await rows(
      sql`select d.start_date::text as start_date, f.is_outbound, f.airline, f.airline_code, f.flight_number,
          f.departure_code, f.departure_airport, f.departure_time, f.departure_utc_offset,
          f.arrival_code, f.arrival_airport, f.arrival_time, f.arrival_utc_offset, f.duration
        from tour_flights f join tour_dates d on d.id = f.tour_date_id
        where d.tour_id = ${tourId} order by d.start_date, f.is_outbound desc`,
    );
    const flight = (row: TRow) => ({
      ...row,
      departure_time: new Date(String(row.departure_time)).toISOString(),
      arrival_time: new Date(String(row.arrival_time)).toISOString(),
    });
    const bangkokToPhuket = {
      is_outbound: true,
      airline: 'Thai Airways',
      airline_code: 'TG',
      flight_number: 'TG201',
      departure_code: 'BKK',
      departure_airport: 'Suvarnabhumi Airport',
      departure_utc_offset: 420,
      arrival_code: 'HKT',
      arrival_airport: 'Phuket International Airport',
      arrival_utc_offset: 420,
      duration: '1h 25m',
    };
    const phuketToBangkok = {
      ...bangkokToPhuket,
      is_outbound: false,
      flight_number: 'TG202',
      departure_code: 'HKT',
      departure_airport: 'Phuket International Airport',
      arrival_code: 'BKK',
      arrival_airport: 'Suvarnabhumi Airport',
    };
    expect(flights.map(flight)).toEqual([
      {
        start_date: '2026-09-01',
        ...bangkokToPhuket,
        departure_time: '2026-09-01T01:00:00.000Z',
        arrival_time: '2026-09-01T02:25:00.000Z',
      },
      {
        start_date: '2026-09-01',
        ...phuketToBangkok,
        departure_time: '2026-09-04T03:00:00.000Z',
        arrival_time: '2026-09-04T04:25:00.000Z',
      },
      {
        start_date: '2026-09-15',
        ...bangkokToPhuket,
        departure_time: '2026-09-15T01:00:00.000Z',
        arrival_time: '2026-09-15T02:25:00.000Z',
      },
      {
        start_date: '2026-09-15',
        ...phuketToBangkok,
        departure_time: '2026-09-18T03:00:00.000Z',
        arrival_time: '2026-09-18T04:25:00.000Z',
      },
    ]);

    expect(
      await rows(
        sql`select day_number, position, title, time, description from tour_itinerary
          where tour_id = ${tourId} order by day_number, position`,
      ),
    ).toEqual([
      { day_number: 1, position: 0, title: 'Day 1', time: 'Morning', description: 'Activities of day 1 on the island' },
      { day_number: 2, position: 0, title: 'Day 2 - Activity 1', time: '09:00', description: 'Speedboat to Phi Phi' },
      {
        day_number: 2,
        position: 1,
        title: 'Day 2 - Activity 2',
        time: '14:00',
        description: 'Snorkelling at Maya Bay',
      },
      { day_number: 3, position: 0, title: 'Day 3', time: 'Morning', description: 'Activities of day 3 on the island' },
      { day_number: 4, position: 0, title: 'Day 4', time: 'Morning', description: 'Activities of day 4 on the island' },
    ]);
    expect(
      await rows(
        sql`select day_number, schedule, breakfast, lunch, dinner from tour_meals where tour_id = ${tourId} order by day_number`,
      ),
    ).toEqual(
      [1, 2, 3, 4].map((day) => ({
        day_number: day,
        schedule: `Day ${day} Meals`,
        breakfast: true,
        lunch: day > 1,
        dinner: false,
      })),
    );
    expect(
      await rows(
        sql`select image_url, display_order, alt_text from tour_images where tour_id = ${tourId} order by display_order`,
      ),
    ).toEqual(
      [1, 2, 3].map((n) => ({
        image_url: `https://images.example.test/${n}.jpg`,
        display_order: n - 1,
        alt_text: `Tour image ${n}`,
      })),
    );
    expect(
      await rows(
        sql`select name, description, rating, amenities, check_in_time, check_out_time, room_type, website, display_order
          from tour_hotels where tour_id = ${tourId}`,
      ),
    ).toEqual([
      {
        name: 'Andaman Beach Resort',
        description: 'Beachfront resort with pool and spa.',
        rating: '5',
        amenities: ['Free WiFi', 'Swimming Pool'],
        check_in_time: '2:00 PM',
        check_out_time: '12:00 PM',
        room_type: 'deluxe',
        website: null,
        display_order: 0,
      },
    ]);

    expect(await pendingOf(id)).toMatchObject({ status: 'approved', published_tour_id: tourId });
    expect(
      await rows(
        sql`select kind, actor_user_id, note from tour_submission_events where pending_tour_id = ${id} order by created_at`,
      ),
    ).toEqual([
      { kind: 'submitted', actor_user_id: agent.id, note: null },
      { kind: 'approved', actor_user_id: admin.id, note: null },
    ]);
    expect(
      await rows(sql`select actor_user_id, action, target_type, before, after from audit_log where target_id = ${id}`),
    ).toEqual([
      {
        actor_user_id: admin.id,
        action: 'tour.approve',
        target_type: 'pending_tour',
        before: { status: 'pending' },
        after: { status: 'approved', tourId, slug },
      },
    ]);
    const [audit] = await rows(sql`select request_id, address from audit_log where target_id = ${id}`);
    expect(audit).toMatchObject({ request_id: expect.any(String), address: expect.any(String) });
    const mails = await rows(
      sql`select subject, text_body from mail_outbox where to_address = ${agent.email} and kind = 'tour_approved'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`/tours/${slug}`);

    // Travellers see it.
    const page = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain(String(pending.title));

    // Decided: out of the list, and a second approval changes nothing.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/pending-tours', cookies: admin.cookies });
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    const before = await counts();
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TOUR_MODERATION_MESSAGES.notPending);
    expect(await counts()).toEqual(before);
  });

  it('gives a second tour with the same title a numbered slug', async () => {
    const first = await decide(await submitTour('Same Title Getaway'), 'approve');
    const second = await decide(await submitTour('Same Title Getaway'), 'approve');
    expect(first.json().slug).toBe('same-title-getaway');
    expect(second.json().slug).toBe('same-title-getaway-2');
  });

  for (const step of [...APPROVAL_TABLES, 'pending_tours'] as const) {
    it(`leaves no row behind when writing ${step} fails`, async () => {
      const id = await submitTour(`Failing At ${step}`);
      const before = await counts();
      const event = step === 'pending_tours' ? 'update' : 'insert';
      await rows(
        sql.raw(`create or replace function fail_approval_step() returns trigger language plpgsql as $$
          begin raise exception 'injected failure at ${step}'; end $$`),
      );
      await rows(
        sql.raw(`create trigger fail_approval_step before ${event} on ${step}
          for each row execute function fail_approval_step()`),
      );
      try {
        const response = await decide(id, 'approve');
        expect(response.statusCode).toBe(500);
        expect(response.json().error.message).not.toContain('injected');
      } finally {
        await rows(sql.raw(`drop trigger fail_approval_step on ${step}`));
        await rows(sql.raw('drop function fail_approval_step()'));
      }
      expect(await counts()).toEqual(before);
      expect(await pendingOf(id)).toMatchObject({ status: 'pending', published_tour_id: null });

      // Once the failure is gone, the same tour approves.
      expect((await decide(id, 'approve')).statusCode).toBe(200);
    });
  }

  it('two administrators approving at once publish one tour and the other gets 409', async () => {
    const second = await signUpOperator(t, db, 'admin');
    const id = await submitTour('Concurrent Approval Tour');
    const { sku } = await pendingOf(id);
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'approve', {}, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(sql`select id from tours where sku = ${String(sku)}`)).toHaveLength(1);
    expect(
      await rows(sql`select id from tour_submission_events where pending_tour_id = ${id} and kind = 'approved'`),
    ).toHaveLength(1);
    expect(await rows(sql`select id from audit_log where target_id = ${id}`)).toHaveLength(1);
  });

  it('rejection copies the tour to rejected_tours with the reason, records it and e-mails it', async () => {
    const id = await submitTour('Rejected Island Tour');
    const pending = await pendingOf(id);
    const empty = await decide(id, 'reject', { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason).toBe(TOUR_MODERATION_MESSAGES.reasonRequired);
    const missing = await decide(id, 'reject', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe(TOUR_MODERATION_MESSAGES.reasonRequired);

    const response = await decide(id, 'reject', { reason: '  The photos are not of this tour.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TOUR_MODERATION_MESSAGES.rejected });

    const [copy] = await rows(sql`select * from rejected_tours where original_pending_tour_id = ${id}`);
    const {
      id: _id,
      draft_id,
      idempotency_key,
      status,
      published_tour_id,
      revision_of_tour_id,
      updated_at,
      ...copied
    } = pending;
    expect(copy).toMatchObject({
      ...copied,
      rejected_by: admin.id,
      rejection_reason: 'The photos are not of this tour.',
    });
    expect(await pendingOf(id)).toMatchObject({ status: 'rejected' });
    expect(
      await rows(sql`select kind, note from tour_submission_events where pending_tour_id = ${id} order by created_at`),
    ).toEqual([
      { kind: 'submitted', note: null },
      { kind: 'rejected', note: 'The photos are not of this tour.' },
    ]);
    expect(await rows(sql`select action, actor_user_id from audit_log where target_id = ${id}`)).toEqual([
      { action: 'tour.reject', actor_user_id: admin.id },
    ]);
    const mails = await rows(
      sql`select text_body from mail_outbox where to_address = ${agent.email} and kind = 'tour_rejected'`,
    );
    expect(mails.some((mail) => String(mail.text_body).includes('The photos are not of this tour.'))).toBe(true);

    // The operator's account shows it rejected with the reason.
    const account = await t.app.inject({ method: 'GET', url: '/api/tour-submissions', cookies: agent.cookies });
    expect(account.json().tours.find((tour: { id: string }) => tour.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photos are not of this tour.',
    });
    expect((await decide(id, 'reject', { reason: 'Again' })).statusCode).toBe(409);
    expect((await decide(id, 'approve')).statusCode).toBe(409);
  });

  it('a request for changes sends the tour back with the note, records it and e-mails it', async () => {
    const id = await submitTour('Changes Needed Tour');
    const empty = await decide(id, 'request-changes', { note: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.note).toBe(TOUR_MODERATION_MESSAGES.noteRequired);

    const response = await decide(id, 'request-changes', { note: 'Add a hotel for the last night.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TOUR_MODERATION_MESSAGES.changesRequested });
    expect(await pendingOf(id)).toMatchObject({ status: 'changes_requested' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/pending-tours/${id}`, cookies: admin.cookies });
    expect(
      detail.json().history.map((event: { kind: string; note: string | null }) => [event.kind, event.note]),
    ).toEqual([
      ['submitted', null],
      ['changes_requested', 'Add a hotel for the last night.'],
    ]);
    expect(await rows(sql`select action, after from audit_log where target_id = ${id}`)).toEqual([
      {
        action: 'tour.request_changes',
        after: { status: 'changes_requested', note: 'Add a hotel for the last night.' },
      },
    ]);
    const mails = await rows(
      sql`select text_body from mail_outbox where to_address = ${agent.email} and kind = 'tour_changes_requested'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Add a hotel for the last night.');
    expect((await decide(id, 'request-changes', { note: 'Again' })).statusCode).toBe(409);
  });

  it("writes the decision in the operator's profile language, not the administrator's", async () => {
    await rows(sql`update profiles set language = 'th' where id = ${agent.id}`);
    try {
      const id = await submitTour('Thai Operator Tour');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/pending-tours/${id}/request-changes`,
        cookies: admin.cookies,
        headers: { 'accept-language': 'en' },
        payload: { note: 'Add a hotel.' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await rows(
        sql`select subject, text_body, html_body from mail_outbox
          where to_address = ${agent.email} and kind = 'tour_changes_requested' order by created_at desc limit 1`,
      );
      expect(mail?.subject).toBe('ขอให้แก้ไขทัวร์ของคุณ: Thai Operator Tour');
      expect(mail?.text_body).toContain(
        'ผู้ดูแลระบบได้ตรวจสอบทัวร์ "Thai Operator Tour" ของคุณแล้ว และขอให้แก้ไขก่อนเผยแพร่ โปรดแก้ไขทัวร์แล้วส่งอีกครั้ง',
      );
      expect(mail?.text_body).toContain('สิ่งที่ขอให้แก้ไข:\nAdd a hotel.');
      expect(String(mail?.html_body)).toMatch(/^<!DOCTYPE html><html lang="th">/);
    } finally {
      await rows(sql`update profiles set language = null where id = ${agent.id}`);
    }
  });

  it('refuses non-admins with 403 and signed-out callers with 401, writing nothing', async () => {
    const id = await submitTour('Guarded Tour');
    const before = await counts();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/pending-tours' },
      { method: 'GET' as const, url: `/api/admin/pending-tours/${id}` },
      { method: 'POST' as const, url: `/api/admin/pending-tours/${id}/approve`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/pending-tours/${id}/reject`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/pending-tours/${id}/request-changes`, payload: { note: 'x' } },
    ];
    for (const call of calls) {
      for (const caller of [agent, customer]) {
        const refused = await t.app.inject({ ...call, cookies: caller.cookies });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(MESSAGES.noPermission);
      }
      const signedOut = await t.app.inject(call);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.message).toBe(MESSAGES.loginRequired);
    }
    expect(await counts()).toEqual(before);
    expect(await pendingOf(id)).toMatchObject({ status: 'pending' });
  });
});
