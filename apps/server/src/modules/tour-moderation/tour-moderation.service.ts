import { expectRow, type TDb, type TPendingFlight } from '@tour/db';
import {
  isSlugOfBase,
  itineraryRowsOfDay,
  parseAirportLocalTime,
  parseUtcOffset,
  type TApproveTourResponse,
  type TModerationResponse,
  TOUR_MODERATION_MESSAGES,
  type TPendingTourDetail,
  type TPendingTourListItem,
  tourDateEnd,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { slugBaseOf, uniqueSlug } from '../tour-submissions/pending-record';
import { tourApprovedMail, tourChangesRequestedMail, tourRejectedMail } from './tour-moderation.mails';
import {
  findCompanyIdOf,
  findContact,
  findPendingTour,
  findTourSlugsLike,
  insertRejectedTour,
  insertSubmissionEvent,
  insertTour,
  insertTourDate,
  insertTourFlights,
  insertTourHotels,
  insertTourImages,
  insertTourItinerary,
  insertTourMeals,
  listPendingForReview,
  listSubmissionEvents,
  lockPendingTour,
  lockTourSlugBase,
  type TPendingTourRow,
  updatePendingStatus,
} from './tour-moderation.repository';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

type TListRow = Awaited<ReturnType<typeof listPendingForReview>>[number];

function listItemOf(row: Omit<TListRow, 'submittedAt'> & { submittedAt: Date }): TPendingTourListItem {
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    slug: row.slug,
    companyName: row.companyName,
    location: row.location,
    country: row.country,
    category: row.category,
    duration: row.duration,
    durationDays: row.durationDays,
    price: row.price,
    currency: row.currency,
    discountPercentage: row.discountPercentage,
    thumbnailUrl: row.thumbnailUrl,
    submittedAt: row.submittedAt.toISOString(),
    submittedBy: { id: row.userId, username: row.username, email: row.email },
  };
}

export async function listPendingTours(deps: TDeps): Promise<TPendingTourListItem[]> {
  return (await listPendingForReview(deps.db)).map(listItemOf);
}

