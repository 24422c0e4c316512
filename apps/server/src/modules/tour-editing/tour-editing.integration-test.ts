import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, TEST_BACKENDS } from '@tour/db/testing';
import {
  DEPARTURE_FLIGHT_MESSAGES,
  seatsBelowTakenMessage,
  TOUR_EDIT_MESSAGES,
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
  departureDateTime: '2026-11-05T08:30:00+07:00',
  arrivalAirport: 'Kansai International Airport',
  arrivalCode: 'KIX',
  arrivalDateTime: '2026-11-05T16:00:00+09:00',
  duration: '5h 30m',
};
const FLIGHT_BACK = {
  ...FLIGHT_OUT,
  flightNumber: 'JL727',
  departureAirport: 'Kansai International Airport',
  departureCode: 'KIX',
  departureDateTime: '2026-11-12T11:00:00+09:00',
  arrivalAirport: 'Suvarnabhumi Airport',
  arrivalCode: 'BKK',
  arrivalDateTime: '2026-11-12T15:30:00+07:00',
  duration: '6h 30m',
};

const HOTEL: TTourEditRequest['hotels'][number] = {
  name: 'Riverside Ryokan',
  description: 'A quiet inn by the Kamo river.',
  rating: '4',
  amenities: ['Free WiFi', 'Spa & Wellness'],
  checkIn: '2:00 PM',
  checkOut: '11:00 AM',
  roomType: 'deluxe',
  website: 'https://ryokan.example.test',
};

