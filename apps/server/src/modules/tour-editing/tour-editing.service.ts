import {
  expectRow,
  seatsTakenByDeparture,
  type TPendingAvailableDate,
  type TDb,
  type TTourGraphDeparture,
  TourGraphRefusal,
  writeTourGraph,
} from '@tour/db';
import {
  departureFlightProblems,
  changedContentFields,
  toAirportLocalTime,
  seatsBelowTakenMessage,
  type TSessionUser,
  TOUR_EDIT_MESSAGES,
  type TTourEditDate,
  type TTourEditFlight,
  type TTourEditRequest,
  type TTourEditResponse,
  type TTourContent,
  type TTourContentField,
  type TTourEditPart,
  type TTourInventoryField,
  tourContentOf,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { deleteEditDraft } from './tour-edit-drafts.repository';
import { todayOf } from '../tours/tours.service';
import {
  findTourById,
  findTourBySlug,
  listDates,
  listFlightsOfDates,
  ownsTour,
  type TEditableTour,
} from './tour-editing.repository';
import {
  contentGraphOf,
  findOpenRevision,
  flightsChanged,
  liveTourForm,
  openRevisionSummary,
  pickContent,
  proposeRevision,
  revisionContentOf,
  type TDepartureFlights,
  tellTravellersOfFlights,
  tellTravellersOfItinerary,
} from './tour-revisions.service';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

type TTourEditSaved = { message: string; slug: string; applied: TTourEditPart[]; inReview: TTourContentField[] };

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

/** Whether the user operates the tour (its owner, their company's, their submission's), as editing decides it. */
export async function operatesTour(db: TExecutor, userId: string, tourId: string): Promise<boolean> {
  const tour = await findTourById(db, tourId);
  return !!tour && (await ownsTour(db, userId, tour));
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

/** A departure's flights as the edit screen holds them. */
function departureFlightsOf(flights: Awaited<ReturnType<typeof listFlightsOfDates>>, dateId: string) {
  return {
    outbound: flightOf(flights.find((flight) => flight.tourDateId === dateId && flight.isOutbound)),
    return: flightOf(flights.find((flight) => flight.tourDateId === dateId && !flight.isOutbound)),
  };
}

/**
 * The tour's departures as a submission stores them (capacity as seats offered; flights at airport-local times): a
 * revision carries none, so its preview shows the live ones, read when it is opened.
 */
export async function liveDeparturesAsPending(db: TExecutor, tour: TEditableTour): Promise<TPendingAvailableDate[]> {
  const [dates, taken] = await Promise.all([listDates(db, tour.id), seatsTakenByDeparture(db, tour.id)]);
  const flights = await listFlightsOfDates(
    db,
    dates.map((date) => date.id),
  );
  return dates.map((date) => {
    const seats = taken.get(date.id) ?? { sold: 0, held: 0 };
    return {
      startDate: date.startDate,
      price: date.price,
      currency: date.currency,
      availableSpots: date.availableSpots + seats.sold + seats.held,
      ...departureFlightsOf(flights, date.id),
    };
  });
}

/**
 * GET /api/tours/:slug/edit: the tour with every part and, per departure, the seats that limit its edit. An
 * operator with an open revision edits on top of it (the content waiting for review); an administrator edits
 * the live content.
 */
export async function loadTourForEdit(deps: TDeps, user: TSessionUser, slug: string): Promise<TTourEditResponse> {
  const tour = await editableTour(deps.db, { userId: user.id, role: user.role }, slug);
  const [live, dates, taken] = await Promise.all([
    liveTourForm(deps.db, tour),
    listDates(deps.db, tour.id),
    seatsTakenByDeparture(deps.db, tour.id),
  ]);
  const flights = await listFlightsOfDates(
    deps.db,
    dates.map((date) => date.id),
  );
  const open = await openRevisionSummary(deps.db, tour.id, tourContentOf(live));
  const isAdmin = user.role === 'admin';
  return {
    id: tour.id,
    slug: tour.slug,
    sku: tour.sku,
    durationDays: tour.durationDays,
    updatedAt: tour.updatedAt.toISOString(),
    canEditAdminFields: isAdmin,
    form: open && !isAdmin ? { ...live, ...revisionContentOf(open.revision) } : live,
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
        ...departureFlightsOf(flights, date.id),
      };
    }),
    revision: open?.summary ?? null,
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

/** The form's departures as the tour graph merges them by id. */
function departuresOf(input: TTourEditRequest): TTourGraphDeparture[] {
  return input.dates.map((date) => ({
    id: date.id,
    startDate: date.startDate,
    price: date.price,
    seats: date.availableSpots,
    outbound: date.outbound,
    return: date.return,
  }));
}

type TFlights = ReturnType<typeof departureFlightsOf>;

/** Each departure's flights, by departure id. */
async function flightsByDeparture(tx: TExecutor, dateIds: string[]): Promise<Map<string, TFlights>> {
  const flights = await listFlightsOfDates(tx, dateIds);
  return new Map(dateIds.map((id) => [id, departureFlightsOf(flights, id)]));
}

/** The inventory fields whose stored value the save changed. */
function inventoryChanges(
  previous: TEditableTour,
  input: TTourEditRequest,
  departures: { before: unknown; after: unknown; flightsChanged: boolean },
): TTourInventoryField[] {
  const changed: TTourInventoryField[] = [];
  if (JSON.stringify(departures.before) !== JSON.stringify(departures.after) || departures.flightsChanged) {
    changed.push('departures');
  }
  if ((previous.totalQuota ?? 0) !== input.totalQuota) changed.push('totalQuota');
  if (previous.discountPercentage !== input.discountPercentage) changed.push('discountPercentage');
  if (previous.currency !== input.currency) changed.push('currency');
  return changed;
}

function savedMessage(applied: readonly string[], inReview: readonly string[]): string {
  if (inReview.length === 0) return TOUR_EDIT_MESSAGES.saved;
  return applied.length > 0 ? TOUR_EDIT_MESSAGES.savedWithReview : TOUR_EDIT_MESSAGES.savedForReview;
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
 * Save All Changes (2-operator.md section 7; DESIGN decisions 10, 23 and 37) in one transaction, through the one
 * tour writer. Inventory (departures with their prices, seats and flights; the quota, discount and currency)
 * applies at once, for new bookings only: a departure keeps its bookings (not removed or moved while seats are
 * sold or held, nor cut below them) and bookings keep their totals. Content (what travellers read) applies at
 * once when an administrator saves it; an operator's becomes the tour's revision, approved from the pending
 * queue. Every change applied is audited with its before and after; travellers booked on a departure whose
 * flights changed are e-mailed what changed, and so are those of every coming departure when an
 * administrator changes the itinerary.
 * A departure whose flights do not fall on its dates cannot be saved (the shared rule the screen applies): the
 * flights sent, or for a departure sent without them the ones stored, against its start date and the tour's
 * fixed duration. 400 naming each such departure by its place in the request.
 */
export async function saveTourEdit(
  deps: TDeps,
  actor: TActor & { role: TSessionUser['role'] },
  slug: string,
  input: TTourEditRequest,
): Promise<TTourEditSaved> {
  const now = deps.clock.now();
  const isAdmin = actor.role === 'admin';
  return deps.db.transaction(async (tx) => {
    const found = await editableTour(tx, actor, slug);
    await refuseFlightsOffDates(tx, found, input);
    const liveForm = await liveTourForm(tx, found);
    const live = tourContentOf(liveForm);
    // Location, country and company are the administrator's to change (section 4's field access).
    const proposed: TTourContent = {
      ...tourContentOf(input),
      ...(isAdmin ? {} : { location: live.location, country: live.country, companyName: live.companyName }),
    };
    const contentChanges = changedContentFields(live, proposed);
    const contentApplied = isAdmin ? contentChanges : [];
    const flightsBefore = await flightsByDeparture(
      tx,
      input.dates.flatMap((date) => (date.id ? [date.id] : [])),
    );
    const lowestPrice = Math.min(...input.dates.map((date) => date.price));
    const content = contentApplied.length > 0 ? contentGraphOf(proposed, { withPlace: true }) : { tour: {} };
    const written = await writeTourGraph(
      tx,
      {
        tourId: found.id,
        ...content,
        tour: {
          ...content.tour,
          // No base price (docs/decisions/0019): the tour's listed price follows its cheapest departure.
          ...(Number.isFinite(lowestPrice) ? { price: lowestPrice } : {}),
          discountPercentage: input.discountPercentage,
          currency: input.currency,
          totalQuota: input.totalQuota,
        },
        departures: departuresOf(input),
      },
      { now },
    ).catch((error: unknown) => {
      throw error instanceof TourGraphRefusal ? editRefusal(error) : error;
    });
    const previous = expectRow(written.previous, 'the tour before the edit');

    // Flights changed on a departure with bookings: its travellers are told (one e-mail per booking).
    const flightsAfter = await flightsByDeparture(tx, [...flightsBefore.keys()]);
    const flightChanges = new Map<string, { before: TDepartureFlights; after: TDepartureFlights }>();
    for (const [id, before] of flightsBefore) {
      const after = flightsAfter.get(id) ?? { outbound: null, return: null };
      if (flightsChanged(before, after)) flightChanges.set(id, { before, after });
    }
    const { contentLanguage, title, contentTranslation: translation } = written.tour;
    const notice = { tour: { contentLanguage, title, translation }, slug: written.tour.slug, ...deps, now };
    await tellTravellersOfFlights(tx, flightChanges, notice);
    if (contentApplied.includes('itineraryDays')) {
      await tellTravellersOfItinerary(
        tx,
        { tourId: found.id, today: todayOf(deps.clock), before: live.itineraryDays, after: proposed.itineraryDays },
        notice,
      );
    }

    // An operator's content changes wait for review: a new revision, or the open one brought up to date. What
    // the form holds beyond the live content waits, whether this save changed the open revision or not.
    const inReview: TTourContentField[] = isAdmin ? [] : contentChanges;
    if (inReview.length > 0) {
      const open = await findOpenRevision(tx, found.id);
      if (!open || changedContentFields(revisionContentOf(open), proposed).length > 0) {
        await proposeRevision(tx, { tour: written.tour, userId: actor.userId, content: proposed, now });
      }
    }

    // The edits are saved: the caller's draft of them is done with (DESIGN decision 20).
    await deleteEditDraft(tx, actor.userId, found.id);

    const departureRecord = {
      before: audited(written.previousDepartures),
      after: audited(written.departures),
      flightsChanged: flightChanges.size > 0 || flightsChangedWithoutBookings(flightsBefore, flightsAfter),
    };
    const applied: TTourEditPart[] = [...contentApplied, ...inventoryChanges(previous, input, departureRecord)];
    if (applied.length > 0) {
      await recordAdminAction(tx, actor, {
        action: 'tour.edit',
        targetType: 'tour',
        targetId: previous.id,
        before: {
          ...pickContent(live, contentApplied),
          ...pickInventory(applied, { ...liveForm, departures: departureRecord.before }, flightsBefore),
        },
        after: {
          ...pickContent(proposed, contentApplied),
          ...pickInventory(applied, { ...input, departures: departureRecord.after }, flightsAfter),
        },
      });
    }
    return { message: savedMessage(applied, inReview), slug: previous.slug, applied, inReview };
  });
}

function flightsChangedWithoutBookings(before: Map<string, TFlights>, after: Map<string, TFlights>): boolean {
  return [...before].some(([id, flights]) => JSON.stringify(flights) !== JSON.stringify(after.get(id)));
}

/** The inventory fields changed, as an audit row records them; departures with their flights. */
function pickInventory(
  applied: readonly TTourEditPart[],
  values: { totalQuota: number; discountPercentage: number | null; currency: string; departures: TAuditedDeparture[] },
  flights: Map<string, TFlights>,
) {
  return {
    ...(applied.includes('departures')
      ? {
          departures: values.departures.map((departure) => ({
            ...departure,
            flights: flights.get(departure.id) ?? null,
          })),
        }
      : {}),
    ...(applied.includes('totalQuota') ? { totalQuota: values.totalQuota } : {}),
    ...(applied.includes('discountPercentage') ? { discountPercentage: values.discountPercentage } : {}),
    ...(applied.includes('currency') ? { currency: values.currency } : {}),
  };
}
