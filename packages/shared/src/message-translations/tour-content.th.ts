import { messageTranslation } from '../message-translation';
import { TOUR_CONTENT_MESSAGES } from '../tour-content';

export const TOUR_CONTENT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_CONTENT_MESSAGES,
  th: {
    generating: 'กำลังสร้างข้อมูลทัวร์...',
    generated: 'สร้างข้อมูลทัวร์เรียบร้อยแล้ว!',
    nothingMissing: 'ทัวร์นี้มีรูปภาพและแผนการเดินทางครบแล้ว',
    imagesFailed: 'สร้างรูปภาพทัวร์ไม่สำเร็จ',
    itineraryFailed: 'สร้างแผนการเดินทางของทัวร์ไม่สำเร็จ',
    failed: 'สร้างข้อมูลทัวร์ไม่สำเร็จ',
    notFound: 'ไม่พบทัวร์',
  },
});
