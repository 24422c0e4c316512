import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_MESSAGES, ZCreateBookingRequest, ZUpdateBookingStatusRequest } from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ownerOf } from '../../http/session-owner';
import { actorOf } from '../audit/audit.service';
import { createBookingFromForm, updateBookingStatus } from './booking-form.service';
import { getBookingConfirmation } from './bookings.service';

const ZBookingParams = z.object({ bookingId: z.uuid('Booking details not available') });
const ZSessionParams = z.object({ sessionId: z.uuid('Session ID not found') });

/** The bookings themselves; paying for them (card, PromptPay, bank transfer, pay later) is the payments module's. */
export async function bookingRoutes(
  untyped: FastifyInstance,
  deps: { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/bookings',
    {
      // Public so that a guest gets the spec's message rather than the generic sign-in one.
      config: { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
      schema: { body: ZCreateBookingRequest },
      // The spec's sign-in message comes before any complaint about the form.
      preValidation: async (request) => {
        if (!request.auth) throw new AppError('UNAUTHENTICATED', BOOKING_MESSAGES.loginRequired);
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      return reply.status(201).send(await createBookingFromForm(deps, user, request.body));
    },
  );

  app.patch(
    '/api/bookings/:bookingId/status',
    {
      config: { access: { area: 'manageBookings' } },
      schema: { params: ZBookingParams, body: ZUpdateBookingStatusRequest },
    },
    async (request) =>
      updateBookingStatus(deps, actorOf(request, requireAuth(request).user.id), request.params.bookingId, request.body),
  );

  app.get(
    '/api/bookings/by-session/:sessionId',
    { config: { access: 'public' }, schema: { params: ZSessionParams } },
    async (request) => getBookingConfirmation(deps.db, { sessionId: request.params.sessionId }, ownerOf(request)),
  );

  const bookingRead = { config: { access: 'public' as const }, schema: { params: ZBookingParams } };

  app.get('/api/bookings/:bookingId/confirmation', bookingRead, async (request) =>
    getBookingConfirmation(deps.db, { bookingId: request.params.bookingId }, ownerOf(request)),
  );
}
