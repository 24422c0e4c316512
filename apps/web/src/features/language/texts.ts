import { defineFirstScreenTexts } from '../../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const LANGUAGE_TEXTS_EN = {
  /** Shown while the page is in English: the switch to Thai, in Thai. */
  switchLabel: 'ไทย',
  switchDescription: 'เปลี่ยนเป็นภาษาไทย',
  failed: 'Your language could not be saved. Please try again.',
} as const;

/** The header's language switch: each label is in the language it offers, so a reader of that language finds it. */
export const LANGUAGE_TEXTS = defineFirstScreenTexts('language', LANGUAGE_TEXTS_EN);
