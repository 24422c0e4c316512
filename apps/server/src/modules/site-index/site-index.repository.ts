import { asc, count, eq } from 'drizzle-orm';
import { tours } from '@tour/db';
import type { TExecutor } from '../../db';

/** Published tours, each with when it last changed, in a stable order (oldest first) for paging. */
export function findLiveTourEntries(db: TExecutor, page: { offset: number; limit: number }) {
  return db
    .select({ slug: tours.slug, updatedAt: tours.updatedAt })
    .from(tours)
    .where(eq(tours.status, 'published'))
    .orderBy(asc(tours.createdAt), asc(tours.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countLiveTours(db: TExecutor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tours).where(eq(tours.status, 'published'));
  return row?.total ?? 0;
}
