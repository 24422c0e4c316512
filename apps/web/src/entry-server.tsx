import { type ReactNode, StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TLanguage, TPageRenderer, TPageRendererOptions, TRenderedPage } from '@tour/shared';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { areaRoutes } from './app/area-routes';
import { loadLanguage } from './app/load-language';
import { AppProviders } from './app/providers';
import { createQueryClient, dehydrateForPage, keepErrorsShown } from './app/query-client';
import { guardedRoute, PAGES_ROUTE_ID, routes } from './app/routes';
import { canonicalPathOf, isServerRendered, loadServerPage, PAGE_MODULES } from './app/server-pages';
import { isApiError, routeApiCalls } from './lib/api-client';
import { setBrand } from './lib/brand';

/** The browser's route table with the operator and administrator pages in it, so that only unknown addresses are 404. */
function serverRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.index || !route.children) return route;
    const children = serverRoutes(route.children);
    return {
      ...route,
      children: route.id === PAGES_ROUTE_ID ? [...areaRoutes.map(guardedRoute), ...children] : children,
    };
  });
}

/** React puts a page's <title>, <meta> and <link> elements first: they belong in the document's head. */
function splitHead(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)/;
  let rest = markup;
  let head = '';
  for (let found = hoisted.exec(rest); found; found = hoisted.exec(rest)) {
    head += found[0];
    rest = rest.slice(found[0].length);
  }
  return { head, body: rest };
}

/** JSON that can sit inside a <script> element: no `</script>` or `<!--` can close or open anything. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A boundary React sent after the page: its content follows in a <template>, moved in place by an inline script. */
const STREAMED_BOUNDARY = '<template id="B:';
/** A boundary React could not render in one pass (its code not loaded yet, or it threw): left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup with every part in place. Once every part's code (React.lazy) has loaded in this process, one
 * synchronous pass renders the page (renderToString, the cheapest). Before that, or when a part throws, the page is
 * rendered again waiting for every part: a large part would then be sent after the rest with an inline script to
 * move it in, which the Content-Security-Policy forbids (and a browser without JavaScript would not run), so no part
 * is too large to stay in place; and a part that throws makes the whole page fail rather than show its skeleton.
 */
async function renderComplete(page: ReactNode): Promise<string> {
  const markup = renderToString(page);
  if (!markup.includes(CLIENT_RENDERED_BOUNDARY)) return markup;
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const waited = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, 'A part of the page failed to render on the server');
  if (waited.includes(STREAMED_BOUNDARY)) throw new Error('A part of the page was rendered out of place');
  return waited;
}

/** The status of a page that shows an API error: what the address names is gone (410) or was never there (404). */
const ERROR_STATUS: Partial<Record<string, 404 | 410>> = { NOT_FOUND: 404, TOUR_UNAVAILABLE: 410 };

/** 404 or 410 when the page shows that the address names nothing (or a tour taken down); null when a load failed. */
function statusOf(client: QueryClient, notFoundRoute: boolean): 200 | 404 | 410 | null {
  let status: 200 | 404 | 410 = notFoundRoute ? 404 : 200;
  for (const { state } of client.getQueryCache().getAll()) {
    if (!state.error) continue;
    const errorStatus = isApiError(state.error) ? ERROR_STATUS[state.error.code] : undefined;
    if (!errorStatus) return null;
    status = Math.max(status, errorStatus) as 404 | 410;
  }
  return status;
}

/**
 * The server's renderer of the public pages (DESIGN decision 39): the home, the search and a tour's page, and the
 * not-found page, from the same routes, components and queries as the browser's app, which then takes the page over
 * (main.tsx). Every other address gets the browser's app to render.
 */
export function createPageRenderer(options: TPageRendererOptions): TPageRenderer {
  setBrand(options.brand);
  routeApiCalls(options.apiFetch);
  const handler = createStaticHandler(serverRoutes(routes));

  async function render(address: string, language: TLanguage): Promise<TRenderedPage> {
    const url = new URL(address);
    const context = await handler.query(new Request(url));
    if (context instanceof Response)
      throw new Error('The routes have no loaders: the static handler cannot answer a response');
    const match = context.matches.at(-1);
    const routeId = match?.route.id;
    if (!match || !routeId || !isServerRendered(routeId)) return { kind: 'browser' };
    const page = { params: match.params, url };
    const canonical = canonicalPathOf(routeId, page);
    if (canonical !== url.pathname + url.search) return { kind: 'redirect', location: canonical };

    const client = createQueryClient();
    await Promise.all([loadLanguage(language), loadServerPage(client, routeId, page)]);
    const status = statusOf(client, routeId === 'not-found');
    if (status === null) return { kind: 'browser' };
    keepErrorsShown(client);
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await renderComplete(
      <StrictMode>
        <AppProviders queryClient={client} language={language}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const { head, body } = splitHead(markup);
    return {
      kind: 'page',
      status,
      head,
      body,
      state: scriptSafeJson(dehydrateForPage(client)),
      pageModule: PAGE_MODULES[routeId],
    };
  }

  return { render };
}
