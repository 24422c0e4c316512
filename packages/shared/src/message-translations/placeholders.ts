import type { TMessageTranslation } from '../message-translation';

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholderNames(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (match) => match[1] as string))];
}

/** The message as a function of its placeholders' values, in the order of `names`. */
function filler(message: string, names: readonly string[]) {
  const fill = (...values: unknown[]) =>
    message.replace(PLACEHOLDER, (whole, name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? whole : String(values[index]);
    });
  Object.defineProperty(fill, 'length', { value: names.length });
  return fill;
}

function collect(
  english: unknown,
  thai: unknown,
  en: Record<string, unknown>,
  th: Record<string, unknown>,
  path: string,
) {
  if (typeof english === 'string' && typeof thai === 'string') {
    const names = placeholderNames(english);
    const thaiNames = placeholderNames(thai);
    if (names.length === 0 || names.length !== thaiNames.length || !names.every((name) => thaiNames.includes(name))) {
      return;
    }
    en[path] = filler(english, names);
    th[path] = filler(thai, names);
  } else if (english && thai && typeof english === 'object' && typeof thai === 'object') {
    for (const key of Object.keys(english)) {
      collect(
        (english as Record<string, unknown>)[key],
        (thai as Record<string, unknown>)[key],
        en,
        th,
        `${path}.${key}`,
      );
    }
  }
}

/**
 * The messages with placeholders ('Password reset email sent to {email}') as the server sends them, filled in
 * ('Password reset email sent to ann@example.com'): each becomes a message of its values, so that the filled-in
 * message is recognised and its values carried into the translation.
 */
export function filledPlaceholders(translation: TMessageTranslation<unknown>): TMessageTranslation<unknown> {
  const en: Record<string, unknown> = {};
  const th: Record<string, unknown> = {};
  collect(translation.en, translation.th, en, th, '');
  return { en, th };
}
