import type { FastifyInstance } from 'fastify';
import {
  abandonBookingSession,
  extendBookingSession,
  getBookingSession,
  listVisitorHolds,
  startBookingSession,
} from '@tour/shared';
import { serveEndpoint } from '../../http/endpoint-route';
import { ensureGuestId, ownerOf } from '../../http/session-owner';
import * as sessions from './booking-sessions.service';

export async function bookingSessionRoutes(
  app: FastifyInstance,
  deps: sessions.TBookingSessionDeps & { secureCookies: boolean; writeLimit: number },
) {
  const anyone = { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };

  serveEndpoint(app, startBookingSession, anyone, async (request, reply) => {
    const owner = ensureGuestId(request, reply, deps.secureCookies);
    const hold = await sessions.startBookingSession(deps, request.body, owner);
    // 201 for a new hold; 200 when the visitor's existing hold on this departure is given back (`reused`).
    reply.code(hold.reused ? 200 : 201);
    return hold;
  });

  // The visitor's own running holds on a tour; a visitor without an account or guest cookie has none.
  serveEndpoint(app, listVisitorHolds, { access: 'public' }, async (request, reply) => {
    // Per visitor and changing by the minute: never from a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return sessions.listVisitorHolds(deps, request.query.tourId, ownerOf(request));
  });

  serveEndpoint(app, getBookingSession, { access: 'public' }, async (request) =>
    sessions.getBookingSession(deps, request.params.sessionId, ownerOf(request)),
  );

  serveEndpoint(app, extendBookingSession, anyone, async (request) =>
    sessions.extendBookingSession(deps, request.params.sessionId, ownerOf(request)),
  );

  serveEndpoint(app, abandonBookingSession, anyone, async (request, reply) => {
    await sessions.abandonBookingSession(deps, request.params.sessionId, ownerOf(request));
    return reply.status(204).send();
  });
}
