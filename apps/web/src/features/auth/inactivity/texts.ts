import { MESSAGES, SHELL_MESSAGES } from '@tour/shared';
import { defineTexts } from '../../../lib/i18n/texts';

/** The inactivity badge and warning: apart from the auth page's texts, as the app shell shows them on every page. */
export const SESSION_TEXTS = defineTexts({
  en: {
    expiringTitle: SHELL_MESSAGES.sessionExpiringSoon,
    expiringDescription: 'You will be signed out in 2 minutes because of inactivity.',
    staySignedIn: 'Stay signed in',
    badgeLabel: (time: string) => `Session expires in ${time}`,
    expired: MESSAGES.sessionExpired,
    signedOut: MESSAGES.signedOut,
    signOutFailed: MESSAGES.signOutFailed,
  },
  th: {
    expiringTitle: 'เซสชันใกล้หมดเวลา',
    expiringDescription: 'คุณจะถูกออกจากระบบใน 2 นาที เนื่องจากไม่มีการใช้งาน',
    staySignedIn: 'อยู่ในระบบต่อ',
    badgeLabel: (time: string) => `เซสชันจะหมดเวลาใน ${time}`,
    expired: 'เซสชันหมดเวลา (ออกจากระบบเนื่องจากไม่มีการใช้งาน 15 นาที)',
    signedOut: 'คุณออกจากระบบแล้ว',
    signOutFailed: 'ออกจากระบบไม่สำเร็จ',
  },
});
