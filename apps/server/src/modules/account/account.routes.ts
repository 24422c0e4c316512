import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUpdateProfileRequest } from '@tour/shared';
import { requireAuth } from '../../http/access';
import {
  cancelBooking,
  getBusinessInformation,
  getOwnBooking,
  listOwnBookings,
  getProfile,
  previewOwnCancellation,
  saveProfile,
  type TAccountDeps,
} from './account.service';

const ZBookingParams = z.object({ bookingId: z.uuid('Failed to fetch booking details') });

export async function accountRoutes(untyped: FastifyInstance, deps: TAccountDeps) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { access: 'signedIn' as const } };

  app.get('/api/account/profile', signedIn, async (request) => getProfile(deps, requireAuth(request).user.id));

  app.put('/api/account/profile', { ...signedIn, schema: { body: ZUpdateProfileRequest } }, async (request) =>
    saveProfile(deps, requireAuth(request).user.id, request.body),
  );

  app.get('/api/account/company', signedIn, async (request) => ({
    company: await getBusinessInformation(deps, requireAuth(request).user.id),
  }));

  app.get('/api/account/bookings', signedIn, async (request) => ({
    bookings: await listOwnBookings(deps, requireAuth(request).user.id),
  }));

  const bookingRoute = { ...signedIn, schema: { params: ZBookingParams } };

  app.get('/api/account/bookings/:bookingId', bookingRoute, async (request) =>
    getOwnBooking(deps, requireAuth(request).user.id, request.params.bookingId),
  );

  app.get('/api/account/bookings/:bookingId/cancellation', bookingRoute, async (request) =>
    previewOwnCancellation(deps, requireAuth(request).user.id, request.params.bookingId),
  );

  app.post('/api/account/bookings/:bookingId/cancel', bookingRoute, async (request) =>
    cancelBooking(deps, requireAuth(request).user.id, request.params.bookingId),
  );
}
