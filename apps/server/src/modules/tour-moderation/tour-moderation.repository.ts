import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import {
  companies,
  pendingTours,
  profiles,
  rejectedTours,
  tourSubmissionEvents,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TExecutor } from '../../db';

export type TPendingTourRow = typeof pendingTours.$inferSelect;

const listColumns = {
  id: pendingTours.id,
  title: pendingTours.title,
  sku: pendingTours.sku,
  slug: pendingTours.slug,
  companyName: pendingTours.companyName,
  location: pendingTours.location,
  country: pendingTours.country,
  category: pendingTours.category,
  duration: pendingTours.duration,
  durationDays: pendingTours.durationDays,
  price: pendingTours.price,
  currency: pendingTours.currency,
  discountPercentage: pendingTours.discountPercentage,
  thumbnailUrl: pendingTours.thumbnailUrl,
  submittedAt: pendingTours.submittedAt,
  revisionOfTourId: pendingTours.revisionOfTourId,
  userId: pendingTours.userId,
  username: profiles.username,
  email: users.email,
};

/** Pending tours awaiting review, newest submitted first (3-admin.md section 7). */
export async function listPendingForReview(db: TExecutor) {
  return db
    .select(listColumns)
    .from(pendingTours)
    .leftJoin(users, eq(users.id, pendingTours.userId))
    .leftJoin(profiles, eq(profiles.id, pendingTours.userId))
    .where(eq(pendingTours.status, 'pending'))
    .orderBy(desc(pendingTours.submittedAt), desc(pendingTours.id));
}

export async function findPendingTour(db: TExecutor, id: string) {
  const [row] = await db
    .select({ record: pendingTours, username: profiles.username, email: users.email })
    .from(pendingTours)
    .leftJoin(users, eq(users.id, pendingTours.userId))
    .leftJoin(profiles, eq(profiles.id, pendingTours.userId))
    .where(eq(pendingTours.id, id));
  return row ?? null;
}

/** Locks the pending row until the transaction ends: two decisions on one tour run one after the other. */
export async function lockPendingTour(db: TExecutor, id: string): Promise<TPendingTourRow | null> {
  const [row] = await db.select().from(pendingTours).where(eq(pendingTours.id, id)).for('update');
  return row ?? null;
}

export async function listSubmissionEvents(db: TExecutor, pendingTourId: string) {
  return db
    .select({
      kind: tourSubmissionEvents.kind,
      note: tourSubmissionEvents.note,
      actorName: profiles.username,
      createdAt: tourSubmissionEvents.createdAt,
    })
    .from(tourSubmissionEvents)
    .leftJoin(profiles, eq(profiles.id, tourSubmissionEvents.actorUserId))
    .where(eq(tourSubmissionEvents.pendingTourId, pendingTourId))
    .orderBy(asc(tourSubmissionEvents.createdAt), asc(tourSubmissionEvents.id));
}

export async function insertSubmissionEvent(db: TExecutor, values: typeof tourSubmissionEvents.$inferInsert) {
  await db.insert(tourSubmissionEvents).values(values);
}

export async function updatePendingStatus(
  db: TExecutor,
  id: string,
  values: Pick<TPendingTourRow, 'status' | 'updatedAt'> & { publishedTourId?: string },
) {
  await db.update(pendingTours).set(values).where(eq(pendingTours.id, id));
}

export async function insertRejectedTour(db: TExecutor, values: typeof rejectedTours.$inferInsert) {
  await db.insert(rejectedTours).values(values);
}

/** The submitter's company (registered by them, or linked through a licence), the newest first. */
export async function findCompanyIdOf(db: TExecutor, userId: string): Promise<string | null> {
  const linked = db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId));
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.userId, userId), inArray(companies.id, linked)))
    .orderBy(desc(companies.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function findContact(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ email: users.email, username: profiles.username })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
