import { asc, eq, like, or, sql } from 'drizzle-orm';
import { isSlugOfBase, tourSlugBase, uniqueSlug } from '@tour/shared';
import type { TTx } from '../client';
import { expectRow } from '../errors';
import { type TTour, type TTourDate, tourHotels, tourImages, tourItinerary, tourMeals, tours } from '../schema';
import {
  checkDeparturePlan,
  listDepartures,
  lockDepartures,
  seatsTakenByDeparture,
  type TSeatsTaken,
  writeDepartures,
} from './departures';
import {
  hotelRows,
  imageRows,
  itineraryRows,
  mealRows,
  type TNewTourGraph,
  type TTourGraphChange,
  type TTourGraphParts,
  type TWrittenTourGraph,
  thumbnailOf,
  TourGraphRefusal,
} from './tour-graph';

/**
 * The one slug rule for a published tour (DESIGN section 4): the title's slug, numbered when taken. A preferred
 * slug (the one an operator was shown at submission) is kept when it is of that title and still free. An
 * advisory lock per base serialises two publications of one title until their transactions end.
 */
async function chooseSlug(tx: TTx, title: string, preferred: string | null | undefined): Promise<string> {
  const base = tourSlugBase(title);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`published-slug:${base}`}))`);
  const pattern = `${base.replace(/[\\%_]/g, (match: string) => `\\${match}`)}-%`;
  const rows = await tx
    .select({ slug: tours.slug })
    .from(tours)
    .where(or(eq(tours.slug, base), like(tours.slug, pattern)));
  const taken = rows.map((row) => row.slug);
  return preferred && isSlugOfBase(preferred, base) && !taken.includes(preferred) ? preferred : uniqueSlug(base, taken);
}

/**
 * NO KEY UPDATE, not UPDATE: a Book Now that has taken a seat then inserts rows referencing the tour (a KEY SHARE
 * lock), which FOR UPDATE would block while this write waits for that departure: a deadlock. Two writes of one
 * tour still run one after the other.
 */
async function lockTour(tx: TTx, tourId: string): Promise<TTour | null> {
  const [row] = await tx.select().from(tours).where(eq(tours.id, tourId)).for('no key update');
  return row ?? null;
}

async function listStoredImages(tx: TTx, tourId: string) {
  return tx
    .select({ imageUrl: tourImages.imageUrl, altText: tourImages.altText })
    .from(tourImages)
    .where(eq(tourImages.tourId, tourId))
    .orderBy(asc(tourImages.displayOrder), asc(tourImages.createdAt));
}

async function createTour(tx: TTx, graph: TNewTourGraph, now: Date): Promise<TTour> {
  const slug = await chooseSlug(tx, graph.tour.title, graph.preferredSlug);
  const thumbnailUrl = thumbnailOf(graph.tour.thumbnailUrl, null, graph.images);
  const [row] = await tx
    .insert(tours)
    .values({ ...graph.tour, slug, thumbnailUrl, createdAt: now, updatedAt: now })
    .returning();
  return expectRow(row, `the tour ${slug}`);
}

async function updateTour(tx: TTx, previous: TTour, graph: TTourGraphChange, now: Date): Promise<TTour> {
  const thumbnailUrl = thumbnailOf(graph.tour?.thumbnailUrl, previous.thumbnailUrl, graph.images);
  const [row] = await tx
    .update(tours)
    .set({ ...graph.tour, thumbnailUrl, updatedAt: now })
    .where(eq(tours.id, previous.id))
    .returning();
  return expectRow(row, `the tour ${previous.slug}`);
}

type TStoredImages = Awaited<ReturnType<typeof listStoredImages>>;

async function removeParts(tx: TTx, tourId: string, parts: TTourGraphParts) {
  if (parts.itinerary) await tx.delete(tourItinerary).where(eq(tourItinerary.tourId, tourId));
  if (parts.meals) await tx.delete(tourMeals).where(eq(tourMeals.tourId, tourId));
  if (parts.images) await tx.delete(tourImages).where(eq(tourImages.tourId, tourId));
  if (parts.hotels) await tx.delete(tourHotels).where(eq(tourHotels.tourId, tourId));
}

/** Each part given replaces the tour's (a new tour has none to remove). */
async function writeParts(tx: TTx, tour: TTour, parts: TTourGraphParts, isNew: boolean, stored: TStoredImages) {
  if (!isNew) await removeParts(tx, tour.id, parts);
  const itinerary = parts.itinerary ? itineraryRows(tour.id, parts.itinerary, tour.durationDays) : [];
  const meals = parts.meals ? mealRows(tour.id, parts.meals, tour.durationDays) : [];
  const images = parts.images ? imageRows(tour.id, parts.images, stored) : [];
  const hotels = parts.hotels ? hotelRows(tour.id, parts.hotels) : [];
  if (itinerary.length > 0) await tx.insert(tourItinerary).values(itinerary);
  if (meals.length > 0) await tx.insert(tourMeals).values(meals);
  if (images.length > 0) await tx.insert(tourImages).values(images);
  if (hotels.length > 0) await tx.insert(tourHotels).values(hotels);
}

/**
 * The one writer of a tour and everything hanging off it: its dates with their flights, itinerary, meals, gallery
 * and hotels (DESIGN decisions 10, 18, 21, 23 and 37). Approval, edit-save, content generation and the seed all
 * write through it, inside their own transaction, so a failure anywhere leaves nothing half-written.
 *
 * A new graph creates the tour with the slug rule; a change locks the tour and writes the fields and parts given.
 * Departures are checked against the seats sold and held before anything is written (TourGraphRefusal);
 * `now` stamps the tour as changed, so an edit draft begun earlier learns of it.
 */
export async function writeTourGraph(
  tx: TTx,
  graph: TNewTourGraph | TTourGraphChange,
  options: { now: Date },
): Promise<TWrittenTourGraph> {
  const { now } = options;
  const previous = 'tourId' in graph ? await lockTour(tx, graph.tourId) : null;
  if ('tourId' in graph && !previous) throw new TourGraphRefusal({ reason: 'tour_not_found' });
  const isNew = previous === null;

  let storedDepartures: TTourDate[] = [];
  let taken: ReadonlyMap<string, TSeatsTaken> = new Map();
  if (previous && graph.departures) {
    storedDepartures = await lockDepartures(tx, previous.id);
    taken = await seatsTakenByDeparture(tx, previous.id);
  }
  if (graph.departures) checkDeparturePlan(storedDepartures, graph.departures, taken);
  const storedImages = previous ? await listStoredImages(tx, previous.id) : [];

  const tour =
    'tourId' in graph
      ? await updateTour(tx, expectRow(previous, 'the locked tour'), graph, now)
      : await createTour(tx, graph, now);
  if (graph.departures) {
    await writeDepartures(tx, graph.departures, {
      tourId: tour.id,
      stored: storedDepartures,
      currency: tour.currency,
      durationDays: tour.durationDays,
      taken,
      now,
    });
  }
  await writeParts(tx, tour, graph, isNew, storedImages);

  return {
    tour,
    previous,
    departures: await listDepartures(tx, tour.id),
    previousDepartures: [...storedDepartures].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id),
    ),
    previousImages: storedImages.map((image) => image.imageUrl),
  };
}
