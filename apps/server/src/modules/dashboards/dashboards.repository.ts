import { and, asc, desc, eq, gte, inArray, isNull, like, lt, lte, max, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  accountRoleCounts,
  bookingGuests,
  bookings,
  companies,
  dashboardPlatformDays,
  dashboardTourDays,
  dashboardTourRatings,
  dashboardTourTotals,
  pausedCompanyIdsSql,
  pendingTours,
  profiles,
  tourDates,
  tours,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TDashboardBasis, TDashboardStatusFilter, TDayRange } from '@tour/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type TExecutor } from '../../db';

// ---------------------------------------------------------------------------
// Whose tours
// ---------------------------------------------------------------------------

/** The companies an operator belongs to: linked through the licence map, or registered by them. */
export async function operatorCompanyIds(db: TExecutor, userId: string): Promise<string[]> {
  const linked = db
    .select({ id: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId));
  const registered = db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
  return (await linked.union(registered)).map((row) => row.id);
}

/** Tours the operator owns or their companies' (each side an index look-up, so a BitmapOr of two). */
function operatedBy(userId: string, companyIds: string[]): SQL {
  return or(eq(tours.ownerUserId, userId), inArray(tours.companyId, companyIds)) as SQL;
}

/** The operator's published and hidden tours, newest first. */
export async function listOperatorTours(db: TExecutor, userId: string, companyIds: string[]) {
  return db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: tours.title,
      status: tours.status,
      price: tours.price,
      currency: tours.currency,
    })
    .from(tours)
    .where(operatedBy(userId, companyIds))
    .orderBy(desc(tours.createdAt), desc(tours.id));
}

/** Each tour's latest booking of any status (read from bookings_tour_booking_date_idx alone). */
export async function listLastBookings(db: TExecutor, tourIds: string[]) {
  if (tourIds.length === 0) return [];
  return db
    .select({ tourId: bookings.tourId, lastBookingAt: max(bookings.bookingDate) })
    .from(bookings)
    .where(inArray(bookings.tourId, tourIds))
    .groupBy(bookings.tourId);
}

/** The operator's new submissions awaiting approval (a revision of a live tour is that tour, already listed). */
export async function listPendingSubmissions(db: TExecutor, userId: string) {
  return db
    .select({
      slug: pendingTours.slug,
      title: pendingTours.title,
      price: pendingTours.price,
      currency: pendingTours.currency,
    })
    .from(pendingTours)
    .where(
      and(eq(pendingTours.userId, userId), eq(pendingTours.status, 'pending'), isNull(pendingTours.revisionOfTourId)),
    )
    .orderBy(desc(pendingTours.submittedAt));
}

/** The tour with what decides whose it is; null when there is none. */
export async function findTourOwnership(db: TExecutor, tourId: string) {
  const [row] = await db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: tours.title,
      ownerUserId: tours.ownerUserId,
      companyId: tours.companyId,
    })
    .from(tours)
    .where(eq(tours.id, tourId));
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Summary rows
// ---------------------------------------------------------------------------

/** All-time counted bookings, guests and revenue of each tour, per currency. */
export async function listTourTotals(db: TExecutor, tourIds: string[]) {
  if (tourIds.length === 0) return [];
  return db
    .select({
      tourId: dashboardTourTotals.tourId,
      currency: dashboardTourTotals.currency,
      bookings: dashboardTourTotals.bookings,
      guests: dashboardTourTotals.guests,
      revenue: dashboardTourTotals.revenue,
    })
    .from(dashboardTourTotals)
    .where(inArray(dashboardTourTotals.tourId, tourIds));
}

/** The platform's all-time counted bookings and revenue per currency. */
export async function listPlatformTotals(db: TExecutor) {
  return db
    .select({
      currency: dashboardTourTotals.currency,
      bookings: sql<number>`coalesce(sum(${dashboardTourTotals.bookings}), 0)`.mapWith(Number),
      guests: sql<number>`coalesce(sum(${dashboardTourTotals.guests}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${dashboardTourTotals.revenue}), 0)`.mapWith(Number),
    })
    .from(dashboardTourTotals)
    .groupBy(dashboardTourTotals.currency);
}

