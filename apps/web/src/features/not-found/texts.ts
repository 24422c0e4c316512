import { SHELL_MESSAGES } from '@tour/shared';
import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts): every page's error route reads it. */
export const NOT_FOUND_TEXTS_EN = {
  title: SHELL_MESSAGES.notFound,
  code: '404',
  body: "The page you are looking for doesn't exist or has been moved. Let's get you back on the map.",
  home: 'Return to Home',
  illustration: 'A folded map with a dashed route that ends at a question mark',
} as const;

export const NOT_FOUND_TEXTS = defineFirstScreenTexts('notFound', NOT_FOUND_TEXTS_EN);
