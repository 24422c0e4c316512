import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { isUniqueViolation, type TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { BOOKING_SESSION_MESSAGES, onlySpotsAvailableMessage } from '@tour/shared';
import { queryRows } from '../../db';
import { createTestApp, sessionCookieOf, uniqueEmail, type TTestApp } from '../../testing/test-app';
import { startBookingSession } from './booking-sessions.service';

const MINUTE = 60_000;

type THoldAnswer = {
  http: number;
  id: string;
  reused: boolean;
  adults: number;
  expiresAt: string;
  error?: { code: string; message: string };
  gid: string | undefined;
};

/** Seats in active holds and seats left on a departure: together always the departure's seats. */
async function seatsOf(db: TDb, tourDateId: string) {
  const [row] = await queryRows<{ available: number; held: number; holds: number }>(
    db,
    sql`
    select d.available_spots as available,
      (select coalesce(sum(s.adults + s.children + s.infants), 0) from booking_sessions s
        where s.tour_date_id = d.id and s.status = 'active')::int as held,
      (select count(*) from booking_sessions s where s.tour_date_id = d.id and s.status = 'active')::int as holds
    from tour_dates d where d.id = ${tourDateId}`,
  );
  return { available: Number(row!.available), held: Number(row!.held), holds: Number(row!.holds) };
}

describe.each(TEST_BACKENDS)('holds nobody can hoard (decision 17) on %s', (backend) => {
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
    const body = response.json();
    return {
      ...body,
      http: response.statusCode,
      gid: response.cookies.find((c) => c.name === 'gid')?.value ?? cookies.gid,
    } as THoldAnswer;
  }

  async function extend(sessionId: string, cookies: Record<string, string>) {
    const response = await t.app.inject({ method: 'POST', url: `/api/booking-sessions/${sessionId}/extend`, cookies });
    expect(response.statusCode).toBe(200);
    return new Date(response.json().expiresAt as string).getTime();
  }

  it('a second Book Now returns the same hold, resized when seats allow, and takes or gives back only the difference', async () => {
    const { tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const first = await bookNow(tourDateId, 2);
    expect(first).toMatchObject({ http: 201, reused: false, adults: 2 });
    const cookies = { gid: first.gid! };
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 4, held: 2, holds: 1 });

    t.clock.advance(5 * MINUTE);
    const again = await bookNow(tourDateId, 2, cookies);
    expect(again).toMatchObject({ http: 200, reused: true, id: first.id, adults: 2, expiresAt: first.expiresAt });
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 4, held: 2, holds: 1 });

    const bigger = await bookNow(tourDateId, 5, cookies);
    expect(bigger).toMatchObject({ http: 200, reused: true, id: first.id, adults: 5, expiresAt: first.expiresAt });
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 1, held: 5, holds: 1 });

    const smaller = await bookNow(tourDateId, 1, cookies);
    expect(smaller).toMatchObject({ http: 200, reused: true, id: first.id, adults: 1 });
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 5, held: 1, holds: 1 });

    // Another visitor takes 4; ours can grow to at most 1 + 1 = 2, so 3 is refused and nothing changes.
    expect((await bookNow(tourDateId, 4)).http).toBe(201);
    const tooMany = await bookNow(tourDateId, 3, cookies);
    expect(tooMany.http).toBe(409);
    expect(tooMany.error).toEqual({ code: 'NOT_ENOUGH_SPOTS', message: onlySpotsAvailableMessage(2) });
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/booking-sessions/${first.id}`, cookies });
    expect(unchanged.json()).toMatchObject({ adults: 1, status: 'active', expiresAt: first.expiresAt });
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 1, held: 5, holds: 2 });

    // Once the hold has expired, Book Now starts a new one (the old one's seats come back first).
    t.clock.advance(30 * MINUTE);
    const fresh = await bookNow(tourDateId, 2, cookies);
    expect(fresh).toMatchObject({ http: 201, reused: false, adults: 2 });
    expect(fresh.id).not.toBe(first.id);
    const after = await seatsOf(db, tourDateId);
    expect(after.available + after.held).toBe(6);
  });

  it('parallel Book Now clicks of one visitor make one hold', async () => {
    const { tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const first = await bookNow(tourDateId, 1);
    await t.app.inject({
      method: 'POST',
      url: `/api/booking-sessions/${first.id}/abandon`,
      cookies: { gid: first.gid! },
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => bookNow(tourDateId, 2, { gid: first.gid! })));
    expect(answers.filter((a) => a.http === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.http === 200)).toHaveLength(7);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 4, held: 2, holds: 1 });
  });

  it('a visitor holds at most 10 seats at once across holds', async () => {
    const a = (await insertTestDeparture(db, { spots: 20 })).tourDateId;
    const b = (await insertTestDeparture(db, { spots: 20 })).tourDateId;
    const c = (await insertTestDeparture(db, { spots: 20 })).tourDateId;
    const first = await bookNow(a, 4);
    const cookies = { gid: first.gid! };
    expect((await bookNow(b, 4, cookies)).http).toBe(201);

    const over = await bookNow(c, 3, cookies);
    expect(over.http).toBe(409);
    expect(over.error).toEqual({ code: 'CONFLICT', message: BOOKING_SESSION_MESSAGES.holdLimit });
    expect(await seatsOf(db, c)).toEqual({ available: 20, held: 0, holds: 0 });

    expect((await bookNow(c, 2, cookies)).http).toBe(201);
    const grow = await bookNow(a, 5, cookies);
    expect(grow.error?.message).toBe(BOOKING_SESSION_MESSAGES.holdLimit);
    expect(await seatsOf(db, a)).toEqual({ available: 16, held: 4, holds: 1 });
    expect((await bookNow(a, 3, cookies)).http).toBe(200);
    expect((await bookNow(c, 3, cookies)).http).toBe(200);

    // The cap is per visitor: someone else may still hold seats.
    expect((await bookNow(c, 10)).http).toBe(201);
    expect(await seatsOf(db, c)).toEqual({ available: 7, held: 13, holds: 2 });
  });

  it('Extend never shortens a session, and a session lives at most 60 minutes', async () => {
    const { tourDateId } = await insertTestDeparture(db, { spots: 4 });
    const hold = await bookNow(tourDateId, 2);
    const cookies = { gid: hold.gid! };
    const start = t.clock.now().getTime();
    expect(new Date(hold.expiresAt).getTime()).toBe(start + 30 * MINUTE);

    expect(await extend(hold.id, cookies)).toBe(start + 30 * MINUTE);
    t.clock.advance(20 * MINUTE);
    expect(await extend(hold.id, cookies)).toBe(start + 35 * MINUTE);
    t.clock.advance(10 * MINUTE);
    expect(await extend(hold.id, cookies)).toBe(start + 45 * MINUTE);
    t.clock.advance(10 * MINUTE);
    expect(await extend(hold.id, cookies)).toBe(start + 55 * MINUTE);
    t.clock.advance(10 * MINUTE);
    expect(await extend(hold.id, cookies)).toBe(start + 60 * MINUTE);
    t.clock.advance(9 * MINUTE);
    expect(await extend(hold.id, cookies)).toBe(start + 60 * MINUTE);

    t.clock.advance(MINUTE);
    const expired = await t.app.inject({ method: 'POST', url: `/api/booking-sessions/${hold.id}/extend`, cookies });
    expect(expired.json().error.message).toBe(BOOKING_SESSION_MESSAGES.expired);
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 4, held: 0, holds: 0 });
  });

  it('the database allows one active hold per visitor and departure', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const hold = await bookNow(tourDateId, 1);
    const insertSecond = db.execute(sql`
      insert into booking_sessions (account_id, tour_id, tour_date_id, adults, total_price, currency, status, expires_at)
      values (${hold.gid!}, ${tourId}, ${tourDateId}, 1, 0, 'USD', 'active', now() + interval '30 minutes')`);
    const failure = await insertSecond.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure, 'booking_sessions_one_active_hold_unique')).toBe(true);
  });

  it('a guest who signs in while the account already holds the departure keeps their guest hold, no 500', async () => {
    const { tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('holds'), password: 'secret1', confirmPassword: 'secret1' },
    });
    const sid = sessionCookieOf(signUp);
    const accountHold = await bookNow(tourDateId, 1, { sid });
    expect(accountHold.http).toBe(201);
    const guestHold = await bookNow(tourDateId, 2);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/booking-sessions/${guestHold.id}`,
      cookies: { sid, gid: guestHold.gid! },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: guestHold.id, accountId: guestHold.gid, status: 'active' });
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 3, held: 3, holds: 2 });
  });
});

