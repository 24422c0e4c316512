import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Client errors (4xx) are answers, not glitches: they are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** An API error as a server-rendered page carries it (an Error's message does not survive JSON). */
type TCarriedError = {
  carried: 'ApiError';
  code: ApiError['code'];
  status: number;
  message: string;
  fields?: Record<string, string>;
};

/**
 * What a server-rendered page hands the browser's cache: the answers it was rendered from, and the API errors it
 * showed (a tour not found), so the first render in the browser is the server's, with no request and no mismatch.
 */
export function dehydrateForPage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const { code, status, message, fields } = error;
      const carried: TCarriedError = { carried: 'ApiError', code, status, message, fields };
      query.state.error = carried as unknown as Error;
    }
  }
  return state;
}

function isCarriedError(error: unknown): error is TCarriedError {
  return typeof error === 'object' && error !== null && (error as TCarriedError).carried === 'ApiError';
}

/**
 * Fills the browser's cache from a server-rendered page. The page was current when it was served (the server
 * renders, or keeps, a page only for the catalogue as it is), so its answers count as fetched now: the browser's
 * clock is not the server's.
 */
export function hydrateFromPage(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    const error = query.state.error;
    if (isCarriedError(error)) {
      const { code, status, message, fields } = error;
      query.state.error = new ApiError({ code, status, message, fields });
      query.state.errorUpdatedAt = now;
    }
  }
  hydrate(client, state);
  keepErrorsShown(client);
}

/**
 * A page that shows an API error it was rendered with (a tour not found) shows it on mount too, as the server did:
 * by default a query in error is fetched again on mount, and shows as loading meanwhile.
 */
export function keepErrorsShown(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