export async function getPendingTour(deps: TDeps, id: string): Promise<TPendingTourDetail> {
  const found = await findPendingTour(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  const { record } = found;
  const history = await listSubmissionEvents(deps.db, id);
  return {
    ...listItemOf({ ...record, username: found.username, email: found.email }),
    status: record.status,
    description: record.description,
    totalQuota: record.totalQuota,
    inclusions: record.inclusions,
    exclusions: record.exclusions,
    highlights: record.highlights,
    availableDates: record.availableDates,
    itineraryDays: record.itineraryDays,
    mealPlans: record.mealPlans,
    hotels: record.hotels,
    tourImages: record.tourImages,
    publishedTourId: record.publishedTourId,
    history: history.map((event) => ({
      kind: event.kind,
      note: event.note,
      actorName: event.actorName,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/** Locks the row and refuses a decision on a tour that is not pending (already decided by someone else). */
async function lockPending(tx: TExecutor, id: string): Promise<TPendingTourRow> {
  const row = await lockPendingTour(tx, id);
  if (!row) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  if (row.status !== 'pending') throw new AppError('CONFLICT', TOUR_MODERATION_MESSAGES.notPending);
  return row;
}

/** A wizard time is airport-local with its offset (decision 18); one typed without an offset is read as UTC. */
function flightTime(value: string): { instant: Date; utcOffset: number } {
  const local = parseAirportLocalTime(value);
  const offset = local ? (parseUtcOffset(local.utcOffset) ?? 0) : 0;
  const instant = new Date(local ? value : `${value}Z`);
  if (Number.isNaN(instant.getTime())) throw new AppError('VALIDATION_FAILED', TOUR_MODERATION_MESSAGES.approveFailed);
  return { instant, utcOffset: offset };
}

function flightRow(tourDateId: string, isOutbound: boolean, flight: TPendingFlight) {
  const departure = flightTime(flight.departureDateTime);
  const arrival = flightTime(flight.arrivalDateTime);
  return {
    tourDateId,
    isOutbound,
    airline: flight.airline,
    airlineCode: flight.airlineCode ?? null,
    flightNumber: flight.flightNumber,
    departureAirport: flight.departureAirport,
    departureCode: flight.departureCode,
    departureTime: departure.instant,
    departureUtcOffset: departure.utcOffset,
    arrivalAirport: flight.arrivalAirport,
    arrivalCode: flight.arrivalCode,
    arrivalTime: arrival.instant,
    arrivalUtcOffset: arrival.utcOffset,
    duration: flight.duration ?? null,
  };
}

/**
 * Publishes a pending tour (3-admin.md section 7, approve, in the spec's order) in one transaction
 * (DESIGN decisions 10 and 21): the tour, its dates with two flights each, itinerary, meals, images and
 * hotels; the pending record kept as approved with the tour's id, its event, the audit row and the
 * operator's e-mail. Any failure rolls all of it back.
 */
export async function approvePendingTour(deps: TDeps, actor: TActor, id: string): Promise<TApproveTourResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);

    const base = slugBaseOf(pending);
    await lockTourSlugBase(tx, base);
    const taken = await findTourSlugsLike(tx, base);
    // The slug the operator was shown at submission, unless a tour published since has taken it.
    const keepsSubmitted = isSlugOfBase(pending.slug, base) && !taken.includes(pending.slug);
    const slug = keepsSubmitted ? pending.slug : uniqueSlug(base, taken);

    const tourId = expectRow(
      await insertTour(tx, {
        slug,
        title: pending.title,
        description: pending.description,
        location: pending.location,
        country: pending.country,
        category: pending.category,
        thumbnailUrl: pending.thumbnailUrl,
        price: pending.price,
        discountPercentage: pending.discountPercentage,
        currency: pending.currency,
        duration: pending.duration,
        durationDays: pending.durationDays,
        rating: 0,
        reviewsCount: 0,
        isFeatured: false,
        isAllInclusive: false,
        inclusions: pending.inclusions,
        exclusions: pending.exclusions,
        highlights: pending.highlights,
        sku: pending.sku,
        companyName: pending.companyName,
        totalQuota: pending.totalQuota,
        ownerUserId: pending.userId,
        companyId: await findCompanyIdOf(tx, pending.userId),
        createdAt: now,
        updatedAt: now,
      }),
      'the published tour',
    );

    for (const date of pending.availableDates) {
      const tourDateId = expectRow(
        await insertTourDate(tx, {
          tourId,
          startDate: date.startDate,
          endDate: tourDateEnd(date.startDate, pending.durationDays),
          price: date.price,
          currency: date.currency,
          availableSpots: date.availableSpots,
        }),
        'a tour date',
      );
      const legs = [
        date.outbound ? flightRow(tourDateId, true, date.outbound) : null,
        date.return ? flightRow(tourDateId, false, date.return) : null,
      ];
      await insertTourFlights(
        tx,
        legs.filter((leg) => leg !== null),
      );
    }

    await insertTourItinerary(
      tx,
      pending.itineraryDays.flatMap(itineraryRowsOfDay).map((row) => ({ ...row, tourId })),
    );
    await insertTourMeals(
      tx,
      pending.mealPlans.map((meal) => ({
        tourId,
        dayNumber: meal.dayNumber,
        schedule: meal.schedule,
        breakfast: meal.breakfast,
        lunch: meal.lunch,
        dinner: meal.dinner,
      })),
    );
    await insertTourImages(
      tx,
      [...pending.tourImages]
        .sort((a, b) => a.order - b.order)
        .map((image, index) => ({
          tourId,
          imageUrl: image.url,
          displayOrder: index,
          altText: `Tour image ${index + 1}`,
        })),
    );
    await insertTourHotels(
      tx,
      pending.hotels.map((hotel, index) => ({
        tourId,
        name: hotel.name,
        description: hotel.description,
        rating: hotel.rating,
        amenities: hotel.amenities,
        checkInTime: hotel.checkIn,
        checkOutTime: hotel.checkOut,
        roomType: hotel.roomType,
        website: hotel.website?.trim() || null,
        displayOrder: index,
      })),
    );

    await updatePendingStatus(tx, id, { status: 'approved', publishedTourId: tourId, updatedAt: now });
    await insertSubmissionEvent(tx, { pendingTourId: id, actorUserId: actor.userId, kind: 'approved', createdAt: now });
    await recordAdminAction(tx, actor, {
      action: 'tour.approve',
      targetType: 'pending_tour',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'approved', tourId, slug },
    });
    const contact = expectRow(await findContact(tx, pending.userId), `user ${pending.userId}`);
    await enqueueMail(
      tx,
      tourApprovedMail({
        to: contact.email,
        username: contact.username,
        title: pending.title,
        sku: pending.sku,
        appName: deps.appName,
        tourUrl: `${deps.appUrl}/tours/${encodeURIComponent(slug)}`,
      }),
      now,
    );
    return { tourId, slug, message: TOUR_MODERATION_MESSAGES.approved };
  });
}

/** Rejects a pending tour (section 7, reject; decision 21): copied to rejected_tours, kept as rejected, told why. */
export async function rejectPendingTour(
  deps: TDeps,
  actor: TActor,
  id: string,
  reason: string,
): Promise<TModerationResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const {
      id: _id,
      draftId: _draft,
      idempotencyKey: _key,
      status: _status,
      publishedTourId: _published,
      updatedAt: _updated,
      ...copied
    } = pending;
    await insertRejectedTour(tx, {
      ...copied,
      originalPendingTourId: id,
      rejectedBy: actor.userId,
      rejectionReason: reason,
      rejectedAt: now,
    });
    await updatePendingStatus(tx, id, { status: 'rejected', updatedAt: now });
    await insertSubmissionEvent(tx, {
      pendingTourId: id,
      actorUserId: actor.userId,
      kind: 'rejected',
      note: reason,
      createdAt: now,
    });
    await recordAdminAction(tx, actor, {
      action: 'tour.reject',
      targetType: 'pending_tour',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    const contact = expectRow(await findContact(tx, pending.userId), `user ${pending.userId}`);
    await enqueueMail(
      tx,
      tourRejectedMail({
        to: contact.email,
        username: contact.username,
        title: pending.title,
        sku: pending.sku,
        appName: deps.appName,
        reason,
        accountUrl: `${deps.appUrl}/account?tab=tours`,
      }),
      now,
    );
    return { message: TOUR_MODERATION_MESSAGES.rejected };
  });
}

/** Sends a pending tour back to its operator with a note (decision 22). */
export async function requestTourChanges(
  deps: TDeps,
  actor: TActor,
  id: string,
  note: string,
): Promise<TModerationResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    await updatePendingStatus(tx, id, { status: 'changes_requested', updatedAt: now });
    await insertSubmissionEvent(tx, {
      pendingTourId: id,
      actorUserId: actor.userId,
      kind: 'changes_requested',
      note,
      createdAt: now,
    });
    await recordAdminAction(tx, actor, {
      action: 'tour.request_changes',
      targetType: 'pending_tour',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'changes_requested', note },
    });
    const contact = expectRow(await findContact(tx, pending.userId), `user ${pending.userId}`);
    await enqueueMail(
      tx,
      tourChangesRequestedMail({
        to: contact.email,
        username: contact.username,
        title: pending.title,
        sku: pending.sku,
        appName: deps.appName,
        note,
        accountUrl: `${deps.appUrl}/account?tab=tours`,
      }),
      now,
    );
    return { message: TOUR_MODERATION_MESSAGES.changesRequested };
  });
}
