import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageFromAcceptLanguage,
  type TLanguage,
} from '@tour/shared';

/**
 * The visitor's language: the one an address asks for (`?lang=th`, the pages' hreflang alternates), else the one
 * they chose (the cookie, which signing in sets from their profile), else the one their browser prefers, else English.
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[LANGUAGE_PARAM];
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
