import { bookingSessions, bookingsPausedSql, expectRow, type TCurrency, tourDates, tours } from '@tour/db';
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';

const SEATS = sql<number>`${bookingSessions.adults} + ${bookingSessions.children} + ${bookingSessions.infants}`;

/**
 * Takes seats only while enough are left: one conditional UPDATE, so no interleaving of
 * concurrent holds can push `available_spots` below zero (DESIGN decision 2).
 */
export async function takeSeats(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  const rows = await db
    .update(tourDates)
    .set({ availableSpots: sql`${tourDates.availableSpots} - ${seats}`, updatedAt: now })
    .where(and(eq(tourDates.id, tourDateId), gte(tourDates.availableSpots, seats)))
    .returning({ id: tourDates.id });
  return rows.length === 1;
}

/** Gives seats back to a departure (a hold made smaller). */
export async function giveSeatsBack(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  await db
    .update(tourDates)
    .set({ availableSpots: sql`${tourDates.availableSpots} + ${seats}`, updatedAt: now })
    .where(eq(tourDates.id, tourDateId));
}

/**
 * Serialises Book Now per visitor until the transaction ends, so that the seat cap and the
 * one-hold-per-departure rule see every hold the visitor has. Locks are taken in a fixed order.
 */
export async function lockVisitorHolds(db: TExecutor, accountIds: string[]) {
  for (const accountId of [...accountIds].sort()) {
    await queryRows<{ locked: boolean }>(
      db,
      sql`select pg_advisory_xact_lock(hashtextextended(${`booking-holds:${accountId}`}, 0)) is null as locked`,
    );
  }
}

/** The visitor's active hold on a departure, locked for resizing. */
export async function findActiveHold(db: TExecutor, accountId: string, tourDateId: string) {
  const [row] = await db
    .select({ id: bookingSessions.id, seats: SEATS })
    .from(bookingSessions)
    .where(
      and(
        eq(bookingSessions.accountId, accountId),
        eq(bookingSessions.tourDateId, tourDateId),
        eq(bookingSessions.status, 'active'),
      ),
    )
    .for('update');
  return row ? { id: row.id, seats: Number(row.seats) } : null;
}

/** Seats held by these account ids (one visitor: their user id and/or guest id) in active holds. */
export async function seatsHeldBy(db: TExecutor, accountIds: string[]) {
  const [row] = await db
    .select({ seats: sql<number>`coalesce(sum(${SEATS}), 0)::int` })
    .from(bookingSessions)
    .where(and(eq(bookingSessions.status, 'active'), inArray(bookingSessions.accountId, accountIds)));
  return Number(row?.seats ?? 0);
}

/** Book Now again: the existing hold takes the new guest count and price; its expiry stays. */
export async function resizeHold(
  db: TExecutor,
  input: { sessionId: string; adults: number; totalPrice: number; now: Date },
) {
  await db
    .update(bookingSessions)
    .set({ adults: input.adults, children: 0, infants: 0, totalPrice: input.totalPrice, updatedAt: input.now })
    .where(and(eq(bookingSessions.id, input.sessionId), eq(bookingSessions.status, 'active')));
}

/** A departure that can be booked today (published, not yet started), with its price terms. */
export async function findBookableDate(db: TExecutor, tourDateId: string, today: string) {
  const [row] = await db
    .select({
      id: tourDates.id,
      tourId: tourDates.tourId,
      price: tourDates.price,
      currency: tourDates.currency,
      availableSpots: tourDates.availableSpots,
      dateDiscount: tourDates.discountPercent,
      tourDiscount: tours.discountPercentage,
      bookingsPaused: sql<boolean>`${bookingsPausedSql(sql`${tours.companyId}`, today)}`,
    })
    .from(tourDates)
    .innerJoin(tours, eq(tours.id, tourDates.tourId))
    .where(and(eq(tourDates.id, tourDateId), eq(tours.status, 'published'), gte(tourDates.startDate, today)))
    .limit(1);
  return row ?? null;
}

