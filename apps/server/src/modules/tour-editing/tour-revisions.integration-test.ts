import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  TOUR_EDIT_MESSAGES,
  TOUR_MODERATION_MESSAGES,
  type TTourEditRequest,
  type TTourEditResponse,
} from '@tour/shared';
import { queryRows } from '../../db';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

type TRow = Record<string, unknown>;

const FLIGHT_OUT = {
  airline: 'Japan Airlines',
  airlineCode: 'JL',
  flightNumber: 'JL728',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2026-10-01T08:30:00+07:00',
  arrivalAirport: 'Kansai International Airport',
  arrivalCode: 'KIX',
  arrivalDateTime: '2026-10-01T16:00:00+09:00',
  duration: '5h 30m',
};

const HOTEL: TTourEditRequest['hotels'][number] = {
  name: 'Riverside Ryokan',
  description: 'A quiet inn by the Kamo river.',
  rating: '4',
  amenities: ['Free WiFi'],
  checkIn: '2:00 PM',
  checkOut: '11:00 AM',
  roomType: 'deluxe',
  website: '',
};

/** Every table a revision's approval writes (DESIGN decisions 10, 21, 24 and 37). */
const APPROVAL_STEPS = [
  'tour_itinerary',
  'tour_meals',
  'tour_images',
  'tour_hotels',
  'tour_submission_events',
  'audit_log',
  'mail_outbox',
] as const;

