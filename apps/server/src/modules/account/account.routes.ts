import type { FastifyInstance } from 'fastify';
import {
  cancelAccountBooking,
  getAccountBooking,
  getAccountCompany,
  getAccountProfile,
  listAccountCompanyTours,
  listAccountBookings,
  previewAccountBookingCancellation,
  updateAccountProfile,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { serveEndpoint } from '../../http/endpoint-route';
import * as account from './account.service';

export async function accountRoutes(app: FastifyInstance, deps: account.TAccountDeps) {
  const signedIn = { access: 'signedIn' as const };

  serveEndpoint(app, getAccountProfile, signedIn, async (request) =>
    account.getProfile(deps, requireAuth(request).user.id),
  );

  serveEndpoint(app, updateAccountProfile, signedIn, async (request) =>
    account.saveProfile(deps, requireAuth(request).user.id, request.body),
  );

  serveEndpoint(app, getAccountCompany, signedIn, async (request) => ({
    company: await account.getBusinessInformation(deps, requireAuth(request).user.id),
  }));

  serveEndpoint(app, listAccountCompanyTours, signedIn, async (request) =>
    account.listCompanyTours(deps, requireAuth(request).user),
  );

  serveEndpoint(app, listAccountBookings, signedIn, async (request) => ({
    bookings: await account.listOwnBookings(deps, requireAuth(request).user.id),
  }));

  serveEndpoint(app, getAccountBooking, signedIn, async (request) =>
    account.getOwnBooking(deps, requireAuth(request).user.id, request.params.bookingId),
  );

  serveEndpoint(app, previewAccountBookingCancellation, signedIn, async (request) =>
    account.previewOwnCancellation(deps, requireAuth(request).user.id, request.params.bookingId),
  );

  serveEndpoint(app, cancelAccountBooking, signedIn, async (request) =>
    account.cancelBooking(deps, requireAuth(request).user.id, request.params.bookingId, request.body.refundAccount),
  );
}
