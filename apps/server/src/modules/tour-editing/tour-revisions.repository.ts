import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { bookings, pendingTours, profiles, tourDates, tourSubmissionEvents, tours, users } from '@tour/db';
import type { TExecutor } from '../../db';

export type TRevisionRow = typeof pendingTours.$inferSelect;

const OPEN_STATUSES = ['pending', 'changes_requested'] as const;

/** The tour's open revision (at most one: pending_tours_open_revision_unique); `lock` holds it until the end. */
export async function findOpenRevision(db: TExecutor, tourId: string, lock = false): Promise<TRevisionRow | null> {
  const query = db
    .select()
    .from(pendingTours)
    .where(and(eq(pendingTours.revisionOfTourId, tourId), inArray(pendingTours.status, OPEN_STATUSES)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRevision(db: TExecutor, values: typeof pendingTours.$inferInsert): Promise<string> {
  const [row] = await db.insert(pendingTours).values(values).returning({ id: pendingTours.id });
  if (!row) throw new Error('The revision was not inserted');
  return row.id;
}

export async function updateRevision(db: TExecutor, id: string, values: Partial<typeof pendingTours.$inferInsert>) {
  await db.update(pendingTours).set(values).where(eq(pendingTours.id, id));
}

export async function insertRevisionEvent(db: TExecutor, values: typeof tourSubmissionEvents.$inferInsert) {
  await db.insert(tourSubmissionEvents).values(values);
}

/** The note of the last request for changes on the revision, if any. */
export async function lastChangesRequestedNote(db: TExecutor, pendingTourId: string): Promise<string | null> {
  const [row] = await db
    .select({ note: tourSubmissionEvents.note })
    .from(tourSubmissionEvents)
    .where(
      and(eq(tourSubmissionEvents.pendingTourId, pendingTourId), eq(tourSubmissionEvents.kind, 'changes_requested')),
    )
    .orderBy(desc(tourSubmissionEvents.createdAt), desc(tourSubmissionEvents.id))
    .limit(1);
  return row?.note ?? null;
}

export async function findTourById(db: TExecutor, id: string) {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  return row ?? null;
}

/**
 * The bookings still to travel on the given departures, or on every departure of the tour starting on or after
 * `from`, with the address to tell (the booking's contact, else its account's), the name to greet (none known:
 * null) and the language the booking was made in (its e-mails are written in it).
 */
export async function listTravellingBookings(
  db: TExecutor,
  where: { tourDateIds: readonly string[] } | { tourId: string; from: string },
) {
  const scope =
    'tourDateIds' in where
      ? inArray(bookings.tourDateId, [...where.tourDateIds])
      : and(eq(tourDates.tourId, where.tourId), gte(tourDates.startDate, where.from));
  if ('tourDateIds' in where && where.tourDateIds.length === 0) return [];
  return db
    .select({
      tourDateId: bookings.tourDateId,
      startDate: tourDates.startDate,
      bookingReference: bookings.bookingReference,
      email: sql<string>`coalesce(${bookings.contactEmail}, ${users.email})`,
      name: sql<string | null>`coalesce(${bookings.contactName}, ${profiles.username})`,
      language: bookings.language,
    })
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(and(scope, notInArray(bookings.bookingStatus, ['cancelled', 'completed'])))
    .orderBy(asc(tourDates.startDate), asc(bookings.bookingReference));
}