describe('an insert that loses the race to the one-active-hold index (PostgreSQL)', () => {
  let db: TDb;
  let close: () => Promise<void>;
  const clock = { now: () => new Date('2026-06-01T08:00:00Z') };

  beforeAll(async () => {
    const handle = await openTestDatabase('postgres');
    db = handle.db;
    close = handle.close;
  });
  afterAll(async () => close());

  it('answers with the hold that won, not a 500', async () => {
    const { tourId, tourDateId } = await insertTestDeparture(db, { spots: 6 });
    const guestId = `guest_${crypto.randomUUID()}`;
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted: () => void = () => undefined;
    const rowInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // A hold written outside Book Now's per-visitor lock (and, to keep tour_dates unlocked, taking no
    // seats), still uncommitted when Book Now inserts.
    const rival = db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into booking_sessions (account_id, tour_id, tour_date_id, adults, total_price, currency, status, expires_at)
        values (${guestId}, ${tourId}, ${tourDateId}, 1, 0, 'USD', 'active', ${new Date(clock.now().getTime() + 30 * MINUTE).toISOString()}::timestamptz)`);
      inserted();
      await committed;
    });
    await rowInserted;
    const bookNow = startBookingSession({ db, clock }, { tourDateId, guests: 2 }, { userId: null, guestId });

    // Wait until Book Now's insert is blocked on the rival's index entry, then let the rival commit.
    await vi.waitFor(
      async () => {
        const [waiting] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%insert into "booking_sessions"%'`,
        );
        expect(Number(waiting!.n)).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 10 },
    );
    commit();
    await rival;

    const answer = await bookNow;
    expect(answer).toMatchObject({ reused: true, adults: 2, accountId: guestId });
    // The losing attempt's 2 seats came back with its rollback; the retry took only the 1 more it needed.
    expect(await seatsOf(db, tourDateId)).toEqual({ available: 5, held: 2, holds: 1 });
  });
});
