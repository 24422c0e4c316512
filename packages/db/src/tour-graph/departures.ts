import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { tourDateEnd } from '@tour/shared';
import type { TDbOrTx, TTx } from '../client';
import type { TCurrency } from '../domain-values';
import { bookingSessions, bookings, type TTourDate, tourDates, tourFlights } from '../schema';
import { flightRow, type TTourGraphDeparture, type TTourGraphFlight, TourGraphRefusal } from './tour-graph';

export type TSeatsTaken = { sold: number; held: number };

/** Seats sold (bookings not cancelled) and held (active holds) per departure of the tour; absent means none. */
export async function seatsTakenByDeparture(db: TDbOrTx, tourId: string): Promise<Map<string, TSeatsTaken>> {
  const sold = await db
    .select({ id: bookings.tourDateId, seats: sql<number>`sum(${bookings.numberOfGuests})`.mapWith(Number) })
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .where(and(eq(tourDates.tourId, tourId), ne(bookings.bookingStatus, 'cancelled')))
    .groupBy(bookings.tourDateId);
  const held = await db
    .select({
      id: bookingSessions.tourDateId,
      seats:
        sql<number>`sum(${bookingSessions.adults} + ${bookingSessions.children} + ${bookingSessions.infants})`.mapWith(
          Number,
        ),
    })
    .from(bookingSessions)
    .innerJoin(tourDates, eq(tourDates.id, bookingSessions.tourDateId))
    .where(and(eq(tourDates.tourId, tourId), eq(bookingSessions.status, 'active')))
    .groupBy(bookingSessions.tourDateId);
  const taken = new Map<string, TSeatsTaken>();
  for (const row of sold) taken.set(row.id, { sold: row.seats, held: 0 });
  for (const row of held) taken.set(row.id, { sold: taken.get(row.id)?.sold ?? 0, held: row.seats });
  return taken;
}

/**
 * Locks every departure of the tour (FOR UPDATE) until the transaction ends. Book Now takes seats with a
 * conditional UPDATE of the same rows, so it waits for the write, and the write sees every hold committed before.
 */
export async function lockDepartures(tx: TTx, tourId: string): Promise<TTourDate[]> {
  return tx.select().from(tourDates).where(eq(tourDates.tourId, tourId)).orderBy(asc(tourDates.id)).for('update');
}

export async function listDepartures(db: TDbOrTx, tourId: string): Promise<TTourDate[]> {
  return db
    .select()
    .from(tourDates)
    .where(eq(tourDates.tourId, tourId))
    .orderBy(asc(tourDates.startDate), asc(tourDates.id));
}

const seatsOf = (taken: ReadonlyMap<string, TSeatsTaken>, id: string) => {
  const seats = taken.get(id);
  return seats ? seats.sold + seats.held : 0;
};

/**
 * Edits never harm bookings (DESIGN decision 23): every departure named is the tour's, once; one with seats sold
 * or held keeps its start date and at least those seats, and is not removed. Throws before anything is written.
 */
export function checkDeparturePlan(
  stored: readonly TTourDate[],
  planned: readonly TTourGraphDeparture[],
  taken: ReadonlyMap<string, TSeatsTaken>,
): void {
  const byId = new Map(stored.map((date) => [date.id, date]));
  const kept = new Set<string>();
  for (const date of planned) {
    if (!date.id) continue;
    const current = byId.get(date.id);
    if (!current || kept.has(date.id)) throw new TourGraphRefusal({ reason: 'unknown_departure' });
    kept.add(date.id);
    const minimum = seatsOf(taken, date.id);
    if (minimum > 0 && date.startDate !== current.startDate) {
      throw new TourGraphRefusal({ reason: 'departure_date_locked', startDate: current.startDate });
    }
    if (date.seats < minimum) {
      throw new TourGraphRefusal({ reason: 'seats_below_taken', startDate: current.startDate, minimum });
    }
  }
  const removedWithBookings = stored.find((date) => !kept.has(date.id) && seatsOf(taken, date.id) > 0);
  if (removedWithBookings) {
    throw new TourGraphRefusal({ reason: 'departure_has_bookings', startDate: removedWithBookings.startDate });
  }
}

/** Writes the legs given; a leg left undefined keeps what is stored, null removes it. */
async function writeLegs(tx: TTx, tourDateId: string, date: TTourGraphDeparture, isNew: boolean) {
  const legs: [boolean, TTourGraphFlight | null | undefined][] = [
    [true, date.outbound],
    [false, date.return],
  ];
  for (const [isOutbound, flight] of legs) {
    if (flight === undefined) continue;
    if (!isNew) {
      await tx
        .delete(tourFlights)
        .where(and(eq(tourFlights.tourDateId, tourDateId), eq(tourFlights.isOutbound, isOutbound)));
    }
    if (flight) await tx.insert(tourFlights).values(flightRow(tourDateId, isOutbound, flight));
  }
}

type TDepartureContext = {
  tourId: string;
  /** The tour's departures before the write. */
  stored: readonly TTourDate[];
  currency: TCurrency;
  durationDays: number;
  taken: ReadonlyMap<string, TSeatsTaken>;
  now: Date;
};

/**
 * The tour's departures become the planned ones (checked by checkDeparturePlan): the others removed, the named
 * ones updated, the new ones added. Every departure is priced in the tour's currency and ends `durationDays`
 * after its start (section 9); the column holds the seats still on sale: capacity less those sold and held.
 */
export async function writeDepartures(tx: TTx, planned: readonly TTourGraphDeparture[], context: TDepartureContext) {
  const { tourId, stored, currency, durationDays, taken, now } = context;
  const kept = new Set(planned.flatMap((date) => (date.id ? [date.id] : [])));
  const removed = stored.filter((date) => !kept.has(date.id)).map((date) => date.id);
  if (removed.length > 0) await tx.delete(tourDates).where(inArray(tourDates.id, removed));
  for (const date of planned) {
    const common = {
      startDate: date.startDate,
      endDate: tourDateEnd(date.startDate, durationDays),
      price: date.price,
      currency,
      ...(date.discountPercent === undefined ? {} : { discountPercent: date.discountPercent }),
      ...(date.label === undefined ? {} : { label: date.label }),
    };
    if (date.id) {
      const availableSpots = date.seats - seatsOf(taken, date.id);
      await tx
        .update(tourDates)
        .set({ ...common, availableSpots, updatedAt: now })
        .where(eq(tourDates.id, date.id));
      await writeLegs(tx, date.id, date, false);
    } else {
      const [inserted] = await tx
        .insert(tourDates)
        .values({ ...common, tourId, availableSpots: date.seats })
        .returning({ id: tourDates.id });
      if (!inserted) throw new Error('Inserting a departure returned no row');
      await writeLegs(tx, inserted.id, date, true);
    }
  }
}
