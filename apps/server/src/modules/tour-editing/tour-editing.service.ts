import { expectRow, type TDb } from '@tour/db';
import {
  itineraryRowsOfDay,
  parseAirportLocalTime,
  parseUtcOffset,
  toAirportLocalTime,
  seatsBelowTakenMessage,
  type TSessionUser,
  TOUR_EDIT_MESSAGES,
  type TTourEditDate,
  type TTourEditFlight,
  type TTourEditRequest,
  type TTourEditResponse,
  tourDateEnd,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { deleteEditDraft } from './tour-edit-drafts.repository';
import {
  deleteDatesExcept,
  findTourBySlug,
  insertDate,
  listDates,
  listFlightsOfDates,
  listHotels,
  listImages,
  listItinerary,
  listMeals,
  lockDates,
  lockTour,
  ownsTour,
  replaceFlight,
  replaceHotels,
  replaceImages,
  replaceItinerary,
  replaceMeals,
  seatsTakenByDate,
  type TEditableTour,
  updateDate,
  updateTour,
} from './tour-editing.repository';

type TDeps = { db: TDb; clock: TClock };

type TForm = TTourEditResponse['form'];

/** The tour if the user may edit it (admins any; operators their own), else the spec's 404 (section 6). */
export async function editableTour(
  db: TExecutor,
  editor: { userId: string; role: TSessionUser['role'] },
  slug: string,
): Promise<TEditableTour> {
  const tour = await findTourBySlug(db, slug);
  if (!tour || (editor.role !== 'admin' && !(await ownsTour(db, editor.userId, tour)))) {
    throw new AppError('NOT_FOUND', TOUR_EDIT_MESSAGES.notFound);
  }
  return tour;
}

const ACTIVITY_SUFFIX = / - Activity \d+$/;

/** Stored rows (one per activity) back into days; days outside 1..duration are dropped (section 4, loading). */
function itineraryDaysOf(
  rows: Awaited<ReturnType<typeof listItinerary>>,
  durationDays: number,
): TForm['itineraryDays'] {
  const days = new Map<number, TForm['itineraryDays'][number]>();
  for (const row of rows) {
    if (row.dayNumber < 1 || row.dayNumber > durationDays) continue;
    const day = days.get(row.dayNumber) ?? {
      dayNumber: row.dayNumber,
      title: row.title.replace(ACTIVITY_SUFFIX, ''),
      activities: [],
    };
    day.activities.push({ time: row.time ?? '', description: row.description ?? '' });
    days.set(row.dayNumber, day);
  }
  return [...days.values()];
}

function flightOf(row: Awaited<ReturnType<typeof listFlightsOfDates>>[number] | undefined): TTourEditFlight | null {
  if (!row) return null;
  return {
    airline: row.airline,
    airlineCode: row.airlineCode ?? '',
    flightNumber: row.flightNumber,
    departureAirport: row.departureAirport,
    departureCode: row.departureCode,
    departureDateTime: toAirportLocalTime(row.departureTime, row.departureUtcOffset),
    arrivalAirport: row.arrivalAirport,
    arrivalCode: row.arrivalCode,
    arrivalDateTime: toAirportLocalTime(row.arrivalTime, row.arrivalUtcOffset),
    duration: row.duration ?? '',
  };
}

/** The schema has checked both times carry an offset. */
function offsetOf(value: string): number {
  return parseUtcOffset(parseAirportLocalTime(value)?.utcOffset ?? '') ?? 0;
}

function flightRowOf(tourDateId: string, isOutbound: boolean, flight: TTourEditFlight) {
  return {
    tourDateId,
    isOutbound,
    airline: flight.airline,
    airlineCode: flight.airlineCode || null,
    flightNumber: flight.flightNumber,
    departureAirport: flight.departureAirport,
    departureCode: flight.departureCode,
    departureTime: new Date(flight.departureDateTime),
    departureUtcOffset: offsetOf(flight.departureDateTime),
    arrivalAirport: flight.arrivalAirport,
    arrivalCode: flight.arrivalCode,
    arrivalTime: new Date(flight.arrivalDateTime),
    arrivalUtcOffset: offsetOf(flight.arrivalDateTime),
    duration: flight.duration || null,
  };
}

/** Writes the legs the form sent; a leg left out keeps what is stored. */
async function saveFlights(tx: TExecutor, tourDateId: string, date: TTourEditRequest['dates'][number]) {
  for (const [isOutbound, flight] of [
    [true, date.outbound],
    [false, date.return],
  ] as const) {
    if (flight === undefined) continue;
    await replaceFlight(tx, tourDateId, isOutbound, flight ? flightRowOf(tourDateId, isOutbound, flight) : null);
  }
}

function mainFieldsOf(tour: TEditableTour) {
  return {
    title: tour.title,
    description: tour.description,
    location: tour.location,
    country: tour.country,
    companyName: tour.companyName ?? '',
    category: tour.category,
    price: tour.price,
    discountPercentage: tour.discountPercentage,
    currency: tour.currency,
    totalQuota: tour.totalQuota ?? 0,
    thumbnailUrl: tour.thumbnailUrl ?? '',
    inclusions: tour.inclusions,
    exclusions: tour.exclusions,
    highlights: tour.highlights,
  };
}

/** GET /api/tours/:slug/edit: the tour with every part and, per departure, the seats that limit its edit. */
export async function loadTourForEdit(deps: TDeps, user: TSessionUser, slug: string): Promise<TTourEditResponse> {
  const tour = await editableTour(deps.db, { userId: user.id, role: user.role }, slug);
  const [images, itinerary, meals, hotels, dates, taken] = await Promise.all([
    listImages(deps.db, tour.id),
    listItinerary(deps.db, tour.id),
    listMeals(deps.db, tour.id),
    listHotels(deps.db, tour.id),
    listDates(deps.db, tour.id),
    seatsTakenByDate(deps.db, tour.id),
  ]);
  const flights = await listFlightsOfDates(
    deps.db,
    dates.map((date) => date.id),
  );
  return {
    id: tour.id,
    slug: tour.slug,
    sku: tour.sku,
    durationDays: tour.durationDays,
    updatedAt: tour.updatedAt.toISOString(),
    canEditAdminFields: user.role === 'admin',
    form: {
      ...mainFieldsOf(tour),
      images: images.map((image) => image.imageUrl),
      itineraryDays: itineraryDaysOf(itinerary, tour.durationDays),
      mealPlans: meals
        .filter((meal) => meal.dayNumber <= tour.durationDays)
        .map((meal) => ({
          dayNumber: meal.dayNumber,
          schedule: meal.schedule,
          breakfast: meal.breakfast,
          lunch: meal.lunch,
          dinner: meal.dinner,
        })),
      hotels: hotels.map((hotel) => ({
        name: hotel.name,
        description: hotel.description ?? '',
        rating: hotel.rating,
        amenities: hotel.amenities as TForm['hotels'][number]['amenities'],
        checkIn: hotel.checkInTime ?? '',
        checkOut: hotel.checkOutTime ?? '',
        roomType: (hotel.roomType ?? 'standard') as TForm['hotels'][number]['roomType'],
        website: hotel.website ?? '',
      })),
    },
    dates: dates.map((date): TTourEditDate => {
      const seats = taken.get(date.id) ?? { sold: 0, held: 0 };
      return {
        id: date.id,
        startDate: date.startDate,
        endDate: date.endDate,
        price: date.price,
        currency: date.currency,
        availableSpots: date.availableSpots + seats.sold + seats.held,
        seatsSold: seats.sold,
        seatsHeld: seats.held,
        outbound: flightOf(flights.find((flight) => flight.tourDateId === date.id && flight.isOutbound)),
        return: flightOf(flights.find((flight) => flight.tourDateId === date.id && !flight.isOutbound)),
      };
    }),
  };
}

/** A departure as an administrator's edit records it: its seats as the column holds them (still on sale). */
type TAuditedDeparture = { id: string; startDate: string; price: number; availableSpots: number };

function inStartOrder(departures: TAuditedDeparture[]): TAuditedDeparture[] {
  return departures.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}

/** The departures and gallery of a tour before an edit, for the audit row of another operator's tour. */
async function departuresAndGalleryOf(
  tx: TExecutor,
  tourId: string,
  dates: readonly TAuditedDeparture[],
): Promise<{ departures: TAuditedDeparture[]; images: string[] }> {
  return {
    departures: inStartOrder(
      dates.map(({ id, startDate, price, availableSpots }) => ({ id, startDate, price, availableSpots })),
    ),
    images: (await listImages(tx, tourId)).map((image) => image.imageUrl),
  };
}

/**
 * Save All Changes (2-operator.md section 7; DESIGN decisions 10 and 23) in one transaction: the main
 * fields, images, itinerary, meals, hotels and departures, all or nothing. The tour's departures are locked
 * first, so no Book Now can take a seat between the inventory checks and the writes. A departure keeps
 * its bookings: it cannot be removed or moved while seats are sold or held, nor cut below them, and a new
 * price applies to new bookings only (bookings keep their own totals).
 */
export async function saveTourEdit(
  deps: TDeps,
  actor: TActor & { role: TSessionUser['role'] },
  slug: string,
  input: TTourEditRequest,
): Promise<{ message: string; slug: string }> {
  const now = deps.clock.now();
  const isAdmin = actor.role === 'admin';
  return deps.db.transaction(async (tx) => {
    const found = await editableTour(tx, actor, slug);
    const tour = await lockTour(tx, found.id);
    if (!tour) throw new AppError('NOT_FOUND', TOUR_EDIT_MESSAGES.notFound);
    const existing = await lockDates(tx, tour.id);
    const taken = await seatsTakenByDate(tx, tour.id);
    const takenOf = (id: string) => {
      const seats = taken.get(id) ?? { sold: 0, held: 0 };
      return seats.sold + seats.held;
    };

    const existingById = new Map(existing.map((date) => [date.id, date]));
    const kept = new Set<string>();
    for (const date of input.dates) {
      if (!date.id) continue;
      const current = existingById.get(date.id);
      if (!current || kept.has(date.id)) throw new AppError('CONFLICT', TOUR_EDIT_MESSAGES.unknownDeparture);
      kept.add(date.id);
      const minimum = takenOf(date.id);
      if (minimum > 0 && date.startDate !== current.startDate) {
        throw new AppError('CONFLICT', TOUR_EDIT_MESSAGES.departureDateLocked);
      }
      if (date.availableSpots < minimum) {
        throw new AppError('CONFLICT', seatsBelowTakenMessage(current.startDate, minimum));
      }
    }
    if (existing.some((date) => !kept.has(date.id) && takenOf(date.id) > 0)) {
      throw new AppError('CONFLICT', TOUR_EDIT_MESSAGES.departureHasBookings);
    }

    // An administrator's edit of another operator's tour is audited; the owner's own save is not.
    const audited = isAdmin && tour.ownerUserId !== actor.userId;
    const before = audited ? { ...mainFieldsOf(tour), ...(await departuresAndGalleryOf(tx, tour.id, existing)) } : null;
    const main = {
      title: input.title,
      description: input.description,
      location: isAdmin ? input.location : tour.location,
      country: isAdmin ? input.country : tour.country,
      companyName: isAdmin ? input.companyName || null : tour.companyName,
      category: input.category,
      price: input.price,
      discountPercentage: input.discountPercentage,
      currency: input.currency,
      totalQuota: input.totalQuota,
      thumbnailUrl: input.thumbnailUrl,
      inclusions: input.inclusions,
      exclusions: input.exclusions,
      highlights: input.highlights,
    };
    await updateTour(tx, tour.id, { ...main, updatedAt: now });

    await replaceImages(
      tx,
      tour.id,
      input.images.map((imageUrl, index) => ({
        tourId: tour.id,
        imageUrl,
        displayOrder: index,
        altText: `Tour image ${index + 1}`,
      })),
    );
    await replaceItinerary(
      tx,
      tour.id,
      input.itineraryDays
        .filter((day) => day.dayNumber <= tour.durationDays)
        .flatMap(itineraryRowsOfDay)
        .map((row) => ({ ...row, tourId: tour.id })),
    );
    await replaceMeals(
      tx,
      tour.id,
      input.mealPlans
        .filter((meal) => meal.dayNumber <= tour.durationDays)
        .map((meal) => ({ ...meal, tourId: tour.id })),
    );
    await replaceHotels(
      tx,
      tour.id,
      input.hotels.map((hotel, index) => ({
        tourId: tour.id,
        name: hotel.name,
        description: hotel.description,
        rating: hotel.rating,
        amenities: hotel.amenities,
        checkInTime: hotel.checkIn,
        checkOutTime: hotel.checkOut,
        roomType: hotel.roomType,
        website: hotel.website || null,
        displayOrder: index,
      })),
    );

    await deleteDatesExcept(tx, tour.id, [...kept]);
    const departuresAfter: TAuditedDeparture[] = [];
    for (const date of input.dates) {
      if (!date.id) continue;
      // The form sends capacity; the column holds the seats still on sale.
      const availableSpots = date.availableSpots - takenOf(date.id);
      await updateDate(tx, date.id, {
        startDate: date.startDate,
        endDate: tourDateEnd(date.startDate, tour.durationDays),
        price: date.price,
        currency: input.currency,
        availableSpots,
        updatedAt: now,
      });
      await saveFlights(tx, date.id, date);
      departuresAfter.push({ id: date.id, startDate: date.startDate, price: date.price, availableSpots });
    }
    for (const date of input.dates.filter((entry) => !entry.id)) {
      const tourDateId = expectRow(
        await insertDate(tx, {
          tourId: tour.id,
          startDate: date.startDate,
          endDate: tourDateEnd(date.startDate, tour.durationDays),
          price: date.price,
          currency: input.currency,
          availableSpots: date.availableSpots,
        }),
        'a new departure',
      );
      await saveFlights(tx, tourDateId, date);
      departuresAfter.push({
        id: tourDateId,
        startDate: date.startDate,
        price: date.price,
        availableSpots: date.availableSpots,
      });
    }

    // The edits are saved: the caller's draft of them is done with (DESIGN decision 20).
    await deleteEditDraft(tx, actor.userId, tour.id);

    if (before) {
      await recordAdminAction(tx, actor, {
        action: 'tour.edit',
        targetType: 'tour',
        targetId: tour.id,
        before,
        after: { ...main, departures: inStartOrder(departuresAfter), images: input.images },
      });
    }
    return { message: TOUR_EDIT_MESSAGES.saved, slug: tour.slug };
  });
}
