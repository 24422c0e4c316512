import { messageTranslation } from '../message-translation';
import { seatsBelowTakenMessage, TOUR_EDIT_DRAFT_MESSAGES, TOUR_EDIT_MESSAGES } from '../tour-edit';
import { MESSAGES_TRANSLATION } from './errors.th';
import { TOUR_FORM_MESSAGES_TRANSLATION } from './tour-submission/messages.th';
import { TOUR_DRAFT_MESSAGES_TRANSLATION } from './tour-submissions-api.th';

const FORM = TOUR_FORM_MESSAGES_TRANSLATION.th;

export const TOUR_EDIT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_EDIT_MESSAGES,
  th: {
    notFound: 'ไม่พบทัวร์ หรือคุณไม่มีสิทธิ์แก้ไขทัวร์นี้',
    noPermission: MESSAGES_TRANSLATION.th.noPermission,
    titleMin: 'ชื่อทัวร์ต้องมีความยาวอย่างน้อย 5 ตัวอักษร',
    descriptionMin: 'คำอธิบายต้องมีความยาวอย่างน้อย 5 ตัวอักษร',
    locationRequired: FORM.locationRequired,
    pricePositive: FORM.pricePositive,
    inclusionRequired: FORM.inclusionRequired,
    spotsExceedQuota: FORM.spotsExceedQuota,
    fixErrorsHeading: 'โปรดแก้ไขข้อผิดพลาดต่อไปนี้',
    fixErrorsBeforeSaving: 'โปรดแก้ไขข้อผิดพลาดในแบบฟอร์มก่อนบันทึก',
    saved: 'อัปเดตทัวร์เรียบร้อยแล้ว!',
    savedForReview: 'ส่งการแก้ไขเนื้อหาของคุณไปให้ตรวจสอบแล้ว ผู้เดินทางจะเห็นเนื้อหาปัจจุบันจนกว่าผู้ดูแลระบบจะอนุมัติ',
    savedWithReview:
      'ราคา ที่นั่ง และรอบเดินทางมีผลแล้ว ส่วนการแก้ไขเนื้อหาถูกส่งไปให้ตรวจสอบ ผู้เดินทางจะเห็นเนื้อหาปัจจุบันจนกว่าผู้ดูแลระบบจะอนุมัติ',
    departureHasBookings: 'รอบเดินทางนี้มีการจองหรือที่นั่งที่กันไว้ จึงลบไม่ได้',
    departureDateLocked: 'รอบเดินทางนี้มีการจองหรือที่นั่งที่กันไว้ จึงเปลี่ยนวันเริ่มต้นไม่ได้',
    flightTimeInvalid: 'กรอกเวลาเที่ยวบินพร้อมค่าชดเชยเวลาของสนามบิน เช่น 2026-10-01T10:30:00+07:00',
    flightArrivesBeforeDeparture: 'เที่ยวบินจะถึงที่หมายก่อนออกเดินทางไม่ได้',
    unknownDeparture: 'รอบเดินทางนี้ไม่ได้อยู่ในทัวร์นี้แล้ว โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
});

export const TOUR_EDIT_DRAFT_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_EDIT_DRAFT_MESSAGES,
  th: {
    notFound: 'ไม่มีการแก้ไขที่ยังไม่ได้บันทึกของทัวร์นี้',
    stale: TOUR_DRAFT_MESSAGES_TRANSLATION.th.stale,
    tooLarge: TOUR_DRAFT_MESSAGES_TRANSLATION.th.tooLarge,
  },
});

/** A departure's seats cut below those sold and held. */
export const SEATS_BELOW_TAKEN_TRANSLATION = messageTranslation({
  en: { seatsBelowTaken: seatsBelowTakenMessage },
  th: {
    seatsBelowTaken: (startDate, minimum) =>
      `รอบเดินทางวันที่ ${startDate} มีที่นั่งที่ขายหรือกันไว้แล้ว ${minimum} ที่ จึงตั้งจำนวนที่นั่งว่างต่ำกว่า ${minimum} ไม่ได้`,
  },
});
