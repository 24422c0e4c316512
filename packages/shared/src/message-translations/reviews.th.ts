import { formatCalendarDate } from '../booking-receipt';
import { messageTranslation } from '../message-translation';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_EDIT_WINDOW_DAYS,
  REVIEW_MAX_PHOTOS,
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '../reviews';
import { PAYMENT_REQUEST_MESSAGES_TRANSLATION } from './payments.th';

const SAMPLE_DAY = '2000-01-31';

/**
 * The trip's end as the message shows it ('Mar 5, 2026'), in Thai ('5 มี.ค. 2569'); a date it cannot read stays as
 * it is.
 */
function thaiDate(shown: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(shown)) return formatCalendarDate(shown, 'th');
  const day = new Date(shown);
  if (Number.isNaN(day.getTime())) return shown;
  const iso = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return formatCalendarDate(iso, 'th');
}

/**
 * The group as the translator reads it: trip_not_ended formats its date, so it is recognised by the message with the
 * formatted date in its place (its English is the group's own, the sample date swapped for the value).
 */
const REVIEW_MESSAGES_READ = {
  ...REVIEW_MESSAGES,
  notEligible: {
    ...REVIEW_MESSAGES.notEligible,
    trip_not_ended: (endDate: string) =>
      REVIEW_MESSAGES.notEligible.trip_not_ended(SAMPLE_DAY).replace(formatCalendarDate(SAMPLE_DAY), endDate),
  },
};

export const REVIEW_MESSAGES_TRANSLATION = messageTranslation({
  en: REVIEW_MESSAGES_READ,
  th: {
    linkInvalid: 'ลิงก์รีวิวนี้ไม่ถูกต้องหรือหมดอายุแล้ว',
    bookingNotFound: PAYMENT_REQUEST_MESSAGES_TRANSLATION.th.bookingNotAvailable,
    reviewNotFound: 'ไม่พบรีวิว',
    photoNotFound: 'ไม่พบรูปถ่าย',
    notEligible: {
      cancelled: 'การจองนี้ถูกยกเลิกแล้ว จึงรีวิวไม่ได้',
      not_paid: 'รีวิวได้เฉพาะการจองที่ชำระเงินแล้ว และการจองนี้ยังไม่ได้ชำระเงิน',
      trip_not_ended: (endDate) => `คุณรีวิวทริปนี้ได้เมื่อทริปสิ้นสุดแล้ว: ตั้งแต่วันถัดจาก ${thaiDate(endDate)}`,
    },
    alreadyReviewed: 'การจองนี้มีรีวิวแล้ว คุณแก้ไขรีวิวเดิมแทนได้',
    noReviewYet: 'การจองนี้ยังไม่มีรีวิวให้แก้ไข',
    editWindowClosed: `แก้ไขรีวิวได้ภายใน ${REVIEW_EDIT_WINDOW_DAYS} วันหลังจากเขียน และเลยช่วงเวลานั้นแล้ว`,
    hiddenNotEditable: 'รีวิวนี้ถูกผู้ตรวจสอบของเราซ่อนไว้ จึงแก้ไขไม่ได้อีก',
    photosTooMany: `เพิ่มรูปได้สูงสุด ${REVIEW_MAX_PHOTOS} รูป`,
    photosRepeated: 'มีรูปเดียวกันซ้ำสองครั้ง',
    photoUnknown: 'ไม่พบรูปบางรูป โปรดอัปโหลดอีกครั้ง',
    ratingRequired: 'กรุณาให้คะแนนภาพรวม 1 ถึง 5 ดาว',
    subRatingInvalid: 'คะแนนต้องอยู่ระหว่าง 1 ถึง 5 ดาว',
    titleRequired: `กรุณาตั้งชื่อรีวิวอย่างน้อย ${REVIEW_TITLE_MIN} ตัวอักษร`,
    titleTooLong: `ชื่อรีวิวยาวได้ไม่เกิน ${REVIEW_TITLE_MAX} ตัวอักษร`,
    bodyTooShort: `กรุณาเล่าถึงทริปของคุณอย่างน้อย ${REVIEW_BODY_MIN} ตัวอักษร`,
    bodyTooLong: `รีวิวยาวได้ไม่เกิน ${REVIEW_BODY_MAX} ตัวอักษร`,
    travellerTypeRequired: 'กรุณาเลือกว่าคุณเดินทางกับใคร',
    submitted: 'ขอบคุณ! รีวิวของคุณเผยแพร่แล้ว',
    submittedForModeration: 'ขอบคุณ! รีวิวของคุณจะเผยแพร่เมื่อผู้ตรวจสอบตรวจดูแล้ว',
    updated: 'อัปเดตรีวิวของคุณแล้ว',
    replyRequired: 'กรุณาเขียนคำตอบ',
    replyTooLong: `คำตอบยาวได้ไม่เกิน ${REVIEW_REPLY_MAX} ตัวอักษร`,
    alreadyReplied: 'รีวิวนี้มีคำตอบของคุณแล้ว',
    replyNotPublished: 'ตอบได้เฉพาะรีวิวที่เผยแพร่แล้ว',
    replied: 'เผยแพร่คำตอบของคุณแล้ว',
    reportReasonRequired: 'กรุณาเลือกเหตุผลที่คุณรายงานรีวิวนี้',
    reportDetailsTooLong: `กรุณาเขียนรายละเอียดไม่เกิน ${REVIEW_REPORT_DETAILS_MAX} ตัวอักษร`,
    reportNotPublished: 'รายงานได้เฉพาะรีวิวที่เผยแพร่แล้ว',
    reported: 'ขอบคุณ ทีมงานของเราจะตรวจสอบรีวิวนี้',
    hideReasonRequired: 'กรุณาระบุเหตุผลที่ซ่อนรีวิวนี้',
    published: 'เผยแพร่รีวิวแล้ว',
    hidden: 'ซ่อนรีวิวแล้ว',
    notInQueue: 'รีวิวนี้ไม่ได้รอการตัดสินใจ',
    alreadyHidden: 'รีวิวนี้ถูกซ่อนอยู่แล้ว',
    newRating: 'ใหม่',
  },
});
