import { and, asc, eq, inArray, or } from 'drizzle-orm';
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
import type { TExecutor } from '../../db';

export type TEditableTour = typeof tours.$inferSelect;

export async function findTourBySlug(db: TExecutor, slug: string): Promise<TEditableTour | null> {
  const [row] = await db.select().from(tours).where(eq(tours.slug, slug));
  return row ?? null;
}

export async function findTourById(db: TExecutor, tourId: string): Promise<TEditableTour | null> {
  const [row] = await db.select().from(tours).where(eq(tours.id, tourId));
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
