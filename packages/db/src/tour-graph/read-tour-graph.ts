import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { expectRow } from '../errors';
import { tourDates, tourFlights, tourHotels, tourImages, tourItinerary, tourMeals, tours } from '../schema';

/** A row as two writes of the same content leave it: without its id, timestamps and parent key. */
function contentOf<T extends { id: string; createdAt?: Date; updatedAt?: Date }>(row: T) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = row;
  return content;
}

/**
 * Everything a tour's graph holds (the tour, its departures with their flights, itinerary, meals, gallery and
 * hotels) without ids and timestamps, in a stable order: to show that two writers leave the same rows.
 */
export async function readTourGraph(db: TDbOrTx, tourId: string) {
  const [tour] = await db.select().from(tours).where(eq(tours.id, tourId));
  const dates = await db
    .select()
    .from(tourDates)
    .where(eq(tourDates.tourId, tourId))
    .orderBy(asc(tourDates.startDate), asc(tourDates.id));
  const ids = dates.map((date) => date.id);
  const flights =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(tourFlights)
          .where(inArray(tourFlights.tourDateId, ids))
          .orderBy(desc(tourFlights.isOutbound));
  const strip = <T extends { id: string; tourId: string; createdAt?: Date; updatedAt?: Date }>(row: T) => {
    const { tourId: _tour, ...content } = contentOf(row);
    return content;
  };
  return {
    tour: contentOf(expectRow(tour, `tour ${tourId}`)),
    departures: dates.map((date) => ({
      ...strip(date),
      flights: flights
        .filter((flight) => flight.tourDateId === date.id)
        .map(({ tourDateId: _date, ...flight }) => contentOf(flight)),
    })),
    itinerary: (
      await db
        .select()
        .from(tourItinerary)
        .where(eq(tourItinerary.tourId, tourId))
        .orderBy(asc(tourItinerary.dayNumber), asc(tourItinerary.position))
    ).map(strip),
    meals: (
      await db.select().from(tourMeals).where(eq(tourMeals.tourId, tourId)).orderBy(asc(tourMeals.dayNumber))
    ).map(strip),
    images: (
      await db.select().from(tourImages).where(eq(tourImages.tourId, tourId)).orderBy(asc(tourImages.displayOrder))
    ).map(strip),
    hotels: (
      await db.select().from(tourHotels).where(eq(tourHotels.tourId, tourId)).orderBy(asc(tourHotels.displayOrder))
    ).map(strip),
  };
}
