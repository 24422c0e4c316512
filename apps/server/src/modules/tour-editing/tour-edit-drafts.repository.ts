import { and, eq, sql } from 'drizzle-orm';
import { tourEditDrafts } from '@tour/db';
import type { TExecutor } from '../../db';

const draftColumns = {
  data: tourEditDrafts.data,
  version: tourEditDrafts.version,
  baseUpdatedAt: tourEditDrafts.baseUpdatedAt,
  updatedAt: tourEditDrafts.updatedAt,
};

export type TEditDraftRow = {
  data: Record<string, unknown>;
  version: number;
  baseUpdatedAt: Date | null;
  updatedAt: Date;
};

const ofUserAndTour = (userId: string, tourId: string) =>
  and(eq(tourEditDrafts.userId, userId), eq(tourEditDrafts.tourId, tourId));

export async function findEditDraft(db: TExecutor, userId: string, tourId: string): Promise<TEditDraftRow | null> {
  const [row] = await db.select(draftColumns).from(tourEditDrafts).where(ofUserAndTour(userId, tourId));
  return row ?? null;
}

type TDraftWrite = {
  userId: string;
  tourId: string;
  data: Record<string, unknown>;
  baseUpdatedAt: Date;
  now: Date;
};

/** Creates the draft at version 1 unless the user has one for the tour already (then undefined). */
export async function insertEditDraft(db: TExecutor, input: TDraftWrite): Promise<TEditDraftRow | undefined> {
  const [row] = await db
    .insert(tourEditDrafts)
    .values({
      userId: input.userId,
      tourId: input.tourId,
      data: input.data,
      baseUpdatedAt: input.baseUpdatedAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: [tourEditDrafts.userId, tourEditDrafts.tourId] })
    .returning(draftColumns);
  return row;
}

/** Saves only if the draft is still at `version`: of two saves based on the same version exactly one wins. */
export async function updateEditDraftAtVersion(
  db: TExecutor,
  input: TDraftWrite & { version: number },
): Promise<TEditDraftRow | undefined> {
  const [row] = await db
    .update(tourEditDrafts)
    .set({
      data: input.data,
      baseUpdatedAt: input.baseUpdatedAt,
      version: sql`${tourEditDrafts.version} + 1`,
      updatedAt: input.now,
    })
    .where(and(ofUserAndTour(input.userId, input.tourId), eq(tourEditDrafts.version, input.version)))
    .returning(draftColumns);
  return row;
}

export async function deleteEditDraft(db: TExecutor, userId: string, tourId: string): Promise<boolean> {
  const deleted = await db
    .delete(tourEditDrafts)
    .where(ofUserAndTour(userId, tourId))
    .returning({ id: tourEditDrafts.id });
  return deleted.length > 0;
}
