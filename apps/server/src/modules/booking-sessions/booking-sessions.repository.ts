import { bookingSessions, bookingsPausedSql, expectRow, tourDates, tours } from '@tour/db';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../db';

/**
 * Takes seats only while enough are left: one conditional UPDATE, so no interleaving of
 * concurrent holds can push `available_spots` below zero (DESIGN decision 2).
 */
export async function takeSeats(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  const rows = await queryRows<{ available_spots: number }>(
    db,
    sql`
    update tour_dates set available_spots = available_spots - ${seats}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${tourDateId} and available_spots >= ${seats}
    returning available_spots`,
  );
  return rows.length === 1;
}

/** Gives seats back to a departure (a hold made smaller). */
export async function giveSeatsBack(db: TExecutor, tourDateId: string, seats: number, now: Date) {
  await queryRows(
    db,
    sql`
    update tour_dates set available_spots = available_spots + ${seats}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${tourDateId}`,
  );
}

/**
 * Serialises Book Now per visitor until the transaction ends, so that the seat cap and the
 * one-hold-per-departure rule see every hold the visitor has. Locks are taken in a fixed order.
 */
export async function lockVisitorHolds(db: TExecutor, accountIds: string[]) {
  for (const accountId of [...accountIds].sort()) {
    await queryRows(
      db,
      sql`select pg_advisory_xact_lock(hashtextextended(${`booking-holds:${accountId}`}, 0)) is null as locked`,
    );
  }
}

/** The visitor's active hold on a departure, locked for resizing. */
export async function findActiveHold(db: TExecutor, accountId: string, tourDateId: string) {
  const rows = await queryRows<{ id: string; seats: number }>(
    db,
    sql`
    select id, adults + children + infants as seats from booking_sessions
    where account_id = ${accountId} and tour_date_id = ${tourDateId} and status = 'active'
    for update`,
  );
  const row = rows[0];
  return row ? { id: row.id, seats: Number(row.seats) } : null;
}

/** Seats held by these account ids (one visitor: their user id and/or guest id) in active holds. */
export async function seatsHeldBy(db: TExecutor, accountIds: string[]) {
  const rows = await queryRows<{ seats: number }>(
    db,
    sql`
    select coalesce(sum(adults + children + infants), 0)::int as seats from booking_sessions
    where status = 'active' and account_id in (${sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return Number(rows[0]?.seats ?? 0);
}

/** Book Now again: the existing hold takes the new guest count and price; its expiry stays. */
export async function resizeHold(
  db: TExecutor,
  input: { sessionId: string; adults: number; totalPrice: number; now: Date },
) {
  await queryRows(
    db,
    sql`
    update booking_sessions set adults = ${input.adults}, children = 0, infants = 0, total_price = ${input.totalPrice},
      updated_at = ${input.now.toISOString()}::timestamptz
    where id = ${input.sessionId} and status = 'active'`,
  );
}

export async function findBookableDate(db: TExecutor, tourDateId: string, today: string) {
  const rows = await queryRows<{
    id: string;
    tour_id: string;
    price: number;
    currency: string;
    available_spots: number;
    date_discount: number | null;
    tour_discount: number | null;
    bookings_paused: boolean;
  }>(
    db,
    sql`
    select d.id, d.tour_id, d.price, d.currency, d.available_spots, d.discount_percent as date_discount,
      t.discount_percentage as tour_discount, ${bookingsPausedSql(sql`t.company_id`, today)} as bookings_paused
    from tour_dates d join tours t on t.id = d.tour_id
    where d.id = ${tourDateId} and t.status = 'published' and d.start_date >= ${today}::date`,
  );
  return rows[0] ?? null;
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
    currency: string;
    now: Date;
    expiresAt: Date;
  },
) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into booking_sessions (account_id, user_id, tour_id, tour_date_id, adults, children, infants, total_price,
      currency, status, created_at, updated_at, expires_at)
    values (${input.accountId}, ${input.userId}, ${input.tourId}, ${input.tourDateId}, ${input.adults}, 0, 0,
      ${input.totalPrice}, ${input.currency}, 'active', ${input.now.toISOString()}::timestamptz,
      ${input.now.toISOString()}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz)
    returning id`,
  );
  return expectRow(rows[0], 'the inserted booking session').id;
}

export type TSessionRow = {
  id: string;
  account_id: string;
  user_id: string | null;
  status: 'active' | 'expired' | 'completed' | 'abandoned';
  adults: number;
  children: number;
  infants: number;
  total_price: number;
  currency: string;
  created_at: Date | string;
  expires_at: Date | string;
  tour_id: string;
  slug: string;
  title: string;
  location: string;
  country: string;
  description: string | null;
  duration_days: number;
  highlights: string[] | null;
  thumbnail_url: string | null;
  tour_discount: number | null;
  tour_date_id: string;
  start_date: string | Date;
  end_date: string | Date;
  price: number;
  available_spots: number;
  date_discount: number | null;
};

export async function findSessionRow(db: TExecutor, sessionId: string): Promise<TSessionRow | null> {
  const rows = await queryRows<TSessionRow>(
    db,
    sql`
    select s.id, s.account_id, s.user_id, s.status, s.adults, s.children, s.infants, s.total_price, s.currency,
      s.created_at, s.expires_at, t.id as tour_id, t.slug, t.title, t.location, t.country, t.description,
      t.duration_days, t.highlights, t.thumbnail_url, t.discount_percentage as tour_discount,
      d.id as tour_date_id, d.start_date, d.end_date, d.price, d.available_spots, d.discount_percent as date_discount
    from booking_sessions s
    join tours t on t.id = s.tour_id
    join tour_dates d on d.id = s.tour_date_id
    where s.id = ${sessionId}`,
  );
  return rows[0] ?? null;
}

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
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update booking_sessions
    set expires_at = greatest(expires_at, ${expiresAt.toISOString()}::timestamptz), updated_at = ${now.toISOString()}::timestamptz
    where id = ${sessionId} and status = 'active' and expires_at > ${now.toISOString()}::timestamptz
    returning id`,
  );
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
) {
  await queryRows(
    db,
    sql`
    update booking_sessions set contact_name = ${contact.fullName}, contact_email = ${contact.email},
      contact_phone = ${contact.phone}
    where id = ${sessionId}`,
  );
}

/** Locks the session row for the booking that completes it. */
export async function lockSessionForBooking(db: TExecutor, sessionId: string) {
  const rows = await queryRows<{
    id: string;
    status: string;
    user_id: string | null;
    tour_id: string;
    tour_date_id: string;
    seats: number;
    total_price: number;
    currency: string;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
  }>(
    db,
    sql`
    select id, status, user_id, tour_id, tour_date_id, adults + children + infants as seats, total_price, currency,
      contact_name, contact_email, contact_phone
    from booking_sessions where id = ${sessionId} for update`,
  );
  return rows[0] ?? null;
}

export async function markSessionCompleted(db: TExecutor, sessionId: string, now: Date) {
  await queryRows(
    db,
    sql`
    update booking_sessions set status = 'completed', updated_at = ${now.toISOString()}::timestamptz where id = ${sessionId}`,
  );
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
