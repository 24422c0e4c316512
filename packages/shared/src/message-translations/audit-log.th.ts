import { AUDIT_LOG_MESSAGES } from '../audit-log';
import { messageTranslation } from '../message-translation';

export const AUDIT_LOG_MESSAGES_TRANSLATION = messageTranslation({
  en: AUDIT_LOG_MESSAGES,
  th: {
    title: 'บันทึกการตรวจสอบ',
    loadFailed: 'โหลดบันทึกการตรวจสอบไม่สำเร็จ',
    empty: 'ไม่พบรายการที่ตรงกับตัวกรองนี้',
    dateOrder: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
  },
});
