import { CHECKOUT_AUTH_MESSAGES } from '../checkout-auth';
import { messageTranslation } from '../message-translation';
import { MESSAGES_TRANSLATION } from './errors.th';

export const CHECKOUT_AUTH_MESSAGES_TRANSLATION = messageTranslation({
  en: CHECKOUT_AUTH_MESSAGES,
  th: {
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: MESSAGES_TRANSLATION.th.emailInvalid,
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    passwordTooShort: MESSAGES_TRANSLATION.th.checkoutPasswordTooShort,
    fullNameRequired: 'กรุณากรอกชื่อ-นามสกุล',
    confirmRequired: 'กรุณายืนยันรหัสผ่าน',
    passwordsDoNotMatch: MESSAGES_TRANSLATION.th.passwordsDoNotMatch,
  },
});
