import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '@tour/db';
import type { TLanguage } from '@tour/shared';
import type { TClock } from '../../clock';
import { chosenLanguage, setLanguageCookie } from './language-cookie';
import { findProfileLanguage, saveProfileLanguage } from './languages.repository';

type TLanguageDeps = { db: TDb; clock: TClock; secureCookies: boolean };

/**
 * On signing in, the browser's choice and the profile's meet: a language chosen on this browser is the latest
 * choice and goes to the profile; without one, the profile's language comes to the browser.
 */
export async function keepLanguageAtSignIn(
  deps: TLanguageDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const chosen = chosenLanguage(request);
  if (chosen) {
    await saveProfileLanguage(deps.db, userId, chosen, deps.clock.now());
    return;
  }
  const saved = await findProfileLanguage(deps.db, userId);
  if (saved) setLanguageCookie(reply, saved, deps.secureCookies);
}

/** The language switch: the choice goes to the cookie, and to the profile of a signed-in user. */
export async function chooseLanguage(
  deps: TLanguageDeps,
  reply: FastifyReply,
  choice: { language: TLanguage; userId: string | null },
) {
  setLanguageCookie(reply, choice.language, deps.secureCookies);
  if (choice.userId) await saveProfileLanguage(deps.db, choice.userId, choice.language, deps.clock.now());
}

/** Whose language an e-mail is written in: the module's lookups, for the modules that write e-mails (issue 27). */
export { findBookingLanguage, findLanguageOfAddress, findProfileLanguage } from './languages.repository';
