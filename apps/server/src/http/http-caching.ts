import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser and a shared cache (a CDN) may keep a public catalogue answer (issue 25 item 3). Every answer
 * carries an ETag (@fastify/etag, registered in app.ts), so a revalidation costs a 304 and no body.
 * - `live`: lists and tour pages, whose seats change with every booking. Browsers revalidate every time; a CDN may
 *   serve an answer for a second. No stale-while-revalidate here: browsers honour it too, and a visitor who has
 *   just held seats would be shown the seat count from before. Booking itself always checks seats in the database.
 * - `content`: a tour's images, itinerary, meals, hotels and flights, which change only when an operator edits the
 *   tour: a minute in the browser, five at a CDN, and a minute more of the stale copy while either fetches anew.
 */
const PUBLIC_CACHE_CONTROL = {
  live: 'public, max-age=0, s-maxage=1',
  content: 'public, max-age=60, s-maxage=300, stale-while-revalidate=60',
} as const;

/** A signed-in visitor's answer is the same today, but is theirs: no shared cache keeps it. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

export type TPublicFreshness = keyof typeof PUBLIC_CACHE_CONTROL;

/** Sets the Cache-Control of a public catalogue answer: shared for visitors, private for signed-in users. */
export function cachePublicAnswer(request: FastifyRequest, reply: FastifyReply, freshness: TPublicFreshness): void {
  reply.header('Cache-Control', request.auth ? SIGNED_IN_CACHE_CONTROL : PUBLIC_CACHE_CONTROL[freshness]);
}

/** A strong ETag of a serialized answer (the same bytes, the same tag on every instance). */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Every API answer that states no caching of its own is kept by no cache at all: an account's data, an error, a
 * write's answer. Public catalogue answers state theirs (cachePublicAnswer).
 */
export function registerPrivateByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });
}
