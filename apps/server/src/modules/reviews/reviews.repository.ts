import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  bookings,
  companies,
  imageUploads,
  profiles,
  reviewPhotos,
  reviewReplies,
  reviewReports,
  reviews,
  tourDates,
  tours,
  userCompanyLicenseMap,
  users,
} from '@tour/db';
import type {
  TLanguage,
  TReviewModerationReason,
  TReviewReportReason,
  TReviewSort,
  TReviewStatus,
  TReviewTravellerType,
} from '@tour/shared';
import { queryRows, type TExecutor } from '../../db';

// ---------------------------------------------------------------------------
// The booking under review
// ---------------------------------------------------------------------------

/** What deciding and writing a review needs of its booking. */
export type TReviewBooking = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  userId: string | null;
  /** The booking's contact name, else its account's username. */
  contactName: string | null;
  /** Where mail about the booking goes: its contact e-mail, else its account's. */
  mailTo: string | null;
  tourId: string;
  /** The tour's title in its own language, `tourContentLanguage`, and the other language's where given (issue 27). */
  tourContentLanguage: TLanguage;
  tourTitle: string;
  tourTitleTranslation: string | null;
  tourSlug: string;
  startDate: string;
  endDate: string;
};

const REVIEW_BOOKING_COLUMNS = {
  id: bookings.id,
  reference: bookings.bookingReference,
  status: bookings.bookingStatus,
  paymentStatus: bookings.paymentStatus,
  userId: bookings.userId,
  contactName: sql<string | null>`coalesce(${bookings.contactName}, ${profiles.username})`,
  mailTo: sql<string | null>`coalesce(${bookings.contactEmail}, ${users.email})`,
  tourId: tours.id,
  tourContentLanguage: tours.contentLanguage,
  tourTitle: tours.title,
  tourTitleTranslation: sql<string | null>`${tours.contentTranslation}->>'title'`,
  tourSlug: tours.slug,
  startDate: tourDates.startDate,
  endDate: tourDates.endDate,
};

