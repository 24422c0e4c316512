import { isDeepStrictEqual } from 'node:util';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TEndpoint, TEndpointBody, TEndpointParams, TEndpointQuery, TEndpointResponse } from '@tour/shared';
import type { TRouteAccess } from './access';

/** An answer already serialized through its endpoint's schema (a cached catalogue read). */
/** An answer already serialized, with its ETag when it was worked out once for many requests (response-cache.ts). */
export class SerializedAnswer {
  constructor(
    readonly json: string,
    readonly etag?: string,
  ) {}
}

/**
 * The JSON of `value` as `schema` describes it. Outside production an answer carrying a field the schema
 * lacks is refused like one missing a field, so a route and its contract cannot drift apart unnoticed;
 * production drops such a field silently, so nothing undeclared ever reaches a browser.
 */
export function serializeAnswer(schema: z.ZodType, value: unknown, options: { strict: boolean }): string {
  const encoded = schema.safeEncode(value);
  // Not a ZodError: that would read as the caller's bad input (a 400), and this is the server's fault.
  if (!encoded.success) throw new Error(`The answer does not match its response schema: ${encoded.error.message}`);
  const json = JSON.stringify(encoded.data);
  if (options.strict) {
    const sent = JSON.stringify(value);
    if (json !== sent && !isDeepStrictEqual(JSON.parse(json), sent === undefined ? undefined : JSON.parse(sent))) {
      throw new Error(`The answer carries fields its response schema does not declare: ${sent?.slice(0, 300)}`);
    }
  }
  return json;
}

type TRequestOf<E extends TEndpoint> = FastifyRequest<{
  Params: TEndpointParams<E>;
  Querystring: TEndpointQuery<E>;
  Body: TEndpointBody<E>;
}>;

type TAnswerOf<E extends TEndpoint> = E['response'] extends z.ZodType
  ? TEndpointResponse<E> | SerializedAnswer
  : FastifyReply | undefined;

export type TEndpointRouteOptions = Omit<FastifyContextConfig, 'access' | 'endpoint'> & {
  access: TRouteAccess;
  bodyLimit?: number;
};

/**
 * Registers the route of a shared endpoint: its params, query and body validated by the endpoint's
 * schemas, its answer serialized through the endpoint's response schema (any 2xx status).
 */
export function serveEndpoint<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: TEndpointRouteOptions,
  handler: (request: TRequestOf<E>, reply: FastifyReply) => Promise<TAnswerOf<E>>,
): void {
  const { bodyLimit, ...config } = options;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit,
    config: { ...config, endpoint },
    // Only the parts it declares: Fastify warns about a schema key given as undefined.
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.response && { response: { '2xx': endpoint.response } }),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as TRequestOf<E>, reply);
      if (answer instanceof SerializedAnswer) {
        // @fastify/etag keeps a tag set here, and still answers 304 to a matching If-None-Match.
        if (answer.etag) reply.header('ETag', answer.etag);
        return reply.type('application/json').send(answer.json);
      }
      return answer;
    },
  });
}
