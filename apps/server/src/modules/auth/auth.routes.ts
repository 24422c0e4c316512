import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZForgotPasswordRequest,
  ZRecoveryTokenRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZVerifyEmailRequest,
  type TSessionResponse,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import {
  checkRecoveryToken,
  recordActivity,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type TAuthDeps,
} from './auth.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

type TAuthRouteOptions = TAuthDeps & { secureCookies: boolean; rateLimitPerMinute: number };

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, ip: request.ip ?? null };
}

export async function authRoutes(untyped: FastifyInstance, options: TAuthRouteOptions) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { secureCookies } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/api/auth/session', { config: { access: 'public' } }, async (request): Promise<TSessionResponse> => {
    return request.auth
      ? { user: request.auth.user, idleExpiresAt: request.auth.idleExpiresAt }
      : { user: null, idleExpiresAt: null };
  });

  app.post(
    '/api/auth/activity',
    { config: { access: 'public' } },
    async (request, reply): Promise<TSessionResponse> => {
      const idleExpiresAt = request.auth ? await recordActivity(options, request.auth.sessionId) : null;
      if (!request.auth || !idleExpiresAt) {
        clearSessionCookie(reply, secureCookies);
        throw new AppError('SESSION_EXPIRED', MESSAGES.sessionExpired);
      }
      return { user: request.auth.user, idleExpiresAt };
    },
  );

  app.post(
    '/api/auth/sign-in',
    { config: { access: 'public', ...limited }, schema: { body: ZSignInRequest } },
    async (request, reply) => {
      const session = await signIn(options, request.body, clientMeta(request));
      setSessionCookie(reply, session.token, secureCookies);
      return session.response;
    },
  );

  app.post(
    '/api/auth/sign-up',
    { config: { access: 'public', ...limited }, schema: { body: ZSignUpRequest } },
    async (request, reply) => {
      const session = await signUp(options, request.body, clientMeta(request));
      setSessionCookie(reply, session.token, secureCookies);
      return reply.status(201).send(session.response);
    },
  );

  app.post('/api/auth/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    await signOut(options, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/forgot-password',
    { config: { access: 'public', ...limited }, schema: { body: ZForgotPasswordRequest } },
    async (request, reply) => {
      await requestPasswordReset(options, request.body);
      return reply.status(202).send({ message: MESSAGES.resetEmailSent });
    },
  );

  app.post(
    '/api/auth/recovery',
    { config: { access: 'public', ...limited }, schema: { body: ZRecoveryTokenRequest } },
    async (request) => checkRecoveryToken(options, request.body.token),
  );

  // The link works in any browser, signed in or not: holding the token is the proof.
  app.post(
    '/api/auth/verify-email',
    { config: { access: 'public', ...limited }, schema: { body: ZVerifyEmailRequest } },
    async (request) => verifyEmail(options, request.body.token),
  );

  app.post(
    '/api/auth/email-verification/resend',
    { config: { access: 'signedIn', ...limited } },
    async (request, reply) => reply.status(202).send(await resendVerification(options, requireAuth(request).user.id)),
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public', ...limited }, schema: { body: ZResetPasswordRequest } },
    async (request, reply) => {
      await resetPassword(options, request.body);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );
}
