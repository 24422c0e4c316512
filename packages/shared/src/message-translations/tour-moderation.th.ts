import { messageTranslation } from '../message-translation';
import { TOUR_MODERATION_MESSAGES } from '../tour-moderation';

export const TOUR_MODERATION_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_MODERATION_MESSAGES,
  th: {
    loadFailed: 'โหลดทัวร์รออนุมัติไม่สำเร็จ',
    notFound: 'ไม่พบทัวร์',
    approved: 'อนุมัติและเผยแพร่ทัวร์เรียบร้อยแล้ว!',
    revisionApproved: 'อนุมัติการแก้ไขแล้ว ทัวร์แสดงเนื้อหาใหม่แล้ว',
    approveFailed: 'อนุมัติทัวร์ไม่สำเร็จ',
    rejected: 'ปฏิเสธทัวร์และย้ายไปที่ทัวร์ที่ถูกปฏิเสธแล้ว',
    rejectFailed: 'ปฏิเสธทัวร์ไม่สำเร็จ',
    reasonRequired: 'โปรดระบุเหตุผลที่ปฏิเสธ',
    noteRequired: 'โปรดอธิบายสิ่งที่ต้องแก้ไข',
    changesRequested: 'ส่งคำขอแก้ไขแล้ว และแจ้งผู้ประกอบการแล้ว',
    notPending: 'ทัวร์นี้ไม่ได้รอการตรวจสอบแล้ว',
  },
});
