import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_SESSION_MESSAGES, ZCreateBookingSessionRequest, ZVisitorHoldsQuery } from '@tour/shared';
import {
  abandonBookingSession,
  extendBookingSession,
  getBookingSession,
  listVisitorHolds,
  startBookingSession,
  type TBookingSessionDeps,
} from './booking-sessions.service';
import { ensureGuestId, ownerOf } from '../../http/session-owner';

const ZSessionParams = z.object({ sessionId: z.uuid(BOOKING_SESSION_MESSAGES.notFound) });

export async function bookingSessionRoutes(
  untyped: FastifyInstance,
  deps: TBookingSessionDeps & { secureCookies: boolean; writeLimit: number },
) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const anyone = { config: { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  const params = { params: ZSessionParams };

  app.post(
    '/api/booking-sessions',
    { ...anyone, schema: { body: ZCreateBookingSessionRequest } },
    async (request, reply) => {
      const owner = ensureGuestId(request, reply, deps.secureCookies);
      const hold = await startBookingSession(deps, request.body, owner);
      // 201 for a new hold; 200 when the visitor's existing hold on this departure is given back (`reused`).
      return reply.status(hold.reused ? 200 : 201).send(hold);
    },
  );

  // The visitor's own running holds on a tour; a visitor without an account or guest cookie has none.
  app.get(
    '/api/booking-sessions/mine',
    { config: { access: 'public' }, schema: { querystring: ZVisitorHoldsQuery } },
    async (request, reply) => {
      // Per visitor and changing by the minute: never from a shared cache.
      reply.header('Cache-Control', 'private, no-store');
      return listVisitorHolds(deps, request.query.tourId, ownerOf(request));
    },
  );

  app.get('/api/booking-sessions/:sessionId', { config: { access: 'public' }, schema: params }, async (request) =>
    getBookingSession(deps, request.params.sessionId, ownerOf(request)),
  );

  app.post('/api/booking-sessions/:sessionId/extend', { ...anyone, schema: params }, async (request) =>
    extendBookingSession(deps, request.params.sessionId, ownerOf(request)),
  );

  app.post('/api/booking-sessions/:sessionId/abandon', { ...anyone, schema: params }, async (request, reply) => {
    await abandonBookingSession(deps, request.params.sessionId, ownerOf(request));
    return reply.status(204).send();
  });
}
