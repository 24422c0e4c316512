import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoData, SAMPLE_TOUR_SLUG, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { dayHeadingOf, type TFlight, type TTourCard, type TTourDetail } from '@tour/shared';
import { queryRows } from '../../db';
import { hashPassword } from '../auth/password';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe.each(TEST_BACKENDS)('tour reads on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    await seedDemoData(db, { hashPassword });
    t = await createTestApp(db, backend);
    t.clock.set(new Date());
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };

  it('lists published tours newest first, paged', async () => {
    const first = (await get('/api/tours?page=1&pageSize=5')).body;
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(13);
    const second = (await get('/api/tours?page=2&pageSize=5')).body;
    const slugs = [...first.items, ...second.items].map((tour: TTourCard) => tour.slug);
    expect(new Set(slugs).size).toBe(10);

    const { tourId } = await insertTestDeparture(db, { spots: 4, startDate: '2099-01-01' });
    const [hidden] = await queryRows<{ slug: string }>(
      db,
      sql`update tours set status = 'hidden' where id = ${tourId} returning slug`,
    );
    const all = (await get('/api/tours?pageSize=48')).body.items as TTourCard[];
    expect(all.map((tour) => tour.slug)).not.toContain(hidden!.slug);
    expect((await get(`/api/tours/${hidden!.slug}`)).status).toBe(410);
    expect((await get('/api/tours/no-such-tour')).status).toBe(404);
    await queryRows(db, sql`delete from tours where id = ${tourId}`);
  });

  it('finds tours by destination, departure date and free spots', async () => {
    const bali = (await get('/api/tours?destination=bali&pageSize=48')).body.items as TTourCard[];
    expect(bali.length).toBeGreaterThan(0);
    const [inText] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from tours where status = 'published' and search_text like '%bali%'`,
    );
    expect(bali).toHaveLength(inText?.total ?? -1);

    const maldives = (await get('/api/tours?destination=Maldives&travellers=10')).body.items as TTourCard[];
    expect(maldives.map((tour) => tour.slug)).toEqual([SAMPLE_TOUR_SLUG]);
    const lastDeparture = (await get(`/api/tours/${SAMPLE_TOUR_SLUG}`)).body.dates.at(-1).startDate as string;
    expect((await get(`/api/tours?destination=Maldives&travellers=5&date=${lastDeparture}`)).body.total).toBe(0);
    expect((await get(`/api/tours?destination=Maldives&travellers=4&date=${lastDeparture}`)).body.total).toBe(1);
    expect((await get('/api/tours?travellers=11')).status).toBe(400);
    expect((await get('/api/tours?destination=Maldives&date=2099-01-01')).body.total).toBe(0);
    expect((await get('/api/tours?date=not-a-date')).status).toBe(400);
  });

  it('finds every word of the text in the title, location or country, in any case, with % and _ taken literally', async () => {
    const tour = (slug: string, title: string, location: string, country: string) => sql`
      (${slug}, ${title}, 'Search test.', ${location}, ${country}, 100000, 'USD', '3 days', 3)`;
    await queryRows(
      db,
      sql`
      insert into tours (slug, title, description, location, country, price, currency, duration, duration_days) values
      ${tour('xylo-title', 'Xylofjord Sunset Cruise', 'Bergen', 'Norway')},
      ${tour('xylo-location', 'Harbour Walk', 'Qworth Harbour', 'Vantoria')},
      ${tour('xylo-country', 'Island Hop', 'Port Ile', 'Zembravia')},
      ${tour('xylo-literal', 'Xylo_Trip 100% Fun', 'Oslo', 'Norway')},
      ${tour('xylo-wildcard-bait', 'Xylo 1000 Islands', 'Oslo', 'Norway')},
      ${tour('xylo-thai', 'Old Town Walk', 'เมืองเก่าเชียงคานซอย', 'Thailand')}`,
    );
    const slugsFor = async (destination: string) => {
      const response = await get(`/api/tours?destination=${encodeURIComponent(destination)}&pageSize=48`);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(response.body.items.length);
      return (response.body.items as TTourCard[]).map((tour) => tour.slug).sort();
    };

    try {
      expect(await slugsFor('FJORD sunSET')).toEqual(['xylo-title']);
      expect(await slugsFor('qWORTH harb')).toEqual(['xylo-location']);
      expect(await slugsFor('EMBRAV')).toEqual(['xylo-country']);
      expect(await slugsFor('xylo')).toEqual(['xylo-literal', 'xylo-title', 'xylo-wildcard-bait']);
      // `_` and `%` are characters, not wildcards.
      expect(await slugsFor('xylo_')).toEqual(['xylo-literal']);
      expect(await slugsFor('100%')).toEqual(['xylo-literal']);
      expect(await slugsFor('0% f')).toEqual(['xylo-literal']);
      // Each word on its own: the words may stand in different columns and in any order.
      expect(await slugsFor('Vantoria harbour')).toEqual(['xylo-location']);
      expect(await slugsFor('Walk Qworth')).toEqual(['xylo-location']);
      expect(await slugsFor('Walk Vantoria Bergen')).toEqual([]);
      // Shorter than a trigram, or no letters the trigrams keep: still found.
      expect(await slugsFor('zE')).toContain('xylo-country');
      expect(await slugsFor('เชียงคาน')).toEqual(['xylo-thai']);
    } finally {
      await queryRows(db, sql`delete from tours where slug like 'xylo-%'`);
    }
  });

  it('gives the sample tour with its 5 dates, meals, hotels and flights, and a tour its itinerary and images', async () => {
    const tour = (await get(`/api/tours/${SAMPLE_TOUR_SLUG}`)).body as TTourDetail;
    expect(tour.dates.map((date) => date.availableSpots)).toEqual([6, 10, 14, 8, 4]);
    expect(tour.dates.map((date) => date.price)).toEqual([329900, 349900, 369900, 389900, 419900]);
    expect(tour.currency).toBe('USD');
    expect(tour.bookingsPaused).toBe(false);
    expect((await get(`/api/tours/${SAMPLE_TOUR_SLUG}/meals`)).body.meals.length).toBeGreaterThan(0);
    expect((await get(`/api/tours/${SAMPLE_TOUR_SLUG}/hotels`)).body.hotels.length).toBeGreaterThan(0);

    // The sample tour's gallery and itinerary come from the generator at start (tour-content tests).
    const itinerary = (await get('/api/tours/romantic-venice-getaway/itinerary')).body.itinerary as Array<{
      dayNumber: number;
      title: string;
    }>;
    expect(new Set(itinerary.map((item) => item.dayNumber)).size).toBe(4);
    expect(itinerary.some((item) => dayHeadingOf(item.title) !== item.title)).toBe(true);
    expect((await get('/api/tours/romantic-venice-getaway/images')).body.images.length).toBeGreaterThan(0);

    const flights = (await get(`/api/tour-dates/${tour.dates[0]!.id}/flights`)).body.flights as TFlight[];
    expect(flights.map((flight) => flight.isOutbound).sort()).toEqual([false, true]);
    // Decision 18: each end is its airport's wall time with the airport's offset, whatever the server's zone.
    const outbound = flights.find((flight) => flight.isOutbound)!;
    const inbound = flights.find((flight) => !flight.isOutbound)!;
    expect(outbound).toMatchObject({
      flightNumber: 'TG531',
      departureCode: 'BKK',
      departureTime: `${tour.dates[0]!.startDate}T10:20:00+07:00`,
      arrivalCode: 'MLE',
      arrivalTime: `${tour.dates[0]!.startDate}T12:25:00+05:00`,
    });
    expect(inbound).toMatchObject({
      flightNumber: 'TG532',
      departureCode: 'MLE',
      departureTime: `${tour.dates[0]!.endDate}T14:05:00+05:00`,
      arrivalCode: 'BKK',
      arrivalTime: `${tour.dates[0]!.endDate}T19:40:00+07:00`,
    });
    expect(Date.parse(outbound.arrivalTime) - Date.parse(outbound.departureTime)).toBe(245 * 60_000);
    expect((await get('/api/tour-dates/00000000-0000-4000-8000-000000000000/flights')).status).toBe(404);
  });

  it("lists a day's activities in the order the operator gave them, whatever their time text", async () => {
    const [tour] = await queryRows<{ id: string }>(
      db,
      sql`
      insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
      values ('itinerary-order-test', 'Itinerary order', 'Test', 'Krabi', 'Thailand', 50000, 'USD', '1 day', 1) returning id`,
    );
    await queryRows(
      db,
      sql`
      insert into tour_itinerary (tour_id, day_number, position, title, time) values
        (${tour!.id}, 1, 0, 'Island day - Activity 1', '9:00 AM'),
        (${tour!.id}, 1, 1, 'Island day - Activity 2', '10:30 AM'),
        (${tour!.id}, 1, 2, 'Island day - Activity 3', null)`,
    );
    const itinerary = (await get('/api/tours/itinerary-order-test/itinerary')).body.itinerary as Array<{
      title: string;
    }>;
    expect(itinerary.map((item) => item.title)).toEqual([
      'Island day - Activity 1',
      'Island day - Activity 2',
      'Island day - Activity 3',
    ]);
  });

  it('counts the featured destinations from the catalogue', async () => {
    const { destinations } = (await get('/api/destinations/featured')).body as {
      destinations: Array<{ name: string; tourCount: number }>;
    };
    expect(destinations.map((d) => d.name)).toEqual(['Santorini', 'Bali', 'Kyoto', 'Venice']);
    for (const destination of destinations) {
      const search = (await get(`/api/tours?destination=${destination.name}&pageSize=48`)).body;
      expect(destination.tourCount).toBe(search.total);
      expect(destination.tourCount).toBeGreaterThan(0);
    }
  });
});