/** Each tour's published reviews by stars. */
export async function listTourRatings(db: TExecutor, tourIds: string[]) {
  if (tourIds.length === 0) return [];
  return db
    .select({
      tourId: dashboardTourRatings.tourId,
      stars: dashboardTourRatings.stars,
      reviews: dashboardTourRatings.reviews,
    })
    .from(dashboardTourRatings)
    .where(inArray(dashboardTourRatings.tourId, tourIds));
}

function daysOf(tourIds: string[], basis: TDashboardBasis, range: TDayRange): SQL | undefined {
  return and(
    inArray(dashboardTourDays.tourId, tourIds),
    eq(dashboardTourDays.basis, basis),
    gte(dashboardTourDays.day, range.from),
    lte(dashboardTourDays.day, range.to),
  );
}

/** A summary table's figure summed over the rows read (0 without rows). */
const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Each tour's counted bookings, guests and revenue per currency on the days of `range`, by `basis`. */
export async function listTourFiguresIn(db: TExecutor, tourIds: string[], basis: TDashboardBasis, range: TDayRange) {
  if (tourIds.length === 0) return [];
  return db
    .select({
      tourId: dashboardTourDays.tourId,
      currency: dashboardTourDays.currency,
      bookings: sumOf(dashboardTourDays.bookings),
      guests: sumOf(dashboardTourDays.guests),
      revenue: sumOf(dashboardTourDays.revenue),
    })
    .from(dashboardTourDays)
    .where(daysOf(tourIds, basis, range))
    .groupBy(dashboardTourDays.tourId, dashboardTourDays.currency);
}

type TDayFigures = { day: string; currency: string; bookings: number; revenue: number };

/** Day rows folded into Bangkok months ('YYYY-MM') per currency. */
function foldIntoMonths(days: TDayFigures[]) {
  const months = new Map<string, { month: string; currency: string; bookings: number; revenue: number }>();
  for (const row of days) {
    const month = row.day.slice(0, 7);
    const key = `${month} ${row.currency}`;
    const figures = months.get(key) ?? { month, currency: row.currency, bookings: 0, revenue: 0 };
    figures.bookings += row.bookings;
    figures.revenue += row.revenue;
    months.set(key, figures);
  }
  return [...months.values()];
}

/**
 * The tours' counted bookings and revenue per Bangkok month ('YYYY-MM') and currency, on the days of `range`. Summed
 * per day in the database (a date is cheap to group by; formatting each row's month is not) and folded into months
 * here.
 */
export async function listMonthFigures(db: TExecutor, tourIds: string[], basis: TDashboardBasis, range: TDayRange) {
  if (tourIds.length === 0) return [];
  const days = await db
    .select({
      day: dashboardTourDays.day,
      currency: dashboardTourDays.currency,
      bookings: sumOf(dashboardTourDays.bookings),
      revenue: sumOf(dashboardTourDays.revenue),
    })
    .from(dashboardTourDays)
    .where(daysOf(tourIds, basis, range))
    .groupBy(dashboardTourDays.day, dashboardTourDays.currency);
  return foldIntoMonths(days);
}

/** The platform's counted bookings and revenue per Bangkok month and currency, from its own day rows. */
export async function listPlatformMonthFigures(db: TExecutor, basis: TDashboardBasis, range: TDayRange) {
  const days = await db
    .select({
      day: dashboardPlatformDays.day,
      currency: dashboardPlatformDays.currency,
      bookings: sumOf(dashboardPlatformDays.bookings),
      revenue: sumOf(dashboardPlatformDays.revenue),
    })
    .from(dashboardPlatformDays)
    .where(
      and(
        eq(dashboardPlatformDays.basis, basis),
        gte(dashboardPlatformDays.day, range.from),
        lte(dashboardPlatformDays.day, range.to),
      ),
    )
    .groupBy(dashboardPlatformDays.day, dashboardPlatformDays.currency);
  return foldIntoMonths(days);
}

