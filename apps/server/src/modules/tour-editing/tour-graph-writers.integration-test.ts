import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOURS, pendingTours, seedDemoData, type TDb, tours } from '@tour/db';
import { insertTestDeparture, readTourGraph, TEST_BACKENDS } from '@tour/db/testing';
import { TOUR_MODERATION_MESSAGES, type TTourEditRequest, type TTourEditResponse } from '@tour/shared';
import { type TTestApp, openTestBed } from '../../testing/test-app';
import { completeTourDraft, signUpOperator, type TOperator } from '../../testing/tour-submission-fixtures';

/**
 * Approval, edit-save, content generation and the seed write a tour through one writer: what one of them writes,
 * another reads back and writes again unchanged, and each follows the writer's rules where they used to differ.
 */
describe.each(TEST_BACKENDS)('the tour graph writers agree on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let agent: TOperator;
  let admin: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend, { FILES_DIR: `/tmp/tour-graph-writers-${crypto.randomUUID()}` }));
    agent = await signUpOperator(t, db, 'agent', { nameEn: 'Andaman Writers Co., Ltd.' });
    admin = await signUpOperator(t, db, 'admin');
  });
  afterAll(() => close());

  const load = async (slug: string, caller: TOperator) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/tours/${slug}/edit`, cookies: caller.cookies });
    expect(response.statusCode).toBe(200);
    return response.json() as TTourEditResponse;
  };
  const save = (slug: string, payload: TTourEditRequest, caller: TOperator) =>
    t.app.inject({ method: 'PUT', url: `/api/tours/${slug}/edit`, cookies: caller.cookies, payload });
  /** What the edit screen sends back when nothing was touched. */
  const unchanged = (loaded: TTourEditResponse): TTourEditRequest => ({
    ...loaded.form,
    dates: loaded.dates.map(({ id, startDate, price, availableSpots, outbound, return: back }) => ({
      id,
      startDate,
      price,
      availableSpots,
      outbound,
      return: back,
    })),
  });

  /** A wizard submission whose flight times were typed by hand, without their airport's offset. */
  async function submitHandTyped(title: string): Promise<string> {
    const draft = completeTourDraft({ title });
    const withoutOffset = <TLeg extends { departureDateTime?: string; arrivalDateTime?: string }>(leg?: TLeg) => ({
      ...leg,
      departureDateTime: leg?.departureDateTime?.replace('+07:00', ''),
      arrivalDateTime: leg?.arrivalDateTime?.replace('+07:00', ''),
    });
    const [first, ...others] = draft.availableDates ?? [];
    if (!first) throw new Error('the fixture has dates');
    const data = {
      ...draft,
      availableDates: [
        { ...first, outbound: withoutOffset(first.outbound), return: withoutOffset(first.return) },
        ...others,
      ],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tour-drafts',
      cookies: agent.cookies,
      payload: { data },
    });
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tour-drafts/${created.json().id}/submit`,
      cookies: agent.cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
    expect(submitted.statusCode).toBe(201);
    return submitted.json().pendingTourId;
  }

  let approvedSlug = '';

  it("approval publishes by the writer's rules: airport-local times, kept descriptions, days of the tour, one currency", async () => {
    const id = await submitHandTyped('Krabi Writers Escape');
    const [pending] = await db.select().from(pendingTours).where(eq(pendingTours.id, id));
    if (!pending) throw new Error('no pending tour');
    // What a record may hold beyond what the wizard sends today: a described photo, no thumbnail, a day past the
    // tour's four, a date priced in another currency.
    await db
      .update(pendingTours)
      .set({
        thumbnailUrl: null,
        tourImages: pending.tourImages.map((image, index) =>
          index === 1 ? { ...image, altText: 'Long-tail boats' } : image,
        ),
        itineraryDays: [
          ...pending.itineraryDays,
          { dayNumber: 9, title: 'Beyond', activities: [{ description: 'No' }] },
        ],
        mealPlans: [
          ...pending.mealPlans,
          { dayNumber: 9, schedule: 'Beyond', breakfast: true, lunch: true, dinner: true },
        ],
        availableDates: pending.availableDates.map((date, index) =>
          index === 1 ? { ...date, currency: 'USD' } : date,
        ),
      })
      .where(eq(pendingTours.id, id));

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${id}/approve`,
      cookies: admin.cookies,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    approvedSlug = approved.json().slug;
    const graph = await readTourGraph(db, approved.json().tourId);
    // 08:00 typed for Bangkok is 08:00 there (+07:00), no longer 08:00 UTC.
    expect(graph.departures[0]?.flights[0]).toMatchObject({
      departureTime: new Date('2026-09-01T01:00:00Z'),
      departureUtcOffset: 420,
      arrivalUtcOffset: 420,
    });
    expect(graph.departures.map((date) => date.currency)).toEqual(['THB', 'THB']);
    expect(graph.images.map((image) => image.altText)).toEqual(['Tour image 1', 'Long-tail boats', 'Tour image 3']);
    expect(graph.tour.thumbnailUrl).toBe(graph.images[0]?.imageUrl);
    expect(Math.max(...graph.itinerary.map((row) => row.dayNumber))).toBe(4);
    expect(graph.meals.map((meal) => meal.dayNumber)).toEqual([1, 2, 3, 4]);
  });

  it('approval refuses a flight that lands before it leaves with the spec text, publishing nothing', async () => {
    const id = await submitHandTyped('Backwards Flight Escape');
    const [pending] = await db.select().from(pendingTours).where(eq(pendingTours.id, id));
    const [first, ...others] = pending?.availableDates ?? [];
    if (!first?.outbound) throw new Error('the submission has a flight');
    const backwards = { ...first.outbound, arrivalDateTime: '2026-09-01T07:00' };
    await db
      .update(pendingTours)
      .set({ availableDates: [{ ...first, outbound: backwards }, ...others] })
      .where(eq(pendingTours.id, id));
    const tourCount = await db.$count(tours);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${id}/approve`,
      cookies: admin.cookies,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(TOUR_MODERATION_MESSAGES.approveFailed);
    expect(await db.$count(tours)).toBe(tourCount);
    expect(await db.select({ status: pendingTours.status }).from(pendingTours).where(eq(pendingTours.id, id))).toEqual([
      { status: 'pending' },
    ]);
  });

  it('the approved tour, saved unchanged on the edit screen by its operator, keeps every row', async () => {
    const loaded = await load(approvedSlug, agent);
    const before = await readTourGraph(db, loaded.id);
    const response = await save(approvedSlug, unchanged(loaded), agent);
    expect(response.statusCode).toBe(200);
    expect(await readTourGraph(db, loaded.id)).toEqual(before);
  });

  it('a demo tour, saved unchanged by an administrator, keeps every row, its photo descriptions included', async () => {
    await seedDemoData(db, { hashPassword: async (plain) => `test-hash:${plain}` });
    for (const slug of ['santorini-sunset-caldera-escape', 'phuket-and-phi-phi-island-escape']) {
      const demo = DEMO_TOURS.find((candidate) => candidate.tour.slug === slug);
      const loaded = await load(slug, admin);
      const before = await readTourGraph(db, loaded.id);
      expect(before.images.map((image) => image.altText)).toEqual(demo?.tour.images.map((image) => image.alt));
      const response = await save(slug, unchanged(loaded), admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(await readTourGraph(db, loaded.id)).toEqual(before);
    }
  });

  it('edit-save keeps one meal plan per day where two arrive for one (no 500 from the unique index)', async () => {
    // An administrator's save writes the content at once (an operator's would wait for approval).
    const loaded = await load(approvedSlug, admin);
    const [day1] = loaded.form.mealPlans;
    if (!day1) throw new Error('the tour has meals');
    const form = { ...unchanged(loaded), mealPlans: [day1, { ...day1, schedule: 'A second plan for day 1' }] };
    expect((await save(approvedSlug, form, admin)).statusCode).toBe(200);
    expect((await load(approvedSlug, admin)).form.mealPlans).toEqual([day1]);
  });

  it('content generation stamps the tour changed, so an edit draft begun before it says so', async () => {
    const { tourId } = await insertTestDeparture(db, { spots: 10, startDate: '2026-10-01' });
    const [tour] = await db
      .update(tours)
      .set({ ownerUserId: agent.id, inclusions: ['Hotel'], totalQuota: 40 })
      .where(eq(tours.id, tourId))
      .returning();
    if (!tour) throw new Error('no tour');
    const loaded = await load(tour.slug, agent);
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/${tour.slug}/edit/draft`,
      cookies: agent.cookies,
      payload: { data: { form: { title: 'Typing away' } }, version: null, baseUpdatedAt: loaded.updatedAt },
    });
    expect(draft.statusCode).toBe(200);
    t.clock.advance(60_000);
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tours/${tour.slug}/generate`,
      cookies: admin.cookies,
    });
    expect(generated.json()).toMatchObject({ itineraryDaysAdded: 7 });
    const [after] = await db.select({ updatedAt: tours.updatedAt }).from(tours).where(eq(tours.id, tourId));
    expect(after?.updatedAt).toEqual(t.clock.now());
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/tours/${tour.slug}/edit/draft`,
      cookies: agent.cookies,
    });
    expect(reread.json().draft).toMatchObject({ tourChangedSince: true });
  });
});
