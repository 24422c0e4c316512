import type { TLanguage } from './languages';

/**
 * The contract between the server and the web app's page renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist/server): the server loads the module, creates one renderer, and asks it for each page address.
 */

/** The part of a fetch Response the web app's API client reads. */
export type TPageApiResponse = { ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> };

/** How the renderer's API calls reach the server's own routes, as the visitor's requests would (GETs only). */
export type TPageApiFetch = (path: string, init: { method?: string }) => Promise<TPageApiResponse>;

export type TPageRendererOptions = {
  /** APP_NAME, the company behind it, and APP_URL (canonical addresses are absolute). */
  brand: { appName: string; legalEntity: string; appUrl: string };
  /** Called for each API call made while a page renders: the fetch of the request being rendered. */
  apiFetch: () => TPageApiFetch;
};

/** What the server sends for an address: a rendered page, a redirect to its one spelling, or the browser's app. */
export type TRenderedPage =
  | {
      kind: 'page';
      status: 200 | 404 | 410;
      /** The page's <title>, <meta> and <link> elements, for the document's head. */
      head: string;
      /** The markup of the app's root element. */
      body: string;
      /** The answers the page was rendered from, as JSON safe inside a <script> element. */
      state: string;
      /** The page's module as the web build's manifest names it ('src/features/…-page.tsx'): its code is preloaded. */
      pageModule: string;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'browser' };

/** `url`: the page's absolute address (APP_URL and the request's path and query); `language`: the visitor's. */
export type TPageRenderer = { render(url: string, language: TLanguage): Promise<TRenderedPage> };

export type TPageRendererModule = { createPageRenderer(options: TPageRendererOptions): TPageRenderer };

/** The id of the <script type="application/json"> element that carries a rendered page's answers. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
