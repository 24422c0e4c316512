import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  LANGUAGE_PARAM,
  languageFromAcceptLanguage,
  type TLanguage,
} from '@tour/shared';

/**
 * The visitor's language: the one an address asks for (`?lang=th`, the pages' hreflang alternates) or the web app's
 * page is read in (its API calls say so in a header), else the one they chose (the cookie, which signing in sets from
 * their profile), else the one their browser prefers, else English.
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  return askedLanguage(request) ?? DEFAULT_LANGUAGE;
}

/**
 * The language the request asks for in any of those ways; null when it says none (an API client that sends no
 * Accept-Language, which then gets the spec's messages as the spec writes them). Before routing (a framework error)
 * the query and cookies are not parsed yet.
 */
export function askedLanguage(request: FastifyRequest): TLanguage | null {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[LANGUAGE_PARAM];
  if (isLanguage(asked)) return asked;
  const page = request.headers[LANGUAGE_HEADER];
  if (isLanguage(page)) return page;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
