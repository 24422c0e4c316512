import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type TLanguage } from '@tour/shared';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function setLanguageCookie(reply: FastifyReply, language: TLanguage, secure: boolean) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: A_YEAR_IN_SECONDS,
  });
}

/** The language the visitor chose on this browser, if they did. */
export function chosenLanguage(request: FastifyRequest): TLanguage | null {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : null;
}
