import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkRecoveryToken,
  getSession,
  MESSAGES,
  recordActivity,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/request-language';
import { keepLanguageAtSignIn } from '../languages/languages.service';
import * as auth from './auth.service';
import * as emailVerification from './email-verification.service';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

type TAuthRouteOptions = auth.TAuthDeps & { secureCookies: boolean; rateLimitPerMinute: number };

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, ip: request.ip ?? null };
}

export async function authRoutes(app: FastifyInstance, options: TAuthRouteOptions) {
  const { secureCookies } = options;
  const open = { access: 'public' as const };
  const limited = { ...open, rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  serveEndpoint(app, getSession, open, async (request) =>
    request.auth
      ? { user: request.auth.user, idleExpiresAt: request.auth.idleExpiresAt }
      : { user: null, idleExpiresAt: null },
  );

  serveEndpoint(app, recordActivity, open, async (request) => {
    const idleExpiresAt = request.auth ? await auth.recordActivity(options, request.auth.sessionId) : null;
    // The cookie is left alone: another tab may have signed in since this request left, and clearing the cookie
    // would end that new session in the browser. A cookie of an ended session is simply not recognised.
    if (!request.auth || !idleExpiresAt) throw new AppError('SESSION_EXPIRED', MESSAGES.sessionExpired);
    return { user: request.auth.user, idleExpiresAt };
  });

  serveEndpoint(app, signIn, limited, async (request, reply) => {
    const session = await auth.signIn(options, request.body, clientMeta(request));
    setSessionCookie(reply, session.token, secureCookies);
    await keepLanguageAtSignIn(options, request, reply, session.userId);
    return session.response;
  });

  serveEndpoint(app, signUp, limited, async (request, reply) => {
    const session = await auth.signUp(options, request.body, clientMeta(request), requestLanguage(request));
    setSessionCookie(reply, session.token, secureCookies);
    reply.code(201);
    return session.response;
  });

  serveEndpoint(app, signOut, open, async (request, reply) => {
    await auth.signOut(options, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  serveEndpoint(app, requestPasswordReset, limited, async (request, reply) => {
    await auth.requestPasswordReset(options, request.body, requestLanguage(request));
    reply.code(202);
    return { message: MESSAGES.resetEmailSent };
  });

  serveEndpoint(app, checkRecoveryToken, limited, async (request) =>
    auth.checkRecoveryToken(options, request.body.token),
  );

  // The link works in any browser, signed in or not: holding the token is the proof.
  serveEndpoint(app, verifyEmail, limited, async (request) =>
    emailVerification.verifyEmail(options, request.body.token),
  );

  serveEndpoint(app, resendVerificationEmail, { ...limited, access: 'signedIn' }, async (request, reply) => {
    const sent = await emailVerification.resendVerification(
      options,
      requireAuth(request).user.id,
      requestLanguage(request),
    );
    reply.code(202);
    return sent;
  });

  serveEndpoint(app, resetPassword, limited, async (request, reply) => {
    await auth.resetPassword(options, request.body);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });
}
