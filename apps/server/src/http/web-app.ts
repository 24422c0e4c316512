import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, MESSAGES, type TLanguage } from '@tour/shared';
import { AppError } from './app-error';
import { encodedDocumentBody } from './encoded-documents';
import { etagOf } from './http-caching';
import { loadLanguageHeadLinks, loadPageScriptPreloads } from './page-scripts';
import { requestLanguage } from './request-language';
import {
  composePage,
  inLanguage,
  loadPageRenderer,
  renderedPageTemplate,
  renderPageFor,
  type TRenderedPageCache,
} from './rendered-pages';

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

/** How the public pages are rendered on the server: their cache, and the catalogue read each render starts with. */
export type TPageRendering = {
  appUrl: string;
  /** Null: every page is rendered anew (CATALOGUE_CACHE_MS=0). */
  cache: TRenderedPageCache | null;
  /** Brings the catalogue's read model up to date (and so empties the cache if the catalogue changed). */
  catalogueRead: () => Promise<unknown>;
};

/** A rendered page as every visitor sees it: a shared cache may keep it for a second, browsers revalidate it. */
const RENDERED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/**
 * Serves the web app. The public pages (home, search, tour, and the not-found page of an unknown address) are
 * rendered on the server (DESIGN decision 39) when the build has a page renderer; every other address gets
 * index.html, rendered once at start with the brand, for the browser to render. Hashed assets are cached for a
 * year. Source maps would hand out the web app's source, so production does not serve them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean; brand: TBrand; rendering: TPageRendering },
) {
  const indexPath = path.join(distDir, 'index.html');
  const page = existsSync(indexPath) ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.brand) : null;
  const inEachLanguage = <T>(make: (language: TLanguage) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<TLanguage, T>;
  const languageHeadLinks = loadLanguageHeadLinks(distDir);
  const indexDocuments = page
    ? inEachLanguage((language) => {
        const html = inLanguage(page, language, languageHeadLinks[language]);
        return { status: 200, html, etag: etagOf(html) };
      })
    : null;
  const renderer = page
    ? await loadPageRenderer(distDir, { ...options.brand, appUrl: options.rendering.appUrl })
    : null;
  const pageScriptPreloads = page ? loadPageScriptPreloads(distDir) : null;
  const pageTemplates = page
    ? inEachLanguage((language) => renderedPageTemplate(inLanguage(page, language, languageHeadLinks[language])))
    : null;
  const { rendering } = options;
  if (page) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // index.html itself goes out only rendered, through the fallback below; the page renderer and the build's
      // manifest are the server's.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.startsWith('/server/') &&
        !pathName.startsWith('/.vite/') &&
        (options.serveSourceMaps || !pathName.endsWith('.map')),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  /**
   * A served document with its ETag: a browser that holds it gets a 304. `document` is the kept object itself (a
   * cache entry, index.html), so that its compressed bytes are made once.
   */
  function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    document: { status: number; html: string; etag: string },
    cacheControl: string,
  ) {
    reply
      .header('Cache-Control', cacheControl)
      .header('ETag', document.etag)
      // The language is the address's, else the cookie's, else the browser's (request-language.ts).
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
    reply.status(document.status).type('text/html; charset=utf-8');
    const encoded = encodedDocumentBody(document, request.headers['accept-encoding']);
    if (!encoded) return reply.send(document.html);
    return reply.header('Content-Encoding', encoded.encoding).send(encoded.body);
  }

  /** Sends the page rendered on the server, or a redirect to its one address; false: the browser renders it. */
  async function sentRenderedPage(request: FastifyRequest, reply: FastifyReply, language: TLanguage): Promise<boolean> {
    if (!renderer || !pageTemplates) return false;
    await rendering.catalogueRead();
    const cacheKey = `${language} ${request.url}`;
    const kept = rendering.cache?.get(cacheKey);
    if (kept) {
      sendDocument(request, reply, kept, RENDERED_PAGE_CACHE_CONTROL);
      return true;
    }
    const rendered = await renderPageFor(renderer, app, request, { appUrl: rendering.appUrl, language });
    if (rendered.kind === 'browser') return false;
    if (rendered.kind === 'redirect') {
      reply.redirect(rendered.location, 301);
      return true;
    }
    const html = composePage(pageTemplates[language], rendered, pageScriptPreloads?.(rendered.pageModule) ?? '');
    const document = { status: rendered.status, html, etag: etagOf(html) };
    // An unknown address is not kept: anyone may ask for any number of them.
    if (rendered.status !== 404) rendering.cache?.keep(cacheKey, document);
    const cacheControl = rendered.status === 404 ? 'no-cache' : RENDERED_PAGE_CACHE_CONTROL;
    sendDocument(request, reply, document, cacheControl);
    return true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed asset is a 404, never index.html (which the browser would refuse as a script).
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || !isPage) {
      throw new AppError('NOT_FOUND', MESSAGES.notFoundApi);
    }
    if (!indexDocuments) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const language = requestLanguage(request);
    try {
      if (await sentRenderedPage(request, reply, language)) return reply;
    } catch (error) {
      // The browser's app renders the page instead, and shows its own error if the API is failing too.
      request.log.error({ err: error }, 'The page could not be rendered on the server');
    }
    return sendDocument(request, reply, indexDocuments[language], 'no-cache');
  });
}
