import type { TLanguage } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** The preview's account of the tour's languages (issue 27, item 5): its own, and the optional translation. */
export const PREVIEW_TRANSLATION_TEXTS = defineTexts({
  en: {
    language: 'Tour language',
    names: { en: 'English', th: 'Thai' } as Record<TLanguage, string>,
    heading: (language: string) => `${language} version (optional translation)`,
    none: (language: string, own: string) =>
      `No ${language} translation: travellers who read ${language} see the ${own}.`,
    lead: (language: string) => `Travellers who read ${language} see this version; an empty part shows the tour’s own.`,
    title: 'Title',
    description: 'Description',
    highlights: 'Highlights',
    inclusions: 'Inclusions',
    exclusions: 'Exclusions',
    itinerary: 'Itinerary',
    day: (day: number) => `Day ${day}`,
    notTranslated: 'Not translated',
  },
  th: {
    language: 'ภาษาของทัวร์',
    names: { en: 'อังกฤษ', th: 'ไทย' } as Record<TLanguage, string>,
    heading: (language: string) => `ฉบับภาษา${language} (คำแปลที่ไม่บังคับ)`,
    none: (language: string, own: string) => `ไม่มีคำแปลภาษา${language} ผู้เดินทางที่อ่านภาษา${language}จะเห็นภาษา${own}`,
    lead: (language: string) => `ผู้เดินทางที่อ่านภาษา${language}จะเห็นฉบับนี้ ส่วนที่เว้นว่างจะแสดงเนื้อหาเดิมของทัวร์`,
    title: 'ชื่อทัวร์',
    description: 'รายละเอียด',
    highlights: 'จุดเด่น',
    inclusions: 'สิ่งที่รวมในราคา',
    exclusions: 'สิ่งที่ไม่รวมในราคา',
    itinerary: 'แผนการเดินทาง',
    day: (day: number) => `วันที่ ${day}`,
    notTranslated: 'ยังไม่ได้แปล',
  },
});
