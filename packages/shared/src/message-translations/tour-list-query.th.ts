import { messageTranslation } from '../message-translation';
import { TOUR_QUERY_MESSAGES } from '../tour-list-query';

export const TOUR_QUERY_MESSAGES_TRANSLATION = messageTranslation({
  en: TOUR_QUERY_MESSAGES,
  th: {
    priceWhole: 'ราคาต้องเป็นจำนวนเต็มดอลลาร์',
    unknownSort: 'ไม่รู้จักการเรียงลำดับนี้',
    unknownCategory: 'ไม่รู้จักหมวดหมู่นี้',
    unknownDuration: 'ไม่รู้จักระยะเวลาทริปนี้',
    ratingInvalid: 'คะแนนต้องเป็น 3, 4 หรือ 4.5',
    priceOrder: 'ราคาต่ำสุดต้องไม่สูงกว่าราคาสูงสุด',
  },
});
