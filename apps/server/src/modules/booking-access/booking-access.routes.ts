import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelAdminBooking,
  cancelManagedBooking,
  findManagedBooking,
  getManagedBooking,
  giveRefundAccount,
  MESSAGES,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { actorOf } from '../audit/audit.service';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import * as bookingAccess from './booking-access.service';
import { cancelAdminBooking as cancelAsAdministrator } from './booking-cancellation.service';

/** 'Find my booking' requests for one e-mail address, whoever sends them. */
export const FIND_PER_EMAIL = { max: 5, timeWindow: '1 hour' } as const;

/**
 * Managing a booking without an account (DESIGN decision 16). The routes are public: the private link's
 * token is the only key, and it opens exactly the one booking it was issued for.
 */
export async function bookingAccessRoutes(
  app: FastifyInstance,
  deps: bookingAccess.TBookingAccessDeps & { writeLimit: number },
) {
  const byAddress = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, getManagedBooking, byAddress, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bookingAccess.getManagedBooking(deps, request.params.token);
  });

  serveEndpoint(app, cancelManagedBooking, byAddress, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bookingAccess.cancelManagedBooking(deps, request.params.token, request.body.refundAccount);
  });

  serveEndpoint(app, giveRefundAccount, byAddress, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bookingAccess.giveRefundAccount(deps, request.params.token, request.body.refundAccount);
  });

  // The bookings desk's cancellation: the same path as the traveller's, by an administrator (DESIGN decision 24).
  serveEndpoint(app, cancelAdminBooking, { access: { area: 'manageBookings' } }, async (request) =>
    cancelAsAdministrator(deps, actorOf(request, requireAuth(request).user.id), request.params.bookingId, request.body),
  );

  // Counted per e-mail address once the body is read (and normalised), on top of the per-address limit.
  const checkEmailLimit = app.createRateLimit({
    ...FIND_PER_EMAIL,
    keyGenerator: (request: FastifyRequest) => `manage-find-email:${(request.body as { email: string }).email}`,
  });

  serveEndpoint(app, findManagedBooking, byAddress, async (request, reply) => {
    const limit = await checkEmailLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
    const answer = await bookingAccess.findMyBooking(deps, request.body);
    reply.code(202);
    return answer;
  });
}
