import {
  airportLocalTime,
  expectRow,
  type TDb,
  type TNewTourGraph,
  type TPendingFlight,
  type TTourGraphChange,
  type TTourGraphFlight,
  TourGraphRefusal,
  type TTx,
  writeTourGraph,
} from '@tour/db';
import {
  DEFAULT_LANGUAGE,
  diffSubmissions,
  type TApproveTourResponse,
  type TModerationResponse,
  TOUR_MODERATION_MESSAGES,
  type TPendingTourDetail,
  type TPendingTourListItem,
  type TReviewQueueTab,
  type TSubmissionChanges,
  type TSubmissionSnapshot,
  changedContentFields,
  paths,
  submissionSnapshotOf,
  tourContentOf,
} from '@tour/shared';
import type { TClock } from '../../clock';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import { AppError } from '../../http/app-error';
import type { TExecutor } from '../../db';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import { liveDeparturesAsPending } from '../tour-editing/tour-editing.service';
import {
  contentGraphOf,
  findTourById,
  liveContentAsRevision,
  liveTourForm,
  pickContent,
  revisionContentOf,
  tellTravellersOfItinerary,
} from '../tour-editing/tour-revisions.service';
import {
  revisionApprovedMail,
  revisionChangesRequestedMail,
  tourApprovedMail,
  tourChangesRequestedMail,
  tourRejectedMail,
} from './tour-moderation.mails';
import { assertCompanyLicenceAllowsPublication } from '../licence-watch/licence-watch.service';
import {
  findCompanyIdOf,
  findContact,
  findPendingTour,
  insertRejectedTour,
  insertSubmissionEvent,
  listDecidedForReview,
  listPendingForReview,
  listRejectedForReview,
  listSubmissionEvents,
  lockPendingTour,
  type TPendingTourRow,
  updatePendingStatus,
} from './tour-moderation.repository';

type TDeps = { db: TDb; clock: TClock; appUrl: string; appName: string };

type TListRow = Omit<Awaited<ReturnType<typeof listPendingForReview>>[number], 'userId'> & { userId: string | null };

type TDecisionColumns = { decidedAt: Date; decidedBy: string | null; note: string | null };

function listItemOf(row: TListRow, decision: TDecisionColumns | null = null): TPendingTourListItem {
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
    revisionOfTourId: row.revisionOfTourId,
    submittedBy: { id: row.userId, username: row.username, email: row.email },
    resubmitted: Boolean(row.resubmitted),
    decision: decision ? { at: decision.decidedAt.toISOString(), by: decision.decidedBy, note: decision.note } : null,
  };
}

/** One tab of /pending-tours: the tours awaiting review, or those decided one way with the decision. */
export async function listPendingTours(deps: TDeps, tab: TReviewQueueTab): Promise<TPendingTourListItem[]> {
  switch (tab) {
    case 'pending':
      return (await listPendingForReview(deps.db)).map((row) => listItemOf(row));
    case 'rejected':
      return (await listRejectedForReview(deps.db)).map((row) => listItemOf(row, row));
    case 'changes_requested':
    case 'approved':
      return (await listDecidedForReview(deps.db, tab)).map((row) => listItemOf(row, row));
  }
}

function detailHeadOf(row: Omit<TListRow, 'resubmitted'>): Omit<TPendingTourListItem, 'decision' | 'resubmitted'> {
  const { decision: _decision, resubmitted: _resubmitted, ...head } = listItemOf({ ...row, resubmitted: false });
  return head;
}

type THistoryRow = Awaited<ReturnType<typeof listSubmissionEvents>>[number];

/**
 * What the latest submission changed since the one before it: the previous submission's snapshot
 * against the record as it stands. Null for a first submission (or one kept before snapshots were).
 */
function changesSincePrevious(history: THistoryRow[], current: TSubmissionSnapshot): TSubmissionChanges {
  const submissions = history.filter((event) => event.kind === 'submitted' || event.kind === 'resubmitted');
  const previous = submissions.at(-2);
  if (!previous?.snapshot) return null;
  return {
    against: 'previous_submission',
    previousSubmittedAt: previous.createdAt.toISOString(),
    items: diffSubmissions(previous.snapshot, submissionSnapshotOf(current)),
  };
}

