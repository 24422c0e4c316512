import { messageTranslation } from '../message-translation';
import { CARD_ERROR_MESSAGES, PAYMENT_MESSAGES, PAYMENT_REQUEST_MESSAGES } from '../payments';
import { MESSAGES_TRANSLATION } from './errors.th';
import { PHONE_MESSAGES_TRANSLATION } from './phone.th';

export const PAYMENT_MESSAGES_TRANSLATION = messageTranslation({
  en: PAYMENT_MESSAGES,
  th: {
    fullNameRequired: 'กรุณากรอกชื่อ-นามสกุล',
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: MESSAGES_TRANSLATION.th.emailInvalid,
    phoneRequired: PHONE_MESSAGES_TRANSLATION.th.required,
    phoneInvalid: PHONE_MESSAGES_TRANSLATION.th.invalid,
    cardholderRequired: 'กรุณากรอกชื่อผู้ถือบัตร',
    cardIncomplete: 'กรุณากรอกข้อมูลบัตรให้ครบถ้วน',
    cardNumberInvalid: 'กรุณากรอกหมายเลขบัตรที่ถูกต้อง',
    expiryInvalid: 'กรุณากรอกวันหมดอายุที่ถูกต้อง',
    cvcInvalid: 'กรุณากรอก CVC ที่ถูกต้อง',
    slipRequired: 'กรุณาอัปโหลดสลิปโอนเงิน',
    slipType: 'อัปโหลดได้เฉพาะไฟล์ JPEG, PNG หรือ PDF',
    slipSize: 'ขนาดไฟล์ต้องไม่เกิน 5MB',
    slipUnreadable: 'อ่านรูปภาพนี้ไม่ได้ โปรดอัปโหลดรูปถ่ายหรือภาพสแกนสลิปโอนเงินที่ชัดเจน (JPEG, PNG หรือ PDF)',
    slipPdfActive:
      'PDF นี้มีเนื้อหาที่ทำงานได้ (สคริปต์ คำสั่ง หรือไฟล์แนบ) หรือมีส่วนที่ตรวจสอบไม่ได้ โปรดอัปโหลด PDF ธรรมดา หรือรูปถ่ายสลิปโอนเงินแบบ JPEG หรือ PNG',
    success: 'ชำระเงินสำเร็จ!',
    bankTransferBooked: 'ได้รับสลิปแล้ว! เราจะตรวจสอบการชำระเงินภายใน 1-2 วันทำการ',
    bankTransferFailed: 'ดำเนินการจองแบบโอนเงินไม่สำเร็จ',
    slipUploaded: 'อัปโหลดสลิปโอนเงินเรียบร้อยแล้ว!',
    slipUploadFailed: 'อัปโหลดสลิปโอนเงินไม่สำเร็จ โปรดลองอีกครั้ง',
    offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
    network: 'เกิดข้อผิดพลาดของเครือข่าย',
    processingFailed: 'ดำเนินการชำระเงินไม่สำเร็จ โปรดลองอีกครั้ง',
    genericFailure: 'ชำระเงินไม่สำเร็จ โปรดตรวจสอบข้อมูลแล้วลองอีกครั้ง',
    alreadyPaid: 'การจองนี้ชำระเงินแล้ว ไม่มีการเรียกเก็บเงินเพิ่ม',
    transferBeingVerified: 'การโอนเงินของการจองนี้อยู่ระหว่างตรวจสอบ ไม่มีการเรียกเก็บเงินเพิ่ม',
    needsRefund: 'การจองนี้ชำระเงินแล้ว หรือที่นั่งไม่ว่างแล้ว เราจะคืนเงินรายการนี้ให้คุณ',
    testModeOnly: 'ขั้นตอนนี้ใช้ได้เฉพาะการชำระเงินในโหมดทดสอบ',
    providerUnavailable: 'ติดต่อผู้ให้บริการชำระเงินไม่ได้ ยังไม่มีการเรียกเก็บเงิน โปรดลองอีกครั้ง',
    bookingNotPayable: 'การจองนี้ไม่ได้รอการชำระเงินแล้ว ยังไม่มีการเรียกเก็บเงิน',
    reserved: (deadline) => `จองสำเร็จ! โปรดชำระเงินภายใน ${deadline} เพื่อรักษาการจองไว้`,
    reserveFailed: 'จองไม่สำเร็จ โปรดลองอีกครั้ง',
  },
});

export const PAYMENT_REQUEST_MESSAGES_TRANSLATION = messageTranslation({
  en: PAYMENT_REQUEST_MESSAGES,
  th: {
    sessionNotFound: 'ไม่พบรหัสเซสชัน',
    bookingNotAvailable: 'ไม่พบรายละเอียดการจอง',
  },
});

/** Its keys are the provider's error codes; the unit test checks that every code has its Thai. */
export const CARD_ERROR_MESSAGES_TRANSLATION = messageTranslation({
  en: CARD_ERROR_MESSAGES,
  th: {
    card_declined: 'บัตรของคุณถูกปฏิเสธ โปรดตรวจสอบข้อมูลบัตรหรือใช้วิธีชำระเงินอื่น',
    insufficient_funds: 'ยอดเงินในบัตรไม่เพียงพอ โปรดใช้บัตรใบอื่นหรือวิธีชำระเงินอื่น',
    expired_card: 'บัตรของคุณหมดอายุแล้ว โปรดใช้บัตรใบอื่น',
    incorrect_cvc: 'รหัสความปลอดภัย (CVC) ของบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
    authentication_required: 'ธนาคารของคุณต้องการให้ยืนยันตัวตน โปรดยืนยันกับธนาคารแล้วลองอีกครั้ง',
    processing_error: 'เกิดข้อผิดพลาดระหว่างดำเนินการกับบัตรของคุณ โปรดลองอีกครั้ง',
    incorrect_number: 'หมายเลขบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  },
});
