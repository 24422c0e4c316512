import { z } from 'zod';
import { multilineText } from './text';

/** The administrator's Tour Management (3-admin.md sections 2, 7 and 8). */
export const TOUR_MANAGEMENT_MESSAGES = {
  loadFailed: 'Failed to load tours',
  notFound: 'Tour not found',
  updateFailed: 'Failed to update tour recommendation',
  added: 'Tour added to recommendations',
  removed: 'Tour removed from recommendations',
  cleanedUp: (n: number) => `Cleaned up ${n} image(s) from storage`,
  someFilesFailed: 'Failed to cleanup some images from storage',
  cleanupFailed: 'Failed to cleanup orphaned images',
  nothingToClean: 'No orphaned images configured for cleanup...',
  unpublished: 'Tour unpublished; the operator has been told',
  republished: 'Tour republished; the operator has been told',
  visibilityFailed: 'Failed to change whether the tour is published',
  reasonRequired: 'Please give the reason for unpublishing this tour',
} as const;

/** An upload no tour, pending tour or draft refers to is removed only once it is this old. */
export const ORPHANED_IMAGE_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export const TOUR_MANAGEMENT_PAGE_SIZE = 24;

export const ZTourManagementQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TTourManagementQuery = z.infer<typeof ZTourManagementQuery>;

export const ZTourManagementParams = z.object({ id: z.uuid(TOUR_MANAGEMENT_MESSAGES.notFound) });

export const ZTourRecommendationRequest = z.object({ recommended: z.boolean() });
export type TTourRecommendationRequest = z.infer<typeof ZTourRecommendationRequest>;

const TAKEDOWN_REASON_MAX = 2000;

/** Unpublish: the reason is e-mailed to the operator and kept on the audit row. */
export const ZUnpublishTourRequest = z.object({
  reason: z
    .string({ error: TOUR_MANAGEMENT_MESSAGES.reasonRequired })
    .pipe(multilineText().min(1, TOUR_MANAGEMENT_MESSAGES.reasonRequired).max(TAKEDOWN_REASON_MAX)),
});
export type TUnpublishTourRequest = z.infer<typeof ZUnpublishTourRequest>;
export type TUnpublishTourForm = z.input<typeof ZUnpublishTourRequest>;
