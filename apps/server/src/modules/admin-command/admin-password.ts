import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** NIST SP 800-63B asks at least 8 characters of any password; an administrator's guards every account, so more. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Re-authentication (POST /api/admin/reauthenticate) accepts at most 200 characters: a longer one could not re-enter it. */
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's 3 is "safely unguessable: moderate protection from offline slow-hash scenario" (10^10 guesses). */
const MIN_STRENGTH_SCORE = 3;

// Built once: the dictionaries are large, and the command checks one or two passwords per run.
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    translations,
  });
  return estimator;
}

/**
 * Why a password is too weak for an administrator, or null when it will do. `context` is what an attacker would
 * try first (the e-mail, its name part, the display name, the product's name): a password built from it is weak.
 */
export function adminPasswordWeakness(password: string, context: readonly string[]): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long.`;
  }
  const result = strengthEstimator().check(password, context.filter(Boolean));
  if (result.score >= MIN_STRENGTH_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `The password is too easy to guess.${advice ? ` ${advice}` : ''} A few unrelated words together make a strong one.`;
}
