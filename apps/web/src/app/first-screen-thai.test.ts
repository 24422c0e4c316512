import { describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS } from '../features/language/texts';
import { HOME_TEXTS } from '../features/home/texts';
import { NOT_FOUND_TEXTS } from '../features/not-found/texts';
import { SEARCH_PAGE_TEXTS } from '../features/search/page-texts';
import { SEARCH_TEXTS } from '../features/search/texts';
import { TOUR_CARD_TEXTS } from '../features/tours/card-texts';
import { TOUR_TEXTS } from '../features/tours/texts';
import { ROLE_TEXTS } from '../lib/i18n/role-texts';
import { registerFirstScreenThai } from '../lib/i18n/texts';
import { FIRST_SCREEN_THAI } from './first-screen-thai';
import { FOOTER_TEXTS } from './footer-texts';
import { APP_TEXTS } from './texts';

/** Every string of a catalogue with its path ('nav.links.0.label'), functions called with sample arguments. */
function stringsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    // '2' suits entries that read their argument as text and those that count ('2 guests'); one that calls a
    // number's methods gets 2.
    const call = (argument: unknown) =>
      (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => argument));
    let sample: unknown;
    try {
      sample = call('2');
    } catch {
      sample = call(2);
    }
    return typeof sample === 'string' ? [[`${path}()`, sample]] : [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const CATALOGUES = {
  APP_TEXTS,
  FOOTER_TEXTS,
  HOME_TEXTS,
  NOT_FOUND_TEXTS,
  SEARCH_TEXTS,
  SEARCH_PAGE_TEXTS,
  TOUR_TEXTS,
  TOUR_CARD_TEXTS,
  LANGUAGE_TEXTS,
  ROLE_TEXTS,
};

describe('the Thai of the first screen', () => {
  registerFirstScreenThai(FIRST_SCREEN_THAI);

  it.each(Object.entries(CATALOGUES))('%s is loaded and complete: every English string has a Thai one', (_, texts) => {
    const english = stringsOf(texts.en);
    const thai = stringsOf(texts.th);
    expect(thai.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of thai) expect(text.trim(), path).not.toBe('');
  });
});
