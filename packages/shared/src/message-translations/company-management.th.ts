import { LICENCE_REVIEW_MESSAGES } from '../company-management';
import { messageTranslation } from '../message-translation';

export const LICENCE_REVIEW_MESSAGES_TRANSLATION = messageTranslation({
  en: LICENCE_REVIEW_MESSAGES,
  th: {
    loadFailed: 'โหลดใบอนุญาตไม่สำเร็จ',
    notFound: 'ไม่พบใบอนุญาต',
    reasonRequired: 'โปรดระบุเหตุผลที่ปฏิเสธ',
    approved: (licence, company) =>
      `อนุมัติ ${licence} แล้ว แจ้ง ${company} ทางอีเมลแล้ว และทัวร์ของบริษัทนี้สามารถอนุมัติให้เผยแพร่ได้แล้ว`,
    rejected: (licence, company) =>
      `ปฏิเสธ ${licence} แล้ว แจ้งเหตุผลให้ ${company} ทางอีเมลแล้ว และบริษัทสามารถอัปโหลดเอกสารใหม่ได้`,
    notReviewable: 'ใบอนุญาตนี้ไม่ได้รอการตรวจสอบ',
  },
});
