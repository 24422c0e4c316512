import type { FastifyInstance } from 'fastify';
import { getAdminBooking, listAdminBookings, resendBookingConfirmation } from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import { actorOf } from '../audit/audit.service';
import * as desk from './admin-bookings.service';

/** The bookings desk: every booking, one booking's story, and the confirmation sent again. Administrators only. */
export async function adminBookingsRoutes(
  app: FastifyInstance,
  deps: desk.TAdminBookingsDeps & { writeLimit: number },
) {
  const admin = { access: { area: 'manageBookings' } } as const;

  serveEndpoint(app, listAdminBookings, admin, async (request) => desk.listAdminBookings(deps.db, request.query));

  serveEndpoint(app, getAdminBooking, admin, async (request) => desk.getAdminBooking(deps, request.params.bookingId));

  serveEndpoint(
    app,
    resendBookingConfirmation,
    { ...admin, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
    async (request) =>
      desk.resendBookingConfirmation(deps, actorOf(request, requireAuth(request).user.id), request.params.bookingId),
  );
}
