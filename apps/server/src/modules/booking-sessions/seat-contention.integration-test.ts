import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase } from '@tour/db/testing';
import { BOOKING_SESSION_MESSAGES, onlySpotsAvailableMessage } from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const SPOTS = 14;
const ATTEMPTS = 200;

/**
 * Over real HTTP on PostgreSQL: half the callers press Book Now (a 30-minute hold), half send the
 * booking form (a booking at once), all for one seat of the same departure at the same moment.
 */
describe(`${ATTEMPTS} concurrent hold-or-book requests on one departure (PostgreSQL, HTTP)`, () => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    const handle = await openTestDatabase('postgres');
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, 'postgres', {
      WRITE_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  it('sells exactly the departure spots; every other caller gets the spec message, none a 5xx', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: SPOTS, startDate: '2026-10-01' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('contention'), password: 'secret1', confirmPassword: 'secret1' },
    });
    const cookie = `sid=${sessionCookieOf(signUp)}`;
    const bookingForm = {
      tourId,
      tourDateId,
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
    };

    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, index) => {
        const holds = index % 2 === 0;
        const response = await fetch(`${baseUrl}${holds ? '/api/booking-sessions' : '/api/bookings'}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(holds ? {} : { Cookie: cookie }) },
          body: JSON.stringify(holds ? { tourDateId, guests: 1 } : bookingForm),
        });
        return {
          holds,
          status: response.status,
          body: (await response.json()) as { error?: { code: string; message: string } },
        };
      }),
    );

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 409]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SPOTS);
    const allowed = [
      BOOKING_SESSION_MESSAGES.soldOut,
      ...Array.from({ length: SPOTS }, (_, i) => onlySpotsAvailableMessage(i + 1)),
    ];
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error?.code).toBe('NOT_ENOUGH_SPOTS');
      expect(allowed).toContain(refused.body.error?.message);
    }

    const [row] = await queryRows<{ available_spots: number; held: number; booked: number }>(
      db,
      sql`
      select d.available_spots,
        (select coalesce(sum(s.adults), 0) from booking_sessions s where s.tour_date_id = d.id and s.status = 'active')::int as held,
        (select coalesce(sum(b.number_of_guests), 0) from bookings b where b.tour_date_id = d.id)::int as booked
      from tour_dates d where d.id = ${tourDateId}`,
    );
    expect(Number(row!.available_spots)).toBe(0);
    expect(Number(row!.held) + Number(row!.booked)).toBe(SPOTS);
  });
});
