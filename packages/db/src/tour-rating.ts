import { sql } from 'drizzle-orm';
import type { TDbOrTx } from './client';
import { reviews, tours } from './schema';

/**
 * A tour's rating (the average of its published reviews' overall ratings, one decimal, rounded as PostgreSQL's
 * round() does) and review count, recomputed from its published reviews and stored on the tour (issue 23, DESIGN
 * decision 35): the only writer of tours.rating and tours.reviews_count. Call it in the transaction that changes
 * the tour's reviews, with the tour row locked before that change, so the count sees every earlier one.
 */
export async function recomputeTourRating(
  tx: TDbOrTx,
  tourId: string,
): Promise<{ rating: number; reviewsCount: number }> {
  const result = await tx.execute<{ rating: number | string; reviewsCount: number | string }>(sql`
    update ${tours} t set rating = figures.rating, reviews_count = figures.reviews_count
    from (
      select coalesce(round(avg(r.overall_rating), 1), 0) as rating, count(*)::int as reviews_count
      from ${reviews} r where r.tour_id = ${tourId} and r.status = 'published'
    ) figures
    where t.id = ${tourId}
    returning t.rating::float8 as rating, t.reviews_count as "reviewsCount"`);
  const row = result.rows[0];
  if (!row) throw new Error(`the tour ${tourId} whose rating was recomputed is gone`);
  return { rating: Number(row.rating), reviewsCount: Number(row.reviewsCount) };
}
