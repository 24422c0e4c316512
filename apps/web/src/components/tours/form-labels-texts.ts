import {
  CANCELLATION_POLICY_LABELS,
  CATEGORY_LABELS,
  CATEGORY_LABELS_TH,
  CURRENCY_LABELS,
  formatDurationDays,
  HOTEL_AMENITIES,
  HOTEL_RATING_LABELS,
  ROOM_TYPE_LABELS,
} from '@tour/shared';
import { defineTexts, type TTextsOf } from '../../lib/i18n/texts';

/**
 * How the tour form's choices read (the values stay the shared codes and words): the wizard, the edit screen
 * and the preview show them. The English is the spec's, from @tour/shared.
 */
export const TOUR_FORM_LABELS_TEXTS = defineTexts({
  en: {
    categories: CATEGORY_LABELS,
    currencies: CURRENCY_LABELS,
    hotelRatings: HOTEL_RATING_LABELS,
    roomTypes: ROOM_TYPE_LABELS,
    /** In the order of HOTEL_AMENITIES. */
    amenities: HOTEL_AMENITIES,
    /** The named times of ACTIVITY_TIMES; its clock times read the same in both languages. */
    activityTimes: { Morning: 'Morning', Noon: 'Noon', Afternoon: 'Afternoon', Evening: 'Evening', Night: 'Night' },
    policies: CANCELLATION_POLICY_LABELS.en,
    durationDays: (days: number) => formatDurationDays(days),
  },
  th: {
    categories: CATEGORY_LABELS_TH,
    currencies: {
      THB: 'THB - บาท',
      USD: 'USD - ดอลลาร์สหรัฐ',
      JPY: 'JPY - เยนญี่ปุ่น',
      CNY: 'CNY - หยวนจีน',
      EUR: 'EUR - ยูโร',
      GBP: 'GBP - ปอนด์สเตอร์ลิง',
      SGD: 'SGD - ดอลลาร์สิงคโปร์',
      INR: 'INR - รูปีอินเดีย',
      KRW: 'KRW - วอนเกาหลีใต้',
    },
    hotelRatings: { '3': '3 ดาว', '4': '4 ดาว', '5': '5 ดาว', luxury: 'หรูหรา' },
    roomTypes: {
      standard: 'ห้องสแตนดาร์ด',
      deluxe: 'ห้องดีลักซ์',
      suite: 'ห้องสวีท',
      villa: 'วิลล่า',
      apartment: 'อพาร์ตเมนต์',
    },
    amenities: [
      'Wi-Fi ฟรี',
      'สระว่ายน้ำ',
      'สปาและเวลเนส',
      'รถรับส่งสนามบิน',
      'ฟิตเนส',
      'ห้องอาหาร',
      'บาร์และเลานจ์',
      'รูมเซอร์วิส',
      'ติดชายหาด',
      'สระว่ายน้ำส่วนตัว',
      'คิดส์คลับ',
      'ที่จอดรถฟรี',
      'เครื่องปรับอากาศ',
      'บริการซักรีด',
      'แผนกต้อนรับ 24 ชั่วโมง',
      'ศูนย์บริการธุรกิจ',
      'รวมอาหารเช้า',
      'บริการบัตเลอร์',
      'ออนเซ็น',
      'รับสัตว์เลี้ยง',
    ],
    activityTimes: { Morning: 'ช่วงเช้า', Noon: 'เที่ยง', Afternoon: 'ช่วงบ่าย', Evening: 'ช่วงเย็น', Night: 'กลางคืน' },
    policies: CANCELLATION_POLICY_LABELS.th,
    durationDays: (days: number) => `${days} วัน`,
  },
});

export type TTourFormLabels = TTextsOf<typeof TOUR_FORM_LABELS_TEXTS>;

/** An amenity as it reads: the shared list's words in the visitor's language; one not on the list as written. */
export function amenityLabel(amenity: string, labels: TTourFormLabels): string {
  const index = (HOTEL_AMENITIES as readonly string[]).indexOf(amenity);
  return labels.amenities[index] ?? amenity;
}

/** A time an activity starts at: a named time translated, a clock time as it is. */
export function activityTimeLabel(time: string, labels: TTourFormLabels): string {
  return Object.hasOwn(labels.activityTimes, time)
    ? labels.activityTimes[time as keyof TTourFormLabels['activityTimes']]
    : time;
}