/** Counted bookings in two windows of days (the growth figure; the earlier one first), read in one pass. */
export async function countBookingsInWindows(
  db: TExecutor,
  tourIds: string[],
  basis: TDashboardBasis,
  windows: { current: TDayRange; earlier: TDayRange },
) {
  if (tourIds.length === 0) return { current: 0, earlier: 0 };
  const within = (range: TDayRange) =>
    sql<number>`coalesce(sum(${dashboardTourDays.bookings}) filter (where ${dashboardTourDays.day} between ${range.from} and ${range.to}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({ current: within(windows.current), earlier: within(windows.earlier) })
    .from(dashboardTourDays)
    .where(daysOf(tourIds, basis, { from: windows.earlier.from, to: windows.current.to }));
  return { current: row?.current ?? 0, earlier: row?.earlier ?? 0 };
}

// ---------------------------------------------------------------------------
// Bookings read directly
// ---------------------------------------------------------------------------

/**
 * The `limit` newest bookings of the tours, any status. Each tour's own newest few come from its index
 * (bookings_tour_booking_date_idx) and only those are merged, so an operator with many bookings costs the same as
 * one with few, and the global booking-date index is never walked looking for their tours.
 */
export async function listRecentBookings(db: TExecutor, tourIds: string[], limit: number) {
  if (tourIds.length === 0) return [];
  const ids = sql.join(
    tourIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const newest = sql`(select newest.id from unnest(array[${ids}]::uuid[]) as tour(id)
    cross join lateral (select ${bookings.id} as id, ${bookings.bookingDate} as booking_date from ${bookings}
      where ${bookings.tourId} = tour.id order by ${bookings.bookingDate} desc limit ${limit}) as newest
    order by newest.booking_date desc limit ${limit})`;
  return db
    .select({
      id: bookings.id,
      bookingReference: bookings.bookingReference,
      accountName: profiles.username,
      accountEmail: users.email,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      tourId: bookings.tourId,
      tourTitle: tours.title,
      bookingDate: bookings.bookingDate,
      travelDate: tourDates.startDate,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, newest))
    .orderBy(desc(bookings.bookingDate), desc(bookings.id));
}

/** Travellers (an account, else a contact e-mail) with a booking of the tours that counts. */
export async function countTravellers(db: TExecutor, tourIds: string[]): Promise<number> {
  if (tourIds.length === 0) return 0;
  const [row] = await db
    .select({
      travellers:
        sql<number>`count(distinct coalesce(${bookings.userId}::text, lower(${bookings.contactEmail})))`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.tourId, tourIds),
        eq(bookings.paymentStatus, 'completed'),
        ne(bookings.bookingStatus, 'cancelled'),
      ),
    );
  return row?.travellers ?? 0;
}

// ---------------------------------------------------------------------------
// Departures and manifests
// ---------------------------------------------------------------------------

const departureColumns = {
  id: tourDates.id,
  tourId: tourDates.tourId,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
  availableSpots: tourDates.availableSpots,
  bookings: sql<number>`count(${bookings.id})`.mapWith(Number),
  guests: sql<number>`coalesce(sum(${bookings.numberOfGuests}), 0)`.mapWith(Number),
  paidGuests:
    sql<number>`coalesce(sum(${bookings.numberOfGuests}) filter (where ${bookings.paymentStatus} = 'completed'), 0)`.mapWith(
      Number,
    ),
};

/** A tour's departures with their bookings that are not cancelled: upcoming ones soonest first, then past ones. */
export async function listDepartures(db: TExecutor, tourId: string, today: string) {
  return db
    .select(departureColumns)
    .from(tourDates)
    .leftJoin(bookings, and(eq(bookings.tourDateId, tourDates.id), ne(bookings.bookingStatus, 'cancelled')))
    .where(eq(tourDates.tourId, tourId))
    .groupBy(tourDates.id)
    .orderBy(
      sql`${tourDates.startDate} < ${today}`,
      sql`case when ${tourDates.startDate} >= ${today} then ${tourDates.startDate} end asc`,
      desc(tourDates.startDate),
    );
}

export async function findDeparture(db: TExecutor, tourDateId: string) {
  const [row] = await db
    .select(departureColumns)
    .from(tourDates)
    .leftJoin(bookings, and(eq(bookings.tourDateId, tourDates.id), ne(bookings.bookingStatus, 'cancelled')))
    .where(eq(tourDates.id, tourDateId))
    .groupBy(tourDates.id);
  return row ?? null;
}

/** A departure's bookings that are not cancelled, by reference. */
export async function listManifestBookings(db: TExecutor, tourDateId: string) {
  return db
    .select({
      id: bookings.id,
      bookingReference: bookings.bookingReference,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      contactName: bookings.contactName,
      contactEmail: bookings.contactEmail,
      contactPhone: bookings.contactPhone,
      accountName: profiles.username,
      accountEmail: users.email,
      numberOfGuests: bookings.numberOfGuests,
      specialRequests: bookings.specialRequests,
    })
    .from(bookings)
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.tourDateId, tourDateId), ne(bookings.bookingStatus, 'cancelled')))
    .orderBy(asc(bookings.bookingReference));
}

export async function listManifestGuests(db: TExecutor, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingGuests.bookingId,
      position: bookingGuests.position,
      firstName: bookingGuests.firstName,
      lastName: bookingGuests.lastName,
      email: bookingGuests.email,
      phone: bookingGuests.phone,
      nationality: bookingGuests.nationality,
      dateOfBirth: bookingGuests.dateOfBirth,
      passportNumber: bookingGuests.passportNumber,
      passportExpiry: bookingGuests.passportExpiry,
      dietaryRequirements: bookingGuests.dietaryRequirements,
      specialRequests: bookingGuests.specialRequests,
      emergencyContactName: bookingGuests.emergencyContactName,
      emergencyContactPhone: bookingGuests.emergencyContactPhone,
    })
    .from(bookingGuests)
    .where(inArray(bookingGuests.bookingId, bookingIds))
    .orderBy(asc(bookingGuests.bookingId), asc(bookingGuests.position));
}

// ---------------------------------------------------------------------------
// The platform (admin dashboard)
// ---------------------------------------------------------------------------

/** Whether the wholesale owner (profiles row) has a published tour: their own, or one of their companies'. */
function hasPublishedTour(ownerId: SQL | typeof profiles.id): SQL {
  return sql`(exists (select 1 from ${tours} where ${tours.ownerUserId} = ${ownerId} and ${tours.status} = 'published')
    or exists (select 1 from ${userCompanyLicenseMap} m join ${tours} t on t.company_id = m.company_id
      where m.user_id = ${ownerId} and t.status = 'published')
    or exists (select 1 from ${companies} c join ${tours} t on t.company_id = c.id
      where c.user_id = ${ownerId} and t.status = 'published'))`;
}

/**
 * Accounts (the per-role summary rows), active owners (as the owners tab counts them: not deactivated, with a
 * published tour), tours, and submissions awaiting approval.
 */
export async function countPlatform(db: TExecutor) {
  const [row] = await queryRows<{ users: number; active_owners: number; tours: number; pending: number }>(
    db,
    sql`select
      (select coalesce(sum(${accountRoleCounts.accounts}), 0) from ${accountRoleCounts})::int as users,
      (select count(*) from ${profiles} join ${users} on ${users.id} = ${profiles.id}
        where ${profiles.role} = 'wholesale_owner' and ${users.deactivatedAt} is null and ${hasPublishedTour(profiles.id)})::int
        as active_owners,
      (select count(*) from ${tours})::int as tours,
      (select count(*) from ${pendingTours} where ${pendingTours.status} = 'pending')::int as pending`,
  );
  return {
    totalUsers: Number(row?.users ?? 0),
    activeOwners: Number(row?.active_owners ?? 0),
    totalTours: Number(row?.tours ?? 0),
    pendingApproval: Number(row?.pending ?? 0),
  };
}

/**
 * New accounts in each of the months given (each from its first instant until the next one's), counted in one pass
 * over profiles_created_at_id_idx without formatting a date per row.
 */
export async function countNewUsersByMonth(db: TExecutor, months: { month: string; from: Date; to: Date }[]) {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const counts = Object.fromEntries(
    months.map((month) => [
      month.month,
      sql<number>`count(*) filter (where ${profiles.createdAt} >= ${month.from} and ${profiles.createdAt} < ${month.to})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(counts)
    .from(profiles)
    .where(and(gte(profiles.createdAt, first.from), lt(profiles.createdAt, last.to)));
  return months.map((month) => ({ month: month.month, users: Number(row?.[month.month] ?? 0) }));
}

