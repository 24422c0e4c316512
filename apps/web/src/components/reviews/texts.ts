import { REVIEW_SUB_RATING_LABELS, REVIEW_TRAVELLER_TYPE_LABELS } from '@tour/shared';
import { defineTexts } from '../../lib/i18n/texts';

/** Strings of a review as the tour page, the operator and the moderators read it (issue 23). */
export const REVIEW_VIEW_TEXTS = defineTexts({
  en: {
    stars: (rating: number) => `Rated ${rating} out of 5`,
    average: (rating: string) => `Rated ${rating} out of 5`,
    travellerTypes: REVIEW_TRAVELLER_TYPE_LABELS,
    subRatings: REVIEW_SUB_RATING_LABELS,
    subRatingsLabel: 'Ratings in detail',
    travelled: (month: string, type: string) => `Travelled ${month} · ${type}`,
    written: (date: string) => `Written ${date}`,
    edited: 'edited',
    photos: 'Photos',
    photo: (index: number, total: number) => `Photo ${index} of ${total}`,
    photoUnavailable: 'Shown once published',
    reply: (operator: string) => `Reply from ${operator}`,
  },
  th: {
    stars: (rating: number) => `คะแนน ${rating} จาก 5`,
    average: (rating: string) => `คะแนน ${rating} จาก 5`,
    travellerTypes: {
      solo: 'คนเดียว',
      couple: 'คู่รัก',
      family: 'ครอบครัว',
      friends: 'เพื่อน',
      business: 'ธุรกิจ',
    },
    subRatings: {
      guide: 'ไกด์',
      organisation: 'การจัดการ',
      value: 'ความคุ้มค่า',
      accommodation: 'ที่พัก',
    },
    subRatingsLabel: 'คะแนนรายด้าน',
    travelled: (month: string, type: string) => `เดินทาง ${month} · ${type}`,
    written: (date: string) => `เขียนเมื่อ ${date}`,
    edited: 'แก้ไขแล้ว',
    photos: 'รูปภาพ',
    photo: (index: number, total: number) => `รูปที่ ${index} จาก ${total}`,
    photoUnavailable: 'แสดงเมื่อเผยแพร่แล้ว',
    reply: (operator: string) => `คำตอบจาก ${operator}`,
  },
});
