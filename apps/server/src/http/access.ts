import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, MESSAGES, type TArea, type TSessionUser } from '@tour/shared';
import { AppError } from './app-error';
import { idleDeadline, recordActivity, resolveSession, type TAuthDeps } from '../modules/auth/auth.service';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';

/**
 * Every /api route declares who may call it in `config.access`; the app refuses to start
 * when one does not, and this hook enforces it before the handler runs.
 */
export type TRouteAccess = 'public' | 'signedIn' | { area: TArea } | 'devOnly' | 'testOnly';

export type TRequestAuth = { sessionId: string; user: TSessionUser; idleExpiresAt: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyRequest {
    auth: TRequestAuth | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it, for the access test that walks them all. */
    apiRoutes: Array<{ method: string; url: string; access: TRouteAccess }>;
  }
}

export function describeAccess(access: TRouteAccess): string {
  return typeof access === 'string' ? access : `area:${access.area}`;
}

export function registerAccessControl(app: FastifyInstance, deps: TAuthDeps & { env: string }) {
  app.decorateRequest('auth', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access === 'devOnly' && deps.env === 'production') throw new AppError('NOT_FOUND', 'Not found');
    if (access === 'testOnly' && deps.env !== 'test') throw new AppError('NOT_FOUND', 'Not found');

    const session = await resolveSession(deps, request.cookies[SESSION_COOKIE]);
    if (session) {
      let idleExpiresAt = idleDeadline(session.lastActiveAt);
      // Reads do not count as activity (a polling tab must not keep a session alive); changes do.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        idleExpiresAt = (await recordActivity(deps, session.sessionId)) ?? idleExpiresAt;
      }
      request.auth = { sessionId: session.sessionId, user: session.user, idleExpiresAt };
    }

    if (access === 'public' || access === 'devOnly' || access === 'testOnly') return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.loginRequired);
    if (typeof access === 'object' && !canAccess(access.area, request.auth.user)) {
      throw new AppError('FORBIDDEN', MESSAGES.noPermission);
    }
  });
}

export function requireAuth(request: FastifyRequest): TRequestAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.loginRequired);
  return request.auth;
}
