import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@tour/shared';

/** The names a traveller sees: APP_NAME, and the company behind it (the bank payee, decision 29). */
export type TBrand = { appName: string; legalEntity: string };

/** The name the web build was made with (`apps/web/index.html`) when its page does not say. */
const BUILT_APP_NAME = 'Wanderway';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function metaPattern(name: string) {
  return new RegExp(`(<meta\\s+name="${name}"\\s+content=")([^"]*)(")`, 'i');
}

/**
 * The SPA's index.html with the configured brand in its head: the title, the description, and
 * `<meta name="application-name">` and `<meta name="author">`, which the web app reads at start
 * (apps/web/src/lib/brand.ts), so that one build serves any APP_NAME without a second request.
 */
export function renderIndexHtml(html: string, brand: TBrand): string {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const rest = headEnd === -1 ? '' : html.slice(headEnd);
  const builtName = head.match(metaPattern('application-name'))?.[2] || BUILT_APP_NAME;
  const name = escapeAttribute(brand.appName);
  const rebrand = (text: string) => text.split(builtName).join(name);

  let rendered = head
    .replace(
      /(<title>)([^<]*)(<\/title>)/i,
      (_all, open: string, text: string, close: string) => open + rebrand(text) + close,
    )
    .replace(
      metaPattern('description'),
      (_all, open: string, text: string, close: string) => open + rebrand(text) + close,
    );
  rendered = upsertMeta(rendered, 'application-name', name);
  rendered = upsertMeta(rendered, 'author', escapeAttribute(brand.legalEntity));
  return rendered + rest;
}

function upsertMeta(head: string, name: string, escapedContent: string): string {
  const pattern = metaPattern(name);
  if (pattern.test(head))
    return head.replace(pattern, (_all, open: string, _old: string, close: string) => open + escapedContent + close);
  const tag = `<meta name="${name}" content="${escapedContent}" />`;
  const at = head.search(/<title>/i);
  return at === -1 ? head + tag : `${head.slice(0, at)}${tag}${head.slice(at)}`;
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path gets index.html,
 * rendered once at start with the brand. Source maps would hand out the web app's source, so
 * production does not serve them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean; brand: TBrand },
) {
  const indexPath = path.join(distDir, 'index.html');
  const page = existsSync(indexPath) ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.brand) : null;
  const etag = page ? `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"` : null;
  if (page) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // index.html itself goes out only rendered, through the fallback below.
      allowedPath: (pathName) => pathName !== '/index.html' && (options.serveSourceMaps || !pathName.endsWith('.map')),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset is a 404, never index.html (which the browser would refuse as a script).
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || !isPage) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFoundApi } });
    }
    if (!page || !etag) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
