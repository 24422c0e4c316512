import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROFILE_MESSAGES, ZUpdateProfileRequest } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { AppError } from '../../http/app-error';
import { requireAuth } from '../../http/access';
import { parseWith } from '../../http/validate';
import { findAccountBookings, findBusinessInformation, findProfile } from './account.repository';
import { cancelBooking, getOwnBooking, saveProfile } from './account.service';

const ZBookingParams = z.object({ bookingId: z.uuid('Failed to fetch booking details') });

export async function accountRoutes(app: FastifyInstance, deps: { db: TDb; clock: TClock }) {
  const signedIn = { config: { access: 'signedIn' as const } };

  app.get('/api/account/profile', signedIn, async (request) => {
    const profile = await findProfile(deps.db, requireAuth(request).user.id);
    if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.updateFailed);
    return profile;
  });

  app.put('/api/account/profile', signedIn, async (request) =>
    saveProfile(deps, requireAuth(request).user.id, parseWith(ZUpdateProfileRequest, request.body)),
  );

  app.get('/api/account/company', signedIn, async (request) => ({
    company: await findBusinessInformation(deps.db, requireAuth(request).user.id),
  }));

  app.get('/api/account/bookings', signedIn, async (request) => ({
    bookings: await findAccountBookings(deps.db, requireAuth(request).user.id),
  }));

  app.get('/api/account/bookings/:bookingId', signedIn, async (request) => {
    const { bookingId } = parseWith(ZBookingParams, request.params);
    return getOwnBooking(deps, requireAuth(request).user.id, bookingId);
  });

  app.post('/api/account/bookings/:bookingId/cancel', signedIn, async (request) => {
    const { bookingId } = parseWith(ZBookingParams, request.params);
    return cancelBooking(deps, requireAuth(request).user.id, bookingId);
  });
}