describe.each(TEST_BACKENDS)('revisions of live tours on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let admin: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    owner = await signUpOperator(t, db, 'agent', { nameEn: 'Kyoto Trails Ltd.' });
    admin = await signUpOperator(t, db, 'admin');
  });
  afterAll(() => close());

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);

  /** A live 7-day tour of the owner's, departing 2026-10-01 (the clock says 2026-06-01), with a day-1 plan. */
  async function ownedTour() {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 10, startDate: '2026-10-01' });
    const [tour] = await rows(
      sql`update tours set owner_user_id = ${owner.id}, inclusions = array['Hotel'], total_quota = 40,
        thumbnail_url = 'https://img.example.test/cover.jpg' where id = ${tourId} returning slug`,
    );
    await rows(sql`insert into tour_itinerary (tour_id, day_number, position, title, time, description)
      values (${tourId}, 1, 0, 'Arrival', '18:00', 'Check in')`);
    return { tourId, tourDateId, slug: String(tour?.slug) };
  }

  const load = async (slug: string, caller: TOperator = owner) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}/edit`, cookies: caller.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTourEditResponse;
  };

  const save = (slug: string, payload: TTourEditRequest, caller: TOperator = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/tours/${slug}/edit`, cookies: caller.cookies, payload });

  /** What the edit screen would send back unchanged (flights kept as stored). */
  async function formOf(slug: string, caller: TOperator = owner): Promise<TTourEditRequest> {
    const loaded = await load(slug, caller);
    return {
      ...loaded.form,
      dates: loaded.dates.map((date) => ({
        id: date.id,
        startDate: date.startDate,
        price: date.price,
        availableSpots: date.availableSpots,
      })),
    };
  }

  const decide = (id: string, action: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/admin/pending-tours/${id}/${action}`, cookies: admin.cookies, payload });

  /** A booking of `guests` on the departure for `email`, in `status`, made in `language`. */
  async function book(
    tourId: string,
    tourDateId: string,
    email: string,
    status = 'confirmed',
    guests = 1,
    language: 'en' | 'th' = 'en',
  ) {
    const reference = `CHT-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    await rows(sql`insert into bookings (tour_id, tour_date_id, number_of_guests, total_amount, currency,
        booking_reference, payment_method, contact_name, contact_email, booking_status, payment_status, language)
      values (${tourId}, ${tourDateId}, ${guests}, ${guests * 250000}, 'USD', ${reference}, 'bank_transfer',
        'Mali', ${email}, ${status}, 'completed', ${language})`);
    await rows(sql`update tour_dates set available_spots = available_spots - ${guests} where id = ${tourDateId}`);
    return reference;
  }

  const tripMails = () =>
    rows(sql`select to_address, subject, text_body from mail_outbox where kind = 'trip_changed' order by to_address`);
  const clearMail = () => rows(sql`delete from mail_outbox`);

  /** The live tour's content rows and its open revision, to compare before and after a failed approval. */
  const liveState = async (tourId: string) => ({
    tour: await rows(sql`select title, description, updated_at from tours where id = ${tourId}`),
    itinerary: await rows(
      sql`select day_number, position, title from tour_itinerary where tour_id = ${tourId} order by 1, 2`,
    ),
    meals: await rows(sql`select day_number, schedule from tour_meals where tour_id = ${tourId} order by 1`),
    images: await rows(sql`select image_url from tour_images where tour_id = ${tourId} order by display_order`),
    hotels: await rows(sql`select name from tour_hotels where tour_id = ${tourId} order by display_order`),
    revisions: await rows(sql`select id, status from pending_tours where revision_of_tour_id = ${tourId}`),
    events: await rows(sql`select count(*)::int as n from tour_submission_events`),
    audit: await rows(sql`select count(*)::int as n from audit_log`),
    mail: await rows(sql`select count(*)::int as n from mail_outbox`),
  });

  /** The owner's content changes: title, description, a new day 1 and day 2, a meal, a photo and a hotel. */
  function contentChanges(form: TTourEditRequest): TTourEditRequest {
    return {
      ...form,
      title: 'Kyoto Temples and Tea',
      description: 'Seven days among the temples and tea houses of Kyoto.',
      images: ['https://img.example.test/garden.jpg'],
      itineraryDays: [
        { dayNumber: 1, title: 'Arrival', activities: [{ time: '19:00', description: 'Welcome dinner in Gion' }] },
        { dayNumber: 2, title: 'Temples', activities: [{ time: '09:00', description: 'Kiyomizu-dera' }] },
      ],
      mealPlans: [{ dayNumber: 1, schedule: 'Welcome dinner', breakfast: false, lunch: false, dinner: true }],
      hotels: [HOTEL],
    };
  }

  it("an operator's content waits for approval while a price change applies at once; the approval publishes it", async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    const bookingTotal = await rows(sql`select total_amount from bookings where tour_date_id = ${tourDateId}`);
    const form = await formOf(slug);
    const saved = await save(slug, { ...contentChanges(form), dates: [{ ...form.dates[0]!, price: 199900 }] });
    expect(saved.json()).toEqual({
      message: TOUR_EDIT_MESSAGES.savedWithReview,
      slug,
      applied: ['departures'],
      inReview: ['title', 'description', 'images', 'itineraryDays', 'mealPlans', 'hotels'],
    });
    // The price is live; the content is not.
    expect(await rows(sql`select price from tour_dates where id = ${tourDateId}`)).toEqual([{ price: 199900 }]);
    expect(await rows(sql`select title, price from tours where id = ${tourId}`)).toEqual([
      { title: 'Test tour', price: 199900 },
    ]);
    expect(await rows(sql`select title from tour_itinerary where tour_id = ${tourId}`)).toEqual([{ title: 'Arrival' }]);
    expect(await rows(sql`select total_amount from bookings where tour_date_id = ${tourDateId}`)).toEqual(bookingTotal);
    const [inventoryAudit] = await rows(
      sql`select actor_user_id, action, before, after from audit_log where target_id = ${tourId}`,
    );
    expect(inventoryAudit).toMatchObject({
      actor_user_id: owner.id,
      action: 'tour.edit',
      before: { departures: [{ id: tourDateId, price: 250000 }] },
      after: { departures: [{ id: tourDateId, price: 199900 }] },
    });
    expect(Object.keys(inventoryAudit?.after as object)).toEqual(['departures']);

    // The owner reopens the screen on the revision; the administrator's queue lists it with what it changes.
    const reopened = await load(slug);
    expect(reopened.form.title).toBe('Kyoto Temples and Tea');
    expect(reopened.revision).toMatchObject({ status: 'pending', note: null, changes: saved.json().inReview });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/pending-tours', cookies: admin.cookies });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: reopened.revision?.id, revisionOfTourId: tourId, title: 'Kyoto Temples and Tea' }),
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pending-tours/${reopened.revision?.id}`,
      cookies: admin.cookies,
    });
    // Its preview shows the live departures (a revision carries none), the new price among them.
    expect(detail.json().availableDates).toMatchObject([
      { startDate: '2026-10-01', price: 199900, availableSpots: 10 },
    ]);
    expect(detail.json().revisionOf).toEqual({
      tourId,
      slug,
      title: 'Test tour',
      changes: ['title', 'description', 'images', 'itineraryDays', 'mealPlans', 'hotels'],
    });
    // The administrator sees the live content while the revision waits.
    expect((await load(slug, admin)).form.title).toBe('Test tour');

    const approved = await decide(String(reopened.revision?.id), 'approve');
    expect(approved.json()).toEqual({ tourId, slug, message: TOUR_MODERATION_MESSAGES.revisionApproved });
    expect(await rows(sql`select title, description from tours where id = ${tourId}`)).toEqual([
      { title: 'Kyoto Temples and Tea', description: 'Seven days among the temples and tea houses of Kyoto.' },
    ]);
    const after = await load(slug);
    expect(after.revision).toBeNull();
    expect(after.form).toMatchObject({
      images: ['https://img.example.test/garden.jpg'],
      itineraryDays: contentChanges(form).itineraryDays,
      hotels: [HOTEL],
    });
    expect(
      await rows(sql`select status, published_tour_id from pending_tours where id = ${reopened.revision?.id}`),
    ).toEqual([{ status: 'approved', published_tour_id: tourId }]);
    const [approvalAudit] = await rows(
      sql`select actor_user_id, before, after from audit_log where action = 'tour.revision_approve' and target_id = ${tourId}`,
    );
    expect(approvalAudit).toMatchObject({
      actor_user_id: admin.id,
      before: { title: 'Test tour', images: [] },
      after: { title: 'Kyoto Temples and Tea', images: ['https://img.example.test/garden.jpg'] },
    });
    expect(await rows(sql`select kind, to_address from mail_outbox where kind = 'tour_revision_approved'`)).toEqual([
      { kind: 'tour_revision_approved', to_address: owner.email },
    ]);
  });

  it('a second content save updates the one open revision; after a request for changes it goes back to the queue', async () => {
    const { tourId, slug } = await ownedTour();
    const form = await formOf(slug);
    expect((await save(slug, { ...form, title: 'Kyoto in Autumn' })).json()).toMatchObject({
      message: TOUR_EDIT_MESSAGES.savedForReview,
      applied: [],
      inReview: ['title'],
    });
    expect(
      (await save(slug, { ...(await formOf(slug)), description: 'Maple leaves and temples.' })).json(),
    ).toMatchObject({
      inReview: ['title', 'description'],
    });
    const revisions = await rows(
      sql`select id, title, description from pending_tours where revision_of_tour_id = ${tourId}`,
    );
    expect(revisions).toEqual([
      { id: expect.any(String), title: 'Kyoto in Autumn', description: 'Maple leaves and temples.' },
    ]);
    const id = String(revisions[0]?.id);

    t.clock.advance(1000);
    expect((await decide(id, 'request-changes', { note: 'Add a photo of the maples.' })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await load(slug)).revision).toMatchObject({
      id,
      status: 'changes_requested',
      note: 'Add a photo of the maples.',
    });
    const resaved = await save(slug, { ...(await formOf(slug)), images: ['https://img.example.test/maples.jpg'] });
    expect(resaved.json().inReview).toEqual(['title', 'description', 'images']);
    expect(await rows(sql`select status from pending_tours where id = ${id}`)).toEqual([{ status: 'pending' }]);
    expect(
      await rows(sql`select kind from tour_submission_events where pending_tour_id = ${id} order by created_at`),
    ).toEqual([{ kind: 'submitted' }, { kind: 'changes_requested' }, { kind: 'resubmitted' }]);

    // Rejected: the tour keeps its content, and a later save opens a new revision.
    expect((await decide(id, 'reject', { reason: 'Not this season.' })).statusCode).toBe(200);
    expect(await rows(sql`select title from tours where id = ${tourId}`)).toEqual([{ title: 'Test tour' }]);
    expect((await load(slug)).revision).toBeNull();
    // Not a submission to rework in the wizard: the operator's submitted tours do not list it.
    const submitted = await t.app.inject({ method: 'GET', url: '/api/tour-submissions', cookies: owner.cookies });
    expect(submitted.json<{ tours: { id: string }[] }>().tours.map((tour) => tour.id)).not.toContain(id);
    expect((await save(slug, { ...(await formOf(slug)), title: 'Kyoto in Spring' })).statusCode).toBe(200);
    expect(
      await rows(sql`select status from pending_tours where revision_of_tour_id = ${tourId} order by submitted_at`),
    ).toEqual([{ status: 'rejected' }, { status: 'pending' }]);
  });

  for (const step of APPROVAL_STEPS) {
    it(`a revision's approval failing while writing ${step} changes nothing`, async () => {
      const { tourId, tourDateId, slug } = await ownedTour();
      await book(tourId, tourDateId, `traveller-${step}@example.test`);
      expect((await save(slug, contentChanges(await formOf(slug)))).statusCode).toBe(200);
      const revision = (await load(slug)).revision;
      const before = await liveState(tourId);
      await rows(
        sql.raw(`create or replace function fail_revision_step() returns trigger language plpgsql as $$
          begin raise exception 'injected failure at ${step}'; end $$`),
      );
      await rows(
        sql.raw(
          `create trigger fail_revision_step before insert on ${step} for each row execute function fail_revision_step()`,
        ),
      );
      try {
        const response = await decide(String(revision?.id), 'approve');
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain('injected');
      } finally {
        await rows(sql.raw(`drop trigger fail_revision_step on ${step}`));
        await rows(sql.raw('drop function fail_revision_step()'));
      }
      expect(await liveState(tourId)).toEqual(before);
      expect(before.revisions).toEqual([{ id: revision?.id, status: 'pending' }]);
    });
  }

  it('travellers on a departure whose flights change get one e-mail per booking saying what changed; others none', async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    const form = await formOf(slug);
    const withFlights = await save(slug, {
      ...form,
      dates: [
        { ...form.dates[0]!, outbound: FLIGHT_OUT },
        {
          startDate: '2026-11-05',
          price: 250000,
          availableSpots: 10,
          outbound: {
            ...FLIGHT_OUT,
            departureDateTime: '2026-11-05T08:30:00+07:00',
            arrivalDateTime: '2026-11-05T16:00:00+09:00',
          },
        },
      ],
    });
    expect(withFlights.json()).toMatchObject({ applied: ['departures'], inReview: [] });
    const [other] = await rows(sql`select id from tour_dates where tour_id = ${tourId} and start_date = '2026-11-05'`);
    await book(tourId, tourDateId, 'anna@example.test');
    await book(tourId, tourDateId, 'ben@example.test', 'pending', 2);
    await book(tourId, tourDateId, 'cancelled@example.test', 'cancelled');
    await book(tourId, tourDateId, 'chai@example.test', 'confirmed', 1, 'th');
    await book(tourId, String(other?.id), 'untouched@example.test');
    await clearMail();

    const loaded = await formOf(slug);
    const moved = {
      ...FLIGHT_OUT,
      flightNumber: 'JL730',
      departureDateTime: '2026-10-01T10:00:00+07:00',
      arrivalDateTime: '2026-10-01T17:30:00+09:00',
    };
    const saved = await save(slug, {
      ...loaded,
      dates: loaded.dates.map((date) => (date.id === tourDateId ? { ...date, outbound: moved } : date)),
    });
    expect(saved.json()).toMatchObject({ message: TOUR_EDIT_MESSAGES.saved, applied: ['departures'] });
    const mails = await tripMails();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      'anna@example.test',
      'ben@example.test',
      'chai@example.test',
    ]);
    // The booking made in Thai is told in Thai, its dates in the Buddhist era.
    const thai = mails.pop();
    expect(thai).toMatchObject({
      subject: 'ทริปของคุณมีการเปลี่ยนแปลง: Test tour วันที่ 1 ต.ค. 2569',
    });
    expect(thai?.text_body).toContain(
      'เที่ยวบินขาไป: เดิม JL728 BKK 1 ต.ค. 2569 08:30 → KIX 1 ต.ค. 2569 16:00 เปลี่ยนเป็น JL730 BKK 1 ต.ค. 2569 10:00 → KIX 1 ต.ค. 2569 17:30',
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Your trip changed: Test tour on Oct 1, 2026');
      expect(mail.text_body).toContain(
        'Outbound flight: was JL728 BKK Oct 1, 2026 08:30 → KIX Oct 1, 2026 16:00; now JL730 BKK Oct 1, 2026 10:00 → KIX Oct 1, 2026 17:30',
      );
    }
    const [audit] = await rows(
      sql`select actor_user_id, before, after from audit_log where target_id = ${tourId} order by created_at desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_user_id: owner.id,
      before: { departures: [{ id: tourDateId, flights: { outbound: { flightNumber: 'JL728' } } }, { id: other?.id }] },
      after: { departures: [{ id: tourDateId, flights: { outbound: { flightNumber: 'JL730' } } }, { id: other?.id }] },
    });
  });

  it('an approved itinerary change e-mails each booking of a coming departure, and none of past or cancelled ones', async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    const [past] =
      await rows(sql`insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
      values (${tourId}, '2026-05-01', '2026-05-07', 250000, 'USD', 10) returning id`);
    await book(tourId, tourDateId, 'coming@example.test');
    await book(tourId, tourDateId, 'thai@example.test', 'confirmed', 1, 'th');
    await book(tourId, tourDateId, 'gone@example.test', 'cancelled');
    await book(tourId, String(past?.id), 'travelled@example.test');
    await clearMail();

    expect((await save(slug, contentChanges(await formOf(slug)))).statusCode).toBe(200);
    expect(await tripMails()).toEqual([]);
    const revision = (await load(slug)).revision;
    expect((await decide(String(revision?.id), 'approve')).statusCode).toBe(200);
    const mails = await tripMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to_address: 'thai@example.test' });
    expect(mails[1]?.text_body).toContain(
      'วันที่ 1: Arrival (19:00 Welcome dinner in Gion) (เดิม: Arrival (18:00 Check in))',
    );
    expect(mails[0]).toMatchObject({ to_address: 'coming@example.test' });
    expect(mails[0]?.text_body).toContain(
      'Day 1: Arrival (19:00 Welcome dinner in Gion) (was: Arrival (18:00 Check in))',
    );
    expect(mails[0]?.text_body).toContain('Day 2: Temples (09:00 Kiyomizu-dera)');
  });

  it("an administrator's content edit applies at once, audited, with no revision", async () => {
    const { tourId, slug } = await ownedTour();
    const saved = await save(slug, { ...(await formOf(slug, admin)), title: 'Kyoto by Admin' }, admin);
    expect(saved.json()).toMatchObject({ message: TOUR_EDIT_MESSAGES.saved, applied: ['title'], inReview: [] });
    expect(await rows(sql`select title from tours where id = ${tourId}`)).toEqual([{ title: 'Kyoto by Admin' }]);
    expect(await rows(sql`select count(*)::int as n from pending_tours where revision_of_tour_id = ${tourId}`)).toEqual(
      [{ n: 0 }],
    );
    expect(
      await rows(
        sql`select actor_user_id, before, after from audit_log where target_id = ${tourId} and action = 'tour.edit'`,
      ),
    ).toEqual([{ actor_user_id: admin.id, before: { title: 'Test tour' }, after: { title: 'Kyoto by Admin' } }]);
  });
});
