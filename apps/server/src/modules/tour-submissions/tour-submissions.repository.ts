import { and, asc, desc, eq, inArray, isNull, like, notInArray, or, sql } from 'drizzle-orm';
import {
  companies,
  pendingTours,
  profiles,
  rejectedTours,
  type TSubmissionEventKind,
  tourDrafts,
  tours,
  tourSubmissionEvents,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type { TSubmissionSnapshot } from '@tour/shared';
import type { TExecutor } from '../../db';

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

/** The user's company (registered by them, or linked through a licence), the newest first. */
export async function findUserCompany(db: TExecutor, userId: string) {
  const linked = db
    .select({ companyId: userCompanyLicenseMap.companyId })
    .from(userCompanyLicenseMap)
    .where(eq(userCompanyLicenseMap.userId, userId));
  const [row] = await db
    .select({ companyNameEn: companies.companyNameEn, companyNameTh: companies.companyNameTh })
    .from(companies)
    .where(or(eq(companies.userId, userId), inArray(companies.id, linked)))
    .orderBy(desc(companies.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's address and name, and the language their profile chose (null: never chosen). */
export async function findUserContact(db: TExecutor, userId: string) {
  const [row] = await db
    .select({ email: users.email, username: profiles.username, language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------

const draftColumns = {
  id: tourDrafts.id,
  version: tourDrafts.version,
  data: tourDrafts.data,
  createdAt: tourDrafts.createdAt,
  updatedAt: tourDrafts.updatedAt,
  submittedAt: tourDrafts.submittedAt,
};

export type TDraftRow = {
  id: string;
  version: number;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
};

export async function insertDraft(
  db: TExecutor,
  input: { userId: string; data: Record<string, unknown>; now: Date },
): Promise<TDraftRow | undefined> {
  const [row] = await db
    .insert(tourDrafts)
    .values({ userId: input.userId, data: input.data, version: 1, createdAt: input.now, updatedAt: input.now })
    .returning(draftColumns);
  return row;
}

export async function findOwnDraft(db: TExecutor, userId: string, draftId: string): Promise<TDraftRow | null> {
  const [row] = await db
    .select(draftColumns)
    .from(tourDrafts)
    .where(and(eq(tourDrafts.id, draftId), eq(tourDrafts.userId, userId)));
  return row ?? null;
}

/** Locks the draft for the rest of the transaction: submissions of one draft run one after another. */
export async function lockOwnDraft(db: TExecutor, userId: string, draftId: string): Promise<TDraftRow | null> {
  const [row] = await db
    .select(draftColumns)
    .from(tourDrafts)
    .where(and(eq(tourDrafts.id, draftId), eq(tourDrafts.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The user's drafts not yet submitted, last saved first, with the title typed so far. */
export async function listOpenDrafts(db: TExecutor, userId: string) {
  return db
    .select({
      id: tourDrafts.id,
      version: tourDrafts.version,
      title: sql<string | null>`${tourDrafts.data} ->> 'title'`,
      createdAt: tourDrafts.createdAt,
      updatedAt: tourDrafts.updatedAt,
    })
    .from(tourDrafts)
    .where(and(eq(tourDrafts.userId, userId), isNull(tourDrafts.submittedAt)))
    .orderBy(desc(tourDrafts.updatedAt), desc(tourDrafts.id));
}

/**
 * Saves the data only if the draft is still at `version` and not submitted: one conditional UPDATE, so
 * of two saves based on the same version exactly one wins. Undefined when it did not apply.
 */
export async function updateDraftAtVersion(
  db: TExecutor,
  input: { userId: string; draftId: string; version: number; data: Record<string, unknown>; now: Date },
): Promise<TDraftRow | undefined> {
  const [row] = await db
    .update(tourDrafts)
    .set({ data: input.data, version: sql`${tourDrafts.version} + 1`, updatedAt: input.now })
    .where(
      and(
        eq(tourDrafts.id, input.draftId),
        eq(tourDrafts.userId, input.userId),
        eq(tourDrafts.version, input.version),
        isNull(tourDrafts.submittedAt),
      ),
    )
    .returning(draftColumns);
  return row;
}

export async function deleteOwnDraft(db: TExecutor, userId: string, draftId: string): Promise<boolean> {
  const deleted = await db
    .delete(tourDrafts)
    .where(and(eq(tourDrafts.id, draftId), eq(tourDrafts.userId, userId)))
    .returning({ id: tourDrafts.id });
  return deleted.length === 1;
}

export async function markDraftSubmitted(db: TExecutor, draftId: string, now: Date) {
  await db
    .update(tourDrafts)
    .set({ submittedAt: now, updatedAt: now, version: sql`${tourDrafts.version} + 1` })
    .where(eq(tourDrafts.id, draftId));
}

// ---------------------------------------------------------------------------
// Pending tours
// ---------------------------------------------------------------------------

/** The pending tours an earlier submission of this draft, or with this key, already wrote (at most two). */
export async function findPriorSubmissions(
  db: TExecutor,
  input: { userId: string; draftId: string; idempotencyKey: string },
) {
  return db
    .select({
      id: pendingTours.id,
      draftId: pendingTours.draftId,
      idempotencyKey: pendingTours.idempotencyKey,
      status: pendingTours.status,
    })
    .from(pendingTours)
    .where(
      and(
        eq(pendingTours.userId, input.userId),
        or(eq(pendingTours.idempotencyKey, input.idempotencyKey), eq(pendingTours.draftId, input.draftId)),
      ),
    );
}

/** SKUs starting with the prefix, in tours and in pending tours (2-operator.md section 7, SKU reads). */
export async function findSkusWithPrefix(db: TExecutor, prefix: string): Promise<string[]> {
  const pattern = `${escapeLike(prefix)}%`;
  const [live, pending] = await Promise.all([
    db.select({ sku: tours.sku }).from(tours).where(like(tours.sku, pattern)),
    db.select({ sku: pendingTours.sku }).from(pendingTours).where(like(pendingTours.sku, pattern)),
  ]);
  return [...live, ...pending].map((row) => row.sku).filter((sku): sku is string => sku !== null);
}

/** Slugs equal to the base or shaped `base-n`, in tours and in pending tours. */
export async function findSlugsLike(db: TExecutor, base: string): Promise<string[]> {
  const pattern = `${escapeLike(base)}-%`;
  const [live, pending] = await Promise.all([
    db
      .select({ slug: tours.slug })
      .from(tours)
      .where(or(eq(tours.slug, base), like(tours.slug, pattern))),
    db
      .select({ slug: pendingTours.slug })
      .from(pendingTours)
      .where(or(eq(pendingTours.slug, base), like(pendingTours.slug, pattern))),
  ]);
  return [...live, ...pending].map((row) => row.slug);
}

/**
 * Serialises slug choices for one base slug until the transaction ends: pending_tours.slug has no
 * unique index (an approved tour and its pending record share it), so two submissions of the same
 * title must not pick the same free slug at the same moment.
 */
export async function lockSlugBase(db: TExecutor, base: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour-slug:${base}`}))`);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export type TPendingTourInsert = typeof pendingTours.$inferInsert;

/**
 * Inserts inside a savepoint, so that a unique violation (the SKU taken by a concurrent submission)
 * rolls back only this statement and the caller can try the next suffix in the same transaction.
 */
export async function insertPendingTour(db: TExecutor, values: TPendingTourInsert): Promise<string | undefined> {
  return db.transaction(async (savepoint) => {
    const [row] = await savepoint.insert(pendingTours).values(values).returning({ id: pendingTours.id });
    return row?.id;
  });
}

/** An entry of the submission's history written by its operator (DESIGN decision 22). */
export async function insertOperatorEvent(
  db: TExecutor,
  input: {
    pendingTourId: string;
    userId: string;
    kind: Extract<TSubmissionEventKind, 'submitted' | 'resubmitted'>;
    /** What was submitted, so the next submission can be compared with it. */
    snapshot: TSubmissionSnapshot;
    now: Date;
  },
) {
  await db.insert(tourSubmissionEvents).values({
    pendingTourId: input.pendingTourId,
    actorUserId: input.userId,
    kind: input.kind,
    snapshot: input.snapshot,
    createdAt: input.now,
  });
}

export type TPendingTourRow = typeof pendingTours.$inferSelect;

/** The user's own pending tour, locked until the transaction ends (reopen and resubmit run one at a time). */
export async function lockOwnPendingTour(db: TExecutor, userId: string, id: string): Promise<TPendingTourRow | null> {
  const [row] = await db
    .select()
    .from(pendingTours)
    .where(and(eq(pendingTours.id, id), eq(pendingTours.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function findOwnPendingDraftId(db: TExecutor, userId: string, id: string) {
  const [row] = await db
    .select({ draftId: pendingTours.draftId })
    .from(pendingTours)
    .where(and(eq(pendingTours.id, id), eq(pendingTours.userId, userId)));
  return row ?? null;
}

export async function linkPendingTourDraft(db: TExecutor, id: string, draftId: string) {
  await db.update(pendingTours).set({ draftId }).where(eq(pendingTours.id, id));
}

/** Opens a submitted draft for editing again; a new version, so a wizard holding the old one re-reads it. */
export async function reopenOwnDraft(db: TExecutor, userId: string, draftId: string, now: Date) {
  await db
    .update(tourDrafts)
    .set({ submittedAt: null, updatedAt: now, version: sql`${tourDrafts.version} + 1` })
    .where(and(eq(tourDrafts.id, draftId), eq(tourDrafts.userId, userId)));
}

/**
 * Replaces a sent-back submission with its edited version, only while changes are requested: the
 * same row (and SKU), pending again. Undefined when the row was not waiting for changes.
 */
export async function updateResubmittedPendingTour(
  db: TExecutor,
  id: string,
  values: Omit<TPendingTourInsert, 'id' | 'userId' | 'sku' | 'draftId' | 'publishedTourId'>,
): Promise<string | undefined> {
  const [row] = await db
    .update(pendingTours)
    .set(values)
    .where(and(eq(pendingTours.id, id), eq(pendingTours.status, 'changes_requested')))
    .returning({ id: pendingTours.id });
  return row?.id;
}

// ---------------------------------------------------------------------------
// The account's submitted tours
// ---------------------------------------------------------------------------

export async function listPendingToursOf(db: TExecutor, userId: string) {
  const rejectedIds = db
    .select({ id: rejectedTours.originalPendingTourId })
    .from(rejectedTours)
    .where(eq(rejectedTours.userId, userId));
  return db
    .select({
      id: pendingTours.id,
      title: pendingTours.title,
      sku: pendingTours.sku,
      slug: pendingTours.slug,
      status: pendingTours.status,
      submittedAt: pendingTours.submittedAt,
      updatedAt: pendingTours.updatedAt,
      publishedSlug: tours.slug,
    })
    .from(pendingTours)
    .leftJoin(tours, eq(tours.id, pendingTours.publishedTourId))
    .where(
      and(
        eq(pendingTours.userId, userId),
        notInArray(pendingTours.id, rejectedIds),
        // A revision of a live tour is followed on that tour's edit screen, not resubmitted through the wizard.
        isNull(pendingTours.revisionOfTourId),
      ),
    );
}

export async function listRejectedToursOf(db: TExecutor, userId: string) {
  return (
    db
      .select({
        id: rejectedTours.originalPendingTourId,
        title: rejectedTours.title,
        sku: rejectedTours.sku,
        slug: rejectedTours.slug,
        submittedAt: rejectedTours.submittedAt,
        rejectedAt: rejectedTours.rejectedAt,
        rejectionReason: rejectedTours.rejectionReason,
      })
      .from(rejectedTours)
      .leftJoin(pendingTours, eq(pendingTours.id, rejectedTours.originalPendingTourId))
      // A rejected revision leaves its tour live as it was: it is not a submission to rework in the wizard.
      .where(and(eq(rejectedTours.userId, userId), isNull(pendingTours.revisionOfTourId)))
  );
}

/** The histories of the given submissions, oldest first, with who acted. */
export async function listSubmissionEventsOf(db: TExecutor, pendingTourIds: string[]) {
  if (pendingTourIds.length === 0) return [];
  return db
    .select({
      pendingTourId: tourSubmissionEvents.pendingTourId,
      kind: tourSubmissionEvents.kind,
      note: tourSubmissionEvents.note,
      actorName: profiles.username,
      createdAt: tourSubmissionEvents.createdAt,
    })
    .from(tourSubmissionEvents)
    .leftJoin(profiles, eq(profiles.id, tourSubmissionEvents.actorUserId))
    .where(inArray(tourSubmissionEvents.pendingTourId, pendingTourIds))
    .orderBy(asc(tourSubmissionEvents.createdAt), asc(tourSubmissionEvents.id));
}

/** The latest note asking for changes on the user's tour submitted from this draft, while changes are requested. */
export async function findChangesRequestedNoteOfDraft(db: TExecutor, userId: string, draftId: string) {
  const [row] = await db
    .select({
      text: tourSubmissionEvents.note,
      requestedAt: tourSubmissionEvents.createdAt,
      requestedBy: profiles.username,
    })
    .from(pendingTours)
    .innerJoin(
      tourSubmissionEvents,
      and(eq(tourSubmissionEvents.pendingTourId, pendingTours.id), eq(tourSubmissionEvents.kind, 'changes_requested')),
    )
    .leftJoin(profiles, eq(profiles.id, tourSubmissionEvents.actorUserId))
    .where(
      and(
        eq(pendingTours.draftId, draftId),
        eq(pendingTours.userId, userId),
        eq(pendingTours.status, 'changes_requested'),
      ),
    )
    .orderBy(desc(tourSubmissionEvents.createdAt), desc(tourSubmissionEvents.id))
    .limit(1);
  return row ?? null;
}
