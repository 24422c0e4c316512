import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '@tour/db';
import {
  DEFAULT_LANGUAGE,
  ORPHANED_IMAGE_MIN_AGE_MS,
  TOUR_MANAGEMENT_MESSAGES,
  TOUR_MANAGEMENT_PAGE_SIZE,
  type TManagedTourPage,
  type TOrphanedImagesCleanup,
  type TOrphanedImagesSummary,
  type TTourManagementQuery,
  type TTourRecommendationResponse,
  type TTourVisibilityResponse,
  paths,
} from '@tour/shared';
import { enqueueMail } from '../../adapters/mail/mail-outbox';
import type { TFileStore } from '../../adapters/files/file-store';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type TActor } from '../audit/audit.service';
import {
  deleteOrphanedImages,
  findTourOperators,
  listToursByTitle,
  lockManagedTour,
  setTourRecommended,
  setTourStatus,
  summariseOrphanedImages,
} from './tour-management.repository';
import { tourRepublishedMail, tourUnpublishedMail } from './tour-management.mails';

export type TTourManagementDeps = {
  db: TDb;
  clock: TClock;
  files: TFileStore;
  log: FastifyBaseLogger;
  appUrl: string;
  appName: string;
};

export async function listManagedTours(
  deps: Pick<TTourManagementDeps, 'db'>,
  query: TTourManagementQuery,
): Promise<TManagedTourPage> {
  const pageSize = TOUR_MANAGEMENT_PAGE_SIZE;
  const { items, total } = await listToursByTitle(deps.db, {
    q: query.q || undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { items, total, page: query.page, pageSize };
}

/** Recommend / Remove (tours.is_recommended), audited in the same transaction (DESIGN decision 24). */
export async function setRecommendation(
  deps: Pick<TTourManagementDeps, 'db' | 'clock'>,
  actor: TActor,
  tourId: string,
  recommended: boolean,
): Promise<TTourRecommendationResponse> {
  const message = recommended ? TOUR_MANAGEMENT_MESSAGES.added : TOUR_MANAGEMENT_MESSAGES.removed;
  return deps.db.transaction(async (tx) => {
    const before = await lockManagedTour(tx, tourId);
    if (!before) throw new AppError('NOT_FOUND', TOUR_MANAGEMENT_MESSAGES.notFound);
    // Already so (a second click, another administrator): nothing changes, so nothing to audit.
    if (before.isRecommended === recommended) return { tour: before, message };
    const tour = await setTourRecommended(tx, tourId, recommended, deps.clock.now());
    if (!tour) throw new AppError('NOT_FOUND', TOUR_MANAGEMENT_MESSAGES.notFound);
    await recordAdminAction(tx, actor, {
      action: recommended ? 'tour.recommend' : 'tour.unrecommend',
      targetType: 'tour',
      targetId: tourId,
      before: { isRecommended: before.isRecommended },
      after: { isRecommended: tour.isRecommended },
    });
    return { tour, message };
  });
}

type TVisibilityChange = { published: false; reason: string } | { published: true };

/**
 * Unpublish or republish (tours.status), with the operator's e-mail and the audit row in the same
 * transaction (DESIGN decisions 11 and 24; decision record 0020). Only new holds and bookings stop: existing
 * bookings, their payments and manage links are untouched. Already so: nothing changes, nothing is sent.
 */
export async function setTourVisibility(
  deps: Pick<TTourManagementDeps, 'db' | 'clock' | 'appUrl' | 'appName'>,
  actor: TActor,
  tourId: string,
  change: TVisibilityChange,
): Promise<TTourVisibilityResponse> {
  const status = change.published ? 'published' : 'hidden';
  const message = change.published ? TOUR_MANAGEMENT_MESSAGES.republished : TOUR_MANAGEMENT_MESSAGES.unpublished;
  return deps.db.transaction(async (tx) => {
    const before = await lockManagedTour(tx, tourId);
    if (!before) throw new AppError('NOT_FOUND', TOUR_MANAGEMENT_MESSAGES.notFound);
    if (before.status === status) return { tour: before, message };
    const now = deps.clock.now();
    const tour = await setTourStatus(tx, tourId, status, now);
    if (!tour) throw new AppError('NOT_FOUND', TOUR_MANAGEMENT_MESSAGES.notFound);
    const reason = change.published ? undefined : change.reason;
    await recordAdminAction(tx, actor, {
      action: change.published ? 'tour.republish' : 'tour.unpublish',
      targetType: 'tour',
      targetId: tourId,
      before: { status: before.status },
      after: reason === undefined ? { status } : { status, reason },
    });
    const linkUrl = change.published
      ? `${deps.appUrl}${paths.tour.href({ slug: tour.slug })}`
      : `${deps.appUrl}${paths.account.href({ tab: 'tours' })}`;
    // Each operator in their profile's language (issue 27): the administrator's request is not theirs.
    for (const operator of await findTourOperators(tx, tourId)) {
      const mail = {
        to: operator.email,
        username: operator.username,
        title: tour.title,
        appName: deps.appName,
        linkUrl,
        language: operator.language ?? DEFAULT_LANGUAGE,
      };
      await enqueueMail(
        tx,
        reason === undefined ? tourRepublishedMail(mail) : tourUnpublishedMail({ ...mail, reason }),
        now,
      );
    }
    return { tour, message };
  });
}

const cutoffOf = (clock: TClock) => new Date(clock.now().getTime() - ORPHANED_IMAGE_MIN_AGE_MS);

export async function summariseOrphans(
  deps: Pick<TTourManagementDeps, 'db' | 'clock'>,
): Promise<TOrphanedImagesSummary> {
  const summary = await summariseOrphanedImages(deps.db, cutoffOf(deps.clock));
  return { ...summary, olderThanHours: ORPHANED_IMAGE_MIN_AGE_MS / 3_600_000 };
}

/**
 * Removes uploads that no tour, pending or rejected tour, or draft refers to and that are over 24 hours old.
 * The rows go in one transaction with the audit row; the files after it commits, so a rollback never leaves
 * a row without its file. Running it again finds nothing more to remove.
 */
export async function cleanUpOrphans(deps: TTourManagementDeps, actor: TActor): Promise<TOrphanedImagesCleanup> {
  const cutoff = cutoffOf(deps.clock);
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await deleteOrphanedImages(tx, cutoff);
    if (rows.length > 0) {
      await recordAdminAction(tx, actor, {
        action: 'images.cleanup',
        targetType: 'image_uploads',
        targetId: 'orphaned',
        before: {
          count: rows.length,
          totalBytes: rows.reduce((sum, row) => sum + row.sizeBytes, 0),
          images: rows.map((row) => ({ id: row.id, fileKey: row.fileKey, sizeBytes: row.sizeBytes })),
        },
        after: { count: 0 },
      });
    }
    return rows;
  });
  const totalBytes = removed.reduce((sum, row) => sum + row.sizeBytes, 0);
  if (removed.length === 0)
    return { removed: 0, totalBytes, failedFiles: 0, message: TOUR_MANAGEMENT_MESSAGES.nothingToClean };

  const results = await Promise.allSettled(removed.map((row) => deps.files.remove(row.fileKey)));
  const failed = removed.filter((_, index) => results[index]?.status === 'rejected');
  if (failed.length > 0) {
    deps.log.error(
      { fileKeys: failed.map((row) => row.fileKey), errors: results.filter((r) => r.status === 'rejected') },
      'orphaned image rows removed but some files could not be deleted from the store',
    );
  }
  return {
    removed: removed.length,
    totalBytes,
    failedFiles: failed.length,
    message:
      failed.length > 0 ? TOUR_MANAGEMENT_MESSAGES.someFilesFailed : TOUR_MANAGEMENT_MESSAGES.cleanedUp(removed.length),
  };
}
