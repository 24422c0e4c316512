import { ACCOUNTS_MESSAGES } from '../accounts';
import { messageTranslation } from '../message-translation';

export const ACCOUNTS_MESSAGES_TRANSLATION = messageTranslation({
  en: ACCOUNTS_MESSAGES,
  th: {
    title: 'จัดการผู้ใช้',
    loadFailed: 'โหลดบัญชีผู้ใช้ไม่สำเร็จ',
    roleUpdateFailed: 'อัปเดตบทบาทผู้ใช้ไม่สำเร็จ',
    roleUpdated: 'อัปเดตบทบาทผู้ใช้เรียบร้อยแล้ว',
    missingUser: 'ข้อมูลผู้ใช้ไม่ครบถ้วน',
    noRoleChange: 'บทบาทไม่มีการเปลี่ยนแปลง',
    cannotChangeOwnRole: 'เปลี่ยนบทบาทของตนเองไม่ได้',
    ownerByInvitationOnly: 'บทบาท wholesale_owner ได้รับผ่านคำเชิญเท่านั้น',
    roleNotAssignable: 'กำหนดบทบาทนี้ไม่ได้',
    resetRateLimited: 'ขอรีเซ็ตหลายครั้งเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
    resetUnknownEmail: 'ไม่พบอีเมลนี้ในระบบ',
    resetFailed: 'ส่งอีเมลรีเซ็ตรหัสผ่านไม่สำเร็จ: {message}',
    resetSent: 'ส่งอีเมลรีเซ็ตรหัสผ่านไปที่ {email} แล้ว',
    resetSentHint: 'ลิงก์ในอีเมลใช้ได้ครั้งเดียว ภายใน 60 นาที',
    lastAdmin: 'ลดบทบาทหรือปิดใช้งานผู้ดูแลระบบคนสุดท้ายที่ใช้งานอยู่ไม่ได้',
    cannotDeactivateSelf: 'คุณปิดใช้งานบัญชีของตนเองไม่ได้',
    reauthRequired: 'โปรดยืนยันรหัสผ่านเพื่อให้หรือเพิกถอนสิทธิ์ผู้ดูแลระบบ',
    reauthFailed: 'รหัสผ่านไม่ถูกต้อง',
    alreadyDeactivated: 'บัญชีนี้ถูกปิดใช้งานอยู่แล้ว',
    alreadyActive: 'บัญชีนี้ใช้งานอยู่แล้ว',
    deactivated: 'ปิดใช้งานบัญชีแล้ว: เซสชันสิ้นสุดและเข้าสู่ระบบไม่ได้อีก',
    reactivated: 'เปิดใช้งานบัญชีอีกครั้งแล้ว',
    accountDeactivated: 'บัญชีนี้ถูกปิดใช้งานแล้ว โปรดติดต่อฝ่ายบริการลูกค้า',
    resetDeactivated: 'บัญชีนี้ถูกปิดใช้งาน: เปิดใช้งานอีกครั้งก่อนส่งการรีเซ็ตรหัสผ่าน',
  },
});