/** `%…%` for LIKE on a lowered column, the search's own `%`, `_` and `\` taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// The owners tab ---------------------------------------------------------------

export type TDashboardListFilter = { q?: string; status: TDashboardStatusFilter };

function ownerWhere(db: TExecutor, filter: TDashboardListFilter): SQL | undefined {
  let search: SQL | undefined;
  if (filter.q) {
    const pattern = containing(filter.q);
    // Each side is its own trigram-indexed look-up (as the accounts list searches).
    const byEmail = db
      .select({ id: users.id })
      .from(users)
      .where(like(sql`lower(${users.email})`, pattern));
    const byUsername = db
      .select({ id: profiles.id })
      .from(profiles)
      .where(like(sql`lower(${profiles.username})`, pattern));
    search = inArray(profiles.id, byEmail.union(byUsername));
  }
  const status =
    filter.status === 'suspended'
      ? sql`${users.deactivatedAt} is not null`
      : filter.status === 'active'
        ? and(isNull(users.deactivatedAt), hasPublishedTour(profiles.id))
        : filter.status === 'inactive'
          ? and(isNull(users.deactivatedAt), sql`not ${hasPublishedTour(profiles.id)}`)
          : undefined;
  return and(eq(profiles.role, 'wholesale_owner'), search, status);
}

function ownersQuery(db: TExecutor, filter: TDashboardListFilter) {
  return (
    db
      .select({
        userId: profiles.id,
        username: profiles.username,
        email: users.email,
        joinedAt: profiles.createdAt,
        deactivatedAt: users.deactivatedAt,
        hasPublishedTour: sql<boolean>`${hasPublishedTour(profiles.id)}`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(ownerWhere(db, filter))
      // As profiles_role_created_at_id_idx is declared, so that it serves the order.
      .orderBy(sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`)
  );
}

/** Wholesale owners matching the filter, newest first, a page at a time. */
export async function listOwners(db: TExecutor, filter: TDashboardListFilter, page: { limit: number; offset: number }) {
  return ownersQuery(db, filter).limit(page.limit).offset(page.offset);
}

