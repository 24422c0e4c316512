import { useCallback } from 'react';
import { useLanguage } from '../../lib/i18n/language';
import type { TBilingualTexts, TTexts } from '../../lib/i18n/texts';

type TMessages = Readonly<Record<string, unknown>>;

/** The text under the key whose English is `message`, in the same part of `local`; any other message as it came. */
function specMessageIn(message: string, english: readonly TMessages[], local: readonly TMessages[]): string {
  for (const [index, part] of english.entries()) {
    for (const [key, text] of Object.entries(part)) {
      const translated = local[index]?.[key];
      if (text === message && typeof translated === 'string') return translated;
    }
  }
  return message;
}

/**
 * The shared rules (zod schemas, validators) and the server word their messages in English: this says such a message
 * in the visitor's language, from the parts of the catalogue `pick` names (the spec's messages, referenced in its
 * English). A message the catalogue does not hold, such as a payment provider's own words, stays as it came. The
 * function returned stays the same while the language does, given a `pick` that does.
 */
export function useSpecMessages<T>(
  catalogue: TBilingualTexts<T>,
  pick: (texts: TTexts<T>) => readonly TMessages[],
): (message: string) => string {
  const language = useLanguage();
  return useCallback(
    (message: string) => specMessageIn(message, pick(catalogue.en), pick(catalogue[language])),
    [catalogue, language, pick],
  );
}
