import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PAGE_STATE_ELEMENT_ID,
  type TPageApiFetch,
  type TLanguage,
  type TPageRenderer,
  type TPageRendererModule,
  type TRenderedPage,
} from '@tour/shared';

/**
 * The API calls of the page being rendered go to this app's routes through `inject`, as that visitor's own requests
 * (their address, so rate limits count them) but without their cookies: every page is rendered as an anonymous
 * visitor sees it, so a rendered page holds nothing of anyone's and may be kept and shared.
 */
const renderingFor = new AsyncLocalStorage<TPageApiFetch>();

function apiFetchOf(app: FastifyInstance, request: FastifyRequest, language: TLanguage): TPageApiFetch {
  return async (url, init) => {
    // A page reads; a change made while rendering would be made by nobody who asked for it.
    if (init.method !== undefined && init.method !== 'GET') {
      throw new Error(`A page rendered on the server called ${init.method} ${url}: pages only read`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': language },
      remoteAddress: request.ip,
    });
    const text = answer.body;
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    };
  };
}

/** The web build's page renderer (apps/web/dist/server/entry-server.js), or null when the build has none. */
export async function loadPageRenderer(
  distDir: string,
  brand: { appName: string; legalEntity: string; appUrl: string },
): Promise<TPageRenderer | null> {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as TPageRendererModule;
  return module.createPageRenderer({ brand, apiFetch: currentApiFetch });
}

function currentApiFetch(): TPageApiFetch {
  const apiFetch = renderingFor.getStore();
  if (!apiFetch) throw new Error('An API call of the page renderer ran outside the rendering of a page');
  return apiFetch;
}

/** Renders the page at the request's address, its API calls answered by `app`. */
export function renderPageFor(
  renderer: TPageRenderer,
  app: FastifyInstance,
  request: FastifyRequest,
  page: { appUrl: string; language: TLanguage },
): Promise<TRenderedPage> {
  return renderingFor.run(apiFetchOf(app, request, page.language), () =>
    renderer.render(`${page.appUrl}${request.url}`, page.language),
  );
}

/**
 * The document in a language: its `<html lang>`, which the browser's app starts in (lib/i18n/language.tsx), and what
 * that language fetches early (loadLanguageHeadLinks).
 */
export function inLanguage(html: string, language: TLanguage, headLinks = ''): string {
  return html.replace(/<html lang="[^"]*"/i, `<html lang="${language}"`).replace(/<\/head>/i, `${headLinks}</head>`);
}

/**
 * index.html as the template of the rendered pages: their code at a low fetch priority. A rendered page shows its
 * content without it, so the browser gives its picture and stylesheet the connection first; and Lighthouse counts a
 * script at the default (high) priority as blocking the first paint, module scripts included, which never do.
 */
export function renderedPageTemplate(indexHtml: string): string {
  return indexHtml
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** The served document of a rendered page: the SPA's index.html with the page's head, markup and answers in it. */
export function composePage(
  template: string,
  page: Extract<TRenderedPage, { kind: 'page' }>,
  pageScriptPreloads: string,
): string {
  let document = template;
  // The page's own title and description replace the app's.
  if (page.head.includes('<title>')) document = document.replace(/<title>[^<]*<\/title>/i, '');
  if (page.head.includes('name="description"')) document = document.replace(/<meta\s+name="description"[^>]*>/i, '');
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`;
  // Replaced by functions: a `$` in a page (a price) must not be read as a replacement pattern.
  return document
    .replace(/<\/head>/i, () => `${page.head}${pageScriptPreloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${state}`);
}

type TKeptPage = { status: number; html: string; etag: string };

/**
 * Rendered pages kept for the next visitor, by address, for `ttlMs` (CATALOGUE_CACHE_MS, as the catalogue's answers)
 * and within a budget of bytes. A page holds only what every visitor sees (see renderingFor); the catalogue's read
 * model empties the cache whenever the catalogue changes, on whichever instance the change was made.
 */
export function createRenderedPageCache(options: { ttlMs: number; maxBytes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, TKeptPage & { until: number }>();
  let bytes = 0;

  function forget(address: string) {
    const kept = pages.get(address);
    if (!kept) return;
    pages.delete(address);
    bytes -= kept.html.length;
  }

  return {
    get(address: string): TKeptPage | undefined {
      const kept = pages.get(address);
      if (kept && kept.until > now()) return kept;
      forget(address);
      return undefined;
    },
    keep(address: string, page: TKeptPage) {
      forget(address);
      pages.set(address, { ...page, until: now() + options.ttlMs });
      bytes += page.html.length;
      // The oldest go first: a Map iterates in insertion order.
      for (const oldest of pages.keys()) {
        if (bytes <= options.maxBytes) break;
        forget(oldest);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
  };
}

export type TRenderedPageCache = ReturnType<typeof createRenderedPageCache>;
