import {
  expectRow,
  seatsTakenByDeparture,
  type TDb,
  type TTourGraphParts,
  TourGraphRefusal,
  writeTourGraph,
} from '@tour/db';
import {
  departureFlightProblems,
  HOTEL_AMENITIES,
  toAirportLocalTime,
  seatsBelowTakenMessage,
  type TSessionUser,
  TOUR_EDIT_MESSAGES,
  type TTourEditDate,
  type TTourEditFlight,
  type TTourEditRequest,
  type TTourEditResponse,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { deleteEditDraft } from './tour-edit-drafts.repository';
import {
  findTourBySlug,
  listDates,
  listFlightsOfDates,
  listHotels,
  listImages,
  listItinerary,
  listMeals,
  ownsTour,
  type TEditableTour,
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
    cancellationPolicy: tour.cancellationPolicy,
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
    seatsTakenByDeparture(deps.db, tour.id),
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
        // Only the amenities the screen offers (and the save accepts); the writer stores no others.
        amenities: hotel.amenities.flatMap((name) => HOTEL_AMENITIES.filter((amenity) => amenity === name)),
        checkIn: hotel.checkInTime ?? '',
        checkOut: hotel.checkOutTime ?? '',
        roomType: hotel.roomType ?? 'standard',
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

/** In start order, as the writer lists them. */
const audited = (departures: readonly TAuditedDeparture[]): TAuditedDeparture[] =>
  departures.map(({ id, startDate, price, availableSpots }) => ({ id, startDate, price, availableSpots }));

/** What the writer refused, in the edit screen's words (DESIGN decision 23). */
function editRefusal(error: TourGraphRefusal): AppError {
  const { refusal } = error;
  switch (refusal.reason) {
    case 'tour_not_found':
      return new AppError('NOT_FOUND', TOUR_EDIT_MESSAGES.notFound);
    case 'unknown_departure':
      return new AppError('CONFLICT', TOUR_EDIT_MESSAGES.unknownDeparture);
    case 'departure_date_locked':
      return new AppError('CONFLICT', TOUR_EDIT_MESSAGES.departureDateLocked);
    case 'seats_below_taken':
      return new AppError('CONFLICT', seatsBelowTakenMessage(refusal.startDate, refusal.minimum));
    case 'departure_has_bookings':
      return new AppError('CONFLICT', TOUR_EDIT_MESSAGES.departureHasBookings);
    case 'invalid_flight_time':
      return new AppError('VALIDATION_FAILED', TOUR_EDIT_MESSAGES.flightTimeInvalid);
  }
}

/** The form as the tour graph: the gallery, itinerary, meals and hotels replaced, the departures merged by id. */
function graphPartsOf(input: TTourEditRequest): TTourGraphParts {
  return {
    images: input.images.map((url) => ({ url })),
    itinerary: input.itineraryDays,
    meals: input.mealPlans,
    hotels: input.hotels,
    departures: input.dates.map((date) => ({
      id: date.id,
      startDate: date.startDate,
      price: date.price,
      seats: date.availableSpots,
      outbound: date.outbound,
      return: date.return,
    })),
  };
}

/**
 * A departure whose flights do not fall on its dates cannot be saved (the shared rule the screen applies): the
 * flights sent, or for a departure sent without them the ones stored, against its start date and the tour's
 * fixed duration. 400 naming each such departure by its place in the request.
 */
async function refuseFlightsOffDates(db: TExecutor, tour: TEditableTour, input: TTourEditRequest): Promise<void> {
  const keptIds = input.dates.flatMap((date) => (date.id && (!date.outbound || !date.return) ? [date.id] : []));
  const stored = await listFlightsOfDates(db, keptIds);
  const storedLeg = (id: string | undefined, isOutbound: boolean) =>
    flightOf(stored.find((flight) => flight.tourDateId === id && flight.isOutbound === isOutbound));
  const fields: Record<string, string> = {};
  input.dates.forEach((date, index) => {
    const problems = departureFlightProblems(
      {
        startDate: date.startDate,
        outbound: date.outbound === undefined ? storedLeg(date.id, true) : date.outbound,
        return: date.return === undefined ? storedLeg(date.id, false) : date.return,
      },
      tour.durationDays,
    );
    if (problems.length > 0) fields[`dates.${index}.flights`] = problems.join(' ');
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

/**
 * Save All Changes (2-operator.md section 7; DESIGN decisions 10 and 23) in one transaction: the main fields,
 * images, itinerary, meals, hotels and departures, all or nothing, through the one tour writer. It locks the
 * tour's departures first, so no Book Now can take a seat between its inventory checks and the writes: a
 * departure keeps its bookings (not removed or moved while seats are sold or held, nor cut below them), and a new
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
    await refuseFlightsOffDates(tx, found, input);
    // Location, country and company are the administrator's to change (section 4's field access).
    const main = {
      title: input.title,
      description: input.description,
      ...(isAdmin ? { location: input.location, country: input.country, companyName: input.companyName || null } : {}),
      category: input.category,
      price: input.price,
      discountPercentage: input.discountPercentage,
      currency: input.currency,
      totalQuota: input.totalQuota,
      thumbnailUrl: input.thumbnailUrl,
      inclusions: input.inclusions,
      exclusions: input.exclusions,
      highlights: input.highlights,
      cancellationPolicy: input.cancellationPolicy,
    };
    const written = await writeTourGraph(tx, { tourId: found.id, tour: main, ...graphPartsOf(input) }, { now }).catch(
      (error: unknown) => {
        throw error instanceof TourGraphRefusal ? editRefusal(error) : error;
      },
    );

    // The edits are saved: the caller's draft of them is done with (DESIGN decision 20).
    await deleteEditDraft(tx, actor.userId, found.id);

    // An administrator's edit of another operator's tour is audited; the owner's own save is not.
    const previous = expectRow(written.previous, 'the tour before the edit');
    if (isAdmin && previous.ownerUserId !== actor.userId) {
      await recordAdminAction(tx, actor, {
        action: 'tour.edit',
        targetType: 'tour',
        targetId: previous.id,
        before: {
          ...mainFieldsOf(previous),
          departures: audited(written.previousDepartures),
          images: written.previousImages,
        },
        after: { ...main, departures: audited(written.departures), images: input.images },
      });
    }
    return { message: TOUR_EDIT_MESSAGES.saved, slug: previous.slug };
  });
}
