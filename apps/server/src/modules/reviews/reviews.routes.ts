import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  editOwnBookingReview,
  editReviewByLink,
  getOwnBookingReview,
  canAccess,
  getReviewFormByLink,
  getReviewPhotoFile,
  hideReview,
  listOperatorReviews,
  listReviewModerationQueue,
  listTourReviews,
  publishReview,
  replyToReview,
  reportReview,
  submitOwnBookingReview,
  submitReviewByLink,
  TOUR_IMAGE_MAX_BYTES,
  uploadOwnBookingReviewPhoto,
  uploadReviewPhotoByLink,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { readImageForm } from '../../http/image-form';
import { actorOf } from '../audit/audit.service';
import * as moderation from './review-moderation.service';
import * as replies from './review-replies.service';
import * as reviews from './reviews.service';
import * as tourReviews from './tour-reviews.service';

/**
 * Reviews from travellers who went (issue 23): the review page by private link (public: the token is the only key,
 * and it opens the one booking it was issued for) or by the signed-in owner's booking; a tour's reviews and reports
 * (public); the operator's replies; the administrators' moderation queue.
 */
export async function reviewRoutes(app: FastifyInstance, deps: reviews.TReviewDeps & { writeLimit: number }) {
  await app.register(multipart, { limits: { fileSize: TOUR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000 } });
  const perMinute = { max: deps.writeLimit, timeWindow: '1 minute' };
  const byLink = { access: 'public' as const, rateLimit: perMinute };
  const traveller = { access: 'signedIn' as const };
  const travellerWrite = { ...traveller, rateLimit: perMinute };
  const created = <T>(reply: { code: (status: number) => unknown }, answer: T) => {
    reply.code(201);
    return answer;
  };
  const link = (token: string): reviews.TReviewer => ({ kind: 'link', token });
  const own = (userId: string, bookingId: string): reviews.TReviewer => ({ kind: 'account', userId, bookingId });

  serveEndpoint(app, getReviewFormByLink, byLink, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return reviews.getReviewForm(deps, link(request.params.token));
  });

  serveEndpoint(app, submitReviewByLink, byLink, async (request, reply) =>
    created(reply, await reviews.submitReview(deps, link(request.params.token), request.body)),
  );

  serveEndpoint(app, editReviewByLink, byLink, async (request) =>
    reviews.editReview(deps, link(request.params.token), request.body),
  );

  serveEndpoint(app, uploadReviewPhotoByLink, byLink, async (request, reply) => {
    const { bytes } = await readImageForm(request);
    return created(reply, await reviews.uploadReviewPhoto(deps, link(request.params.token), bytes));
  });

  serveEndpoint(app, getOwnBookingReview, traveller, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return reviews.getReviewForm(deps, own(requireAuth(request).user.id, request.params.bookingId));
  });

  serveEndpoint(app, submitOwnBookingReview, travellerWrite, async (request, reply) => {
    const reviewer = own(requireAuth(request).user.id, request.params.bookingId);
    return created(reply, await reviews.submitReview(deps, reviewer, request.body));
  });

  serveEndpoint(app, editOwnBookingReview, travellerWrite, async (request) =>
    reviews.editReview(deps, own(requireAuth(request).user.id, request.params.bookingId), request.body),
  );

  serveEndpoint(app, uploadOwnBookingReviewPhoto, travellerWrite, async (request, reply) => {
    const reviewer = own(requireAuth(request).user.id, request.params.bookingId);
    const { bytes } = await readImageForm(request);
    return created(reply, await reviews.uploadReviewPhoto(deps, reviewer, bytes));
  });

  serveEndpoint(app, getReviewPhotoFile, { access: 'public' }, async (request, reply) => {
    // Moderators see the photos of held and hidden reviews too, so they can judge them before publishing.
    const moderator = request.auth ? canAccess('reviewModeration', request.auth.user) : false;
    const photo = await tourReviews.readReviewPhoto(deps, request.params.photoId, { moderator });
    // Not cached for long: a photo stops being served when a moderator hides its review.
    return reply
      .header('Content-Type', photo.contentType)
      .header('Content-Disposition', `inline; filename="${request.params.photoId}"`)
      .header('Cache-Control', moderator ? 'private, no-store' : 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(photo.bytes);
  });

  serveEndpoint(app, listTourReviews, { access: 'public' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return tourReviews.listTourReviews(deps, request.params.slug, request.query);
  });

  serveEndpoint(app, reportReview, { access: 'public', rateLimit: perMinute }, async (request, reply) => {
    const reporter = { userId: request.auth?.user.id ?? null, address: request.ip };
    reply.code(202);
    return tourReviews.reportReview(deps, request.params.reviewId, request.body, reporter);
  });

  const operator = { access: { area: 'operatorTools' as const } };
  serveEndpoint(app, listOperatorReviews, operator, async (request) =>
    replies.listOperatorReviews(deps, requireAuth(request).user.id, request.query),
  );

  serveEndpoint(app, replyToReview, { ...operator, rateLimit: perMinute }, async (request, reply) =>
    created(
      reply,
      await replies.replyToReview(deps, requireAuth(request).user.id, request.params.reviewId, request.body),
    ),
  );

  const admin = { access: { area: 'reviewModeration' as const } };
  const adminWrite = { ...admin, rateLimit: perMinute };
  serveEndpoint(app, listReviewModerationQueue, admin, async (request) =>
    moderation.listModerationQueue(deps, request.query),
  );

  serveEndpoint(app, publishReview, adminWrite, async (request) =>
    moderation.publishReview(deps, actorOf(request, requireAuth(request).user.id), request.params.reviewId),
  );

  serveEndpoint(app, hideReview, adminWrite, async (request) =>
    moderation.hideReview(deps, actorOf(request, requireAuth(request).user.id), request.params.reviewId, request.body),
  );
}