function reviewBookingQuery(db: TExecutor, where: SQL | undefined) {
  return db
    .select(REVIEW_BOOKING_COLUMNS)
    .from(bookings)
    .innerJoin(tourDates, eq(tourDates.id, bookings.tourDateId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(where)
    .limit(1);
}

export async function findReviewBooking(db: TExecutor, bookingId: string): Promise<TReviewBooking | null> {
  const [row] = await reviewBookingQuery(db, eq(bookings.id, bookingId));
  return row ?? null;
}

/** The booking if it is the user's own; someone else's reads as unknown. */
export async function findOwnReviewBooking(
  db: TExecutor,
  userId: string,
  bookingId: string,
): Promise<TReviewBooking | null> {
  const [row] = await reviewBookingQuery(db, and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------

const REVIEW_COLUMNS = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  tourId: reviews.tourId,
  authorName: reviews.authorName,
  overallRating: reviews.overallRating,
  guideRating: reviews.guideRating,
  organisationRating: reviews.organisationRating,
  valueRating: reviews.valueRating,
  accommodationRating: reviews.accommodationRating,
  title: reviews.title,
  body: reviews.body,
  travelMonth: reviews.travelMonth,
  travellerType: reviews.travellerType,
  status: reviews.status,
  moderationReasons: reviews.moderationReasons,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
};

export type TReviewRow = {
  id: string;
  bookingId: string;
  tourId: string;
  authorName: string;
  overallRating: number;
  guideRating: number | null;
  organisationRating: number | null;
  valueRating: number | null;
  accommodationRating: number | null;
  title: string;
  body: string;
  travelMonth: string;
  travellerType: TReviewTravellerType;
  status: TReviewStatus;
  moderationReasons: TReviewModerationReason[];
  hiddenReason: string | null;
  createdAt: Date;
  editedAt: Date | null;
};

export async function findReviewOfBooking(db: TExecutor, bookingId: string): Promise<TReviewRow | null> {
  const [row] = await db.select(REVIEW_COLUMNS).from(reviews).where(eq(reviews.bookingId, bookingId));
  return row ?? null;
}

export async function findReview(db: TExecutor, reviewId: string): Promise<TReviewRow | null> {
  const [row] = await db.select(REVIEW_COLUMNS).from(reviews).where(eq(reviews.id, reviewId));
  return row ?? null;
}

/** The review with its row locked until the transaction ends: decisions and edits of one review queue here. */
export async function lockReview(tx: TExecutor, reviewId: string): Promise<TReviewRow | null> {
  const [row] = await tx.select(REVIEW_COLUMNS).from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row ?? null;
}

/**
 * Locks the tour row. Every transaction that changes which of a tour's reviews are published takes this lock
 * before writing, so its recount (a later statement, with a fresh snapshot) sees every earlier change committed.
 */
export async function lockTour(tx: TExecutor, tourId: string): Promise<void> {
  await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId)).for('update');
}

export type TReviewContent = {
  overallRating: number;
  guideRating: number | null;
  organisationRating: number | null;
  valueRating: number | null;
  accommodationRating: number | null;
  title: string;
  body: string;
  travellerType: TReviewTravellerType;
  status: TReviewStatus;
  moderationReasons: TReviewModerationReason[];
};

/** The booking's review, or null when the booking already has one (the unique index decides, not a check before). */
export async function insertReview(
  tx: TExecutor,
  row: TReviewContent & {
    bookingId: string;
    tourId: string;
    userId: string | null;
    authorName: string;
    travelMonth: string;
    now: Date;
  },
): Promise<string | null> {
  const { now, ...values } = row;
  const [inserted] = await tx
    .insert(reviews)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  return inserted?.id ?? null;
}

export async function updateReviewContent(
  tx: TExecutor,
  reviewId: string,
  content: TReviewContent,
  now: Date,
): Promise<void> {
  await tx
    .update(reviews)
    .set({ ...content, editedAt: now, updatedAt: now })
    .where(eq(reviews.id, reviewId));
}

export async function setReviewStatus(
  tx: TExecutor,
  change: { reviewId: string; status: TReviewStatus; hiddenReason: string | null; by: string; now: Date },
): Promise<void> {
  await tx
    .update(reviews)
    .set({
      status: change.status,
      hiddenReason: change.hiddenReason,
      moderatedAt: change.now,
      moderatedBy: change.by,
      updatedAt: change.now,
    })
    .where(eq(reviews.id, change.reviewId));
}

/** The tour's rating and count, recomputed from its published reviews (the one writer, in @tour/db). */
export { recomputeTourRating } from '@tour/db';

// ---------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------

/**
 * Of the review photos named, those that exist and are free to attach to `reviewId` (not attached, or already this
 * review's). An id of a tour image, of another review's photo or of nothing is left out.
 */
export async function findAttachablePhotos(
  tx: TExecutor,
  imageIds: readonly string[],
  reviewId: string | null,
): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await tx
    .select({ id: imageUploads.id })
    .from(imageUploads)
    .leftJoin(reviewPhotos, eq(reviewPhotos.imageUploadId, imageUploads.id))
    .where(
      and(
        inArray(imageUploads.id, [...imageIds]),
        eq(imageUploads.purpose, 'review'),
        reviewId ? or(isNull(reviewPhotos.id), eq(reviewPhotos.reviewId, reviewId)) : isNull(reviewPhotos.id),
      ),
    );
  return rows.map((row) => row.id);
}

/** The review's photos become exactly `imageIds`, in that order; photos dropped from it stay in the store unattached. */
export async function replaceReviewPhotos(tx: TExecutor, reviewId: string, imageIds: readonly string[], now: Date) {
  await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (imageIds.length === 0) return;
  await tx
    .insert(reviewPhotos)
    .values(imageIds.map((imageUploadId, position) => ({ reviewId, imageUploadId, position, createdAt: now })));
}

