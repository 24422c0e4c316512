import { messageTranslation } from '../message-translation';
import { SHELL_MESSAGES } from '../shell-messages';

export const SHELL_MESSAGES_TRANSLATION = messageTranslation({
  en: SHELL_MESSAGES,
  th: {
    sessionExpiringSoon: 'เซสชันใกล้หมดเวลา',
    loginRequired: 'กรุณาเข้าสู่ระบบเพื่อเข้าถึงหน้านี้',
    permissionsUnverified: 'ไม่สามารถตรวจสอบสิทธิ์ได้',
    noPermission: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
    notFound: 'ขออภัย ไม่พบหน้าที่คุณต้องการ',
  },
});
