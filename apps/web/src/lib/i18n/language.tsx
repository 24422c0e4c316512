import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, type TLanguage } from '@tour/shared';

type TLanguageState = { language: TLanguage; setLanguage: (language: TLanguage) => Promise<void> };

const LanguageContext = createContext<TLanguageState | null>(null);

/**
 * The language the page was served in: the server decides it (the visitor's choice, else their browser's) and
 * says so in `<html lang>`, so that the browser's first render is the server's page.
 */
export function servedLanguage(): TLanguage {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** What an API call says of the page's language (`<html lang>`, which the switch keeps), so its answer is in it. */
export function pageLanguageHeaders(): Record<string, string> {
  return typeof document === 'undefined' ? {} : { [LANGUAGE_HEADER]: servedLanguage() };
}

/**
 * The visitor's language for everything below it. `initial`: the language the page was served in, already loaded;
 * `load`: what loads a language's texts before the app shows it.
 */
export function LanguageProvider({
  initial,
  load,
  children,
}: {
  initial: TLanguage;
  load: (language: TLanguage) => Promise<void>;
  children: ReactNode;
}) {
  const [language, setLanguageNow] = useState(initial);
  const state = useMemo(
    () => ({
      language,
      setLanguage: async (next: TLanguage) => {
        await load(next);
        setLanguageNow(next);
        // The document's language follows, for screen readers, hyphenation and Thai line breaking.
        document.documentElement.lang = next;
      },
    }),
    [language, load],
  );
  return <LanguageContext value={state}>{children}</LanguageContext>;
}

function useLanguageState(): TLanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage is used outside a LanguageProvider');
  return state;
}

export function useLanguage(): TLanguage {
  return useLanguageState().language;
}

/** Shows the app in another language once its texts are loaded; persisting the choice is the language switch's. */
export function useSetLanguage(): (language: TLanguage) => Promise<void> {
  return useLanguageState().setLanguage;
}
