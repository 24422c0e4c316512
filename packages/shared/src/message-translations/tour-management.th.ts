import { messageTranslation } from '../message-translation';
import { TOUR_MANAGEMENT_MESSAGES } from '../tour-management';

export const TOUR_MANAGEMENT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_MANAGEMENT_MESSAGES,
  th: {
    loadFailed: 'โหลดทัวร์ไม่สำเร็จ',
    notFound: 'ไม่พบทัวร์',
    updateFailed: 'อัปเดตทัวร์แนะนำไม่สำเร็จ',
    added: 'เพิ่มทัวร์ในรายการแนะนำแล้ว',
    removed: 'นำทัวร์ออกจากรายการแนะนำแล้ว',
    cleanedUp: (n) => `ล้างรูปภาพ ${n} รูปออกจากที่จัดเก็บแล้ว`,
    someFilesFailed: 'ล้างรูปภาพบางรูปออกจากที่จัดเก็บไม่สำเร็จ',
    cleanupFailed: 'ล้างรูปภาพที่ไม่มีการใช้งานไม่สำเร็จ',
    nothingToClean: 'ไม่มีรูปภาพที่ต้องล้าง',
    unpublished: 'ยกเลิกการเผยแพร่ทัวร์แล้ว และแจ้งผู้ประกอบการแล้ว',
    republished: 'เผยแพร่ทัวร์อีกครั้งแล้ว และแจ้งผู้ประกอบการแล้ว',
    visibilityFailed: 'เปลี่ยนสถานะการเผยแพร่ของทัวร์ไม่สำเร็จ',
    reasonRequired: 'โปรดระบุเหตุผลที่ยกเลิกการเผยแพร่ทัวร์นี้',
  },
});
