import type { TMessageTranslation } from '../message-translation';
import type { TTexts } from '../texts';

const THAI = /[\u0E00-\u0E7F]/;

/** The language a message is written in: Thai when it has a Thai letter, English otherwise. */
function isThai(message: unknown, arity: number): boolean {
  if (typeof message === 'string') return THAI.test(message);
  if (typeof message !== 'function') return false;
  try {
    return THAI.test(String((message as (...args: string[]) => unknown)(...Array.from({ length: arity }, () => ''))));
  } catch {
    // A message that cannot be written with empty values (it formats a date it is given) is English: every Thai
    // message of the mixed groups is a plain string.
    return false;
  }
}

function sortInto(
  english: Record<string, unknown>,
  thai: Record<string, unknown>,
  source: Record<string, unknown>,
  other: Record<string, unknown>,
) {
  for (const key of Object.keys(source)) {
    const message = source[key];
    const translation = other[key];
    if (message && typeof message === 'object' && translation && typeof translation === 'object') {
      english[key] = {};
      thai[key] = {};
      sortInto(
        english[key] as Record<string, unknown>,
        thai[key] as Record<string, unknown>,
        message as Record<string, unknown>,
        translation as Record<string, unknown>,
      );
    } else if (isThai(message, typeof message === 'function' ? message.length : 0)) {
      thai[key] = message;
      english[key] = translation;
    } else {
      english[key] = message;
      thai[key] = translation;
    }
  }
}

/**
 * A group whose messages are in both languages (a company screen's Thai beside the shell's English): `other` holds
 * each message in the other language (typed like the group, so a missing one is a type error), and each message is
 * put on its language's side, so that either one translates into the other.
 */
export function mixedMessageTranslation<const T>(source: T, other: TTexts<NoInfer<T>>): TMessageTranslation<unknown> {
  const en: Record<string, unknown> = {};
  const th: Record<string, unknown> = {};
  sortInto(en, th, source as Record<string, unknown>, other as Record<string, unknown>);
  return { en, th };
}
