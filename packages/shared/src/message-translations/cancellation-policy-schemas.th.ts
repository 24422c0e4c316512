import { CANCELLATION_POLICY_MESSAGES } from '../cancellation-policy-schemas';
import { messageTranslation } from '../message-translation';

export const CANCELLATION_POLICY_MESSAGES_TRANSLATION = messageTranslation({
  en: CANCELLATION_POLICY_MESSAGES,
  th: {
    codeRequired: 'กรุณาเลือกนโยบายการยกเลิก',
  },
});
