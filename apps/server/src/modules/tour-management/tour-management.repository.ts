import { and, asc, count, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  companies,
  imageUploads,
  pendingTours,
  profiles,
  rejectedTours,
  reviewPhotos,
  tourDrafts,
  tourEditDrafts,
  tourImages,
  tours,
  users,
} from '@tour/db';
import type { TExecutor } from '../../db';

const managedTourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  location: tours.location,
  country: tours.country,
  thumbnailUrl: tours.thumbnailUrl,
  price: tours.price,
  currency: tours.currency,
  companyName: tours.companyName,
  status: tours.status,
  isRecommended: tours.isRecommended,
};

function titleMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(tours.title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Every tour ordered by title (3-admin.md section 7), a page at a time, optionally narrowed by title. */
export async function listToursByTitle(db: TExecutor, input: { q?: string; limit: number; offset: number }) {
  const where = titleMatches(input.q);
  const [items, [total]] = await Promise.all([
    db
      .select(managedTourColumns)
      .from(tours)
      .where(where)
      .orderBy(asc(tours.title), asc(tours.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(tours).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function lockManagedTour(tx: TExecutor, id: string) {
  const [row] = await tx.select(managedTourColumns).from(tours).where(eq(tours.id, id)).for('update');
  return row ?? null;
}

export async function setTourRecommended(tx: TExecutor, id: string, recommended: boolean, now: Date) {
  const [row] = await tx
    .update(tours)
    .set({ isRecommended: recommended, updatedAt: now })
    .where(eq(tours.id, id))
    .returning(managedTourColumns);
  return row ?? null;
}

export async function setTourStatus(tx: TExecutor, id: string, status: 'published' | 'hidden', now: Date) {
  const [row] = await tx
    .update(tours)
    .set({ status, updatedAt: now })
    .where(eq(tours.id, id))
    .returning(managedTourColumns);
  return row ?? null;
}

/**
 * Who runs the tour: its owner, whoever submitted the submission that published it, and the owner of its
 * company; each address once, with the language its profile chose (null: never chosen).
 */
export async function findTourOperators(db: TExecutor, tourId: string) {
  const people = sql`(
    select t.owner_user_id as id from ${tours} t where t.id = ${tourId}
    union select p.user_id from ${pendingTours} p where p.published_tour_id = ${tourId}
    union select c.user_id from ${companies} c join ${tours} t on t.company_id = c.id where t.id = ${tourId}
  )`;
  return db
    .selectDistinctOn([users.email], { email: users.email, username: profiles.username, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${users.id} in ${people}`)
    .orderBy(asc(users.email));
}

const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Every id written anywhere a tour, a pending or rejected tour, or a draft (the wizard's or the edit
 * screen's) can name an image. Any UUID in those texts counts, whatever the URL around it looks like:
 * a stray id can only keep an image, never lose one.
 */
function idsIn(table: SQL, text: SQL): SQL {
  return sql`select m[1] from ${table}, regexp_matches(lower(${text}), ${UUID_PATTERN}, 'g') as m`;
}

const referencedImageIds = sql`(${sql.join(
  [
    idsIn(sql`${tours}`, sql`coalesce(${tours.thumbnailUrl}, '')`),
    idsIn(sql`${tourImages}`, sql`${tourImages.imageUrl}`),
    idsIn(
      sql`${pendingTours}`,
      sql`coalesce(${pendingTours.thumbnailUrl}, '') || ' ' || ${pendingTours.tourImages}::text`,
    ),
    idsIn(
      sql`${rejectedTours}`,
      sql`coalesce(${rejectedTours.thumbnailUrl}, '') || ' ' || ${rejectedTours.tourImages}::text`,
    ),
    idsIn(sql`${tourDrafts}`, sql`${tourDrafts.data}::text`),
    idsIn(sql`${tourEditDrafts}`, sql`${tourEditDrafts.data}::text`),
    // Review photos (issue 23) are kept while a review holds them, whatever its status.
    idsIn(sql`${reviewPhotos}`, sql`${reviewPhotos.imageUploadId}::text`),
  ],
  sql` union `,
)})`;

/** Uploads older than `cutoff` that nothing refers to; evaluated afresh by each statement that uses it. */
function isOrphanedBefore(cutoff: Date): SQL | undefined {
  return and(lt(imageUploads.createdAt, cutoff), sql`${imageUploads.id}::text not in ${referencedImageIds}`);
}

export async function summariseOrphanedImages(db: TExecutor, cutoff: Date) {
  const [row] = await db
    .select({ count: count(), totalBytes: sql<number>`coalesce(sum(${imageUploads.sizeBytes}), 0)::int` })
    .from(imageUploads)
    .where(isOrphanedBefore(cutoff));
  return { count: row?.count ?? 0, totalBytes: Number(row?.totalBytes ?? 0) };
}

/** Deletes the orphaned rows (the condition checked again inside this statement) and returns what it removed. */
export async function deleteOrphanedImages(tx: TExecutor, cutoff: Date) {
  const orphaned = tx.select({ id: imageUploads.id }).from(imageUploads).where(isOrphanedBefore(cutoff));
  return tx
    .delete(imageUploads)
    .where(inArray(imageUploads.id, orphaned))
    .returning({ id: imageUploads.id, fileKey: imageUploads.fileKey, sizeBytes: imageUploads.sizeBytes });
}