export async function countOwners(db: TExecutor, filter: TDashboardListFilter): Promise<number> {
  const [row] = await db
    .select({ owners: sql<number>`count(*)`.mapWith(Number) })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(ownerWhere(db, filter));
  return row?.owners ?? 0;
}

type TOwnerStatsRow = {
  user_id: string;
  tours: number;
  stars: number | null;
  reviews: number | null;
  money: { currency: string; bookings: number; revenue: number }[] | null;
};

/**
 * Each owner's tours (their own and their companies'), counted bookings and revenue per currency, and review
 * stars, from the summary rows. Raw SQL: the owner-to-tour pairs are a union of three joins.
 */
export async function listOwnerStats(db: TExecutor, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  const ids = sql.join(
    ownerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<TOwnerStatsRow>(
    db,
    sql`with owned as (
        select t.owner_user_id as user_id, t.id as tour_id from ${tours} t where t.owner_user_id in (${ids})
        union
        select m.user_id, t.id from ${userCompanyLicenseMap} m join ${tours} t on t.company_id = m.company_id
          where m.user_id in (${ids})
        union
        select c.user_id, t.id from ${companies} c join ${tours} t on t.company_id = c.id where c.user_id in (${ids})
      ),
      money as (
        select o.user_id, tt.currency, sum(tt.bookings)::int as bookings, sum(tt.revenue)::bigint as revenue
        from owned o join ${dashboardTourTotals} tt on tt.tour_id = o.tour_id group by o.user_id, tt.currency
      ),
      stars as (
        select o.user_id, sum(r.stars * r.reviews)::int as stars, sum(r.reviews)::int as reviews
        from owned o join ${dashboardTourRatings} r on r.tour_id = o.tour_id group by o.user_id
      )
      select o.user_id, count(*)::int as tours, s.stars, s.reviews,
        (select json_agg(json_build_object('currency', m.currency, 'bookings', m.bookings, 'revenue', m.revenue))
          from money m where m.user_id = o.user_id) as money
      from owned o left join stars s on s.user_id = o.user_id
      group by o.user_id, s.stars, s.reviews`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    tours: Number(row.tours),
    stars: Number(row.stars ?? 0),
    reviews: Number(row.reviews ?? 0),
    money: (row.money ?? []).map((money) => ({
      currency: money.currency.trim(),
      bookings: Number(money.bookings),
      revenue: Number(money.revenue),
    })),
  }));
}

