import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type TEncoding = 'br' | 'gzip';
const ENCODINGS: TEncoding[] = ['br', 'gzip'];

/** The bytes of a served document per encoding, kept as long as the document itself is kept (its cache entry). */
const encodedBodies = new WeakMap<object, Map<TEncoding, Buffer>>();

function encode(html: string, encoding: TEncoding): Buffer {
  // Once per kept page, so a higher quality than the per-answer compression of the API (@fastify/compress's 4).
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 },
      })
    : gzipSync(html, { level: 9 });
}

/**
 * A document's body in the best encoding the browser accepts, or null for none. The app's compression plugin does
 * not reach the not-found handler that serves pages, and a rendered page is about 110 kB of HTML (50 kB of it inline
 * icons that compress well) that a phone on a slow connection would wait for; compressing once per kept document
 * rather than per answer keeps serving a kept page cheap.
 */
export function encodedDocumentBody(
  document: { html: string },
  acceptEncoding: string | undefined,
): { encoding: TEncoding; body: Buffer } | null {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) as TEncoding | null) : null;
  if (!encoding) return null;
  let bodies = encodedBodies.get(document);
  if (!bodies) {
    bodies = new Map();
    encodedBodies.set(document, bodies);
  }
  let body = bodies.get(encoding);
  if (!body) {
    body = encode(document.html, encoding);
    bodies.set(encoding, body);
  }
  return { encoding, body };
}