export async function listPhotosOf(db: TExecutor, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({ reviewId: reviewPhotos.reviewId, imageId: reviewPhotos.imageUploadId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
}

/** A review photo that may be shown: its review is published, or it is not attached yet (its uploader's preview). */
/** A review photo as the public sees it (free, or of a published review); `anyStatus`: a moderator's view. */
export async function findShowableReviewPhoto(db: TExecutor, imageId: string, options: { anyStatus: boolean }) {
  const [row] = await db
    .select({ fileKey: imageUploads.fileKey, contentType: imageUploads.contentType })
    .from(imageUploads)
    .leftJoin(reviewPhotos, eq(reviewPhotos.imageUploadId, imageUploads.id))
    .leftJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(
      and(
        eq(imageUploads.id, imageId),
        eq(imageUploads.purpose, 'review'),
        options.anyStatus ? undefined : or(isNull(reviewPhotos.id), eq(reviews.status, 'published')),
      ),
    );
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------

/** The name a reply is signed with: the tour's company, else the operator the tour names. */
const OPERATOR_NAME = sql<string>`coalesce(${companies.companyNameEn}, ${companies.companyNameTh}, ${tours.companyName}, 'The tour operator')`;

export async function listRepliesOf(db: TExecutor, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewReplies.reviewId,
      body: reviewReplies.body,
      createdAt: reviewReplies.createdAt,
      operatorName: OPERATOR_NAME,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .leftJoin(companies, eq(companies.id, tours.companyId))
    .where(inArray(reviewReplies.reviewId, [...reviewIds]));
}

/** The review's one reply, or null when it already has one (the unique index decides). */
export async function insertReply(
  tx: TExecutor,
  row: { reviewId: string; authorUserId: string; body: string; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(reviewReplies)
    .values({ reviewId: row.reviewId, authorUserId: row.authorUserId, body: row.body, createdAt: row.now })
    .onConflictDoNothing({ target: reviewReplies.reviewId })
    .returning({ id: reviewReplies.id });
  return inserted.length > 0;
}

/** Tours (aliased `t`) the user operates: their own, or their companies' (as owner or through the licence map). */
function operatedBy(userId: string): SQL {
  return sql`(${tours.ownerUserId} = ${userId} or ${tours.companyId} in (
    select ${companies.id} from ${companies} where ${companies.userId} = ${userId}
    union select ${userCompanyLicenseMap.companyId} from ${userCompanyLicenseMap} where ${userCompanyLicenseMap.userId} = ${userId}
  ))`;
}

export async function listOperatorReviewRows(
  db: TExecutor,
  userId: string,
  options: { unanswered: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(reviews.status, 'published'),
    operatedBy(userId),
    options.unanswered
      ? sql`not exists (select 1 from ${reviewReplies} rr where rr.review_id = ${reviews.id})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...REVIEW_COLUMNS, tourTitle: tours.title, tourSlug: tours.slug })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ count: count() }).from(reviews).innerJoin(tours, eq(tours.id, reviews.tourId)).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

// ---------------------------------------------------------------------------
// A tour's page
// ---------------------------------------------------------------------------

export async function findTourBySlug(db: TExecutor, slug: string) {
  const [row] = await db
    .select({ id: tours.id, status: tours.status, title: tours.title })
    .from(tours)
    .where(eq(tours.slug, slug));
  return row ?? null;
}

type TSubRatingFigures = { average: number | null; count: number };

/** Every published review of the tour summed up: count, average, how many per overall rating, sub-rating averages. */
export async function summariseTourReviews(db: TExecutor, tourId: string) {
  const [row] = await queryRows<{
    count: number;
    average: number;
    byRating: Record<string, number> | null;
    guide: TSubRatingFigures;
    organisation: TSubRatingFigures;
    value: TSubRatingFigures;
    accommodation: TSubRatingFigures;
  }>(
    db,
    sql`
    select count(*)::int as count,
      coalesce(round(avg(r.overall_rating), 1), 0)::float8 as average,
      (select json_object_agg(g.overall_rating, g.n) from (
        select overall_rating, count(*)::int as n from ${reviews}
        where tour_id = ${tourId} and status = 'published' group by overall_rating
      ) g) as "byRating",
      json_build_object('average', round(avg(r.guide_rating), 1)::float8, 'count', count(r.guide_rating)) as guide,
      json_build_object('average', round(avg(r.organisation_rating), 1)::float8, 'count', count(r.organisation_rating)) as organisation,
      json_build_object('average', round(avg(r.value_rating), 1)::float8, 'count', count(r.value_rating)) as value,
      json_build_object('average', round(avg(r.accommodation_rating), 1)::float8, 'count', count(r.accommodation_rating)) as accommodation
    from ${reviews} r where r.tour_id = ${tourId} and r.status = 'published'`,
  );
  if (!row) throw new Error('an aggregate without rows');
  return { ...row, count: Number(row.count), average: Number(row.average) };
}

const SORTS: Record<TReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.overallRating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.overallRating), desc(reviews.createdAt), desc(reviews.id)],
};

export async function listPublishedReviews(
  db: TExecutor,
  tourId: string,
  options: {
    sort: TReviewSort;
    rating: number | undefined;
    travellerType: TReviewTravellerType | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(reviews.tourId, tourId),
    eq(reviews.status, 'published'),
    options.rating === undefined ? undefined : eq(reviews.overallRating, options.rating),
    options.travellerType === undefined ? undefined : eq(reviews.travellerType, options.travellerType),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(REVIEW_COLUMNS)
      .from(reviews)
      .where(where)
      .orderBy(...SORTS[options.sort])
      .limit(options.limit)
      .offset(options.offset),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

// ---------------------------------------------------------------------------
// Reports and the moderation queue
// ---------------------------------------------------------------------------

/** Records a report; false when this reporter's earlier report of the review is still open. */
export async function insertReport(
  tx: TExecutor,
  row: {
    reviewId: string;
    reason: TReviewReportReason;
    details: string | null;
    reporterKey: string;
    reporterUserId: string | null;
    now: Date;
  },
): Promise<boolean> {
  const { now, ...values } = row;
  const inserted = await tx
    .insert(reviewReports)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return inserted.length > 0;
}

export async function countOpenReports(db: TExecutor, reviewId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
  return row?.count ?? 0;
}

export async function resolveReports(
  tx: TExecutor,
  input: { reviewId: string; resolution: 'published' | 'hidden'; by: string; now: Date },
): Promise<number> {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: input.now, resolvedBy: input.by, resolution: input.resolution })
    .where(and(eq(reviewReports.reviewId, input.reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return resolved.length;
}

/** Held by the rules, or published with an open report. */
const IN_QUEUE = sql`(${reviews.status} = 'in_moderation' or (${reviews.status} = 'published' and exists (
  select 1 from ${reviewReports} rq where rq.review_id = ${reviews.id} and rq.resolved_at is null)))`;

/** When the review joined the queue: its (last) writing when held, its first open report when reported. */
const QUEUED_AT = sql`case when ${reviews.status} = 'in_moderation' then coalesce(${reviews.editedAt}, ${reviews.createdAt})
  else (select min(rq.created_at) from ${reviewReports} rq where rq.review_id = ${reviews.id} and rq.resolved_at is null) end`;

export async function listModerationQueueRows(db: TExecutor, options: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...REVIEW_COLUMNS, tourTitle: tours.title, tourSlug: tours.slug, reference: bookings.bookingReference })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(IN_QUEUE)
      .orderBy(asc(QUEUED_AT), asc(reviews.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ count: count() }).from(reviews).where(IN_QUEUE),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function listOpenReportsOf(db: TExecutor, reviewIds: readonly string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      details: reviewReports.details,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, [...reviewIds]), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

// ---------------------------------------------------------------------------
// The review request after the trip
// ---------------------------------------------------------------------------

/**
 * Claims one paid booking, not cancelled, whose trip ended (its end date before `today` in Bangkok) no earlier than
 * `endedSince`, which has no review and was not asked for one yet, by stamping it: the stamp is the "once", and
 * SKIP LOCKED lets another instance take the next one.
 */
export async function claimDueReviewRequest(
  tx: TExecutor,
  window: { today: string; endedSince: string },
  now: Date,
): Promise<string | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    with due as (
      select b.id from ${bookings} b join ${tourDates} d on d.id = b.tour_date_id
      where b.payment_status = 'completed' and b.booking_status in ('confirmed', 'paid', 'completed')
        and b.review_requested_at is null
        and d.end_date < ${window.today}::date and d.end_date >= ${window.endedSince}::date
        and not exists (select 1 from ${reviews} r where r.booking_id = b.id)
      order by d.end_date, b.id limit 1 for update of b skip locked
    )
    update ${bookings} b set review_requested_at = ${at}, updated_at = ${at}
    from due where b.id = due.id and b.review_requested_at is null
    returning b.id`,
  );
  return rows[0]?.id ?? null;
}
