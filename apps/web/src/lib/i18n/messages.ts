import { useCallback, useEffect, useState } from 'react';
import type { TLanguage } from '@tour/shared';
import { useLanguage } from './language';

type TTranslate = (message: string, language: TLanguage) => string;

let translator: TTranslate | null = null;
let loading: Promise<TTranslate> | null = null;

/** The dictionary of the spec's messages, in a chunk of its own: no page loads it before it has a message to show. */
function loadMessageTranslator(): Promise<TTranslate> {
  loading ??= import('@tour/shared/message-translations').then(({ translateMessage }) => {
    translator = translateMessage;
    return translateMessage;
  });
  return loading;
}

/**
 * A message in a language once the dictionary is loaded, for code that has no component to wait in (a toast as the
 * page leaves, code outside React) or on every page (the footer's newsletter box loads it when it has a message
 * rather than when it mounts); the message as it is if the dictionary cannot load.
 */
export function translateWhenLoaded(message: string, language: TLanguage): Promise<string> {
  return loadMessageTranslator().then(
    (translate) => translate(message, language),
    () => message,
  );
}

/**
 * The spec's messages in the visitor's language: the shared schemas' checks, the messages the server answers with
 * and those the code holds (decision 36). A message the dictionary does not know comes back as it is. The dictionary
 * loads when the first component that may show one mounts, long before a form is sent.
 */
export function useMessage(): (message: string) => string {
  const language = useLanguage();
  const [translate, setTranslate] = useState<TTranslate | null>(() => translator);
  useEffect(() => {
    if (translate) return;
    let current = true;
    void loadMessageTranslator().then((loaded) => {
      if (current) setTranslate(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [translate]);
  useEffect(() => {
    void import('./zod-language').then(({ setZodLanguage }) => setZodLanguage(language));
  }, [language]);
  return useCallback((message: string) => (translate ? translate(message, language) : message), [translate, language]);
}
