import { PROFILE_MESSAGES } from '../account';
import { messageTranslation } from '../message-translation';
import { PHONE_MESSAGES_TRANSLATION } from './phone.th';

export const PROFILE_MESSAGES_TRANSLATION = messageTranslation({
  en: PROFILE_MESSAGES,
  th: {
    updated: 'อัปเดตข้อมูลส่วนตัวเรียบร้อยแล้ว',
    updateFailed: 'อัปเดตข้อมูลส่วนตัวไม่สำเร็จ',
    mobileInvalid: PHONE_MESSAGES_TRANSLATION.th.invalid,
    displayNameRequired: 'กรุณากรอกชื่อที่แสดง',
  },
});
