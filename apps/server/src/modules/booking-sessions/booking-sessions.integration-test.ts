import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDb } from '@tour/db';
import { insertTestDeparture, openTestDatabase, TEST_BACKENDS } from '@tour/db/testing';
import { BOOKING_SESSION_MESSAGES, onlySpotsAvailableMessage } from '@tour/shared';
import { createManualClock } from '../../clock';
import { queryRows } from '../../db';
import type { TSessionOwner } from '../../http/session-owner';
import {
  expireDueSessions,
  extendBookingSession,
  getBookingSession,
  startBookingSession,
} from './booking-sessions.service';

/** A departure 60 days after the clock's today, of 5 days at 1,000.00 with 10 % off. */
async function insertDeparture(db: TDb, spots: number, today: Date) {
  const startDate = new Date(today.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  return (await insertTestDeparture(db, { spots, startDate, days: 5, price: 100000, discountPercent: 10 })).tourDateId;
}

async function spotsOf(db: TDb, tourDateId: string) {
  const [row] = await queryRows<{ available_spots: number }>(
    db,
    sql`select available_spots from tour_dates where id = ${tourDateId}`,
  );
  return Number(row!.available_spots);
}

const guest = (): TSessionOwner => ({ userId: null, guestId: `guest_${crypto.randomUUID()}` });

describe.each(TEST_BACKENDS)('booking session holds on %s', (backend) => {
  let db: TDb;
  let close: () => Promise<void>;
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));

  beforeAll(async () => {
    const handle = await openTestDatabase(backend);
    db = handle.db;
    close = handle.close;
  });
  afterAll(async () => close());

  it('holds the seats at once and prices the hold on the server', async () => {
    const dateId = await insertDeparture(db, 6, clock.now());
    const owner = guest();
    const session = await startBookingSession({ db, clock }, { tourDateId: dateId, guests: 2 }, owner);
    expect(session).toMatchObject({ status: 'active', adults: 2, children: 0, infants: 0 });
    expect(session.pricing).toMatchObject({
      pricePerPerson: 100000,
      subtotal: 200000,
      discountPercent: 10,
      total: 180000,
    });
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(await spotsOf(db, dateId)).toBe(4);
  });

  it("refuses more guests than are left with the spec's message", async () => {
    const dateId = await insertDeparture(db, 3, clock.now());
    await expect(startBookingSession({ db, clock }, { tourDateId: dateId, guests: 4 }, guest())).rejects.toMatchObject({
      code: 'NOT_ENOUGH_SPOTS',
      message: onlySpotsAvailableMessage(3),
    });
    expect(await spotsOf(db, dateId)).toBe(3);
  });

  it('shows a session only to its owner', async () => {
    const dateId = await insertDeparture(db, 5, clock.now());
    const owner = guest();
    const session = await startBookingSession({ db, clock }, { tourDateId: dateId, guests: 1 }, owner);
    await expect(getBookingSession({ db, clock }, session.id, guest())).rejects.toMatchObject({
      message: BOOKING_SESSION_MESSAGES.notFound,
    });
    expect((await getBookingSession({ db, clock }, session.id, owner)).id).toBe(session.id);
  });

  it('extends to 15 minutes from now, and gives the seats back once on expiry even when a read and the sweep race', async () => {
    const dateId = await insertDeparture(db, 8, clock.now());
    const owner = guest();
    const session = await startBookingSession({ db, clock }, { tourDateId: dateId, guests: 3 }, owner);
    clock.advance(20 * 60_000);
    const extended = await extendBookingSession({ db, clock }, session.id, owner);
    expect(new Date(extended.expiresAt).getTime()).toBe(clock.now().getTime() + 15 * 60_000);
    expect(await spotsOf(db, dateId)).toBe(5);

    clock.advance(15 * 60_000 + 1);
    const [read, swept] = await Promise.all([
      getBookingSession({ db, clock }, session.id, owner),
      expireDueSessions({ db, clock }),
      expireDueSessions({ db, clock }),
    ]);
    expect(read.status).toBe('expired');
    expect(swept).toBeGreaterThanOrEqual(0);
    expect(await spotsOf(db, dateId)).toBe(8);
    expect(await expireDueSessions({ db, clock })).toBe(0);
    await expect(extendBookingSession({ db, clock }, session.id, owner)).rejects.toMatchObject({
      message: BOOKING_SESSION_MESSAGES.expired,
    });
  });
});

describe('200 concurrent holds on one departure (PostgreSQL)', () => {
  let db: TDb;
  let close: () => Promise<void>;
  const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));

  beforeAll(async () => {
    const handle = await openTestDatabase('postgres');
    db = handle.db;
    close = handle.close;
  });
  afterAll(async () => close());

  it('never takes more seats than the departure has', async () => {
    const dateId = await insertDeparture(db, 14, clock.now());
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, () => startBookingSession({ db, clock }, { tourDateId: dateId, guests: 1 }, guest())),
    );
    const succeeded = attempts.filter((a) => a.status === 'fulfilled');
    const failed = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(succeeded).toHaveLength(14);
    expect(await spotsOf(db, dateId)).toBe(0);
    for (const failure of failed) {
      expect(failure.reason).toMatchObject({ code: 'NOT_ENOUGH_SPOTS' });
      expect([
        BOOKING_SESSION_MESSAGES.soldOut,
        ...Array.from({ length: 14 }, (_, i) => onlySpotsAvailableMessage(i + 1)),
      ]).toContain(failure.reason.message);
    }
  });
});
