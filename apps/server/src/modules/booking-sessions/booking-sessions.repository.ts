import { bookingSessions, expectRow, type TCurrency, tourDates, tours } from '@tour/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TLanguage } from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

/** The seats a session holds. */
export const SEATS = sql<number>`${bookingSessions.adults} + ${bookingSessions.children} + ${bookingSessions.infants}`;

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
        contentLanguage: tours.contentLanguage,
        title: tours.title,
        translation: tours.contentTranslation,
        location: tours.location,
        country: tours.country,
        description: tours.description,
        durationDays: tours.durationDays,
        highlights: tours.highlights,
        thumbnailUrl: tours.thumbnailUrl,
        cancellationPolicy: tours.cancellationPolicy,
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
  language: TLanguage,
  now: Date,
) {
  await db
    .update(bookingSessions)
    .set({
      contactName: contact.fullName,
      contactEmail: contact.email,
      contactPhone: contact.phone,
      language,
      updatedAt: now,
    })
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
      language: bookingSessions.language,
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
