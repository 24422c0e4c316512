import type { TLanguage } from '@tour/shared';
import { registerFirstScreenThai } from '../lib/i18n/texts';

let thaiLoaded: Promise<void> | null = null;

/** Loads what a page in the language needs before it renders: for Thai, the first screen's Thai texts. */
export function loadLanguage(language: TLanguage): Promise<void> {
  if (language === 'en') return Promise.resolve();
  thaiLoaded ??= import('./first-screen-thai').then(({ FIRST_SCREEN_THAI }) =>
    registerFirstScreenThai(FIRST_SCREEN_THAI),
  );
  return thaiLoaded;
}
