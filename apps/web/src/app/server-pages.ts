import type { QueryClient } from '@tanstack/react-query';
import { paths, TOUR_PAGE_SIZE } from '@tour/shared';
import type { Params } from 'react-router';
import { publicConfigQueryOptions } from '../features/config/api/get-public-config';
import { featuredDestinationsQueryOptions } from '../features/home/api/get-featured-destinations';
import { POPULAR_TOURS } from '../features/home/home-constants';
import { tourSearchQueryOptions } from '../features/search/api/search-tours';
import { readTourSearch } from '../features/search/search-params';
import { tourQueryOptions } from '../features/tours/api/get-tour';
import { tourImagesQueryOptions } from '../features/tours/api/get-tour-images';
import { toursQueryOptions } from '../features/tours/api/get-tours';
import type { SERVER_RENDERED } from './routes';

type TServerRendered = (typeof SERVER_RENDERED)[keyof typeof SERVER_RENDERED];
type TPageAddress = { params: Params; url: URL };

/**
 * What each server-rendered page's first screen shows, loaded into the page's cache before it renders: the same
 * query options its components read, so the browser starts from the server's answers. What is the visitor's own (the
 * session, their held seats) is never among them: the server renders every page as an anonymous visitor sees it.
 * Below-the-fold parts (the tour's tabs and reviews, the home's lower sections) load in the browser.
 */
const PAGE_QUERIES: Record<TServerRendered, (client: QueryClient, page: TPageAddress) => Promise<void>[]> = {
  home: (client) => [
    client.prefetchQuery(featuredDestinationsQueryOptions()),
    client.prefetchQuery(toursQueryOptions(POPULAR_TOURS)),
  ],
  tours: (client, { url }) => [
    client.prefetchQuery(tourSearchQueryOptions(readTourSearch(url.searchParams), TOUR_PAGE_SIZE)),
  ],
  tour: (client, { params }) => [
    client.prefetchQuery(tourQueryOptions(params.slug ?? '')),
    client.prefetchQuery(tourImagesQueryOptions(params.slug ?? '')),
  ],
  'not-found': () => [],
};

/**
 * Each server-rendered page's module (its route's lazy import), as the web build's manifest names it: the server
 * preloads its code with the page, so that the browser fetches it beside the main bundle rather than after it.
 */
export const PAGE_MODULES: Record<TServerRendered, string> = {
  home: 'src/features/home/home-page.tsx',
  tours: 'src/features/search/search-results-page.tsx',
  tour: 'src/features/tours/tour-detail-page.tsx',
  'not-found': 'src/features/not-found/not-found-page.tsx',
};

export function isServerRendered(routeId: string): routeId is TServerRendered {
  return Object.hasOwn(PAGE_QUERIES, routeId);
}

/** Loads a server-rendered page's data, and the footer's (support contacts), into its cache. */
export async function loadServerPage(client: QueryClient, routeId: TServerRendered, page: TPageAddress) {
  await Promise.all([client.prefetchQuery(publicConfigQueryOptions()), ...PAGE_QUERIES[routeId](client, page)]);
}

/**
 * The one address of a page that has several spellings: no trailing slash, and a tour's slug in lower case (slugs
 * are made lower case and never change once published, so another spelling is a link typed or copied by hand).
 */
export function canonicalPathOf(routeId: TServerRendered, { params, url }: TPageAddress): string {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const path = routeId === 'tour' ? paths.tour.href({ slug: (params.slug ?? '').toLowerCase() }) : pathname;
  return path + url.search;
}
