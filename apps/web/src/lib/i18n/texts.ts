import type { TLanguage, TTexts } from '@tour/shared';
import { useLanguage } from './language';

export type { TTexts } from '@tour/shared';

/**
 * An area's catalogue in both languages (DESIGN section 4: one catalogue per area). The spec's texts stay in the
 * language the spec gives them (company screens Thai, traveller and administrator screens English); the other
 * language is their translation.
 */
export type TBilingualTexts<T> = { readonly [Language in TLanguage]: TTexts<T> };

/** A catalogue's texts in one language, for a function that is handed them. */
export type TTextsOf<C extends TBilingualTexts<unknown>> = C['en'];

/** A catalogue outside the first screen: both languages in one object, in the chunk of the code that reads it. */
export function defineTexts<const T>(texts: { en: T; th: TTexts<NoInfer<T>> }): TBilingualTexts<T> {
  return texts as TBilingualTexts<T>;
}

/** The Thai of the first screen's catalogues, once loaded (registerFirstScreenThai), by catalogue. */
const firstScreenThai = new Map<string, unknown>();

/**
 * A catalogue of the first screen (the shell, the home, the search, a tour's page): its English is in the main
 * bundle, its Thai loads apart, before a Thai page renders (app/first-screen-thai.ts), so that an English page does
 * not carry both languages. Its Thai is typed against its English where it is written (`texts.th.ts`).
 */
export function defineFirstScreenTexts<const T>(key: string, en: T): TBilingualTexts<T> {
  return {
    en,
    get th() {
      const thai = firstScreenThai.get(key);
      if (!thai) throw new Error(`The Thai texts of '${key}' are read before they were loaded`);
      return thai;
    },
  } as TBilingualTexts<T>;
}

export function registerFirstScreenThai(catalogues: Record<string, unknown>): void {
  for (const [key, thai] of Object.entries(catalogues)) firstScreenThai.set(key, thai);
}

/** The catalogue in the visitor's language. */
export function useTexts<T>(texts: TBilingualTexts<T>): TTexts<T> {
  return texts[useLanguage()];
}
