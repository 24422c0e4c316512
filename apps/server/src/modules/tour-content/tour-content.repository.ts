import { count, eq } from 'drizzle-orm';
import { imageUploads, tourImages, tourItinerary, tours } from '@tour/db';
import type { TExecutor } from '../../db';

const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  location: tours.location,
  country: tours.country,
  durationDays: tours.durationDays,
  highlights: tours.highlights,
  thumbnailUrl: tours.thumbnailUrl,
};

export async function findTourBySlug(db: TExecutor, slug: string) {
  const [row] = await db.select(tourColumns).from(tours).where(eq(tours.slug, slug));
  return row ?? null;
}

/**
 * Inside the generation's transaction: a second generation of the same tour waits for the first. NO KEY UPDATE,
 * the tour writer's lock: it does not block a Book Now inserting rows that reference the tour.
 */
export async function lockTour(db: TExecutor, id: string) {
  const [row] = await db.select(tourColumns).from(tours).where(eq(tours.id, id)).for('no key update');
  return row ?? null;
}

export async function countTourContent(db: TExecutor, tourId: string) {
  const [images] = await db.select({ n: count() }).from(tourImages).where(eq(tourImages.tourId, tourId));
  const [itinerary] = await db.select({ n: count() }).from(tourItinerary).where(eq(tourItinerary.tourId, tourId));
  return { images: images?.n ?? 0, itinerary: itinerary?.n ?? 0 };
}

export async function insertImageUploads(db: TExecutor, values: (typeof imageUploads.$inferInsert)[]) {
  if (values.length > 0) await db.insert(imageUploads).values(values);
}
