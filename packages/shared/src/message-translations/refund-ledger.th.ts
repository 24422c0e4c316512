import { messageTranslation } from '../message-translation';
import { REFUND_ACCOUNT_MESSAGES } from '../refund-ledger';

export const REFUND_ACCOUNT_MESSAGES_TRANSLATION = messageTranslation({
  en: REFUND_ACCOUNT_MESSAGES,
  th: {
    accountSaved: 'ขอบคุณ เราจะโอนเงินคืนเข้าบัญชีนี้ และแจ้งคุณทางอีเมลเมื่อโอนแล้ว',
    noRefundAwaitingAccount: 'การจองนี้ไม่มีการคืนเงินที่รอข้อมูลบัญชีธนาคาร',
  },
});
