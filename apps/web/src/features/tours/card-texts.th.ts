import { CATEGORY_LABELS_TH, type TTourFormCategory } from '@tour/shared';
import type { TTexts } from '../../lib/i18n/texts';
import type { TOUR_CARD_TEXTS_EN } from './card-texts';
import { thaiDuration } from './thai-duration';

/** TOUR_CARD_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const TOUR_CARD_TEXTS_TH: TTexts<typeof TOUR_CARD_TEXTS_EN> = {
  discount: (percent: number) => `ลด ${percent}%`,
  recommended: 'แนะนำ',
  addFavourite: (title: string) => `บันทึก ${title} ในรายการโปรด`,
  removeFavourite: (title: string) => `นำ ${title} ออกจากรายการโปรด`,
  newLabel: ' มีรีวิวไม่ถึงสามรายการ',
  ratingLabel: (rating: string, reviews: string) => `คะแนน ${rating} จาก 5 จาก${reviews}`,
  hotelStars: (stars: number) => `โรงแรม ${stars} ดาว`,
  noUpcomingDates: 'ยังไม่มีรอบเดินทาง',
  datesLabel: 'วันที่เดินทางที่ว่าง',
  verified: 'ยืนยันแล้ว',
  verifiedLabel: 'ผู้ประกอบการที่ยืนยันแล้ว',
  perPerson: 'ต่อท่าน',
  from: 'เริ่มต้น',
  originalPrice: 'ราคาเดิม',
  perDay: (amount: string) => `${amount} / วัน`,
  downloadProgram: 'ดาวน์โหลดโปรแกรม',
  preparingProgram: 'กำลังเตรียม…',
  programFailed: 'เตรียมโปรแกรมทัวร์ไม่สำเร็จ โปรดลองอีกครั้ง',
  viewDetails: 'ดูรายละเอียด',
  buy: 'ซื้อ',
  newBadge: 'ใหม่',
  reviews: (count: number) => `${count} รีวิว`,
  duration: (_label: string, days: number) => thaiDuration(days),
  category: (category: string) => CATEGORY_LABELS_TH[category.toLowerCase() as TTourFormCategory] ?? category,
};
