import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  companies,
  pendingTours,
  tourDates,
  tourFlights,
  tourHotels,
  tourImages,
  tourItinerary,
  tourMeals,
  tours,
  userCompanyLicenseMap,
} from '@tour/db';
import { queryRows, type TExecutor } from '../../db';

export type TEditableTour = typeof tours.$inferSelect;

export async function findTourBySlug(db: TExecutor, slug: string): Promise<TEditableTour | null> {
  const [row] = await db.select().from(tours).where(eq(tours.slug, slug));
  return row ?? null;
}

/**
 * Locks the tour row so two saves of the same tour run one after the other. NO KEY UPDATE, not UPDATE:
 * a Book Now that has taken a seat then inserts rows referencing the tour (a KEY SHARE lock), which a
 * FOR UPDATE here would block while this save waits for that departure: a deadlock.
 */
export async function lockTour(tx: TExecutor, tourId: string): Promise<TEditableTour | null> {
  const [row] = await tx.select().from(tours).where(eq(tours.id, tourId)).for('no key update');
  return row ?? null;
}

/**
 * Whether the user owns the tour (2-operator.md section 6): its owner, a company of theirs that is the
 * tour's (by id or by name), or a pending or approved submission of theirs that published it or bears its slug.
 */
export async function ownsTour(db: TExecutor, userId: string, tour: TEditableTour): Promise<boolean> {
  if (tour.ownerUserId === userId) return true;
  const linked = db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId));
  const theirs = await db
    .select({ id: companies.id, nameEn: companies.companyNameEn })
    .from(companies)
    .where(or(eq(companies.userId, userId), inArray(companies.id, linked)));
  const companyName = tour.companyName?.trim().toLowerCase();
  if (
    theirs.some(
      (company) =>
        company.id === tour.companyId || (!!companyName && company.nameEn?.trim().toLowerCase() === companyName),
    )
  ) {
    return true;
  }
  const [submission] = await db
    .select({ id: pendingTours.id })
    .from(pendingTours)
    .where(
      and(
        eq(pendingTours.userId, userId),
        inArray(pendingTours.status, ['pending', 'approved']),
        or(eq(pendingTours.publishedTourId, tour.id), eq(pendingTours.slug, tour.slug)),
      ),
    )
    .limit(1);
  return !!submission;
}

export async function listImages(db: TExecutor, tourId: string) {
  return db
    .select({ imageUrl: tourImages.imageUrl })
    .from(tourImages)
    .where(eq(tourImages.tourId, tourId))
    .orderBy(asc(tourImages.displayOrder), asc(tourImages.createdAt));
}

export async function listItinerary(db: TExecutor, tourId: string) {
  return db
    .select()
    .from(tourItinerary)
    .where(eq(tourItinerary.tourId, tourId))
    .orderBy(asc(tourItinerary.dayNumber), asc(tourItinerary.position));
}

export async function listMeals(db: TExecutor, tourId: string) {
  return db.select().from(tourMeals).where(eq(tourMeals.tourId, tourId)).orderBy(asc(tourMeals.dayNumber));
}

export async function listHotels(db: TExecutor, tourId: string) {
  return db
    .select()
    .from(tourHotels)
    .where(eq(tourHotels.tourId, tourId))
    .orderBy(asc(tourHotels.displayOrder), asc(tourHotels.createdAt));
}

export async function listDates(db: TExecutor, tourId: string) {
  return db
    .select()
    .from(tourDates)
    .where(eq(tourDates.tourId, tourId))
    .orderBy(asc(tourDates.startDate), asc(tourDates.id));
}

export async function listFlightsOfDates(db: TExecutor, dateIds: string[]) {
  if (dateIds.length === 0) return [];
  return db.select().from(tourFlights).where(inArray(tourFlights.tourDateId, dateIds));
}

/**
 * Locks every departure of the tour (FOR UPDATE) for the rest of the transaction. Book Now takes seats with
 * a conditional UPDATE of the same rows, so it waits for the save, and the save sees every hold committed before it.
 */
export async function lockDates(tx: TExecutor, tourId: string) {
  return tx.select().from(tourDates).where(eq(tourDates.tourId, tourId)).orderBy(asc(tourDates.id)).for('update');
}

/** Seats sold (bookings not cancelled) and held (active holds) per departure of the tour. */
export async function seatsTakenByDate(db: TExecutor, tourId: string) {
  const rows = await queryRows<{ tour_date_id: string; sold: number; held: number }>(
    db,
    sql`
    select d.id as tour_date_id,
      coalesce((select sum(b.number_of_guests) from bookings b
        where b.tour_date_id = d.id and b.booking_status <> 'cancelled'), 0)::int as sold,
      coalesce((select sum(s.adults + s.children + s.infants) from booking_sessions s
        where s.tour_date_id = d.id and s.status = 'active'), 0)::int as held
    from tour_dates d where d.tour_id = ${tourId}`,
  );
  return new Map(rows.map((row) => [row.tour_date_id, { sold: Number(row.sold), held: Number(row.held) }]));
}

export async function updateTour(tx: TExecutor, tourId: string, values: Partial<typeof tours.$inferInsert>) {
  await tx.update(tours).set(values).where(eq(tours.id, tourId));
}

export async function replaceImages(tx: TExecutor, tourId: string, rows: (typeof tourImages.$inferInsert)[]) {
  await tx.delete(tourImages).where(eq(tourImages.tourId, tourId));
  if (rows.length > 0) await tx.insert(tourImages).values(rows);
}

export async function replaceItinerary(tx: TExecutor, tourId: string, rows: (typeof tourItinerary.$inferInsert)[]) {
  await tx.delete(tourItinerary).where(eq(tourItinerary.tourId, tourId));
  if (rows.length > 0) await tx.insert(tourItinerary).values(rows);
}

export async function replaceMeals(tx: TExecutor, tourId: string, rows: (typeof tourMeals.$inferInsert)[]) {
  await tx.delete(tourMeals).where(eq(tourMeals.tourId, tourId));
  if (rows.length > 0) await tx.insert(tourMeals).values(rows);
}

export async function replaceHotels(tx: TExecutor, tourId: string, rows: (typeof tourHotels.$inferInsert)[]) {
  await tx.delete(tourHotels).where(eq(tourHotels.tourId, tourId));
  if (rows.length > 0) await tx.insert(tourHotels).values(rows);
}

export async function updateDate(tx: TExecutor, id: string, values: Partial<typeof tourDates.$inferInsert>) {
  await tx.update(tourDates).set(values).where(eq(tourDates.id, id));
}

export async function insertDate(tx: TExecutor, row: typeof tourDates.$inferInsert): Promise<string | undefined> {
  const [inserted] = await tx.insert(tourDates).values(row).returning({ id: tourDates.id });
  return inserted?.id;
}

/** Replaces one leg (outbound or return) of a departure: removed, then the new one written when there is one. */
export async function replaceFlight(
  tx: TExecutor,
  tourDateId: string,
  isOutbound: boolean,
  row: typeof tourFlights.$inferInsert | null,
) {
  await tx
    .delete(tourFlights)
    .where(and(eq(tourFlights.tourDateId, tourDateId), eq(tourFlights.isOutbound, isOutbound)));
  if (row) await tx.insert(tourFlights).values(row);
}

/** Deletes the tour's departures not in `keep` (the caller has checked none of them has bookings or holds). */
export async function deleteDatesExcept(tx: TExecutor, tourId: string, keep: string[]) {
  await tx
    .delete(tourDates)
    .where(and(eq(tourDates.tourId, tourId), keep.length > 0 ? notInArray(tourDates.id, keep) : undefined));
}
