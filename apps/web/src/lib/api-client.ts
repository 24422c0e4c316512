import {
  endpointPath,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointRef,
  type TEndpointResponse,
  type TErrorBody,
  type TErrorCode,
  type TPageApiFetch,
  type TPageApiResponse,
} from '@tour/shared';
import { pageLanguageHeaders } from './i18n/language';

/** An error response from our API, or a network failure (code NETWORK_ERROR, status 0). */
export class ApiError extends Error {
  readonly code: TErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(options: {
    code: ApiError['code'];
    status: number;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields;
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The message to show for any thrown value: the server's text for a known error code, otherwise the
 * caller's fallback (the spec's 'Failed to …' texts) for network failures and unexpected errors.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  if (error.code === 'NETWORK_ERROR' || error.code === 'UNKNOWN' || error.code === 'INTERNAL') return fallback;
  return error.message;
}

type TSessionExpiredListener = (path: string) => void;
const sessionExpiredListeners = new Set<TSessionExpiredListener>();

/**
 * Called whenever the server answers SESSION_EXPIRED, whichever call it was.
 * The auth feature registers the handler that signs the user out locally.
 */
export function onSessionExpired(listener: TSessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** 'reload' after a change the browser's cache (public, max-age) has not seen yet. */
  cache?: RequestCache;
};

function buildUrl(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readErrorBody(response: TPageApiResponse): Promise<TErrorBody['error'] | null> {
  try {
    const body = (await response.json()) as Partial<TErrorBody>;
    return body.error && typeof body.error.message === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** How a call reaches the API: the browser's fetch, or the server's own routes while it renders a page. */
let currentApiFetch: () => (path: string, init: RequestInit) => Promise<TPageApiResponse> = () => fetch;

/**
 * Set once by the server's page renderer (entry-server.tsx): calls made while it renders a page go to the
 * server's own routes, as the visitor's requests would, without a network hop.
 */
export function routeApiCalls(resolve: () => TPageApiFetch): void {
  currentApiFetch = resolve;
}

/** Fetches our JSON API (same origin, session cookie) and throws ApiError on any failure. */
async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, cache } = options;
  let response: TPageApiResponse;
  try {
    response = await currentApiFetch()(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...pageLanguageHeaders(),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
      cache,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'Network error occurred' });
  }

  if (!response.ok) {
    const error = await readErrorBody(response);
    const apiError = new ApiError({
      code: error?.code ?? 'UNKNOWN',
      status: response.status,
      message: error?.message ?? `Request failed (${response.status})`,
      fields: error?.fields,
    });
    if (apiError.code === 'SESSION_EXPIRED') {
      for (const listener of sessionExpiredListeners) listener(path);
    }
    throw apiError;
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type TCallOptions = Pick<TRequestOptions, 'signal' | 'cache'>;

/** Calls a shared endpoint: its path, method, input and answer are all typed from its contract. */
export function callEndpoint<E extends TEndpoint>(
  endpoint: TEndpointRef<E>,
  input: TEndpointInput<E>,
  options: TCallOptions = {},
): Promise<TEndpointResponse<E>> {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return apiRequest<TEndpointResponse<E>>(endpointPath(endpoint, input.params), {
    ...options,
    method: endpoint.method,
    query: input.query as TRequestOptions['query'],
    body: hasBody ? (input.body ?? {}) : undefined,
  });
}
