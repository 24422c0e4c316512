import { BOOKING_SESSION_MESSAGES, MAX_SEATS_HELD_PER_VISITOR, onlySpotsAvailableMessage } from '../booking-session';
import { messageTranslation } from '../message-translation';

export const BOOKING_SESSION_MESSAGES_TRANSLATION = messageTranslation({
  en: BOOKING_SESSION_MESSAGES,
  th: {
    notFound: 'ไม่พบเซสชันการจอง หรือหมดอายุแล้ว',
    expired: 'เซสชันการจองของคุณหมดเวลาแล้ว โปรดเริ่มใหม่อีกครั้ง',
    extended: 'ขยายเวลาเซสชันเรียบร้อยแล้ว!',
    extendFailed: 'ขยายเวลาเซสชันไม่สำเร็จ โปรดลองอีกครั้ง',
    tourDateNotFound: 'ไม่พบวันเดินทางนี้',
    soldOut: 'รอบเดินทางนี้เต็มแล้ว',
    holdLimit: `กันที่นั่งได้ไม่เกินครั้งละ ${MAX_SEATS_HELD_PER_VISITOR} ที่ โปรดจองให้เสร็จหรือยกเลิกการจองที่เริ่มไว้ก่อน จึงจะกันเพิ่มได้`,
  },
});

/** 'Only {n} spots available for this date', which a hold or booking of more seats than are left is told. */
export const SPOTS_MESSAGES_TRANSLATION = messageTranslation({
  en: { onlySpotsAvailable: onlySpotsAvailableMessage },
  th: { onlySpotsAvailable: (spots) => `วันเดินทางนี้เหลือที่ว่างเพียง ${spots} ที่` },
});
