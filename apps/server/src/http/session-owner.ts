import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_ACCOUNT_PREFIX } from '@tour/shared';

/** Who is asking: a signed-in user, and/or the guest id kept in the browser's cookie. */
export type TSessionOwner = { userId: string | null; guestId: string | null };

const GUEST_COOKIE = 'gid';

/** Only a guest id this server could have made counts; any other cookie value is no guest at all. */
const GUEST_ID = /^guest_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Who owns a booking session, from the request: the signed-in user, else the guest id in the `gid`
 * cookie. Every route that reads, books or pays for a session asks here.
 */
export function ownerOf(request: FastifyRequest): TSessionOwner {
  const guestId = request.cookies[GUEST_COOKIE];
  return { userId: request.auth?.user.id ?? null, guestId: guestId && GUEST_ID.test(guestId) ? guestId : null };
}

/** Anonymous visitors get a guest id in an httpOnly cookie so that only their browser can use their session. */
export function ensureGuestId(request: FastifyRequest, reply: FastifyReply, secure: boolean): TSessionOwner {
  const owner = ownerOf(request);
  if (owner.userId || owner.guestId) return owner;
  const guestId = `${GUEST_ACCOUNT_PREFIX}${crypto.randomUUID()}`;
  reply.setCookie(GUEST_COOKIE, guestId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 30 * 24 * 3600,
  });
  return { userId: null, guestId };
}
