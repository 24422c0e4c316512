import type { TTexts } from '../../lib/i18n/texts';
import type { NOT_FOUND_TEXTS_EN } from './texts';

/** NOT_FOUND_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const NOT_FOUND_TEXTS_TH: TTexts<typeof NOT_FOUND_TEXTS_EN> = {
  title: 'อุ๊ย! ไม่พบหน้านี้',
  code: '404',
  body: 'ไม่พบหน้าที่คุณกำลังหา หรือหน้านี้อาจถูกย้ายไปแล้ว มาพาคุณกลับเข้าเส้นทางกันเถอะ',
  home: 'กลับหน้าแรก',
  illustration: 'แผนที่พับที่มีเส้นทางเส้นประไปจบที่เครื่องหมายคำถาม',
};
