import type { TTexts } from '../../lib/i18n/texts';
import type { LANGUAGE_TEXTS_EN } from './texts';

/** LANGUAGE_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const LANGUAGE_TEXTS_TH: TTexts<typeof LANGUAGE_TEXTS_EN> = {
  switchLabel: 'EN',
  switchDescription: 'Switch to English',
  failed: 'บันทึกภาษาที่เลือกไม่สำเร็จ โปรดลองอีกครั้ง',
};
