import { defineTexts } from '../../lib/i18n/texts';

/** The primitives' own words, apart from components/texts.ts: the first screen loads these primitives. */
export const UI_TEXTS = defineTexts({
  en: { close: 'Close', loading: 'Loading' },
  th: { close: 'ปิด', loading: 'กำลังโหลด' },
});
