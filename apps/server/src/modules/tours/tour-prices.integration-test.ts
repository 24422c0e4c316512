import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAMPLE_TOUR_SLUG, seedDemoData, type TDb } from '@tour/db';
import { openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import type { TTourCard, TTourDetail } from '@tour/shared';
import { queryRows } from '../../db';
import { hashPassword } from '../auth/password';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const SANTORINI = 'santorini-sunset-caldera-escape';

/** DESIGN decision 14 over HTTP: the card's price per person, and the totals the server books. */
describe.each(TEST_BACKENDS)('one price rule on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    await seedDemoData(db, { hashPassword });
    t = await createTestApp(db, backend, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    t.clock.set(new Date());
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  const cards = async (query: string) => {
    const response = await t.app.inject(`/api/tours?pageSize=48&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return new Map((response.json().items as TTourCard[]).map((tour) => [tour.slug, tour.perPersonPrice]));
  };

  it('prices a card at the lowest price per person after discount, from that departure’s listed price', async () => {
    const [withoutDepartures] = await queryRows<{ slug: string }>(
      db,
      sql`insert into tours (slug, title, description, location, country, price, currency, duration, duration_days)
        values (${`no-departures-${crypto.randomUUID()}`}, 'No Departures Yet', 'Dates to follow.', 'Krabi', 'Thailand',
          199900, 'USD', '5 days', 5)
        returning slug`,
    );
    const all = await cards('');
    // 3,299 less the tour's 10%; never 3,299 with a made-up 3,665.56 struck through.
    expect(all.get(SAMPLE_TOUR_SLUG)).toEqual({
      listedPrice: 329_900,
      discountPercent: 10,
      price: 296_910,
      isFrom: true,
    });
    // Santorini: 2,499 less the tour's 15% is 2,124.15, but 2,599 less that departure's own 20% is 2,079.20.
    expect(all.get(SANTORINI)).toEqual({ listedPrice: 259_900, discountPercent: 20, price: 207_920, isFrom: true });
    // No upcoming departure: the tour's own price, no "From".
    expect(all.get(withoutDepartures!.slug)).toEqual({
      listedPrice: 199_900,
      discountPercent: 0,
      price: 199_900,
      isFrom: false,
    });

    const detail = (await t.app.inject(`/api/tours/${SANTORINI}`)).json() as TTourDetail;
    expect(detail.perPersonPrice).toEqual(all.get(SANTORINI));
  });

  it('prices search results from the departures the search asks for', async () => {
    const detail = (await t.app.inject(`/api/tours/${SANTORINI}`)).json() as TTourDetail;
    const special = detail.dates.find((date) => date.discountPercent === 20)!;
    // Two seats left on the 20% departure: a search for three travellers is priced without it.
    await queryRows(db, sql`update tour_dates set available_spots = 2 where id = ${special.id}`);
    expect((await cards('destination=Santorini&travellers=3')).get(SANTORINI)).toEqual({
      listedPrice: 249_900,
      discountPercent: 15,
      price: 212_415,
      isFrom: true,
    });
    expect((await cards('destination=Santorini&travellers=2')).get(SANTORINI)?.price).toBe(207_920);
    await queryRows(
      db,
      sql`update tour_dates set available_spots = ${special.availableSpots} where id = ${special.id}`,
    );

    // From a date after the special: 2,699 less 15% is the lowest left.
    const afterSpecial = detail.dates[2]!.startDate;
    expect((await cards(`destination=Santorini&date=${afterSpecial}`)).get(SANTORINI)).toEqual({
      listedPrice: 269_900,
      discountPercent: 15,
      price: 229_415,
      isFrom: true,
    });
  });

  it('charges Book Now and the booking form listed × guests × (1 − discount), rounded once', async () => {
    const detail = (await t.app.inject(`/api/tours/${SANTORINI}`)).json() as TTourDetail;
    const special = detail.dates.find((date) => date.discountPercent === 20)!;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: special.id, guests: 3 },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    expect(hold.json().pricing).toEqual({
      currency: 'USD',
      pricePerPerson: 259_900,
      subtotal: 779_700,
      discountPercent: 20,
      discountAmount: 155_940,
      total: 623_760,
    });

    // 10.05 less 10% is 9.045: rounded once to 9.05 (not 10.05 less a rounded 1.01).
    const [tour] = await queryRows<{ id: string }>(
      db,
      sql`
      insert into tours (slug, title, description, location, country, price, currency, duration, duration_days,
        discount_percentage, status)
      values ('half-cent', 'Half cent', 'Test', 'Venice', 'Italy', 1005, 'EUR', '4 days', 4, 10, 'published')
      returning id`,
    );
    const [date] = await queryRows<{ id: string }>(
      db,
      sql`
      insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
      values (${tour!.id}, ${detail.dates[0]!.startDate}, ${detail.dates[0]!.endDate}, 1005, 'EUR', 5) returning id`,
    );
    const halfHold = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId: date!.id, guests: 1 },
    });
    expect(halfHold.json().pricing).toMatchObject({ subtotal: 1005, discountAmount: 100, total: 905 });

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('price'), password: 'secret1', confirmPassword: 'secret1' },
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      cookies: { sid: sessionCookieOf(signUp) },
      payload: {
        tourId: tour!.id,
        tourDateId: date!.id,
        numberOfGuests: 1,
        guests: [
          {
            firstName: 'Mali',
            lastName: 'Srisuk',
            email: 'mali@example.test',
            phone: '+66 81 000 0000',
            dateOfBirth: '1990-04-01',
            nationality: 'Thailand',
          },
        ],
        paymentMethod: 'bank_transfer',
        termsAccepted: true,
        marketingConsent: false,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await queryRows<{ total_amount: number; discount_amount: number; discount_percentage: number }>(
      db,
      sql`select total_amount, discount_amount, discount_percentage from bookings where id = ${booked.json().bookingId}`,
    );
    expect({ ...row }).toEqual({ total_amount: 905, discount_amount: 100, discount_percentage: 10 });
  });
});
