import { messageTranslation } from '../message-translation';
import { TEXT_MESSAGES } from '../text';

export const TEXT_MESSAGES_TRANSLATION = messageTranslation({
  en: TEXT_MESSAGES,
  th: {
    controlCharacters: 'โปรดลบอักขระควบคุมที่มองไม่เห็นออกจากช่องนี้',
    invalidDate: 'กรุณากรอกวันที่ที่มีอยู่จริง (YYYY-MM-DD)',
  },
});
