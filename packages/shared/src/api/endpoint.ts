import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One `/api` endpoint, defined once and shared: the server registers its route from it (validating the
 * input and serializing the answer through `response`), the web app types its fetcher from it.
 * `response: null` is an endpoint that answers without a JSON body (204, a file, a redirect).
 * `multipart` names the form fields of a multipart upload, which the server parses itself.
 */
export type TEndpoint = {
  readonly method: THttpMethod;
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly multipart?: z.ZodType;
  readonly response: z.ZodType | null;
};

export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint;
}

/** Whether a module's export is an endpoint contract (for the tools that list them all). */
export function isEndpoint(value: unknown): value is TEndpoint {
  const candidate = value as Partial<TEndpoint> | null;
  return typeof candidate?.method === 'string' && typeof candidate.path === 'string' && 'response' in candidate;
}

/**
 * What the browser holds of an endpoint: its method and path, typed as the whole contract. The web app
 * imports these from `@tour/shared/endpoints` (generated from the contracts by
 * `npm run api:refs`) so that no zod schema reaches its first screen.
 */
export type TEndpointRef<E extends TEndpoint> = Pick<E, 'method' | 'path'> & { readonly contract?: E };

type TSchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type TSchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What the server's handler receives, after validation. */
export type TEndpointParams<E extends TEndpoint> = TSchemaOutput<E['params']>;
export type TEndpointQuery<E extends TEndpoint> = TSchemaOutput<E['query']>;
export type TEndpointBody<E extends TEndpoint> = TSchemaOutput<E['body']>;

/** The answer's JSON as the browser reads it (response schemas carry no transforms, so input = output). */
export type TEndpointResponse<E extends TEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** What a caller sends: params, query and body, each required when the endpoint declares it. */
export type TEndpointInput<E extends TEndpoint> = (E['params'] extends z.ZodType
  ? { params: TSchemaInput<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: TSchemaInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: TSchemaInput<E['body']> } : { body?: never });

/** The text fields a multipart endpoint reads (its files are named by the endpoint's documentation). */
export type TEndpointMultipartFields<E extends TEndpoint> = TSchemaInput<E['multipart']>;

/** The endpoint's path with its `:name` segments filled in from `params`, each URL-encoded. */
export function endpointPath(endpoint: Pick<TEndpoint, 'path'>, params?: unknown): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}
