import { SHELL_MESSAGES } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

export const NOT_FOUND_TEXTS = defineTexts({
  en: {
    title: SHELL_MESSAGES.notFound,
    code: '404',
    body: "The page you are looking for doesn't exist or has been moved. Let's get you back on the map.",
    home: 'Return to Home',
    illustration: 'A folded map with a dashed route that ends at a question mark',
  },
  th: {
    title: 'อุ๊ย! ไม่พบหน้านี้',
    code: '404',
    body: 'ไม่พบหน้าที่คุณกำลังหา หรือหน้านี้อาจถูกย้ายไปแล้ว มาพาคุณกลับเข้าเส้นทางกันเถอะ',
    home: 'กลับหน้าแรก',
    illustration: 'แผนที่พับที่มีเส้นทางเส้นประไปจบที่เครื่องหมายคำถาม',
  },
});
