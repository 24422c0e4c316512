import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, MESSAGES, type TArea, type TEndpoint, type TSessionUser } from '@tour/shared';
import type { ZodType } from 'zod';
import { AppError } from './app-error';

/**
 * Every /api route declares who may call it in `config.access`; the app refuses to start
 * when one does not, and this hook enforces it as the request arrives, before its body is read or
 * validated (so a caller who may not use a route learns nothing about its input rules).
 * `refusal`: the area's own message for a caller it refuses (the spec words some refusals per screen).
 * `localDevOnly`: outside production, and only for requests made on this machine (DESIGN decision 28).
 */
export type TRouteAccess =
  | 'public'
  | 'signedIn'
  | { area: TArea; refusal?: (user: TSessionUser) => string }
  | 'localDevOnly'
  | 'testOnly';

export type TRequestAuth = { sessionId: string; user: TSessionUser; idleExpiresAt: string };

/**
 * The signed-in session behind a session cookie's token, or null; a change (not a read) counts as activity.
 * The auth module provides it and app.ts wires it in, so this guard depends on no module.
 */
export type TAuthenticate = (
  token: string | undefined,
  options: { countsAsActivity: boolean },
) => Promise<TRequestAuth | null>;

/** What a route declares of its input: the shared zod schemas it validates with. */
export type TRouteSchemas = { params?: ZodType; querystring?: ZodType; body?: ZodType };

export type TApiRoute = {
  method: string;
  url: string;
  access: TRouteAccess;
  schema: TRouteSchemas;
  /** The shared contract the route was registered from (http/endpoint-route.ts). */
  endpoint: TEndpoint | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
    /** The shared contract the route was registered from (http/endpoint-route.ts). */
    endpoint?: TEndpoint;
  }
  interface FastifyRequest {
    auth: TRequestAuth | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it and its input schemas, for the tests that walk them all. */
    apiRoutes: TApiRoute[];
  }
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { env: string; sessionCookie: string; authenticate: TAuthenticate },
) {
  app.decorateRequest('auth', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        access: route.config.access,
        schema: (route.schema ?? {}) as TRouteSchemas,
        endpoint: route.config.endpoint,
      });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access === 'localDevOnly') {
      if (deps.env === 'production') throw new AppError('NOT_FOUND', MESSAGES.notFoundApi);
      if (!isFromThisMachine(request)) throw new AppError('FORBIDDEN', MESSAGES.mailboxLocalOnly);
    }
    if (access === 'testOnly' && deps.env !== 'test') throw new AppError('NOT_FOUND', MESSAGES.notFoundApi);

    // Reads do not count as activity (a polling tab must not keep a session alive); changes do.
    const countsAsActivity = request.method !== 'GET' && request.method !== 'HEAD';
    request.auth = await deps.authenticate(request.cookies[deps.sessionCookie], { countsAsActivity });

    if (access === 'public' || access === 'localDevOnly' || access === 'testOnly') return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.loginRequired);
    if (typeof access === 'object' && !canAccess(access.area, request.auth.user)) {
      throw new AppError('FORBIDDEN', access.refusal?.(request.auth.user) ?? MESSAGES.noPermission);
    }
  });
}

export function requireAuth(request: FastifyRequest): TRequestAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.loginRequired);
  return request.auth;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True only when the connection comes from this machine and no proxy says it forwarded it for
 * someone else. It reads the socket, not `request.ip`, which X-Forwarded-For may set; a reverse
 * proxy on this machine connects from loopback, so its forwarding headers must name loopback too.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const socketAddress = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(socketAddress)) return false;
  const forwardedFor = request.headers['x-forwarded-for'];
  const forwarded = [forwardedFor ?? []].flat().flatMap((value) => value.split(','));
  if (forwarded.some((address) => !LOOPBACK.test(address.trim()))) return false;
  return request.headers.forwarded === undefined && request.headers['x-real-ip'] === undefined;
}
