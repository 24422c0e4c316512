import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@tour/shared';
import { AppProviders } from './app/providers';
import { createQueryClient, hydrateFromPage } from './app/query-client';
import { loadLanguage } from './app/load-language';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { markServerRendered } from './lib/hydration';
import { servedLanguage } from './lib/i18n/language';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The answers a server-rendered page was rendered from (entry-server.tsx); absent on the pages it leaves to us. */
function pageState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
}

/** A server-rendered page's route code is loaded before hydrating, so that the first render is the server's page. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Resolves once the browser has painted the server's page (or after 100 ms, as a hidden tab paints nothing): the
 * page shows before the work of taking it over starts, not after.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

async function start(root: HTMLElement) {
  const language = servedLanguage();
  const languageLoaded = loadLanguage(language);
  const queryClient = createQueryClient();
  const state = pageState();
  if (state) {
    markServerRendered();
    hydrateFromPage(queryClient, state);
    await Promise.all([loadMatchedRoutes(), afterFirstPaint()]);
  }
  await languageLoaded;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} language={language}>
        <RouterProvider router={createAppRouter(state !== null)} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for one long task.
  if (state) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start(container);
