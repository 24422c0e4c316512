import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { imageUploads, tourDates, tours } from '@tour/db';
import type { TExecutor } from '../../db';

/**
 * Tests only: a published tour with one departure starting on `startDate`, for browser tests that need a
 * departure the demo catalogue lacks (one 14 days away or less). Hidden again with hideTestTour.
 */
export async function insertTestTour(db: TExecutor, input: { startDate: string; days: number; spots: number }) {
  const slug = `e2e-departure-${randomBytes(5).toString('hex')}`;
  const [tour] = await db
    .insert(tours)
    .values({
      slug,
      title: 'E2E Departure Soon',
      description: 'A tour made by a browser test.',
      location: 'Krabi',
      country: 'Thailand',
      price: 120_000,
      currency: 'USD',
      duration: `${input.days} days`,
      durationDays: input.days,
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error('the test tour was not inserted');
  const end = new Date(`${input.startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + input.days - 1);
  const [date] = await db
    .insert(tourDates)
    .values({
      tourId: tour.id,
      startDate: input.startDate,
      endDate: end.toISOString().slice(0, 10),
      price: 120_000,
      currency: 'USD',
      availableSpots: input.spots,
    })
    .returning({ id: tourDates.id });
  if (!date) throw new Error('the test departure was not inserted');
  return { tourId: tour.id, slug, tourDateId: date.id };
}

export async function hideTestTour(db: TExecutor, tourId: string) {
  await db.update(tours).set({ status: 'hidden' }).where(eq(tours.id, tourId));
}

/** Tests only: an upload made `ms` earlier than it was, so the 24-hour rule of the image clean-up applies to it. */
export async function ageImageUpload(db: TExecutor, id: string, ms: number) {
  const [row] = await db
    .update(imageUploads)
    .set({ createdAt: sql`${imageUploads.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(imageUploads.id, id))
    .returning({ createdAt: imageUploads.createdAt });
  return row ?? null;
}
