import { messageTranslation } from '../message-translation';
import {
  TOUR_DRAFT_MESSAGES,
  TOUR_RESUBMIT_MESSAGES,
  TOUR_SUBMISSION_ACCESS_MESSAGES,
  TOUR_SUBMIT_MESSAGES,
} from '../tour-submissions-api';
import { MESSAGES_TRANSLATION } from './errors.th';

export const TOUR_SUBMISSION_ACCESS_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_SUBMISSION_ACCESS_MESSAGES,
  th: {
    loginRequired: MESSAGES_TRANSLATION.th.loginRequired,
    noPermission: 'คุณไม่มีสิทธิ์ส่งทัวร์ โปรดติดต่อผู้ดูแลระบบเพื่อขอสิทธิ์',
    companyRequired: 'คุณต้องส่งข้อมูลบริษัทก่อนจึงจะส่งทัวร์ได้',
    permissionsUnverified: MESSAGES_TRANSLATION.th.permissionsUnverified,
  },
});

export const TOUR_DRAFT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_DRAFT_MESSAGES,
  th: {
    notFound: 'ไม่พบฉบับร่าง',
    stale: 'ฉบับร่างนี้ถูกบันทึกจากหน้าต่างอื่นในระหว่างนี้',
    alreadySubmitted: 'ทัวร์นี้ถูกส่งไปแล้ว',
    tooLarge: 'ฉบับร่างมีขนาดใหญ่เกินกว่าจะบันทึกได้ (ไม่เกิน 512 KB)',
    loadFailed: 'โหลดฉบับร่างของคุณไม่สำเร็จ',
    deleteFailed: 'ลบฉบับร่างไม่สำเร็จ',
    deleted: 'ลบฉบับร่างแล้ว',
  },
});

export const TOUR_SUBMIT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_SUBMIT_MESSAGES,
  th: {
    submitted: 'ส่งทัวร์ของคุณแล้ว และอยู่ระหว่างรอตรวจสอบ',
    idempotencyKeyInvalid:
      'โปรดส่งเฮดเดอร์ Idempotency-Key ความยาว 8 ถึง 200 ตัวอักษร ประกอบด้วยตัวอักษร ตัวเลข ขีด ขีดล่าง จุด หรือทวิภาค มาพร้อมกับการส่ง',
    skuExhausted: 'รหัสทัวร์นี้ไม่มี SKU เหลือแล้ว โปรดเปลี่ยนเที่ยวบินหรือวันเดินทางแล้วส่งอีกครั้ง',
  },
});

export const TOUR_RESUBMIT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_RESUBMIT_MESSAGES,
  th: {
    notFound: 'ไม่พบทัวร์',
    notChangesRequested: 'แก้ไขและส่งใหม่ได้เฉพาะทัวร์ที่ถูกส่งกลับมาให้แก้ไขเท่านั้น',
    reopenFailed: 'เปิดทัวร์เพื่อแก้ไขไม่สำเร็จ',
  },
});
