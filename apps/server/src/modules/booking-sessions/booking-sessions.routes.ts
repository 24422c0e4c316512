import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOKING_SESSION_MESSAGES, ZCreateBookingSessionRequest } from '@tour/shared';
import { parseWith } from '../../http/validate';
import {
  abandonBookingSession,
  extendBookingSession,
  getBookingSession,
  newGuestId,
  startBookingSession,
  type TBookingSessionDeps,
  type TSessionOwner,
} from './booking-sessions.service';

export const GUEST_COOKIE = 'gid';
const ZSessionParams = z.object({ sessionId: z.uuid(BOOKING_SESSION_MESSAGES.notFound) });

export function ownerOf(request: FastifyRequest): TSessionOwner {
  const guestId = request.cookies[GUEST_COOKIE];
  return { userId: request.auth?.user.id ?? null, guestId: guestId?.startsWith('guest_') ? guestId : null };
}

/** Anonymous visitors get a guest id in an httpOnly cookie so that only their browser can use their session. */
function ensureGuestId(request: FastifyRequest, reply: FastifyReply, secure: boolean): TSessionOwner {
  const owner = ownerOf(request);
  if (owner.userId || owner.guestId) return owner;
  const guestId = newGuestId();
  reply.setCookie(GUEST_COOKIE, guestId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 30 * 24 * 3600 });
  return { userId: null, guestId };
}

export async function bookingSessionRoutes(app: FastifyInstance, deps: TBookingSessionDeps & { secureCookies: boolean; writeLimit: number }) {
  const anyone = { config: { access: 'public' as const, rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } } };

  app.post('/api/booking-sessions', anyone, async (request, reply) => {
    const input = parseWith(ZCreateBookingSessionRequest, request.body);
    const owner = ensureGuestId(request, reply, deps.secureCookies);
    return reply.status(201).send(await startBookingSession(deps, input, owner));
  });

  app.get('/api/booking-sessions/:sessionId', { config: { access: 'public' } }, async (request) => {
    const { sessionId } = parseWith(ZSessionParams, request.params);
    return getBookingSession(deps, sessionId, ownerOf(request));
  });

  app.post('/api/booking-sessions/:sessionId/extend', anyone, async (request) => {
    const { sessionId } = parseWith(ZSessionParams, request.params);
    return extendBookingSession(deps, sessionId, ownerOf(request));
  });

  app.post('/api/booking-sessions/:sessionId/abandon', anyone, async (request, reply) => {
    const { sessionId } = parseWith(ZSessionParams, request.params);
    await abandonBookingSession(deps, sessionId, ownerOf(request));
    return reply.status(204).send();
  });
}
