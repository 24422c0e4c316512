import { messageTranslation } from '../message-translation';
import { PHONE_MESSAGES } from '../phone';

export const PHONE_MESSAGES_TRANSLATION = messageTranslation({
  en: PHONE_MESSAGES,
  th: {
    required: 'กรุณากรอกหมายเลขโทรศัพท์',
    invalid: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  },
});
