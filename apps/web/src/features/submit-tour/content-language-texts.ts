import type { TLanguage } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/**
 * The tour's content in two languages on the wizard and the edit screen (issue 27, item 5): the switch of each
 * section that holds content, and the fields of the optional translation.
 */
export const CONTENT_LANGUAGE_TEXTS = defineTexts({
  en: {
    switchLabel: 'Language of the tour content',
    /** Each language in its own words on the switch, so that its readers find it. */
    names: { en: 'English', th: 'ไทย' } as Record<TLanguage, string>,
    /** Each language as a sentence names it. */
    inSentence: { en: 'English', th: 'Thai' } as Record<TLanguage, string>,
    ownTag: "tour's language",
    optionalTag: 'optional',
    chooseHint:
      'Write the tour in English or Thai: the language you fill in first becomes the tour’s language, and the other is an optional translation.',
    ownHint: (own: string, other: string) =>
      `This tour is written in ${own}. Travellers who read ${other} see your ${other} translation where you give one, and the ${own} elsewhere.`,
    translationTitle: 'Optional translation.',
    translationHint: (other: string, own: string) =>
      `Travellers who read ${other} see this version; without it they read the ${own}. A title and a description are needed once you translate anything; lists and days may stay empty.`,
    title: (language: string) => `Title in ${language}`,
    description: (language: string) => `Description in ${language}`,
    dayTitle: (language: string) => `Day title in ${language}`,
    activity: (number: number, language: string) => `Activity ${number} in ${language}`,
    original: (language: string) => `${language}:`,
    listIntro: (language: string) => `In ${language}. A list left empty shows the tour’s own items to every traveller.`,
    item: (list: string, number: number) => `${list} ${number}`,
    add: (list: string) => `Add ${list.toLowerCase()}`,
    remove: 'Remove',
    hasProblems: 'needs attention',
  },
  th: {
    switchLabel: 'ภาษาของเนื้อหาทัวร์',
    names: { en: 'English', th: 'ไทย' } as Record<TLanguage, string>,
    inSentence: { en: 'อังกฤษ', th: 'ไทย' } as Record<TLanguage, string>,
    ownTag: 'ภาษาของทัวร์',
    optionalTag: 'ไม่บังคับ',
    chooseHint: 'เขียนทัวร์เป็นภาษาอังกฤษหรือภาษาไทยก็ได้ ภาษาที่คุณกรอกก่อนจะเป็นภาษาของทัวร์ ส่วนอีกภาษาเป็นคำแปลที่ไม่บังคับ',
    ownHint: (own: string, other: string) =>
      `ทัวร์นี้เขียนเป็นภาษา${own} ผู้เดินทางที่อ่านภาษา${other}จะเห็นคำแปลภาษา${other}ของคุณในส่วนที่คุณแปลไว้ และเห็นภาษา${own}ในส่วนอื่น`,
    translationTitle: 'คำแปล (ไม่บังคับ)',
    translationHint: (other: string, own: string) =>
      `ผู้เดินทางที่อ่านภาษา${other}จะเห็นฉบับนี้ หากไม่มีจะเห็นภาษา${own} เมื่อเริ่มแปลแล้วต้องมีชื่อทัวร์และรายละเอียด ส่วนรายการและแผนการเดินทางรายวันเว้นว่างได้`,
    title: (language: string) => `ชื่อทัวร์ภาษา${language}`,
    description: (language: string) => `รายละเอียดภาษา${language}`,
    dayTitle: (language: string) => `ชื่อวันภาษา${language}`,
    activity: (number: number, language: string) => `กิจกรรมที่ ${number} ภาษา${language}`,
    original: (language: string) => `ภาษา${language}:`,
    listIntro: (language: string) => `ภาษา${language} รายการที่เว้นว่างไว้จะแสดงรายการเดิมของทัวร์ให้ผู้เดินทางทุกคน`,
    item: (list: string, number: number) => `${list} ${number}`,
    add: (list: string) => `เพิ่ม${list}`,
    remove: 'ลบ',
    hasProblems: 'ต้องแก้ไข',
  },
});