export async function insertBookingSession(
  db: TExecutor,
  input: {
    accountId: string;
    userId: string | null;
    tourId: string;
    tourDateId: string;
    adults: number;
    totalPrice: number;
    currency: TCurrency;
    now: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(bookingSessions)
    .values({
      accountId: input.accountId,
      userId: input.userId,
      tourId: input.tourId,
      tourDateId: input.tourDateId,
      adults: input.adults,
      children: 0,
      infants: 0,
      totalPrice: input.totalPrice,
      currency: input.currency,
      status: 'active',
      createdAt: input.now,
      updatedAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning({ id: bookingSessions.id });
  return expectRow(row, 'the inserted booking session').id;
}

/** A booking session with its tour and departure, as the session view shows it. */
export async function findSessionRow(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({
      id: bookingSessions.id,
      accountId: bookingSessions.accountId,
      userId: bookingSessions.userId,
      status: bookingSessions.status,
      adults: bookingSessions.adults,
      children: bookingSessions.children,
      infants: bookingSessions.infants,
      totalPrice: bookingSessions.totalPrice,
      currency: bookingSessions.currency,
      createdAt: bookingSessions.createdAt,
      expiresAt: bookingSessions.expiresAt,
      tour: {
        id: tours.id,
        slug: tours.slug,
        title: tours.title,
        location: tours.location,
        country: tours.country,
        description: tours.description,
        durationDays: tours.durationDays,
        highlights: tours.highlights,
        thumbnailUrl: tours.thumbnailUrl,
        discountPercent: tours.discountPercentage,
      },
      date: {
        id: tourDates.id,
        startDate: tourDates.startDate,
        endDate: tourDates.endDate,
        price: tourDates.price,
        availableSpots: tourDates.availableSpots,
        discountPercent: tourDates.discountPercent,
      },
    })
    .from(bookingSessions)
    .innerJoin(tours, eq(tours.id, bookingSessions.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookingSessions.tourDateId))
    .where(eq(bookingSessions.id, sessionId));
  return row ?? null;
}
export type TSessionRow = NonNullable<Awaited<ReturnType<typeof findSessionRow>>>;

/**
 * Ends active sessions and gives their seats back in one statement. The `status = 'active'`
 * guard makes the release happen exactly once, however many sweeps and reads race for it.
 */
export async function releaseSessions(
  db: TExecutor,
  input: {
    now: Date;
    newStatus: 'expired' | 'abandoned';
    sessionId?: string;
    /** Only these visitors' sessions (account ids: user ids or guest ids). */
    accountIds?: string[];
    onlyDue: boolean;
  },
): Promise<number> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ released: number }>(
    db,
    sql`
    with ended as (
      update booking_sessions set status = ${input.newStatus}, seats_released_at = ${now}, updated_at = ${now}
      where status = 'active'
        ${input.sessionId ? sql`and id = ${input.sessionId}` : sql``}
        ${
          input.accountIds
            ? sql`and account_id in (${sql.join(
                input.accountIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        ${input.onlyDue ? sql`and expires_at <= ${now}` : sql``}
      returning tour_date_id, adults + children + infants as seats
    ),
    per_date as (select tour_date_id, sum(seats)::int as seats, count(*)::int as sessions from ended group by tour_date_id),
    restored as (
      update tour_dates d set available_spots = d.available_spots + per_date.seats, updated_at = ${now}
      from per_date where d.id = per_date.tour_date_id
      returning per_date.sessions
    )
    select coalesce(sum(sessions), 0)::int as released from restored`,
  );
  return Number(rows[0]?.released ?? 0);
}

/**
 * Moves the expiry to `expiresAt` unless it is already later: two extends racing never shorten a
 * session. The caller caps `expiresAt` at the 60-minute limit (DESIGN decision 17).
 */
export async function extendSession(db: TExecutor, sessionId: string, now: Date, expiresAt: Date) {
  const rows = await db
    .update(bookingSessions)
    .set({
      expiresAt: sql`greatest(${bookingSessions.expiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(eq(bookingSessions.id, sessionId), eq(bookingSessions.status, 'active'), gt(bookingSessions.expiresAt, now)),
    )
    .returning({ id: bookingSessions.id });
  return rows.length === 1;
}

/**
 * A guest who signs in at checkout keeps the session and its hold. When the account already holds
 * this departure, the session stays the guest's (the one-active-hold index allows one per owner).
 */
export async function claimSession(db: TExecutor, sessionId: string, userId: string) {
  await queryRows(
    db,
    sql`
    update booking_sessions s set user_id = ${userId}, account_id = ${userId}
    where s.id = ${sessionId} and s.user_id is null
      and not (s.status = 'active' and exists (
        select 1 from booking_sessions o
        where o.account_id = ${userId} and o.tour_date_id = s.tour_date_id and o.status = 'active'))`,
  );
}

export async function saveSessionContact(
  db: TExecutor,
  sessionId: string,
  contact: { fullName: string; email: string; phone: string },
  now: Date,
) {
  await db
    .update(bookingSessions)
    .set({ contactName: contact.fullName, contactEmail: contact.email, contactPhone: contact.phone, updatedAt: now })
    .where(eq(bookingSessions.id, sessionId));
}

/** Locks the session row for the booking that completes it. */
export async function lockSessionForBooking(db: TExecutor, sessionId: string) {
  const [row] = await db
    .select({
      id: bookingSessions.id,
      status: bookingSessions.status,
      userId: bookingSessions.userId,
      tourId: bookingSessions.tourId,
      tourDateId: bookingSessions.tourDateId,
      seats: SEATS,
      totalPrice: bookingSessions.totalPrice,
      currency: bookingSessions.currency,
      contactName: bookingSessions.contactName,
      contactEmail: bookingSessions.contactEmail,
      contactPhone: bookingSessions.contactPhone,
    })
    .from(bookingSessions)
    .where(eq(bookingSessions.id, sessionId))
    .for('update');
  return row ?? null;
}

export async function markSessionCompleted(db: TExecutor, sessionId: string, now: Date) {
  await db
    .update(bookingSessions)
    .set({ status: 'completed', updatedAt: now })
    .where(eq(bookingSessions.id, sessionId));
}

/**
 * The active, unexpired holds on a tour's departures that belong to this visitor: sessions of the
 * signed-in user, and guest sessions of this browser's guest id (the ownership rule of `isOwnedBy`).
 */
export async function findVisitorHolds(
  db: TExecutor,
  input: { tourId: string; userId: string | null; guestId: string | null; now: Date },
) {
  const owners = [
    input.userId ? eq(bookingSessions.userId, input.userId) : undefined,
    input.guestId ? and(isNull(bookingSessions.userId), eq(bookingSessions.accountId, input.guestId)) : undefined,
  ].filter((condition) => condition !== undefined);
  if (owners.length === 0) return [];
  return db
    .select({
      sessionId: bookingSessions.id,
      tourSlug: tours.slug,
      tourDateId: tourDates.id,
      startDate: tourDates.startDate,
      endDate: tourDates.endDate,
      adults: bookingSessions.adults,
      children: bookingSessions.children,
      infants: bookingSessions.infants,
      expiresAt: bookingSessions.expiresAt,
    })
    .from(bookingSessions)
    .innerJoin(tours, eq(tours.id, bookingSessions.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookingSessions.tourDateId))
    .where(
      and(
        eq(bookingSessions.tourId, input.tourId),
        eq(bookingSessions.status, 'active'),
        gt(bookingSessions.expiresAt, input.now),
        or(...owners),
      ),
    )
    .orderBy(asc(tourDates.startDate), asc(bookingSessions.createdAt));
}