export async function getPendingTour(deps: TDeps, id: string): Promise<TPendingTourDetail> {
  const found = await findPendingTour(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  const { record } = found;
  const history = await listSubmissionEvents(deps.db, id);
  const revised = record.revisionOfTourId ? await findTourById(deps.db, record.revisionOfTourId) : null;
  const live = revised ? tourContentOf(await liveTourForm(deps.db, revised)) : null;
  return {
    ...detailHeadOf({ ...record, username: found.username, email: found.email }),
    changes:
      revised && live
        ? {
            against: 'live_tour',
            previousSubmittedAt: revised.updatedAt.toISOString(),
            items: diffSubmissions(
              submissionSnapshotOf(liveContentAsRevision(record, live)),
              submissionSnapshotOf(record),
            ),
          }
        : changesSincePrevious(history, record),
    status: record.status,
    contentLanguage: record.contentLanguage,
    contentTranslation: record.contentTranslation,
    description: record.description,
    totalQuota: record.totalQuota,
    inclusions: record.inclusions,
    exclusions: record.exclusions,
    highlights: record.highlights,
    cancellationPolicy: record.cancellationPolicy,
    // A revision carries no departures: its preview shows the live tour's.
    availableDates: revised ? await liveDeparturesAsPending(deps.db, revised) : record.availableDates,
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
    revisionOf:
      revised && live
        ? {
            tourId: revised.id,
            slug: revised.slug,
            title: revised.title,
            changes: changedContentFields(live, revisionContentOf(record)),
          }
        : null,
  };
}

/** Locks the row and refuses a decision on a tour that is not pending (already decided by someone else). */
async function lockPending(tx: TExecutor, id: string): Promise<TPendingTourRow> {
  const row = await lockPendingTour(tx, id);
  if (!row) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  if (row.status !== 'pending') throw new AppError('CONFLICT', TOUR_MODERATION_MESSAGES.notPending);
  return row;
}

/** A pending leg as the tour graph takes it: each time airport-local with its offset (decision 18). */
function graphFlightOf(flight: TPendingFlight | null | undefined): TTourGraphFlight | null {
  if (!flight) return null;
  const departureDateTime = airportLocalTime(flight.departureDateTime, flight.departureCode);
  const arrivalDateTime = airportLocalTime(flight.arrivalDateTime, flight.arrivalCode);
  if (!departureDateTime || !arrivalDateTime) {
    throw new AppError('VALIDATION_FAILED', TOUR_MODERATION_MESSAGES.approveFailed);
  }
  return { ...flight, departureDateTime, arrivalDateTime };
}

/** The pending record as the tour graph the one writer publishes. */
function tourGraphOf(pending: TPendingTourRow, companyId: string | null): TNewTourGraph {
  return {
    preferredSlug: pending.slug,
    tour: {
      title: pending.title,
      description: pending.description,
      contentLanguage: pending.contentLanguage,
      contentTranslation: pending.contentTranslation,
      location: pending.location,
      country: pending.country,
      category: pending.category,
      thumbnailUrl: pending.thumbnailUrl,
      price: pending.price,
      discountPercentage: pending.discountPercentage,
      currency: pending.currency,
      duration: pending.duration,
      durationDays: pending.durationDays,
      inclusions: pending.inclusions,
      exclusions: pending.exclusions,
      highlights: pending.highlights,
      cancellationPolicy: pending.cancellationPolicy,
      sku: pending.sku,
      companyName: pending.companyName,
      totalQuota: pending.totalQuota,
      ownerUserId: pending.userId,
      companyId,
    },
    departures: pending.availableDates.map((date) => ({
      startDate: date.startDate,
      price: date.price,
      seats: date.availableSpots,
      outbound: graphFlightOf(date.outbound),
      return: graphFlightOf(date.return),
    })),
    itinerary: pending.itineraryDays,
    meals: pending.mealPlans,
    images: [...pending.tourImages].sort((a, b) => a.order - b.order),
    hotels: pending.hotels,
  };
}

/** The writer refuses a flight whose times cannot be published: the spec's approval failure. */
async function publish(tx: TTx, graph: TNewTourGraph | TTourGraphChange, now: Date) {
  try {
    return await writeTourGraph(tx, graph, { now });
  } catch (error) {
    if (error instanceof TourGraphRefusal)
      throw new AppError('VALIDATION_FAILED', TOUR_MODERATION_MESSAGES.approveFailed);
    throw error;
  }
}

/**
 * Publishes a pending tour (3-admin.md section 7, approve) in one transaction (DESIGN decisions 10 and 21): the
 * tour graph through the one writer (the tour, its dates with their flights, itinerary, meals, images and
 * hotels), the pending record kept as approved with the tour's id, its event, the audit row and the operator's
 * e-mail. Any failure rolls all of it back.
 */
export async function approvePendingTour(deps: TDeps, actor: TActor, id: string): Promise<TApproveTourResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    await assertCompanyLicenceAllowsPublication({ db: tx, clock: deps.clock }, pending.userId);
    if (pending.revisionOfTourId) return approveRevision(deps, tx, actor, { ...pending, now });
    const graph = tourGraphOf(pending, await findCompanyIdOf(tx, pending.userId));
    const { tour } = await publish(tx, graph, now);
    const { id: tourId, slug } = tour;

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
        language: contact.language ?? DEFAULT_LANGUAGE,
        title: pending.title,
        sku: pending.sku,
        appName: deps.appName,
        tourUrl: `${deps.appUrl}${paths.tour.href({ slug })}`,
      }),
      now,
    );
    return { tourId, slug, message: TOUR_MODERATION_MESSAGES.approved };
  });
}

