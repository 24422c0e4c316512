import { messageTranslation } from '../message-translation';
import { PAY_LATER_MESSAGES, PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE } from '../payment-deadline';

export const PAY_LATER_MESSAGES_TRANSLATION = messageTranslation({
  en: PAY_LATER_MESSAGES,
  th: {
    notOffered: `"จองก่อน จ่ายทีหลัง" ใช้ได้เฉพาะรอบเดินทางที่เหลือเวลาก่อนออกเดินทางมากกว่า ${PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE} วัน โปรดเลือกวิธีชำระเงินอื่น`,
  },
});
