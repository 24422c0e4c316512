import { BOOKING_MESSAGES, GUEST_MESSAGES } from '../booking-form';
import { messageTranslation } from '../message-translation';
import { MAX_GUESTS, MIN_GUESTS } from '../pricing';
import { PHONE_MESSAGES_TRANSLATION } from './phone.th';

export const BOOKING_MESSAGES_TRANSLATION = messageTranslation({
  en: BOOKING_MESSAGES,
  th: {
    loginRequired: 'กรุณาเข้าสู่ระบบเพื่อสร้างการจอง',
    loginToBook: 'กรุณาเข้าสู่ระบบเพื่อจองทัวร์',
    missingTourOrDate: 'ไม่มีข้อมูลทัวร์หรือวันเดินทาง',
    tourNotFound: 'ไม่พบทัวร์',
    tourDateNotFound: 'ไม่พบวันเดินทางนี้',
    fetchDateFailed: 'โหลดข้อมูลวันเดินทางไม่สำเร็จ',
    created: 'สร้างการจองเรียบร้อยแล้ว!',
    createFailed: 'สร้างการจองไม่สำเร็จ',
    fetchFailed: 'โหลดรายการจองไม่สำเร็จ',
    detailsFailed: 'โหลดรายละเอียดการจองไม่สำเร็จ',
    statusUpdated: 'อัปเดตสถานะการจองเรียบร้อยแล้ว',
    statusUpdateFailed: 'อัปเดตสถานะการจองไม่สำเร็จ',
    cancelled: 'ยกเลิกการจองเรียบร้อยแล้ว',
    cancelFailed: 'ยกเลิกการจองไม่สำเร็จ',
    loadTourFailed: 'โหลดข้อมูลทัวร์ไม่สำเร็จ',
    termsRequired: 'กรุณายอมรับข้อกำหนดและเงื่อนไข',
    guestsRange: `จำนวนผู้เดินทางต้องอยู่ระหว่าง ${MIN_GUESTS} ถึง ${MAX_GUESTS} ท่าน`,
    atLeastOneGuest: 'ต้องมีผู้เดินทางอย่างน้อย 1 ท่าน',
    guestCountMismatch: 'กรุณากรอกข้อมูลผู้เดินทางให้ครบทุกท่าน',
    notCancellable: 'ยกเลิกได้เฉพาะการจองที่รอดำเนินการหรือยืนยันแล้วเท่านั้น',
    cancelReason: 'ยกเลิกโดยผู้ใช้',
  },
});

export const GUEST_MESSAGES_TRANSLATION = messageTranslation({
  en: GUEST_MESSAGES,
  th: {
    firstName: 'กรุณากรอกชื่อ',
    lastName: 'กรุณากรอกนามสกุล',
    email: 'กรุณากรอกอีเมลที่ใช้งานได้',
    phone: PHONE_MESSAGES_TRANSLATION.th.required,
    phoneInvalid: PHONE_MESSAGES_TRANSLATION.th.invalid,
    dateOfBirth: 'กรุณากรอกวันเกิด',
    nationality: 'กรุณาเลือกสัญชาติ',
  },
});
