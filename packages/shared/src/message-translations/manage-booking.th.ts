import { MANAGE_BOOKING_MESSAGES } from '../manage-booking';
import { messageTranslation } from '../message-translation';
import { MESSAGES_TRANSLATION } from './errors.th';

export const MANAGE_BOOKING_MESSAGES_TRANSLATION = messageTranslation({
  en: MANAGE_BOOKING_MESSAGES,
  th: {
    linkInvalid: 'ลิงก์การจองนี้ไม่ถูกต้องหรือหมดอายุแล้ว ใช้ "ค้นหาการจองของฉัน" เพื่อรับลิงก์ใหม่',
    referenceRequired: 'กรุณากรอกรหัสการจอง',
    referenceInvalid: 'กรอกรหัสการจองตามที่แสดงในอีเมล เช่น CHT-123456',
    emailRequired: MESSAGES_TRANSLATION.th.forgotEmailRequired,
    emailInvalid: MESSAGES_TRANSLATION.th.emailInvalid,
    findAnswer: 'หากพบการจองที่ตรงกัน เราได้ส่งลิงก์สำหรับจัดการการจองไปทางอีเมลแล้ว',
    alreadyCancelled: 'การจองนี้ถูกยกเลิกไปแล้ว',
    completed: 'ทริปนี้สิ้นสุดแล้ว จึงยกเลิกการจองไม่ได้อีก',
    tripStarted: 'ทริปนี้เริ่มต้นแล้ว จึงยกเลิกทางออนไลน์ไม่ได้ โปรดติดต่อเรา',
    notCancellable: 'การจองนี้ยกเลิกทางออนไลน์ไม่ได้แล้ว โปรดติดต่อเรา',
  },
});
