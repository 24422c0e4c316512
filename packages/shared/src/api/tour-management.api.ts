import { z } from 'zod';
import {
  ZTourManagementParams,
  ZTourManagementQuery,
  ZTourRecommendationRequest,
  ZUnpublishTourRequest,
} from '../tour-management';
import { defineEndpoint } from './endpoint';
import { ZTourCard } from './tours.api';

/** The administrator's Tour Management (3-admin.md sections 2 and 7): recommendations and image clean-up. */

/** One card of the recommendations grid. Prices in minor units. */
const ZManagedTour = ZTourCard.pick({
  id: true,
  slug: true,
  title: true,
  location: true,
  country: true,
  thumbnailUrl: true,
  price: true,
  currency: true,
  companyName: true,
  isRecommended: true,
}).extend({ status: z.enum(['published', 'hidden']) });
export type TManagedTour = z.infer<typeof ZManagedTour>;

/** Tours ordered by title, one page at a time. */
const ZManagedTourPage = z.object({
  items: z.array(ZManagedTour),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TManagedTourPage = z.infer<typeof ZManagedTourPage>;

const ZTourRecommendationResponse = z.object({ tour: ZManagedTour, message: z.string() });
export type TTourRecommendationResponse = z.infer<typeof ZTourRecommendationResponse>;

/** What the maintenance tab shows before the clean-up. */
const ZOrphanedImagesSummary = z.object({ count: z.number(), totalBytes: z.number(), olderThanHours: z.number() });
export type TOrphanedImagesSummary = z.infer<typeof ZOrphanedImagesSummary>;

const ZOrphanedImagesCleanup = z.object({
  removed: z.number(),
  totalBytes: z.number(),
  /** Files whose rows are gone but whose removal from the store failed (logged with their keys). */
  failedFiles: z.number(),
  message: z.string(),
});
export type TOrphanedImagesCleanup = z.infer<typeof ZOrphanedImagesCleanup>;

export const listManagedTours = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tour-management/tours',
  query: ZTourManagementQuery,
  response: ZManagedTourPage,
});

/** Recommend / Remove; a second click changes nothing. */
export const setTourRecommendation = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/tour-management/tours/:id/recommendation',
  params: ZTourManagementParams,
  body: ZTourRecommendationRequest,
  response: ZTourRecommendationResponse,
});

const ZTourVisibilityResponse = z.object({ tour: ZManagedTour, message: z.string() });
export type TTourVisibilityResponse = z.infer<typeof ZTourVisibilityResponse>;

/**
 * Takes a tour down: hidden from the catalogue and from new holds and bookings; its bookings stand. The
 * operator is e-mailed the reason. Unpublishing a hidden tour changes nothing.
 */
export const unpublishTour = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tour-management/tours/:id/unpublish',
  params: ZTourManagementParams,
  body: ZUnpublishTourRequest,
  response: ZTourVisibilityResponse,
});

/** Puts a hidden tour back in the catalogue; the operator is e-mailed. */
export const republishTour = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tour-management/tours/:id/republish',
  params: ZTourManagementParams,
  response: ZTourVisibilityResponse,
});

/** Uploads no tour, pending or rejected tour, or draft refers to, over 24 hours old. */
export const getOrphanedImages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tour-management/orphaned-images',
  response: ZOrphanedImagesSummary,
});

export const cleanUpOrphanedImages = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tour-management/orphaned-images/cleanup',
  response: ZOrphanedImagesCleanup,
});
