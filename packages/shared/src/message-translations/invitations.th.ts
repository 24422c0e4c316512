import { INVITATIONS_MESSAGES } from '../invitations';
import { messageTranslation } from '../message-translation';
import { MESSAGES_TRANSLATION } from './errors.th';

export const INVITATIONS_MESSAGES_TRANSLATION = messageTranslation({
  en: INVITATIONS_MESSAGES,
  th: {
    title: 'คำเชิญเจ้าของบริษัทโฮลเซล',
    loadFailed: 'โหลดคำเชิญไม่สำเร็จ',
    created: 'สร้างคำเชิญและส่งอีเมลเรียบร้อยแล้ว!',
    createFailed: 'สร้างคำเชิญไม่สำเร็จ',
    emailFailed: 'สร้างคำเชิญแล้ว แต่ส่งอีเมลไม่สำเร็จ โปรดคัดลอกลิงก์ไปส่งเอง',
    linkCopied: 'คัดลอกลิงก์คำเชิญแล้ว!',
    deactivated: 'ปิดใช้งานคำเชิญแล้ว',
    deactivateFailed: 'ปิดใช้งานคำเชิญไม่สำเร็จ',
    invalidEmail: MESSAGES_TRANSLATION.th.emailInvalid,
    pendingInvitation: 'อีเมลนี้มีคำเชิญที่รอใช้งานอยู่แล้ว (หมดอายุ {date})',
    registered: 'อีเมลนี้ลงทะเบียนในระบบแล้ว',
    available: 'อีเมลนี้เชิญได้',
    checkFailed: 'ตรวจสอบอีเมลไม่สำเร็จ โปรดลองอีกครั้ง',
    notAvailable: 'กรุณากรอกอีเมลที่ถูกต้องและยังเชิญได้',
    cannotDeactivate: 'ปิดใช้งานได้เฉพาะคำเชิญที่ใช้งานได้และยังไม่ถูกใช้',
    linkUnavailable: 'คัดลอกลิงก์ได้เฉพาะคำเชิญที่ใช้งานได้ ยังไม่ถูกใช้ และยังไม่หมดอายุ',
    notFound: 'ไม่พบคำเชิญ',
    emailQueued: 'สร้างคำเชิญแล้ว อีเมลอยู่ในคิวและจะส่งออกในไม่ช้า ดูสถานะการส่งได้ในรายการ',
  },
});
