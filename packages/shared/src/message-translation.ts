import type { TLanguage } from './languages';
import type { TTexts } from './texts';

/**
 * A group of the spec's messages (a `*_MESSAGES` constant, which schemas and the server use as they are) with its
 * translation: `th` for an English group, `en` for one of the company screens' Thai groups.
 */
export type TMessageTranslation<T> = { en: T; th: TTexts<T> } | { en: TTexts<T>; th: T };

export function messageTranslation<const T>(translation: TMessageTranslation<T>): TMessageTranslation<T> {
  return translation;
}

type TMessageFunction = (...args: never[]) => string;
type TPatternEntry = { pattern: RegExp; translate: (values: string[]) => string };

const SLOT = (index: number) => `\uE000${index}\uE000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with values ('Cleaned up 3 image(s) from storage') is recognised by the message with placeholders in
 * their places, and its values are handed to the translation.
 */
function patternEntry(source: TMessageFunction, target: TMessageFunction): TPatternEntry | null {
  const arity = source.length;
  if (arity === 0) return null;
  const slots = Array.from({ length: arity }, (_, index) => SLOT(index));
  const template = (source as (...args: string[]) => string)(...slots);
  const order: number[] = [];
  const pattern = escapeRegExp(template).replace(/\uE000(\d+)\uE000/g, (_, index: string) => {
    order.push(Number(index));
    return '(.+?)';
  });
  if (order.length === 0) return null;
  return {
    pattern: new RegExp(`^${pattern}$`, 's'),
    translate: (values) => {
      const args: Array<string | number> = Array.from({ length: arity }, () => '');
      order.forEach((slot, position) => {
        const value = values[position] ?? '';
        args[slot] = /^\d+$/.test(value) ? Number(value) : value;
      });
      return (target as (...args: Array<string | number>) => string)(...args);
    },
  };
}

type TDirection = { exact: Map<string, string>; patterns: TPatternEntry[] };

function addPairs(direction: TDirection, source: unknown, target: unknown) {
  if (typeof source === 'string' && typeof target === 'string') {
    if (source !== target && !direction.exact.has(source)) direction.exact.set(source, target);
  } else if (typeof source === 'function' && typeof target === 'function') {
    const entry = patternEntry(source as TMessageFunction, target as TMessageFunction);
    if (entry) direction.patterns.push(entry);
  } else if (source && target && typeof source === 'object' && typeof target === 'object') {
    for (const key of Object.keys(source)) {
      addPairs(direction, (source as Record<string, unknown>)[key], (target as Record<string, unknown>)[key]);
    }
  }
}

/** Translates the spec's messages, whichever language they were written in, into a visitor's language. */
export function messageTranslator(translations: ReadonlyArray<TMessageTranslation<unknown>>) {
  const into: Record<TLanguage, TDirection> = {
    en: { exact: new Map(), patterns: [] },
    th: { exact: new Map(), patterns: [] },
  };
  for (const translation of translations) {
    addPairs(into.th, translation.en, translation.th);
    addPairs(into.en, translation.th, translation.en);
  }
  return (message: string, language: TLanguage): string => {
    const direction = into[language];
    const exact = direction.exact.get(message);
    if (exact !== undefined) return exact;
    for (const { pattern, translate } of direction.patterns) {
      const match = pattern.exec(message);
      if (match) return translate(match.slice(1));
    }
    return message;
  };
}
