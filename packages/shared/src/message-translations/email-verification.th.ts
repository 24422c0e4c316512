import { EMAIL_VERIFICATION_MESSAGES } from '../email-verification';
import { messageTranslation } from '../message-translation';

export const EMAIL_VERIFICATION_MESSAGES_TRANSLATION = messageTranslation({
  en: EMAIL_VERIFICATION_MESSAGES,
  th: {
    verified: 'ขอบคุณ! ยืนยันอีเมลของคุณเรียบร้อยแล้ว',
    alreadyVerified: 'อีเมลของคุณได้รับการยืนยันแล้ว',
    linkInvalid: 'ลิงก์ยืนยันนี้ไม่ถูกต้อง โปรดเปิดลิงก์จากอีเมลยืนยันฉบับล่าสุดที่เราส่งให้คุณ',
    linkExpired: 'ลิงก์ยืนยันนี้หมดอายุแล้ว',
    resent: (email) => `เราส่งลิงก์ยืนยันใหม่ไปที่ ${email} แล้ว ลิงก์ก่อนหน้านี้จะใช้ไม่ได้อีก`,
    tooManyResends: 'คุณขออีเมลยืนยันหลายครั้งในชั่วโมงที่ผ่านมา โปรดลองใหม่ภายหลัง',
    verifyFailed: 'ยืนยันอีเมลไม่สำเร็จ โปรดลองอีกครั้ง',
    resendFailed: 'ส่งอีเมลยืนยันไม่สำเร็จ โปรดลองอีกครั้ง',
  },
});
