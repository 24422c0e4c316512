import { createBrowserRouter, matchRoutes } from 'react-router';
import { guardedRoute, PAGES_ROUTE_ID, routes } from './routes';

let areaRoutesAdded = false;

/**
 * The browser's router; created once the route code a server-rendered page needs is loaded (main.tsx).
 * `serverRendered`: the page on screen came from the server, which knew every route, operator and administrator
 * pages included, so the router takes the address's match as it is instead of first looking for more routes.
 */
export const createAppRouter = (serverRendered: boolean) =>
  createBrowserRouter(routes, {
    hydrationData: serverRendered ? { loaderData: {} } : undefined,
    // An address that only the not-found page matches may be an operator or administrator page: their routes are
    // loaded then, once, and the address matched again. The addresses of the shell's own pages never load them.
    async patchRoutesOnNavigation({ path, patch, signal }) {
      if (areaRoutesAdded) return;
      const page = matchRoutes(routes, path)?.at(-1)?.route;
      if (page && page.path !== '*') return;
      const { areaRoutes } = await import('./area-routes');
      // A navigation overtaken while the module loaded (a redirect that renders twice) patches nothing: the one that
      // overtook it adds the routes, so only a patch that took marks them added.
      if (areaRoutesAdded || signal.aborted) return;
      patch(PAGES_ROUTE_ID, areaRoutes.map(guardedRoute));
      areaRoutesAdded = true;
    },
  });
