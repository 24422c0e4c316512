import { DASHBOARD_MESSAGES, SALES_CUSTOM_MAX_DAYS } from '../dashboards';
import { messageTranslation } from '../message-translation';

export const DASHBOARD_MESSAGES_TRANSLATION = messageTranslation({
  en: DASHBOARD_MESSAGES,
  th: {
    loadFailed: 'โหลดข้อมูลแดชบอร์ดไม่สำเร็จ',
    adminRequired: 'ต้องใช้สิทธิ์ผู้ดูแลระบบ',
    loading: 'กำลังโหลดแดชบอร์ด',
    noBookings: 'ยังไม่มีการจอง',
    noBookingsForTour: 'ไม่มีการจอง',
    customRangeIncomplete: 'เลือกวันเริ่มต้นและวันสิ้นสุด',
    customRangeOrder: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
    customRangeTooLong: `ช่วงวันที่กำหนดเองต้องไม่เกิน ${SALES_CUSTOM_MAX_DAYS} วัน`,
    departureNotFound: 'ไม่พบรอบเดินทาง',
    tourNotFound: 'ไม่พบทัวร์',
  },
});
