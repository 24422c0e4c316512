import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectRow, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import type { TVisitorHoldsResponse } from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';

const MINUTE = 60_000;

/** A second, later departure of the same tour. */
async function addDeparture(db: TDb, tourId: string, startDate: string, spots: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into tour_dates (tour_id, start_date, end_date, price, currency, available_spots)
    values (${tourId}, ${startDate}::date, ${startDate}::date + 6, 250000, 'USD', ${spots}) returning id`,
  );
  return expectRow(rows[0], 'the inserted tour date').id;
}

describe.each(TEST_BACKENDS)("the tour page's read of the visitor's own holds on %s", (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  let t: TTestApp;

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
    t = await createTestApp(db, backend, { WRITE_RATE_LIMIT_PER_MINUTE: '10000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.app.close();
    await close();
  });

  async function bookNow(tourDateId: string, guests: number, cookies: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-sessions',
      payload: { tourDateId, guests },
      cookies,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const body = response.json() as { id: string; expiresAt: string };
    const gid = response.cookies.find((c) => c.name === 'gid')?.value ?? cookies.gid;
    return { id: body.id, expiresAt: body.expiresAt, cookies: { ...cookies, ...(gid ? { gid } : {}) } };
  }

  async function myHolds(tourId: string, cookies: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/booking-sessions/mine?tourId=${tourId}`,
      cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return { ...(response.json() as TVisitorHoldsResponse), setCookies: response.cookies };
  }

  async function signUp() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('my-holds'), password: 'secret1', confirmPassword: 'secret1' },
    });
    return { sid: sessionCookieOf(response) };
  }

  it("lists only the visitor's own running holds on the tour, soonest departure first", async () => {
    const { tourId, tourDateId: later } = await insertTestDeparture(db, { spots: 8, startDate: '2026-10-01' });
    const sooner = await addDeparture(db, tourId, '2026-09-01', 8);
    const otherTour = await insertTestDeparture(db, { spots: 8 });

    const onLater = await bookNow(later, 2);
    const visitor = onLater.cookies;
    const onSooner = await bookNow(sooner, 3, visitor);
    await bookNow(otherTour.tourDateId, 1, visitor);
    const someoneElse = await bookNow(later, 4);

    const mine = await myHolds(tourId, visitor);
    expect(mine.holds).toEqual([
      {
        sessionId: onSooner.id,
        tourSlug: expect.stringMatching(/^test-tour-/),
        date: { id: sooner, startDate: '2026-09-01', endDate: '2026-09-07' },
        guests: 3,
        expiresAt: onSooner.expiresAt,
      },
      {
        sessionId: onLater.id,
        tourSlug: mine.holds[0]!.tourSlug,
        date: { id: later, startDate: '2026-10-01', endDate: '2026-10-07' },
        guests: 2,
        expiresAt: onLater.expiresAt,
      },
    ]);

    const theirs = await myHolds(tourId, someoneElse.cookies);
    expect(theirs.holds.map((hold) => [hold.sessionId, hold.guests])).toEqual([[someoneElse.id, 4]]);
    expect((await myHolds(otherTour.tourId, visitor)).holds).toHaveLength(1);
  });

  it('a visitor without an account or guest cookie holds nothing and gets no cookie', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 8 });
    await bookNow(tourDateId, 2);
    const anonymous = await myHolds(tourId);
    expect(anonymous.holds).toEqual([]);
    expect(anonymous.setCookies).toEqual([]);
    // A cookie this server never made is no guest at all.
    expect((await myHolds(tourId, { gid: 'guest_not-a-real-id' })).holds).toEqual([]);
  });

  it("an account sees its own holds and this browser's guest holds, never another account's", async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 8, startDate: '2026-09-01' });
    const second = await addDeparture(db, tourId, '2026-09-15', 8);
    const account = await signUp();
    const accountHold = await bookNow(tourDateId, 2, account);
    const guestHold = await bookNow(second, 1);
    const otherAccount = await signUp();
    await bookNow(second, 2, otherAccount);

    expect((await myHolds(tourId, account)).holds.map((hold) => hold.sessionId)).toEqual([accountHold.id]);
    const sameBrowser = await myHolds(tourId, { ...account, gid: guestHold.cookies.gid! });
    expect(sameBrowser.holds.map((hold) => hold.sessionId)).toEqual([accountHold.id, guestHold.id]);
    // The guest cookie alone does not reach the account's hold.
    expect((await myHolds(tourId, guestHold.cookies)).holds.map((hold) => hold.sessionId)).toEqual([guestHold.id]);
  });

  it('a hold that has run out or been released is no longer listed', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 8, startDate: '2026-09-01' });
    const second = await addDeparture(db, tourId, '2026-09-15', 8);
    const first = await bookNow(tourDateId, 2);
    const visitor = first.cookies;
    const released = await bookNow(second, 1, visitor);
    const abandon = await t.app.inject({
      method: 'POST',
      url: `/api/booking-sessions/${released.id}/abandon`,
      cookies: visitor,
    });
    expect(abandon.statusCode).toBe(204);
    expect((await myHolds(tourId, visitor)).holds.map((hold) => hold.sessionId)).toEqual([first.id]);

    t.clock.advance(30 * MINUTE - 1);
    expect((await myHolds(tourId, visitor)).holds).toHaveLength(1);
    t.clock.advance(1);
    // Due but not yet swept: the read does not count it.
    expect((await myHolds(tourId, visitor)).holds).toEqual([]);
  });

  it('refuses a tour id that is not one, in the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/booking-sessions/mine?tourId=maldives' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: expect.stringContaining('Tour not found') });
    const missing = await t.app.inject({ method: 'GET', url: '/api/booking-sessions/mine' });
    expect(missing.statusCode).toBe(400);
  });
});
