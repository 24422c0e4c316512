import { messageTranslation } from '../message-translation';
import { TOUR_PAGE_MESSAGES } from '../tours';

export const TOUR_PAGE_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_PAGE_MESSAGES,
  th: {
    notFound: 'ไม่พบทัวร์',
    unavailable: 'ทัวร์นี้ไม่เปิดให้บริการแล้ว',
    bookingsPaused: 'ใบอนุญาตของผู้ประกอบการรายนี้หมดอายุแล้ว งดรับการจองใหม่จนกว่าจะต่ออายุใบอนุญาต',
  },
});