describe.each(TEST_BACKENDS)('tour editing on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let owner: TOperator;
  let otherAgent: TOperator;
  let admin: TOperator;
  let customer: TOperator;

  beforeAll(async () => {
    ({ db, t, close } = await openTestBed(backend));
    owner = await signUpOperator(t, db, 'agent', { nameEn: 'Kyoto Trails Ltd.' });
    otherAgent = await signUpOperator(t, db, 'agent', { nameEn: 'Another Agency' });
    admin = await signUpOperator(t, db, 'admin');
    customer = await signUpOperator(t, db, 'customer');
  });
  afterAll(() => close());

  const rows = (query: ReturnType<typeof sql>) => queryRows<TRow>(db, query);

  /** A live 7-day tour owned by the owner with one departure of `spots` seats; its slug and departure id. */
  async function ownedTour(spots = 10) {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots, startDate: '2026-10-01' });
    const [tour] = await rows(
      sql`update tours set owner_user_id = ${owner.id}, inclusions = array['Hotel'], total_quota = 40,
        thumbnail_url = 'https://img.example.test/cover.jpg' where id = ${tourId} returning slug`,
    );
    return { tourId, tourDateId, slug: String(tour?.slug) };
  }

  const load = (slug: string, caller: TOperator = owner) =>
    t.app.inject({ method: 'GET', url: `/api/tours/${slug}/edit`, cookies: caller.cookies });

  const save = (slug: string, payload: TTourEditRequest, caller: TOperator = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/tours/${slug}/edit`, cookies: caller.cookies, payload });

  /** What the edit screen would send back unchanged. */
  async function formOf(slug: string): Promise<TTourEditRequest> {
    const loaded = (await load(slug)).json() as TTourEditResponse;
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

  async function sell(tourId: string, tourDateId: string, guests: number) {
    const reference = `CHT-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    await rows(sql`insert into bookings (tour_id, tour_date_id, number_of_guests, total_amount, currency,
        booking_reference, payment_method, contact_email, booking_status, payment_status)
      values (${tourId}, ${tourDateId}, ${guests}, ${guests * 200000}, 'USD', ${reference}, 'bank_transfer',
        'traveller@example.test', 'confirmed', 'completed')`);
    await rows(sql`update tour_dates set available_spots = available_spots - ${guests} where id = ${tourDateId}`);
  }

  /** Book Now as a new guest visitor each time (one visitor may hold 10 seats at most). */
  const hold = (tourDateId: string, guests: number) =>
    t.app.inject({ method: 'POST', url: '/api/booking-sessions', payload: { tourDateId, guests } });

  /** Every row an edit can touch, to compare before and after a refused or failed save. */
  const snapshot = async (tourId: string) => ({
    tour: await rows(sql`select * from tours where id = ${tourId}`),
    images: await rows(sql`select image_url, display_order from tour_images where tour_id = ${tourId} order by 2`),
    itinerary: await rows(
      sql`select day_number, position, title from tour_itinerary where tour_id = ${tourId} order by 1, 2`,
    ),
    meals: await rows(sql`select day_number, schedule from tour_meals where tour_id = ${tourId} order by 1`),
    hotels: await rows(sql`select name from tour_hotels where tour_id = ${tourId} order by display_order`),
    dates: await rows(sql`select * from tour_dates where tour_id = ${tourId} order by start_date`),
    audit: await rows(sql`select count(*)::int as n from audit_log`),
    revisions: await rows(sql`select count(*)::int as n from pending_tours where revision_of_tour_id = ${tourId}`),
  });

  /** The administrator approves the tour's open revision from the pending queue. */
  async function approveRevision(slug: string) {
    const revision = ((await load(slug)).json() as TTourEditResponse).revision;
    expect(revision?.status).toBe('pending');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-tours/${revision?.id}/approve`,
      cookies: admin.cookies,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }

  /** A save that changes every part: main fields, two images, two days (one with two activities), a meal, a hotel, a second date. */
  function everyPart(form: TTourEditRequest): TTourEditRequest {
    return {
      ...form,
      title: 'Kyoto Temples and Tea',
      description: 'Seven days among the temples and tea houses of Kyoto.',
      location: 'Osaka',
      country: 'South Korea',
      category: 'cultural',
      discountPercentage: 10,
      totalQuota: 30,
      inclusions: ['Hotel', 'Breakfast'],
      exclusions: ['Flights'],
      highlights: ['Fushimi Inari at dawn'],
      cancellationPolicy: 'free_24h',
      images: ['https://img.example.test/a.jpg', 'https://img.example.test/b.jpg'],
      itineraryDays: [
        { dayNumber: 1, title: 'Arrival', activities: [{ time: 'Evening', description: 'Check in and dinner' }] },
        {
          dayNumber: 2,
          title: 'Temples',
          activities: [
            { time: '09:00', description: 'Kiyomizu-dera visit' },
            { time: '14:00', description: 'Tea ceremony in Gion' },
          ],
        },
      ],
      mealPlans: [{ dayNumber: 1, schedule: 'Welcome dinner', breakfast: false, lunch: false, dinner: true }],
      hotels: [{ ...HOTEL }],
      dates: [
        {
          ...form.dates[0]!,
          price: 320000,
          availableSpots: 12,
          return: {
            ...FLIGHT_BACK,
            departureDateTime: '2026-10-08T11:00:00+09:00',
            arrivalDateTime: '2026-10-08T15:30:00+07:00',
          },
        },
        { startDate: '2026-11-05', price: 300000, availableSpots: 8, outbound: FLIGHT_OUT, return: FLIGHT_BACK },
      ],
    };
  }

  it('the owner saves every part in one go: inventory at once, content once approved (duration fixed, location and country kept for non-admins)', async () => {
    const { tourId, slug } = await ownedTour();
    const loaded = await load(slug);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ durationDays: 7, canEditAdminFields: false, revision: null });
    const response = await save(slug, everyPart(await formOf(slug)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: TOUR_EDIT_MESSAGES.savedWithReview,
      slug,
      applied: ['departures', 'totalQuota', 'discountPercentage'],
      inReview: [
        'title',
        'description',
        'category',
        'inclusions',
        'exclusions',
        'highlights',
        'cancellationPolicy',
        'images',
        'itineraryDays',
        'mealPlans',
        'hotels',
      ],
    });
    // Travellers still read the approved content and terms; the base price follows the cheapest departure.
    expect(
      await rows(sql`select title, price, total_quota, cancellation_policy from tours where id = ${tourId}`),
    ).toEqual([{ title: 'Test tour', price: 300000, total_quota: 30, cancellation_policy: 'free_48h_then_50' }]);
    await approveRevision(slug);

    const after = (await load(slug)).json() as TTourEditResponse;
    expect(after.revision).toBeNull();
    expect(after.form).toMatchObject({
      title: 'Kyoto Temples and Tea',
      location: 'Kyoto',
      country: 'Japan',
      category: 'cultural',
      discountPercentage: 10,
      totalQuota: 30,
      inclusions: ['Hotel', 'Breakfast'],
      cancellationPolicy: 'free_24h',
      images: ['https://img.example.test/a.jpg', 'https://img.example.test/b.jpg'],
      itineraryDays: everyPart(await formOf(slug)).itineraryDays,
      mealPlans: [{ dayNumber: 1, schedule: 'Welcome dinner', breakfast: false, lunch: false, dinner: true }],
      hotels: [HOTEL],
    });
    expect(after.dates).toMatchObject([
      {
        startDate: '2026-10-01',
        endDate: '2026-10-08',
        price: 320000,
        availableSpots: 12,
        seatsSold: 0,
        outbound: null,
        return: { flightNumber: 'JL727', departureDateTime: '2026-10-08T11:00:00+09:00' },
      },
      {
        startDate: '2026-11-05',
        endDate: '2026-11-12',
        price: 300000,
        availableSpots: 8,
        seatsHeld: 0,
        outbound: FLIGHT_OUT,
        return: FLIGHT_BACK,
      },
    ]);
    expect(await rows(sql`select duration_days from tours where id = ${tourId}`)).toEqual([{ duration_days: 7 }]);
    expect(
      await rows(sql`select title from tour_itinerary where tour_id = ${tourId} order by day_number, position`),
    ).toEqual([{ title: 'Arrival' }, { title: 'Temples - Activity 1' }, { title: 'Temples - Activity 2' }]);

    // A flight time without its airport offset is refused before anything is written.
    const noOffset = { ...FLIGHT_OUT, departureDateTime: '2026-11-05T08:30' };
    const refused = await save(slug, { ...after.form, dates: [{ ...after.dates[1]!, outbound: noOffset }] });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain(TOUR_EDIT_MESSAGES.flightTimeInvalid);

    // Removing the new departure (no bookings) and the extra parts deletes them.
    const trimmed = { ...after.form, images: [], hotels: [], dates: [{ ...everyPart(await formOf(slug)).dates[0]! }] };
    expect((await save(slug, trimmed)).json()).toMatchObject({
      applied: ['departures'],
      inReview: ['images', 'hotels'],
    });
    await approveRevision(slug);
    expect((await load(slug)).json()).toMatchObject({
      form: { images: [], hotels: [] },
      dates: [{ startDate: '2026-10-01' }],
    });
  });

  it('refuses a departure whose flights are off its dates (sent or stored), naming it, and changes nothing', async () => {
    const { tourId, slug } = await ownedTour();
    expect((await save(slug, everyPart(await formOf(slug)))).statusCode).toBe(200);
    const form = await formOf(slug);
    const before = await snapshot(tourId);

    // A new departure whose outbound leaves the day after its start date.
    const late = {
      ...FLIGHT_OUT,
      departureDateTime: '2026-11-20T08:30:00+07:00',
      arrivalDateTime: '2026-11-20T16:00:00+09:00',
    };
    const back = {
      ...FLIGHT_BACK,
      departureDateTime: '2026-11-26T11:00:00+09:00',
      arrivalDateTime: '2026-11-26T15:30:00+07:00',
    };
    const added = { startDate: '2026-11-19', price: 300000, availableSpots: 4, outbound: late, return: back };
    const refused = await save(slug, { ...form, dates: [...form.dates, added] });
    expect(refused.statusCode).toBe(400);
    const message = DEPARTURE_FLIGHT_MESSAGES.outboundOffStartDate('2026-11-19', '2026-11-20');
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { 'dates.2.flights': message },
    });

    // A stored departure moved without its flights: the stored ones stay on the old dates.
    const [, second] = form.dates;
    const moved = await save(slug, { ...form, dates: [form.dates[0]!, { ...second!, startDate: '2026-11-06' }] });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({
      'dates.1.flights': DEPARTURE_FLIGHT_MESSAGES.outboundOffStartDate('2026-11-06', '2026-11-05'),
    });
    expect(await snapshot(tourId)).toEqual(before);

    // Moved with its flights, as the screen sends them, it saves.
    const withFlights = {
      ...second!,
      startDate: '2026-11-06',
      outbound: {
        ...FLIGHT_OUT,
        departureDateTime: '2026-11-06T08:30:00+07:00',
        arrivalDateTime: '2026-11-06T16:00:00+09:00',
      },
      return: {
        ...FLIGHT_BACK,
        departureDateTime: '2026-11-13T11:00:00+09:00',
        arrivalDateTime: '2026-11-13T15:30:00+07:00',
      },
    };
    expect((await save(slug, { ...form, dates: [form.dates[0]!, withFlights] })).statusCode).toBe(200);
  });

  it('loads the itinerary truncated to the duration', async () => {
    const { tourId, slug } = await ownedTour();
    await rows(sql`insert into tour_itinerary (tour_id, day_number, position, title, description)
      values (${tourId}, 1, 0, 'Day 1', 'Arrival day'), (${tourId}, 9, 0, 'Day 9', 'Beyond the tour')`);
    expect((await load(slug)).json().form.itineraryDays).toEqual([
      { dayNumber: 1, title: 'Day 1', activities: [{ time: '', description: 'Arrival day' }] },
    ]);
  });

  /** Saves every part with a failure injected when `table` is written; nothing may change. */
  async function saveFailingAt(table: string, caller: TOperator) {
    const { tourId, slug } = await ownedTour();
    const before = await snapshot(tourId);
    await rows(
      sql.raw(`create or replace function fail_edit_step() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
    await rows(
      sql.raw(`create trigger fail_edit_step before insert on ${table} for each row execute function fail_edit_step()`),
    );
    try {
      const response = await save(slug, everyPart(await formOf(slug)), caller);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).not.toContain('injected');
    } finally {
      await rows(sql.raw(`drop trigger fail_edit_step on ${table}`));
      await rows(sql.raw('drop function fail_edit_step()'));
    }
    expect(await snapshot(tourId)).toEqual(before);
  }

  it("a failure in the middle of an administrator's save leaves nothing changed", async () => {
    await saveFailingAt('tour_hotels', admin);
  });

  it("a failure writing the owner's revision leaves the inventory unchanged too", async () => {
    await saveFailingAt('tour_submission_events', owner);
  });

  it('refuses to delete a departure with a booking or held seats, and nothing changes', async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    await sell(tourId, tourDateId, 2);
    const form = await formOf(slug);
    const before = await snapshot(tourId);
    const response = await save(slug, { ...form, title: 'A new title', dates: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TOUR_EDIT_MESSAGES.departureHasBookings);
    expect(await snapshot(tourId)).toEqual(before);

    const held = await ownedTour();
    expect((await hold(held.tourDateId, 2)).statusCode).toBe(201);
    const heldForm = await formOf(held.slug);
    const refused = await save(held.slug, { ...heldForm, dates: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TOUR_EDIT_MESSAGES.departureHasBookings);
    // Nor can its date move from under the booked travellers.
    const moved = await save(held.slug, { ...heldForm, dates: [{ ...heldForm.dates[0]!, startDate: '2026-10-02' }] });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(TOUR_EDIT_MESSAGES.departureDateLocked);
  });

  it('refuses seats below those sold and held, stating the minimum; at the minimum none are left on sale', async () => {
    const { tourId, tourDateId, slug } = await ownedTour(10);
    await sell(tourId, tourDateId, 3);
    expect((await hold(tourDateId, 2)).statusCode).toBe(201);
    const loaded = (await load(slug)).json() as TTourEditResponse;
    expect(loaded.dates[0]).toMatchObject({ availableSpots: 10, seatsSold: 3, seatsHeld: 2 });

    const form = await formOf(slug);
    const before = await snapshot(tourId);
    const below = await save(slug, { ...form, dates: [{ ...form.dates[0]!, availableSpots: 4 }] });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.message).toBe(seatsBelowTakenMessage('2026-10-01', 5));
    expect(await snapshot(tourId)).toEqual(before);

    expect((await save(slug, { ...form, dates: [{ ...form.dates[0]!, availableSpots: 5 }] })).statusCode).toBe(200);
    expect(await rows(sql`select available_spots from tour_dates where id = ${tourDateId}`)).toEqual([
      { available_spots: 0 },
    ]);
  });

  it('a price change leaves existing bookings with their totals', async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    await sell(tourId, tourDateId, 2);
    const before = await rows(sql`select id, total_amount, currency from bookings where tour_date_id = ${tourDateId}`);
    const form = await formOf(slug);
    const response = await save(slug, { ...form, dates: [{ ...form.dates[0]!, price: 999900 }] });
    expect(response.json()).toEqual({ message: TOUR_EDIT_MESSAGES.saved, slug, applied: ['departures'], inReview: [] });
    expect(await rows(sql`select price from tour_dates where id = ${tourDateId}`)).toEqual([{ price: 999900 }]);
    expect(await rows(sql`select id, total_amount, currency from bookings where tour_date_id = ${tourDateId}`)).toEqual(
      before,
    );
  });

  it('a concurrent Book Now and seat reduction never oversell', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { tourDateId, slug } = await ownedTour(5);
      const form = await formOf(slug);
      const [held, edited] = await Promise.all([
        hold(tourDateId, 4),
        save(slug, { ...form, dates: [{ ...form.dates[0]!, availableSpots: 2 }] }),
      ]);
      // One wins; the other is refused with a 409 (never a deadlock's 500).
      expect([held.statusCode, edited.statusCode].sort()).toEqual(held.statusCode < 300 ? [201, 409] : [200, 409]);
      const [date] = await rows(sql`select available_spots,
          (select coalesce(sum(adults + children + infants), 0)::int from booking_sessions
            where tour_date_id = d.id and status = 'active') as held
        from tour_dates d where id = ${tourDateId}`);
      expect(Number(date?.available_spots)).toBeGreaterThanOrEqual(0);
      // Capacity is what the winner left: 5 with the hold, 2 with the reduction.
      expect(Number(date?.available_spots) + Number(date?.held)).toBe(held.statusCode < 300 ? 5 : 2);
    }
  });

  it('refuses a customer (403) and another operator (404), and an unknown slug (404)', async () => {
    const { slug } = await ownedTour();
    const form = await formOf(slug);
    for (const response of [await load(slug, customer), await save(slug, form, customer)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TOUR_EDIT_MESSAGES.noPermission);
    }
    for (const response of [
      await load(slug, otherAgent),
      await save(slug, form, otherAgent),
      await load('no-such-tour', admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TOUR_EDIT_MESSAGES.notFound);
    }
  });

  it('an operator whose company is the tour company may edit it', async () => {
    const { tourId, slug } = await ownedTour();
    await rows(sql`update tours set owner_user_id = null, company_name = 'Another Agency' where id = ${tourId}`);
    expect((await load(slug, otherAgent)).statusCode).toBe(200);
    expect((await load(slug, owner)).statusCode).toBe(404);
  });

  it("an admin editing an operator's tour may change location and company and writes one audit row", async () => {
    const { tourId, tourDateId, slug } = await ownedTour();
    const form = await formOf(slug);
    const [loadedDate] = form.dates;
    const response = await save(
      slug,
      {
        ...form,
        location: 'Nara',
        country: 'Japan',
        companyName: 'Kansai Tours',
        images: ['https://img.example.test/garden.jpg'],
        dates: [
          { id: tourDateId, startDate: '2026-10-01', price: 250000, availableSpots: 12 },
          { startDate: '2026-10-15', price: 260000, availableSpots: 8 },
        ],
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const [added] = await rows(sql`select id from tour_dates where tour_id = ${tourId} and start_date = '2026-10-15'`);
    expect(await rows(sql`select location, company_name from tours where id = ${tourId}`)).toEqual([
      { location: 'Nara', company_name: 'Kansai Tours' },
    ]);
    const audit = await rows(
      sql`select actor_user_id, action, target_type, before, after from audit_log where target_id = ${tourId}`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: admin.id,
        action: 'tour.edit',
        target_type: 'tour',
        // Only what changed: the content fields and the departures (prices, seats, flights), before and after.
        before: {
          location: 'Kyoto',
          companyName: '',
          images: [],
          departures: [
            {
              id: tourDateId,
              startDate: '2026-10-01',
              price: loadedDate?.price,
              availableSpots: 10,
              flights: { outbound: null, return: null },
            },
          ],
        },
        after: {
          location: 'Nara',
          companyName: 'Kansai Tours',
          images: ['https://img.example.test/garden.jpg'],
          departures: [
            {
              id: tourDateId,
              startDate: '2026-10-01',
              price: 250000,
              availableSpots: 12,
              flights: { outbound: null, return: null },
            },
            { id: added?.id, startDate: '2026-10-15', price: 260000, availableSpots: 8, flights: null },
          ],
        },
      },
    ]);
    // A save that changes nothing writes none.
    expect((await save(slug, await formOf(slug))).json()).toMatchObject({ applied: [], inReview: [] });
    expect(await rows(sql`select count(*)::int as n from audit_log where target_id = ${tourId}`)).toEqual([{ n: 1 }]);
  });
});
