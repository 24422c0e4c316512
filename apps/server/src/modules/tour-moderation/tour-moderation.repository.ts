import { and, asc, desc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  pendingTours,
  profiles,
  rejectedTours,
  type TSubmissionEventKind,
  tourSubmissionEvents,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TExecutor } from '../../db';

export type TPendingTourRow = typeof pendingTours.$inferSelect;

/** Whether the submission was sent in again after changes were requested. */
const wasResubmitted = (pendingTourId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${tourSubmissionEvents} where ${tourSubmissionEvents.pendingTourId} = ${pendingTourId} and ${tourSubmissionEvents.kind} = 'resubmitted')`;

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
  resubmitted: wasResubmitted(pendingTours.id),
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

const decidedBy = alias(profiles, 'decided_by');

/**
 * Tours whose latest decision was `kind` (sent back or approved), each with that decision (when, who, the
 * note), newest decision first. Approved records archived before decision 21 count as approved.
 */
export async function listDecidedForReview(
  db: TExecutor,
  kind: Extract<TSubmissionEventKind, 'changes_requested' | 'approved'>,
) {
  const statuses = kind === 'approved' ? ['approved', 'archived'] : ['changes_requested'];
  const rows = await db
    .selectDistinctOn([pendingTours.id], {
      ...listColumns,
      decidedAt: tourSubmissionEvents.createdAt,
      decidedBy: decidedBy.username,
      note: tourSubmissionEvents.note,
    })
    .from(pendingTours)
    .innerJoin(
      tourSubmissionEvents,
      and(eq(tourSubmissionEvents.pendingTourId, pendingTours.id), eq(tourSubmissionEvents.kind, kind)),
    )
    .leftJoin(decidedBy, eq(decidedBy.id, tourSubmissionEvents.actorUserId))
    .leftJoin(users, eq(users.id, pendingTours.userId))
    .leftJoin(profiles, eq(profiles.id, pendingTours.userId))
    .where(inArray(pendingTours.status, statuses as TPendingTourRow['status'][]))
    .orderBy(pendingTours.id, desc(tourSubmissionEvents.createdAt), desc(tourSubmissionEvents.id));
  return rows.sort((a, b) => b.decidedAt.getTime() - a.decidedAt.getTime() || b.id.localeCompare(a.id));
}

/** Rejected tours (kept in rejected_tours under their pending id), newest rejection first. */
export async function listRejectedForReview(db: TExecutor) {
  return db
    .select({
      id: rejectedTours.originalPendingTourId,
      title: rejectedTours.title,
      sku: rejectedTours.sku,
      slug: rejectedTours.slug,
      companyName: rejectedTours.companyName,
      location: rejectedTours.location,
      country: rejectedTours.country,
      category: rejectedTours.category,
      duration: rejectedTours.duration,
      durationDays: rejectedTours.durationDays,
      price: rejectedTours.price,
      currency: rejectedTours.currency,
      discountPercentage: rejectedTours.discountPercentage,
      thumbnailUrl: rejectedTours.thumbnailUrl,
      submittedAt: rejectedTours.submittedAt,
      userId: rejectedTours.userId,
      username: profiles.username,
      email: users.email,
      resubmitted: wasResubmitted(rejectedTours.originalPendingTourId),
      decidedAt: rejectedTours.rejectedAt,
      decidedBy: decidedBy.username,
      note: rejectedTours.rejectionReason,
      // The pending row stays (status rejected): it says whether this was a revision of a live tour.
      revisionOfTourId: pendingTours.revisionOfTourId,
    })
    .from(rejectedTours)
    .leftJoin(pendingTours, eq(pendingTours.id, rejectedTours.originalPendingTourId))
    .leftJoin(decidedBy, eq(decidedBy.id, rejectedTours.rejectedBy))
    .leftJoin(users, eq(users.id, rejectedTours.userId))
    .leftJoin(profiles, eq(profiles.id, rejectedTours.userId))
    .orderBy(desc(rejectedTours.rejectedAt), desc(rejectedTours.id));
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
      snapshot: tourSubmissionEvents.snapshot,
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

/** The user's address and name, and the language their profile chose (null: never chosen). */
export async function findContact(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ email: users.email, username: profiles.username, language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
