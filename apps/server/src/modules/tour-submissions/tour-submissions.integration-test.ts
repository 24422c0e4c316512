import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb, type TPendingAvailableDate, type TPendingHotel, type TPendingTourImage } from '@tour/db';
import { TEST_BACKENDS } from '@tour/db/testing';
import {
  DEPARTURE_FLIGHT_MESSAGES,
  TOUR_DRAFT_MESSAGES,
  TOUR_FORM_MESSAGES,
  TOUR_SUBMIT_MESSAGES,
  type TTourDraft,
} from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

/** The SKU of the fixture for 'Siam Holidays': SIA, Phuket, 04 days, TG, 1 September. */
const SIAM_PREFIX = 'SIAHKT04TG0901';

describe.each(TEST_BACKENDS)('tour submission on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Siam Holidays Co., Ltd.' });
  });
  afterAll(() => close());

  async function draftOf(operator: TOperator, data: TTourDraft | Record<string, unknown>): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: operator.cookies,
      payload: { data },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  const submit = (operator: TOperator, draftId: string, key: string | null = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${draftId}/submit`,
      cookies: operator.cookies,
      headers: key ? { 'idempotency-key': key } : {},
      payload: {},
    });

  const pendingRows = (userId: string) =>
    queryRows<Record<string, unknown>>(
      db,
      sql`select * from pending_tours where user_id = ${userId} order by submitted_at, sku`,
    );

  const mailsTo = (email: string) =>
    queryRows<{ subject: string; text_body: string; kind: string }>(
      db,
      sql`select subject, text_body, kind from mail_outbox where to_address = ${email} and kind = 'tour_received'`,
    );

  it('refuses an incomplete draft with the spec messages per field and writes nothing', async () => {
    const operator = await signUpOperator(t, db, 'agent', { nameEn: 'Andaman Trips' });
    const draftId = await draftOf(operator, {
      ...completeTourDraft(),
      title: 'Hi',
      description: '',
      totalQuota: 30,
      inclusions: [],
      hotels: [],
    });
    const response = await submit(operator, draftId);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(TOUR_FORM_MESSAGES.fixFormErrors);
    expect(error.fields).toMatchObject({
      title: TOUR_FORM_MESSAGES.titleMin,
      description: TOUR_FORM_MESSAGES.fieldRequired('Description'),
      hotels: TOUR_FORM_MESSAGES.hotelRequired,
      'inclusions.0.value': TOUR_FORM_MESSAGES.inclusionRequired,
      availableDates: TOUR_FORM_MESSAGES.spotsExceedQuotaStep(40, 30),
    });
    expect(await pendingRows(operator.id)).toEqual([]);
    expect(await mailsTo(operator.email)).toEqual([]);
    const draft = await t.app.inject({ method: 'GET', url: `/api/tour-drafts/${draftId}`, cookies: operator.cookies });
    expect(draft.json().submittedAt).toBeNull();

    const withoutKey = await submit(operator, draftId, null);
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json().error.message).toBe(TOUR_SUBMIT_MESSAGES.idempotencyKeyInvalid);
  });

  it("writes the receipt in the operator's profile language, else in the language they submitted in", async () => {
    const inThai = (operator: TOperator, draftId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tour-drafts/${draftId}/submit`,
        cookies: { ...operator.cookies, lang: 'th' },
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: {},
      });
    const never = await signUpOperator(t, db, 'agent', { nameEn: 'Chiang Mai Walks' });
    await queryRows(db, sql`update profiles set language = null where id = ${never.id}`);
    expect((await inThai(never, await draftOf(never, completeTourDraft()))).statusCode).toBe(201);
    const [thai] = await mailsTo(never.email);
    expect(thai?.subject).toBe(`เราได้รับทัวร์ของคุณแล้ว: ${completeTourDraft().title}`);
    expect(thai?.text_body).toContain(`เราได้รับทัวร์ "${completeTourDraft().title}" ของคุณแล้ว`);
    expect(thai?.text_body).toContain('สถานะ: รอการตรวจสอบ');
    const [html] = await queryRows<{ html_body: string }>(
      db,
      sql`select html_body from mail_outbox where to_address = ${never.email} and kind = 'tour_received'`,
    );
    expect(html?.html_body).toMatch(/^<!DOCTYPE html><html lang="th">/);

    const english = await signUpOperator(t, db, 'agent', { nameEn: 'Chiang Rai Walks' });
    await queryRows(db, sql`update profiles set language = 'en' where id = ${english.id}`);
    expect((await inThai(english, await draftOf(english, completeTourDraft()))).statusCode).toBe(201);
    const [chosen] = await mailsTo(english.email);
    expect(chosen?.subject).toBe(`We received your tour: ${completeTourDraft().title}`);
  });

  it('refuses a departure whose flights are off its dates, naming it, and writes nothing', async () => {
    const operator = await signUpOperator(t, db, 'agent', { nameEn: 'Krabi Day Trips' });
    const complete = completeTourDraft();
    const [first, second] = complete.availableDates ?? [];
    // The second date moved a day on while keeping the flights copied for its old date, 15 September.
    const draftId = await draftOf(operator, {
      ...complete,
      availableDates: [
        first,
        {
          ...second,
          startDate: '2026-09-16',
          outbound: {
            ...first?.outbound,
            departureDateTime: '2026-09-15T08:00:00+07:00',
            arrivalDateTime: '2026-09-15T09:25:00+07:00',
          },
          return: {
            ...first?.return,
            departureDateTime: '2026-09-18T10:00:00+07:00',
            arrivalDateTime: '2026-09-18T11:25:00+07:00',
          },
        },
      ],
    });
    const response = await submit(operator, draftId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'availableDates.1.flights': DEPARTURE_FLIGHT_MESSAGES.outboundOffStartDate('2026-09-16', '2026-09-15'),
    });
    expect(await pendingRows(operator.id)).toEqual([]);
  });

  it('requires an admin to type the company name, and keeps the one typed', async () => {
    const admin = await signUpOperator(t, db, 'admin');
    const missing = await submit(admin, await draftOf(admin, completeTourDraft({ companyName: '  ' })));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.companyName).toBe(TOUR_FORM_MESSAGES.companyNameForAdmin);
    const typed = await submit(
      admin,
      await draftOf(admin, completeTourDraft({ companyName: 'Admin Typed Travel', location: 'Patong' })),
    );
    expect(typed.statusCode).toBe(201);
    const [row] = await pendingRows(admin.id);
    // Admins may change the location; the SKU starts with the typed company.
    expect(row).toMatchObject({ company_name: 'Admin Typed Travel', location: 'Patong', country: 'Nowhere' });
    expect(String(row?.sku)).toMatch(/^ADMHKT04TG0901\d{2}$/);
  });

  it('writes the pending record, marks the draft submitted and writes the receipt e-mail', async () => {
    const draftId = await draftOf(agent, completeTourDraft({ title: 'Andaman Coast Discovery' }));
    const response = await submit(agent, draftId, 'first-submit-key');
    expect(response.statusCode).toBe(201);
    const { pendingTourId, message } = response.json();
    expect(message).toBe(TOUR_SUBMIT_MESSAGES.submitted);

    const row = expectRow((await pendingRows(agent.id))[0], 'the pending tour');
    expect(row).toMatchObject({
      id: pendingTourId,
      status: 'pending',
      draft_id: draftId,
      idempotency_key: 'first-submit-key',
      // The company is the server's English name, never the one the browser sent.
      company_name: 'Siam Holidays Co., Ltd.',
      sku: `${SIAM_PREFIX}00`,
      slug: 'andaman-coast-discovery',
      title: 'Andaman Coast Discovery',
      // Location and country come from the outbound arrival airport (decision 30).
      location: 'Phuket',
      country: 'Thailand',
      category: 'beach',
      price: 1250050,
      discount_percentage: 10,
      currency: 'THB',
      duration: '4 Days',
      duration_days: 4,
      total_quota: 40,
      inclusions: ['Return flights', 'Hotel with breakfast'],
    });
    const dates = row.available_dates as TPendingAvailableDate[];
    expect(dates.map((date) => [date.startDate, date.price, date.availableSpots])).toEqual([
      ['2026-09-01', 1250050, 20],
      ['2026-09-15', 1300000, 20],
    ]);
    // The later date had no flights: it took the first date's, shifted to its own start.
    expect(dates[1]?.outbound).toMatchObject({
      flightNumber: 'TG201',
      departureDateTime: '2026-09-15T08:00:00+07:00',
      arrivalCode: 'HKT',
    });
    expect(dates[1]?.return).toMatchObject({ flightNumber: 'TG202', arrivalDateTime: '2026-09-18T11:25:00+07:00' });
    expect((row.tour_images as TPendingTourImage[]).map((image) => [image.order, image.url])).toEqual([
      [0, 'https://images.example.test/1.jpg'],
      [1, 'https://images.example.test/2.jpg'],
      [2, 'https://images.example.test/3.jpg'],
    ]);
    expect((row.itinerary_days as unknown[]).length).toBe(4);
    expect((row.hotels as TPendingHotel[])[0]).toMatchObject({
      name: 'Andaman Beach Resort',
      website: null,
    });

    const [mail] = await mailsTo(agent.email);
    expect(mail?.subject).toBe('We received your tour: Andaman Coast Discovery');
    expect(mail?.text_body).toContain(`Pending tour ID: ${pendingTourId}`);
    expect(mail?.text_body).toContain(`SKU: ${SIAM_PREFIX}00`);

    const draft = await t.app.inject({ method: 'GET', url: `/api/tour-drafts/${draftId}`, cookies: agent.cookies });
    expect(draft.json().submittedAt).not.toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/tour-drafts', cookies: agent.cookies });
    expect(list.json().drafts.map((item: { id: string }) => item.id)).not.toContain(draftId);
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/tour-drafts/${draftId}`,
      cookies: agent.cookies,
      payload: { version: draft.json().version, data: {} },
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().error.message).toBe(TOUR_DRAFT_MESSAGES.alreadySubmitted);

    const submitted = await t.app.inject({ method: 'GET', url: '/api/tour-submissions', cookies: agent.cookies });
    expect(submitted.json().tours).toContainEqual(
      expect.objectContaining({ id: pendingTourId, status: 'pending', sku: `${SIAM_PREFIX}00`, rejectionReason: null }),
    );
  });

  it('answers a replay, a double click and a second submit of one draft with the same pending tour', async () => {
    const operator = await signUpOperator(t, db, 'wholesale_owner', { nameEn: 'Replay Tours' });
    const draftId = await draftOf(operator, completeTourDraft({ title: 'Replayed island tour' }));
    const first = await submit(operator, draftId, 'replay-key-1');
    expect(first.statusCode).toBe(201);
    const id = first.json().pendingTourId;

    const replay = await submit(operator, draftId, 'replay-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().pendingTourId).toBe(id);
    const otherKey = await submit(operator, draftId, 'replay-key-2');
    expect(otherKey.statusCode).toBe(200);
    expect(otherKey.json().pendingTourId).toBe(id);
    // The key travels in the body too; the same key on another draft still names the first submission.
    const secondDraft = await draftOf(operator, completeTourDraft({ title: 'Another island tour' }));
    const sameKeyInBody = await t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${secondDraft}/submit`,
      cookies: operator.cookies,
      payload: { idempotencyKey: 'replay-key-1' },
    });
    expect(sameKeyInBody.json().pendingTourId).toBe(id);

    // A double click: the same draft at the same moment, with one key and with fresh keys.
    const raced = await draftOf(operator, completeTourDraft({ title: 'Double clicked island tour' }));
    const clicks = await Promise.all([
      submit(operator, raced, 'double-click'),
      submit(operator, raced, 'double-click'),
      submit(operator, raced),
      submit(operator, raced),
    ]);
    const ids = new Set(clicks.map((click) => click.json().pendingTourId));
    expect(ids.size).toBe(1);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 200, 200, 201]);

    const rows = await pendingRows(operator.id);
    expect(rows.map((row) => row.title)).toEqual(['Replayed island tour', 'Double clicked island tour']);
    expect(await mailsTo(operator.email)).toHaveLength(2);
  });

  it('gives 20 concurrent submissions with one SKU prefix 20 different SKUs, after those already taken', async () => {
    const operators = await Promise.all(
      Array.from({ length: 4 }, () => signUpOperator(t, db, 'agent', { nameEn: 'Rush Hour Travel' })),
    );
    // RUS…00 is taken by a live tour: the scheme looks in tours as well as pending tours.
    await queryRows(
      db,
      sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days, sku)
        values ('rush-live-tour', 'Rush live tour', 'Live', 'Phuket', 'Thailand', 100000, 'THB', '4 Days', 4, 'RUSHKT04TG090100')`,
    );
    const drafts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const operator = operators[index % operators.length] as TOperator;
        return draftOf(operator, completeTourDraft({ title: `Rush hour tour number ${index + 1}` })).then(
          (draftId) => ({ operator, draftId }),
        );
      }),
    );
    const responses = await Promise.all(drafts.map(({ operator, draftId }) => submit(operator, draftId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));

    const rows = await queryRows<{ sku: string }>(
      db,
      sql`select sku from pending_tours where sku like 'RUSHKT04TG0901%' order by sku`,
    );
    const expected = Array.from({ length: 20 }, (_, index) => `RUSHKT04TG0901${String(index + 1).padStart(2, '0')}`);
    expect(rows.map((row) => row.sku)).toEqual(expected);
  });

  it('makes the slug unique among tours and pending tours with a numeric suffix, also under concurrency', async () => {
    const operator = await signUpOperator(t, db, 'wholesale_seller');
    await queryRows(
      db,
      sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
        values ('lanta-sunset-cruise', 'Lanta Sunset Cruise', 'Live', 'Krabi', 'Thailand', 100000, 'THB', '4 Days', 4)`,
    );
    const drafts = await Promise.all(
      [1, 2, 3].map(() => draftOf(operator, completeTourDraft({ title: 'Lanta: Sunset Cruise!' }))),
    );
    const responses = await Promise.all(drafts.map((draftId) => submit(operator, draftId)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const rows = await pendingRows(operator.id);
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'lanta-sunset-cruise-2',
      'lanta-sunset-cruise-3',
      'lanta-sunset-cruise-4',
    ]);
    // A seller without a company: no company name, and the SKU starts at the arrival airport.
    expect(rows.map((row) => row.company_name)).toEqual([null, null, null]);
    expect(rows.map((row) => String(row.sku).slice(0, 11))).toEqual(Array(3).fill('HKT04TG0901'));
  });

  it('writes the e-mail in the same transaction: when it cannot be written, no pending tour is left', async () => {
    const operator = await signUpOperator(t, db, 'agent', { nameEn: 'Atomic Travel' });
    const draftId = await draftOf(operator, completeTourDraft({ title: 'Atomic island tour' }));
    await queryRows(
      db,
      sql.raw(`
      create function refuse_tour_mail() returns trigger language plpgsql as $$
      begin
        if new.kind = 'tour_received' then raise exception 'mail outbox unavailable'; end if;
        return new;
      end $$`),
    );
    await queryRows(
      db,
      sql.raw(
        'create trigger refuse_tour_mail before insert on mail_outbox for each row execute function refuse_tour_mail()',
      ),
    );
    try {
      const failed = await submit(operator, draftId, 'atomic-key');
      expect(failed.statusCode).toBe(500);
      expect(await pendingRows(operator.id)).toEqual([]);
      const draft = await t.app.inject({
        method: 'GET',
        url: `/api/tour-drafts/${draftId}`,
        cookies: operator.cookies,
      });
      expect(draft.json().submittedAt).toBeNull();
    } finally {
      await queryRows(db, sql.raw('drop trigger refuse_tour_mail on mail_outbox'));
      await queryRows(db, sql.raw('drop function refuse_tour_mail()'));
    }
    const retried = await submit(operator, draftId, 'atomic-key');
    expect(retried.statusCode).toBe(201);
    expect(await pendingRows(operator.id)).toHaveLength(1);
    expect(await mailsTo(operator.email)).toHaveLength(1);
  });

  it("lists the user's submitted tours with their status: pending, approved with the tour, rejected with the reason", async () => {
    const operator = await signUpOperator(t, db, 'agent', { nameEn: 'Status Travel' });
    const ids: string[] = [];
    for (const title of ['Status pending tour', 'Status approved tour', 'Status rejected tour']) {
      t.clock.advance(60_000);
      ids.push((await submit(operator, await draftOf(operator, completeTourDraft({ title })))).json().pendingTourId);
    }
    const [, approvedId, rejectedId] = ids;
    const [published] = await queryRows<{ id: string }>(
      db,
      sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
        values ('status-approved-tour', 'Status approved tour', 'Live', 'Phuket', 'Thailand', 100000, 'THB', '4 Days', 4)
        returning id`,
    );
    await queryRows(
      db,
      sql`update pending_tours set status = 'approved', published_tour_id = ${published?.id} where id = ${approvedId}`,
    );
    // As the review side records a rejection: a copy in rejected_tours with the reason, the pending row marked.
    await queryRows(
      db,
      sql`
      insert into rejected_tours (original_pending_tour_id, user_id, sku, company_name, title, slug, description, duration,
        duration_days, location, country, category, price, currency, total_quota, submitted_at, rejection_reason)
      select id, user_id, sku, company_name, title, slug, description, duration, duration_days, location, country,
        category, price, currency, total_quota, submitted_at, 'Please add photos of the hotel rooms'
      from pending_tours where id = ${rejectedId}`,
    );
    await queryRows(db, sql`update pending_tours set status = 'rejected_archived' where id = ${rejectedId}`);

    const response = await t.app.inject({ method: 'GET', url: '/api/tour-submissions', cookies: operator.cookies });
    const tours = response.json().tours as Array<Record<string, unknown>>;
    expect(tours.map((tour) => [tour.title, tour.status])).toEqual([
      ['Status rejected tour', 'rejected'],
      ['Status approved tour', 'approved'],
      ['Status pending tour', 'pending'],
    ]);
    expect(tours[0]).toMatchObject({ id: rejectedId, rejectionReason: 'Please add photos of the hotel rooms' });
    expect(tours[1]).toMatchObject({ id: approvedId, publishedSlug: 'status-approved-tour' });
    const stranger = await signUpOperator(t, db, 'customer');
    const none = await t.app.inject({ method: 'GET', url: '/api/tour-submissions', cookies: stranger.cookies });
    expect(none.json().tours).toEqual([]);
  });
});
