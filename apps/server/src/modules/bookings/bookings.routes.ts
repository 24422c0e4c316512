import type { FastifyInstance } from 'fastify';
import {
  BOOKING_MESSAGES,
  createBooking,
  getBookingBySession,
  getBookingConfirmation,
  issueOwnManageLink,
  updateBookingStatus,
} from '@tour/shared';
import type { TDb } from '@tour/db';
import type { TClock } from '../../clock';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { ownerOf } from '../../http/session-owner';
import { actorOf } from '../audit/audit.service';
import * as bookingForm from './booking-form.service';
import * as bookingsService from './bookings.service';

/** The bookings themselves; paying for them (card, PromptPay, bank transfer, pay later) is the payments module's. */
export async function bookingRoutes(
  app: FastifyInstance,
  deps: { db: TDb; clock: TClock; appUrl: string; appName: string; writeLimit: number },
) {
  await app.register(async (bookingForms) => {
    // The spec's sign-in message comes before any complaint about the form.
    bookingForms.addHook('preValidation', async (request) => {
      if (!request.auth) throw new AppError('UNAUTHENTICATED', BOOKING_MESSAGES.loginRequired);
    });
    // Public so that a guest gets the spec's message rather than the generic sign-in one.
    const access = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
    serveEndpoint(bookingForms, createBooking, access, async (request, reply) => {
      const booking = await bookingForm.createBookingFromForm(
        deps,
        requireAuth(request).user,
        request.body,
        requestLanguage(request),
      );
      reply.code(201);
      return booking;
    });
  });

  serveEndpoint(app, updateBookingStatus, { access: { area: 'manageBookings' } }, async (request) =>
    bookingForm.updateBookingStatus(
      deps,
      actorOf(request, requireAuth(request).user.id),
      request.params.bookingId,
      request.body,
    ),
  );

  serveEndpoint(app, getBookingBySession, { access: 'public' }, async (request) =>
    bookingsService.getOwnBookingConfirmation(deps.db, { sessionId: request.params.sessionId }, ownerOf(request)),
  );

  serveEndpoint(app, getBookingConfirmation, { access: 'public' }, async (request) =>
    bookingsService.getOwnBookingConfirmation(deps.db, { bookingId: request.params.bookingId }, ownerOf(request)),
  );

  serveEndpoint(
    app,
    issueOwnManageLink,
    { access: 'public', rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return bookingsService.issueOwnManageLink(deps.db, request.params.bookingId, ownerOf(request), deps.clock.now());
    },
  );
}