// The tours tab ----------------------------------------------------------------

/** Whether the tour's company has its bookings paused by lapsed licences (the set is computed once per query). */
function isPaused(today: string): SQL {
  return sql`coalesce(${tours.companyId} in ${pausedCompanyIdsSql(today)}, false)`;
}

function tourWhere(filter: TDashboardListFilter, today: string): SQL | undefined {
  const pattern = filter.q ? containing(filter.q) : null;
  const paused = isPaused(today);
  const status =
    filter.status === 'inactive'
      ? eq(tours.status, 'hidden')
      : filter.status === 'active'
        ? and(eq(tours.status, 'published'), sql`not ${paused}`)
        : filter.status === 'suspended'
          ? and(eq(tours.status, 'published'), paused)
          : undefined;
  return and(
    pattern
      ? or(
          like(sql`lower(${tours.title})`, pattern),
          like(sql`lower(${tours.location})`, pattern),
          like(sql`lower(${tours.companyName})`, pattern),
          like(sql`lower(${companies.companyNameEn})`, pattern),
          like(sql`lower(${companies.companyNameTh})`, pattern),
          like(sql`lower(${profiles.username})`, pattern),
        )
      : undefined,
    status,
  );
}

/** Every tour matching the filter, newest first: the owner's name is the company's, else the owner's username. */
function toursQuery(db: TExecutor, filter: TDashboardListFilter, today: string) {
  return db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: tours.title,
      ownerName: sql<string>`coalesce(${companies.companyNameEn}, ${companies.companyNameTh}, ${tours.companyName}, ${profiles.username}, '')`,
      location: tours.location,
      price: tours.price,
      currency: tours.currency,
      createdAt: tours.createdAt,
      status: tours.status,
      paused: sql<boolean>`${isPaused(today)}`,
    })
    .from(tours)
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .leftJoin(profiles, eq(profiles.id, tours.ownerUserId))
    .where(tourWhere(filter, today))
    .orderBy(desc(tours.createdAt), desc(tours.id));
}

export async function listDashboardTours(
  db: TExecutor,
  filter: TDashboardListFilter,
  today: string,
  page: { limit: number; offset: number },
) {
  return toursQuery(db, filter, today).limit(page.limit).offset(page.offset);
}

export async function countDashboardTours(db: TExecutor, filter: TDashboardListFilter, today: string) {
  const [row] = await db
    .select({ tours: sql<number>`count(*)`.mapWith(Number) })
    .from(tours)
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .leftJoin(profiles, eq(profiles.id, tours.ownerUserId))
    .where(tourWhere(filter, today));
  return row?.tours ?? 0;
}