/**
 * Approves a revision of a live tour (DESIGN decision 37) inside the approval's transaction: the tour's content
 * (its fields, itinerary, meals, gallery and hotels; never its departures) through the one writer, the revision
 * kept as approved, its event, the audit row with the content before and after, the operator's e-mail and, when
 * the itinerary changed, one e-mail per booking still to travel. Location, country and company stay the
 * administrator's: an operator's revision does not carry them.
 */
async function approveRevision(
  deps: TDeps,
  tx: TTx,
  actor: TActor,
  revision: TPendingTourRow & { now: Date },
): Promise<TApproveTourResponse> {
  const { now } = revision;
  const tourId = expectRow(revision.revisionOfTourId, 'the revised tour');
  const current = await findTourById(tx, tourId);
  if (!current) throw new AppError('NOT_FOUND', TOUR_MODERATION_MESSAGES.notFound);
  const live = tourContentOf(await liveTourForm(tx, current));
  const proposed = revisionContentOf(revision);
  const changes = changedContentFields(live, proposed);
  const { tour } = await publish(tx, { tourId, ...contentGraphOf(proposed, { withPlace: false }) }, now);

  await updatePendingStatus(tx, revision.id, { status: 'approved', publishedTourId: tourId, updatedAt: now });
  await insertSubmissionEvent(tx, {
    pendingTourId: revision.id,
    actorUserId: actor.userId,
    kind: 'approved',
    createdAt: now,
  });
  await recordAdminAction(tx, actor, {
    action: 'tour.revision_approve',
    targetType: 'tour',
    targetId: tourId,
    before: pickContent(live, changes),
    after: { ...pickContent(proposed, changes), revisionId: revision.id },
  });
  const tourUrl = `${deps.appUrl}${paths.tour.href({ slug: tour.slug })}`;
  const contact = expectRow(await findContact(tx, revision.userId), `user ${revision.userId}`);
  await enqueueMail(
    tx,
    revisionApprovedMail({
      to: contact.email,
      username: contact.username,
      language: contact.language ?? DEFAULT_LANGUAGE,
      title: tour.title,
      sku: tour.sku,
      appName: deps.appName,
      tourUrl,
    }),
    now,
  );
  if (changes.includes('itineraryDays')) {
    await tellTravellersOfItinerary(
      tx,
      { tourId, today: now.toISOString().slice(0, 10), before: live.itineraryDays, after: proposed.itineraryDays },
      {
        tour: { contentLanguage: tour.contentLanguage, title: tour.title, translation: tour.contentTranslation },
        slug: tour.slug,
        appUrl: deps.appUrl,
        appName: deps.appName,
        now,
      },
    );
  }
  return { tourId, slug: tour.slug, message: TOUR_MODERATION_MESSAGES.revisionApproved };
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
      revisionOfTourId: _revised,
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
        language: contact.language ?? DEFAULT_LANGUAGE,
        title: pending.title,
        sku: pending.sku,
        appName: deps.appName,
        reason,
        accountUrl: `${deps.appUrl}${paths.account.href({ tab: 'tours' })}`,
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
    const told = {
      to: contact.email,
      username: contact.username,
      title: pending.title,
      sku: pending.sku,
      note,
      language: contact.language ?? DEFAULT_LANGUAGE,
    };
    await enqueueMail(
      tx,
      pending.revisionOfTourId
        ? revisionChangesRequestedMail({
            ...told,
            appName: deps.appName,
            editUrl: `${deps.appUrl}${paths.editTour.href({ slug: pending.slug })}`,
          })
        : tourChangesRequestedMail({
            ...told,
            appName: deps.appName,
            accountUrl: `${deps.appUrl}${paths.account.href({ tab: 'tours' })}`,
          }),
      now,
    );
    return { message: TOUR_MODERATION_MESSAGES.changesRequested };
  });
}
